import { describe, expect, it } from 'vitest';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { createTranslator } from '../../shared/i18n/translator';
import type { UpdateState } from '../../shared/ipc/updates';
import { bannerKey, bannerShows, formatMegabytes, updateText } from './updateText';

const base = { currentVersion: '0.1.0', byHand: false, checkedAt: null };

describe('update text', () => {
  it('says why this copy cannot update itself in the user’s language (main sends only the case)', () => {
    const unsupported = (reason: 'web-preview' | 'not-installed'): UpdateState => ({
      ...base,
      phase: 'unsupported',
      reason,
    });
    expect(updateText(unsupported('web-preview')).body).toBe(
      'Updates are installed by the desktop app.',
    );
    setActiveTranslator(createTranslator('de', CATALOGS.de, { fallback: CATALOGS.en }));
    try {
      expect(updateText(unsupported('web-preview'))).toEqual({
        title: 'Updates sind hier nicht verfügbar',
        body: 'Updates installiert die Desktop-App.',
      });
      expect(updateText(unsupported('not-installed')).body).toMatch(/^Diese Kopie von Atelier/);
    } finally {
      setActiveTranslator(createTranslator('en', CATALOGS.en, { fallback: CATALOGS.en }));
    }
  });

  it('says progress in MB and whole percents', () => {
    const state: UpdateState = {
      ...base,
      phase: 'downloading',
      version: '0.2.0',
      percent: 42.7,
      transferredBytes: 50_600_000,
      totalBytes: 118_400_000,
      bytesPerSecond: 1,
    };
    expect(updateText(state)).toEqual({
      title: 'Downloading Atelier 0.2.0…',
      body: '50.6 MB of 118.4 MB · 42%',
    });
    expect(formatMegabytes(1_000_000)).toBe('1.0 MB');
  });

  it('counts the paid jobs a restart waits for', () => {
    const one: UpdateState = {
      ...base,
      phase: 'waiting-for-submits',
      version: '0.2.0',
      submitting: 1,
    };
    expect(updateText(one).body).toBe(
      'Restarting when the current submit finishes: a paid job is waiting for the service’s answer.',
    );
    expect(updateText({ ...one, submitting: 3 }).body).toContain('3 paid jobs are waiting');
  });

  it('keeps quiet checks quiet and shows what a check by hand found', () => {
    const upToDate: UpdateState = { ...base, phase: 'not-available', latestVersion: '0.1.0' };
    expect(bannerShows(upToDate)).toBe(false);
    expect(bannerShows({ ...upToDate, byHand: true })).toBe(true);
    expect(updateText(upToDate)).toEqual({
      title: 'Atelier is up to date',
      body: 'You have version 0.1.0, the latest.',
    });
    const offline: UpdateState = {
      ...base,
      phase: 'error',
      during: 'check',
      message: 'Could not reach the update server.',
      detail: 'net::ERR_CONNECTION_REFUSED',
    };
    expect(bannerShows(offline)).toBe(false);
    expect(bannerShows({ ...offline, during: 'download' })).toBe(true);
    expect(bannerShows({ ...base, phase: 'downloaded', version: '0.2.0' })).toBe(true);
  });

  it('shows a dismissed message again for a new version or a new check', () => {
    const ready: UpdateState = { ...base, phase: 'downloaded', version: '0.2.0' };
    expect(bannerKey(ready)).not.toBe(bannerKey({ ...ready, version: '0.3.0' }));
    const checked: UpdateState = {
      ...base,
      phase: 'not-available',
      latestVersion: '0.1.0',
      byHand: true,
      checkedAt: '2026-11-26T03:00:00.000Z',
    };
    expect(bannerKey(checked)).not.toBe(
      bannerKey({ ...checked, checkedAt: '2026-11-26T04:00:00.000Z' }),
    );
  });
});

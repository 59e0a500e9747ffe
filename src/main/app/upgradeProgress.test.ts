import { afterEach, describe, expect, it } from 'vitest';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import type { Locale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import type { MigrationProgress } from '../store/migrationRunner';
import { MIGRATIONS } from '../store/migrations';
import { MIGRATION_WORDS, upgradeProgress } from './upgradeProgress';

function speak(locale: Locale): void {
  setActiveTranslator(createTranslator(locale, CATALOGS[locale], { fallback: CATALOGS.en }));
}
afterEach(() => speak('en'));

const report = (overrides: Partial<MigrationProgress>): MigrationProgress => ({
  version: 11,
  name: 'search index of folded text (rows tested as the index answers)',
  step: 2,
  steps: 3,
  done: 0,
  total: 0,
  elapsedMs: 0,
  remainingMs: null,
  finished: false,
  fromVersion: 10,
  phase: 'rows',
  ...overrides,
});

describe('upgradeProgress', () => {
  it('says what is happening, how far along and how long is left, in m:ss', () => {
    expect(upgradeProgress(report({ done: 42_000, total: 100_000, remainingMs: 65_200 }))).toEqual({
      page: {
        lang: 'en',
        title: 'Upgrading your library – Atelier',
        heading: 'Upgrading your library',
        lead: expect.stringContaining('the next start carries on from where it stopped'),
      },
      activity: 'Rebuilding the search index',
      step: 'Step 2 of 3',
      fraction: 0.42,
      count: '42,000 of 100,000 assets',
      remaining: 'About 1:06 left',
      finished: false,
    });
  });

  it('before a count: no fraction; before a rate: an estimate to come', () => {
    expect(upgradeProgress(report({}))).toMatchObject({ fraction: null, count: '', remaining: '' });
    expect(upgradeProgress(report({ total: 10, done: 0 }))).toMatchObject({
      fraction: 0,
      remaining: 'Estimating the time left…',
    });
  });

  it('names a one-transaction migration by what it does, and a single step without "Step 1 of 1"', () => {
    expect(
      upgradeProgress(report({ version: 5, name: 'tempo and key of tracks', steps: 1, step: 1 })),
    ).toMatchObject({
      activity: 'Updating the library: tempo and key of tracks',
      step: '',
    });
  });

  it('compacting has no count: the bar slides, no estimate', () => {
    expect(upgradeProgress(report({ phase: 'compacting', done: 100, total: 100 }))).toMatchObject({
      activity: 'Compacting the search index',
      fraction: null,
      count: '',
      remaining: '',
    });
  });

  it('removing the old index has no count either: it says what it does while the bar slides', () => {
    expect(upgradeProgress(report({ phase: 'clearing', done: 0, total: 0 }))).toMatchObject({
      activity: 'Removing the old search index',
      fraction: null,
      count: '',
      remaining: '',
    });
  });

  it('ends full', () => {
    expect(upgradeProgress(report({ finished: true, remainingMs: 0 }))).toMatchObject({
      activity: 'Library upgraded',
      fraction: 1,
      remaining: '',
      finished: true,
    });
  });
});

describe("upgradeProgress in the user's language (issue 21)", () => {
  const english = () => [
    upgradeProgress(report({ done: 42_000, total: 100_000, remainingMs: 65_200 })),
    upgradeProgress(report({ total: 10 })),
    upgradeProgress(report({ version: 5, name: 'tempo and key of tracks' })),
    upgradeProgress(report({ phase: 'compacting' })),
    upgradeProgress(report({ phase: 'clearing' })),
    upgradeProgress(report({ finished: true })),
  ];

  it('says every word of the page in German', () => {
    speak('de');
    expect(upgradeProgress(report({ done: 42_000, total: 100_000, remainingMs: 65_200 }))).toEqual({
      page: {
        lang: 'de',
        title: 'Bibliothek wird aktualisiert – Atelier',
        heading: 'Ihre Bibliothek wird aktualisiert',
        lead: expect.stringContaining('Beim nächsten Start geht es dort weiter'),
      },
      activity: 'Suchindex wird neu aufgebaut',
      step: 'Schritt 2 von 3',
      fraction: 0.42,
      count: '42.000 von 100.000 Einträgen',
      remaining: 'Noch etwa 1:06',
      finished: false,
    });
    expect(upgradeProgress(report({ version: 5, steps: 1 })).activity).toBe(
      'Bibliothek wird aktualisiert: Tempo und Tonart der Tracks',
    );
  });

  it('leaves no English word in Japanese', () => {
    const before = english();
    speak('ja');
    const after = english();
    after.forEach((progress, index) => {
      const words = [
        progress.page.title,
        progress.page.heading,
        progress.page.lead,
        progress.activity,
        progress.step,
        progress.count,
        progress.remaining,
      ];
      const was = before[index]!;
      const wasWords = [
        was.page.title,
        was.page.heading,
        was.page.lead,
        was.activity,
        was.step,
        was.count,
        was.remaining,
      ];
      words.forEach((word, at) => {
        if (wasWords[at] === '') return expect(word).toBe('');
        expect(word).not.toBe(wasWords[at]);
        // Only the app's name, numbers and m:ss may stay Latin.
        expect(word.replace(/Atelier|[\d,.:/ ]/g, '')).not.toMatch(/[A-Za-z]/);
      });
    });
    expect(after[0]!.page.lang).toBe('ja');
  });

  it('has words for every migration, so none is shown by its developer name', () => {
    for (const migration of MIGRATIONS)
      expect(MIGRATION_WORDS[migration.version], migration.name).toBeDefined();
  });
});

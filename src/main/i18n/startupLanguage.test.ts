// The start-up speaks before the preferences store opens (the damaged-library question, the
// upgrade window): it must still use the language chosen in Settings, read from the preferences
// file, and the OS's language only when none was chosen or the file cannot tell.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { activeLocale } from '../../shared/i18n/activeLanguage';
import { recoveryQuestion } from '../app/startupRecovery';
import { speakLanguage } from './mainLanguage';
import { chosenLanguage, speakStartupLanguage } from './startupLanguage';

const folderWith = (content?: string): string => {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-startup-language-'));
  if (content !== undefined) writeFileSync(join(folder, 'preferences.json'), content);
  return folder;
};
const GERMAN_OS = ['de-DE', 'en-US'];
const damaged = { path: '/data/atelier.sqlite', problems: ['row 3 missing from index'] };

afterEach(() => speakLanguage('en'));

describe('the start-up language', () => {
  it('asks the damaged-library question in the language chosen in Settings, not the OS’s', () => {
    const folder = folderWith(JSON.stringify({ language: 'ja', liveBaseUrl: 'https://x.test' }));
    expect(speakStartupLanguage(folder, GERMAN_OS)).toBe('ja');
    expect(activeLocale()).toBe('ja');
    expect(recoveryQuestion(damaged).message).toBe('ライブラリのファイルが破損しています。');
  });

  it('follows the OS when Settings says “system”, or the file is missing, damaged or odd', () => {
    for (const content of [
      JSON.stringify({ language: 'system' }),
      undefined,
      '{ not json',
      '[]',
      JSON.stringify({ language: 'klingon' }),
      JSON.stringify({ language: 7 }),
    ]) {
      const folder = folderWith(content);
      expect(speakStartupLanguage(folder, GERMAN_OS), String(content)).toBe('de');
      expect(recoveryQuestion(damaged).message).toBe('Ihre Bibliotheksdatei ist beschädigt.');
    }
    expect(speakStartupLanguage(folderWith(), [])).toBe('en');
  });

  it('reads the choice as the Settings page writes it, the pseudo-locale too', () => {
    expect(chosenLanguage(folderWith(JSON.stringify({ language: 'zh-CN' })))).toBe('zh-CN');
    expect(chosenLanguage(folderWith(JSON.stringify({ language: 'en-XA' })))).toBe('en-XA');
  });
});

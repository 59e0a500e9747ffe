import { describe, expect, it } from 'vitest';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { createTranslator } from '../../shared/i18n/translator';
import { exportingTitle, operationName, splitPath } from './useExports';

describe('export notices', () => {
  it('show the folder once and files by name, with either separator', () => {
    expect(splitPath('/home/ada/Music/Night Drive - stems/Night Drive - bass.wav')).toEqual({
      folder: '/home/ada/Music/Night Drive - stems',
      name: 'Night Drive - bass.wav',
    });
    expect(splitPath('C:\\Users\\Ada\\Music\\Song.mid')).toEqual({
      folder: 'C:\\Users\\Ada\\Music',
      name: 'Song.mid',
    });
    expect(splitPath('/Song.mid')).toEqual({ folder: '/', name: 'Song.mid' });
  });

  it("name an operation in words, never by its id, in the user's language", () => {
    expect(operationName('stems:1f0c2a')).toBe('stems');
    expect(operationName('selection')).toBe('selection');
    expect(operationName('something-new')).toBe('files');
    expect(exportingTitle('daw-pack:1f0c2a')).toBe('Exporting the DAW pack');
    setActiveTranslator(createTranslator('ja', CATALOGS.ja, { fallback: CATALOGS.en }));
    try {
      expect(exportingTitle('stems:1f0c2a')).toBe('ステムを書き出し中');
      expect(exportingTitle('archive')).toBe('ライブラリのアーカイブを書き出し中');
    } finally {
      setActiveTranslator(createTranslator('en', CATALOGS.en, { fallback: CATALOGS.en }));
    }
  });
});

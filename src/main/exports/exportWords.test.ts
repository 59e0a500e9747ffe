/**
 * Exported file names speak main's language and stay valid on Windows in every language: the
 * stems of every stem type, the stems zip, the DAW pack's folder, MIDI and notes, and the
 * library archive, under a long Japanese or Chinese song name and under reserved device names.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveTranslator, t } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { LOCALES, type Locale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import { STEM_TYPES } from '../../shared/service/music/fields';
import { dawPackNames, dawPackNotes } from './dawPackNames';
import { MAX_NAME_BYTES, sanitizeFileName, titledFileName } from './exportNames';
import { diagnosticsZipName, stemsWord, stemVersion } from './exportWords';
import { defaultFileName } from './assetFiles';

function speak(locale: Locale): void {
  setActiveTranslator(createTranslator(locale, CATALOGS[locale], { fallback: CATALOGS.en }));
}
afterEach(() => speak('en'));

const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/iu;
// eslint-disable-next-line no-control-regex -- control characters are what a name must not hold
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f]/u;

function expectWindowsSafe(name: string): void {
  expect(name, name).not.toMatch(FORBIDDEN);
  expect(name, name).not.toMatch(/[. ]$/u);
  expect(name, name).not.toMatch(RESERVED);
  expect(new TextEncoder().encode(name).length, name).toBeLessThanOrEqual(MAX_NAME_BYTES);
  expect(name.length, name).toBeLessThanOrEqual(255); // UTF-16 units: NTFS counts these
  expect(name, name).toBe(name.normalize('NFC'));
  expect(name, name).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])/u); // no half a surrogate pair
}

const TITLES = [
  'Neon Drive',
  '夜明けの港に灯る小さな光と遠い汽笛の物語'.repeat(4), // about 240 UTF-8 bytes per repeat
  '海港灯塔下的夜晚：一首关于远方与归途的歌'.repeat(4),
  'CON',
  'nul.',
  'Über: Straße / Nacht?',
  '🎸 Gitarrenklänge 🎶'.repeat(12),
];

describe('export file names', () => {
  it.each(LOCALES)(
    '%s: every stem, the stems zip, the DAW pack and the archive are Windows-safe',
    (locale) => {
      speak(locale);
      for (const title of TITLES) {
        for (const stem of STEM_TYPES)
          expectWindowsSafe(titledFileName(title, stemVersion(stem), 'wav'));
        expectWindowsSafe(titledFileName(title, stemsWord(), 'zip')); // the stems zip, as exportService names it
        expectWindowsSafe(titledFileName(title, stemsWord(), '')); // the stems folder
        const pack = dawPackNames({
          title,
          stems: [{ version: stemVersion('lead_vocal'), ext: 'wav' }],
          bpm: { avg: 120, min: null, max: null },
          key: 'F#m',
        });
        for (const name of [pack.folder, ...pack.stems, pack.midi, pack.notes])
          expectWindowsSafe(name);
      }
      expectWindowsSafe(
        `${sanitizeFileName(t('mainWords.name.archive', { date: '2026-11-26' }))}.zip`,
      );
      expectWindowsSafe(diagnosticsZipName('2026-11-26-21-05'));
    },
  );

  it('follow the language: the stem and the pack are named in the words of each', () => {
    const lead = () => titledFileName('Neon Drive', stemVersion('lead_vocal'), 'wav');
    expect(lead()).toBe('Neon Drive — lead vocal stem.wav');
    speak('de');
    expect(lead()).toBe('Neon Drive — Spur Leadgesang.wav');
    expect(dawPackNames({ title: 'Neon Drive', stems: [], bpm: null, key: 'F#m' }).notes).toBe(
      'Neon Drive — fis-Moll.txt',
    );
    expect(diagnosticsZipName('2026-11-26-21-05')).toBe('Atelier-Diagnose 2026-11-26-21-05.zip');
    speak('ja');
    expect(lead()).toBe('Neon Drive — リードボーカルのステム.wav');
    expect(dawPackNames({ title: '港の歌', stems: [], bpm: null, key: null }).folder).toBe(
      '港の歌 — DAWパック',
    );
    speak('zh-CN');
    expect(lead()).toBe('Neon Drive — 主唱分轨.wav');
    expect(titledFileName('海港', stemsWord(), 'zip')).toBe('海港 — 分轨.zip');
  });

  it('writes the DAW pack notes in the language, numbers as it writes them', () => {
    // The stems' versions are made in the language spoken when the pack is named.
    const factsNow = () => ({
      title: 'Neon Drive',
      stems: [{ version: stemVersion('bass'), ext: 'wav' }],
      bpm: { avg: 119.62, min: 118, max: 122 },
      key: 'Am',
      durationS: 165,
      source: { taskId: 'task-song', audioIndex: 2 },
      tasks: { stems: 'task-stems', midi: 'task-midi', bpm: 'task-bpm' },
    });
    const notes = () => dawPackNotes(factsNow(), dawPackNames(factsNow()));
    speak('de');
    expect(notes().split('\r\n').slice(0, 6)).toEqual([
      'Neon Drive — DAW-Paket',
      '',
      'Tempo: 119,6 BPM (118–122 im Verlauf des Tracks), vom Dienst gemessen',
      'Tonart: a-Moll',
      'Länge: 2:45',
      'Quelle: Track 2 des Auftrags task-song',
    ]);
    speak('zh-CN');
    expect(notes()).toContain('分轨（1）：Neon Drive — 贝斯分轨.wav');
  });

  it('keeps the version and cuts the name when a long CJK name is too long', () => {
    speak('ja');
    const name = titledFileName(TITLES[1]!, stemVersion('distorted_electric_guitar'), 'wav');
    expect(name.endsWith(' — ディストーションギターのステム.wav')).toBe(true);
    expect(name).toContain('…');
  });
});

describe("a result's own file name", () => {
  it.each([
    [
      'de',
      'Neon Drive — ab 0_43 verlängert, Take 2.wav',
      'Neon Drive — ganzer Song.mp3',
      'Neon Drive — Spur Leadgesang.wav',
    ],
    [
      'ja',
      'Neon Drive — 0_43 から延長、テイク 2.wav',
      'Neon Drive — フルソング.mp3',
      'Neon Drive — リードボーカルのステム.wav',
    ],
    [
      'zh-CN',
      'Neon Drive — 从 0_43 起延长，第 2 版.wav',
      'Neon Drive — 完整歌曲.mp3',
      'Neon Drive — 主唱分轨.wav',
    ],
  ] as const)(
    '%s: the version words as the window shows them, Windows-safe',
    (locale, take, full, stem) => {
      speak(locale);
      const named = (title: string, ext: string) =>
        defaultFileName({ title, relativePath: `music/task/track.${ext}` });
      expect(named('Neon Drive — extended from 0:43, take 2', 'wav')).toBe(take);
      expect(named('Neon Drive — full song', 'mp3')).toBe(full);
      // Alone, it is named as Export stems names it in its set.
      expect(named('Neon Drive — lead vocal stem', 'wav')).toBe(stem);
      expect(named('Neon Drive — lead vocal stem', 'wav')).toBe(
        titledFileName('Neon Drive', stemVersion('lead_vocal'), 'wav'),
      );
      for (const title of TITLES) expectWindowsSafe(named(`${title} — take 2`, 'wav'));
    },
  );

  it("keeps a user's own title as typed, in every language", () => {
    speak('de');
    expect(defaultFileName({ title: 'Neon Drive — take it easy', relativePath: 'a/b.wav' })).toBe(
      'Neon Drive — take it easy.wav',
    );
  });
});

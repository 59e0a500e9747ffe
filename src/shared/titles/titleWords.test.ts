import { afterEach, describe, expect, it } from 'vitest';
import { setActiveTranslator, t } from '../i18n/activeLanguage';
import { CATALOGS } from '../i18n/catalogs';
import { createTranslator } from '../i18n/translator';
import { titleOf } from './titleRule';
import { titleInWords } from './titleWords';

const speak = (locale: 'en' | 'de' | 'ja') =>
  setActiveTranslator(createTranslator(locale, CATALOGS[locale], { fallback: CATALOGS.en }));

afterEach(() => speak('en'));

const made = [
  titleOf('Neon Drive', { action: 'extend', continueAtS: 43 }),
  titleOf('Neon Drive', { action: 'concat' }),
  titleOf('a lighthouse on a cliff', { variation: { index: 2, count: 3 } }),
  titleOf('Neon Drive', { stem: 'bass' }),
  titleOf('Neon Drive', { action: 'extend', continueAtS: 43, trackIndex: 2, trackCount: 2 }),
  titleOf('Neon Drive', { action: 'midi', notes: true }),
  titleOf('Harbour', { action: 'remaster', trackIndex: 1, trackCount: 2 }),
];

describe('the title rule in words', () => {
  it('reads exactly as stored in English', () => {
    for (const title of made) expect(titleInWords(title, t)).toBe(title);
  });

  it('puts the version in the chosen language, the name untouched', () => {
    speak('de');
    expect(made.slice(0, 5).map((title) => titleInWords(title, t))).toEqual([
      'Neon Drive — ab 0:43 verlängert',
      'Neon Drive — ganzer Song',
      'a lighthouse on a cliff — Variante 2 von 3',
      'Neon Drive — Spur Bass',
      'Neon Drive — ab 0:43 verlängert, Take 2',
    ]);
    speak('ja');
    expect(titleInWords(made[1]!, t)).toBe('Neon Drive — フルソング');
    expect(titleInWords(made[4]!, t)).toBe('Neon Drive — 0:43 から延長、テイク 2');
  });

  it("leaves a user's own title as typed", () => {
    speak('de');
    for (const own of ['Neon Drive — Remix', 'Mein Lied', 'Take — cover me'])
      expect(titleInWords(own, t)).toBe(own);
  });
});

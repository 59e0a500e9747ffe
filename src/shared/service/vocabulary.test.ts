/**
 * Every model, music action, stem, musical key, task status and asset kind has a human name in
 * every language, different from its API token (only ordinary English words and brand-like
 * names may read as the token does), and the names follow the active language at read time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveTranslator } from '../i18n/activeLanguage';
import { CATALOGS } from '../i18n/catalogs';
import { LOCALES, type Locale } from '../i18n/locales';
import { createTranslator } from '../i18n/translator';
import { ASSET_KIND_NAMES } from '../ipc/assetKindNames';
import { ALL_API_TOKENS, API_TOKENS, ORDINARY_WORDS } from './apiTokens';
import { TASK_STATUSES } from './envelopes';
import { MODEL_KEYS, MODEL_NAMES, modelName } from './models';
import { ACTION_NAMES, actionName } from './music/actionNames';
import { MUSIC_ACTIONS } from './music/actions';
import { STEM_TYPES } from './music/fields';
import { KEY_NAMES, keyName, MUSICAL_KEYS } from './music/musicalKeys';
import { STEM_NAMES, stemName } from './music/stemNames';
import { STATUS_NAMES, statusName } from './statusNames';

/** Switches the language; returns the keys it lacked so far (a missing key would silently read English). */
function speak(locale: Locale): string[] {
  const missing: string[] = [];
  setActiveTranslator(
    createTranslator(locale, CATALOGS[locale], {
      fallback: CATALOGS.en,
      onMissing: (key) => missing.push(key),
    }),
  );
  return missing;
}

afterEach(() => void speak('en'));

/** Product names, the same in every language. */
const BRAND_NAMES = new Set(Object.values(MODEL_NAMES));
/** Names a Japanese or Chinese screen writes in Latin letters, as musicians there do. */
const LATIN_IN_CJK = new Set(['MIDI']);

const groups = (): [string, Readonly<Record<string, string>>, readonly string[]][] => [
  ['action', ACTION_NAMES, MUSIC_ACTIONS],
  ['stem', STEM_NAMES, STEM_TYPES],
  ['key', KEY_NAMES, MUSICAL_KEYS],
  ['status', STATUS_NAMES, TASK_STATUSES],
  ['kind', ASSET_KIND_NAMES, Object.keys(ASSET_KIND_NAMES)],
  ['model', MODEL_NAMES, MODEL_KEYS],
];

describe('the shared vocabulary', () => {
  it.each(LOCALES)('%s: every token has a human name, not the token itself', (locale) => {
    const missing = speak(locale);
    for (const [group, names, tokens] of groups()) {
      expect(Object.keys(names).sort(), group).toEqual([...tokens].sort());
      for (const token of tokens) {
        const name = names[token]!;
        const where = `${locale} ${group} ${token}: "${name}"`;
        expect(name.trim(), where).not.toBe('');
        expect(name, where).not.toMatch(/^vocab\.|_/u); // a message key or a snake_case token
        if (!ORDINARY_WORDS.has(token) || locale !== 'en') expect(name, where).not.toBe(token);
        if ((locale === 'ja' || locale === 'zh-CN') && !BRAND_NAMES.has(name))
          if (!LATIN_IN_CJK.has(name))
            expect(name, where).toMatch(/\p{Script=Han}|\p{Script=Katakana}|\p{Script=Hiragana}/u);
      }
      // Two tokens never share a name: the user could not tell them apart.
      const values = tokens.map((token) => names[token]);
      expect(new Set(values).size, `${locale} ${group}: ${values.join(', ')}`).toBe(values.length);
    }
    expect(missing).toEqual([]);
  });

  it('follows the active language at read time, with the same call syntax', () => {
    speak('de');
    expect(ACTION_NAMES['stems-all']).toBe('Alle Spuren trennen');
    expect(keyName('Am')).toBe('a-Moll');
    expect(keyName('F#')).toBe('Fis-Dur');
    expect(keyName('B')).toBe('H-Dur');
    speak('ja');
    expect(actionName('aligned-lyrics')).toBe('歌詞のタイミングを合わせる');
    expect(keyName('Am')).toBe('イ短調');
    expect(stemName('lead_vocal')).toBe('リードボーカル');
    speak('zh-CN');
    expect(keyName('Am')).toBe('A 小调');
    expect(statusName('SUCCEEDED')).toBe('已完成');
    speak('en');
    expect(keyName('F#m')).toBe('F♯ minor');
    expect({ ...ACTION_NAMES }.concat).toBe('Get the whole song'); // spreads like a plain record
    expect(modelName('video-a-v3-omni')).toBe('Video A v3 Omni');
  });

  it('shows what it does not know in plain words, never a message key', () => {
    expect(actionName('time-travel')).toBe('time-travel');
    expect(stemName('tape_hiss')).toBe('tape hiss');
    expect(statusName('ON_HOLD')).toBe('On hold');
    expect(keyName('Xm')).toBe('Xm');
    expect(keyName(null)).toBe('–');
    expect(modelName('image-z')).toBe('image-z');
  });
});

describe('the API token list', () => {
  it('is generated from src/shared/service, less ordinary words that are tokens', () => {
    for (const token of ['image-a', 'stems-all', 'aligned-lyrics', 'negative_tags', 'SUCCEEDED'])
      expect(API_TOKENS).toContain(token);
    for (const word of ORDINARY_WORDS) {
      expect(ALL_API_TOKENS, `${word} is no token: drop it from ORDINARY_WORDS`).toContain(word);
      expect(API_TOKENS).not.toContain(word);
    }
    expect(API_TOKENS.length).toBeGreaterThan(100);
  });
});

// Owns musical keys: the 24 keys the service speaks (sharp notation, `m` for minor, as the
// `key` field of `sounds`) and the one way the app shows them to a person, in the active
// language (the catalogs' `vocab.key.*`): "F♯ major", "fis-Moll", "嬰ヘ長調", "升 F 大调".
import type { MessageKey } from '../../i18n/translator';
import { translatedRecord } from '../../i18n/translatedRecord';
import { MUSIC_KEYS } from './fields';

/** The 24 keys, in the order of the spec's `key` field (C, Cm, C#, … Bm). */
export const MUSICAL_KEYS = MUSIC_KEYS;
export type MusicalKey = (typeof MUSIC_KEYS)[number];

export function isMusicalKey(value: unknown): value is MusicalKey {
  return typeof value === 'string' && (MUSICAL_KEYS as readonly string[]).includes(value);
}

export const KEY_NAMES: Readonly<Record<MusicalKey, string>> = translatedRecord(
  MUSICAL_KEYS,
  (key) => `vocab.key.${key}` as MessageKey,
);

/** "A minor", "F♯ major"; a key outside the 24 is shown as given, an unknown one as "–". */
export function keyName(key: string | null | undefined): string {
  if (!key) return '–';
  return isMusicalKey(key) ? KEY_NAMES[key] : key;
}

// Owns musical keys: the 24 keys the service speaks (sharp notation, `m` for minor, as the
// `key` field of `sounds`) and the one way the app shows them to a person ("F♯ major").
import { MUSIC_KEYS } from './fields';

/** The 24 keys, in the order of the spec's `key` field (C, Cm, C#, … Bm). */
export const MUSICAL_KEYS = MUSIC_KEYS;
export type MusicalKey = (typeof MUSIC_KEYS)[number];

export function isMusicalKey(value: unknown): value is MusicalKey {
  return typeof value === 'string' && (MUSICAL_KEYS as readonly string[]).includes(value);
}

/** "A minor", "F♯ major"; a key outside the 24 is shown as given, an unknown one as "–". */
export function keyName(key: string | null | undefined): string {
  if (!key) return '–';
  if (!isMusicalKey(key)) return key;
  const minor = key.endsWith('m');
  return `${key.replace('m', '').replace('#', '♯')} ${minor ? 'minor' : 'major'}`;
}

// Owns musical keys: the 24 keys the service speaks (sharp notation, `m` for minor, as the
// `key` field of `sounds`) and the one way the app shows them to a person ("F♯ major").
export const MUSICAL_KEYS = [
  'C', 'Cm', 'C#', 'C#m', 'D', 'Dm', 'D#', 'D#m', 'E', 'Em', 'F', 'Fm',
  'F#', 'F#m', 'G', 'Gm', 'G#', 'G#m', 'A', 'Am', 'A#', 'A#m', 'B', 'Bm',
] as const;
export type MusicalKey = (typeof MUSICAL_KEYS)[number];

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

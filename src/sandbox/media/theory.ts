// Owns the music theory the composer needs: the spec's key notation, scales and chord building.
import { MUSIC_KEYS } from '../../shared/service/music/fields';

/** The spec's key notation: one list, the one the request schema checks (music/fields.ts). */
export const KEY_NAMES = MUSIC_KEYS;

const PITCH_CLASSES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
const MAJOR_STEPS = [0, 2, 4, 5, 7, 9, 11];
const MINOR_STEPS = [0, 2, 3, 5, 7, 8, 10];

export interface MusicalKey {
  name: string;
  tonic: number; // pitch class 0..11
  minor: boolean;
}

/** Parses the spec's notation (`C` .. `B`, sharps only, optional `m`), case-insensitive. */
export function parseKey(name: string): MusicalKey | undefined {
  const match = /^([A-Ga-g])(#?)([mM]?)$/.exec(name.trim());
  if (!match) return undefined;
  const letter = (match[1] ?? '').toUpperCase();
  const pitchClass = PITCH_CLASSES.indexOf(letter + (match[2] ?? ''));
  if (pitchClass < 0) return undefined; // E# and B# are not in the spec's list
  const minor = (match[3] ?? '') !== '';
  return { name: `${PITCH_CLASSES[pitchClass]}${minor ? 'm' : ''}`, tonic: pitchClass, minor };
}

/** MIDI pitch of a scale degree (0-based, may be negative or above 6) at a base octave. */
export function scalePitch(key: MusicalKey, degree: number, baseOctavePitch: number): number {
  const steps = key.minor ? MINOR_STEPS : MAJOR_STEPS;
  const octave = Math.floor(degree / 7);
  const step = steps[((degree % 7) + 7) % 7] ?? 0;
  return baseOctavePitch + key.tonic + octave * 12 + step;
}

/** Triad (or seventh) on a scale degree, as scale degrees; the chord is diatonic to the key. */
export function chordDegrees(root: number, seventh: boolean): number[] {
  return seventh ? [root, root + 2, root + 4, root + 6] : [root, root + 2, root + 4];
}

/** True when a MIDI pitch belongs to the key's scale. */
export function inScale(key: MusicalKey, pitch: number): boolean {
  const steps = key.minor ? MINOR_STEPS : MAJOR_STEPS;
  return steps.includes((((pitch - key.tonic) % 12) + 12) % 12);
}

/** Chord progressions as 0-based scale degrees, one chord per bar; idioms of pop writing. */
export const MAJOR_PROGRESSIONS: readonly (readonly number[])[] = [
  [0, 4, 5, 3],
  [5, 3, 0, 4],
  [0, 5, 3, 4],
  [1, 4, 0, 0],
  [0, 3, 4, 3],
  [3, 0, 4, 5],
];
export const MINOR_PROGRESSIONS: readonly (readonly number[])[] = [
  [0, 5, 2, 6],
  [0, 3, 6, 2],
  [0, 6, 5, 6],
  [0, 3, 4, 0],
  [5, 6, 0, 0],
  [0, 2, 3, 4],
];

export function pitchToFrequency(pitch: number): number {
  return 440 * Math.pow(2, (pitch - 69) / 12);
}

// Owns the pitched timbres: one single-cycle wavetable per family and pitch (harmonics limited
// below Nyquist, so high notes do not alias) and the envelope each family is played with.

import { pitchToFrequency } from './theory';
import type { TimbreFamily } from './timbre';

export const TABLE_SIZE = 2048;
const MAX_HARMONICS = 40;

export interface Envelope {
  attackS: number;
  /** Time constant of the fall from peak to sustain; 0 means no decay. */
  decayS: number;
  sustain: number;
  releaseS: number;
  gain: number;
  vibrato: number;
  detune: boolean;
}

const env = (
  attackS: number,
  decayS: number,
  sustain: number,
  releaseS: number,
  gain: number,
  vibrato = 0,
  detune = false,
): Envelope => ({ attackS, decayS, sustain, releaseS, gain, vibrato, detune });

export const ENVELOPES: Record<TimbreFamily, Envelope> = {
  voice: env(0.04, 0, 1, 0.1, 0.3, 0.006),
  choir: env(0.12, 0, 1, 0.25, 0.15, 0.004, true),
  piano: env(0.004, 0.8, 0, 0.12, 0.17),
  electricPiano: env(0.005, 1.2, 0.25, 0.2, 0.2),
  organ: env(0.01, 0, 1, 0.06, 0.1),
  pad: env(0.35, 0, 1, 0.5, 0.07, 0, true),
  strings: env(0.15, 0, 1, 0.3, 0.08, 0.004, true),
  brass: env(0.05, 0.3, 0.75, 0.1, 0.13),
  reed: env(0.04, 0, 1, 0.08, 0.16, 0.005),
  flute: env(0.06, 0, 1, 0.1, 0.2, 0.006),
  pluck: env(0.003, 0.45, 0, 0.08, 0.2),
  distortedGuitar: env(0.005, 1.5, 0.5, 0.06, 0.09),
  bass: env(0.006, 0.25, 0.65, 0.06, 0.32),
  synthLead: env(0.01, 0, 1, 0.08, 0.12, 0.004),
  mallet: env(0.002, 0.35, 0, 0.1, 0.22),
  drums: env(0, 0, 0, 0, 0),
  effects: env(0, 0, 0, 0, 0.12),
};

const formant = (frequency: number, center: number, width: number): number =>
  1 / (1 + ((frequency - center) / width) ** 2);

/** Amplitude of harmonic `n` (1-based) at absolute frequency `frequency` for a family. */
function harmonicAmplitude(family: TimbreFamily, n: number, frequency: number): number {
  switch (family) {
    case 'voice':
      return (
        0.25 / n +
        formant(frequency, 750, 120) +
        0.6 * formant(frequency, 1150, 140) +
        0.25 * formant(frequency, 2600, 200)
      );
    case 'choir':
      return 0.2 / n + formant(frequency, 400, 100) + 0.4 * formant(frequency, 800, 120);
    case 'piano':
      return (n === 2 || n === 3 ? 1.4 : 1) / n ** 1.6;
    case 'electricPiano':
      return ({ 1: 1, 2: 0.25, 3: 0.05, 7: 0.08 } as Record<number, number>)[n] ?? 0;
    case 'organ':
      return ({ 1: 1, 2: 0.7, 3: 0.5, 4: 0.4, 6: 0.25, 8: 0.2 } as Record<number, number>)[n] ?? 0;
    case 'pad':
      return Math.exp(-n / 6) / n;
    case 'strings':
      return Math.exp(-n / 14) / n;
    case 'brass':
      return Math.exp(-n / 10) / n ** 0.7;
    case 'reed':
      return (n % 2 === 1 ? 1 : 0.15) / n;
    case 'flute':
      return ({ 1: 1, 2: 0.25, 3: 0.1, 4: 0.04 } as Record<number, number>)[n] ?? 0;
    case 'pluck':
      return 1 / n ** 1.2;
    case 'distortedGuitar':
      return n <= 20 ? 1 / n ** 0.5 : 0;
    case 'bass':
      return n <= 8 ? 1 / n ** 1.5 : 0;
    case 'synthLead':
      return 1 / n;
    case 'mallet':
      return ({ 1: 1, 4: 0.3, 10: 0.1 } as Record<number, number>)[n] ?? 0;
    case 'drums':
    case 'effects':
      return n === 1 ? 1 : 0;
  }
}

const cache = new Map<string, Float32Array>();
const SINE = Float64Array.from({ length: TABLE_SIZE }, (_, index) =>
  Math.sin((2 * Math.PI * index) / TABLE_SIZE),
);

/** Peak-normalised single cycle with one guard sample for interpolation. */
export function wavetable(family: TimbreFamily, pitch: number, sampleRate: number): Float32Array {
  const cacheKey = `${family}:${pitch}:${sampleRate}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const fundamental = pitchToFrequency(pitch);
  const limit = Math.min(MAX_HARMONICS, Math.floor((sampleRate * 0.45) / fundamental));
  const table = new Float32Array(TABLE_SIZE + 1);
  for (let n = 1; n <= Math.max(1, limit); n += 1) {
    const amplitude = harmonicAmplitude(family, n, n * fundamental);
    if (amplitude === 0) continue;
    for (let index = 0; index < TABLE_SIZE; index += 1) {
      table[index] =
        (table[index] as number) + amplitude * (SINE[(n * index) % TABLE_SIZE] as number);
    }
  }
  let peak = 0;
  for (let index = 0; index < TABLE_SIZE; index += 1)
    peak = Math.max(peak, Math.abs(table[index] ?? 0));
  for (let index = 0; index < TABLE_SIZE; index += 1)
    table[index] = (table[index] ?? 0) / (peak || 1);
  table[TABLE_SIZE] = table[0] ?? 0;
  cache.set(cacheKey, table);
  return table;
}

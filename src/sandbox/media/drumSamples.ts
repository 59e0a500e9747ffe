// Owns the drum kit: one-shot samples synthesised once per sample rate from a fixed seed (so
// every render is identical) and the General MIDI key each one answers to.

import { createRandom } from './random';

export type DrumSound =
  | 'kick'
  | 'snare'
  | 'clap'
  | 'closedHat'
  | 'openHat'
  | 'crash'
  | 'ride'
  | 'tom'
  | 'tambourine'
  | 'shaker'
  | 'cowbell'
  | 'bongo'
  | 'conga'
  | 'taiko';

/** Maps any General MIDI percussion key to the nearest sound of the kit. */
export function drumSoundFor(pitch: number): DrumSound {
  if (pitch <= 36) return 'kick';
  if (pitch === 39) return 'clap';
  if (pitch === 37 || pitch === 38 || pitch === 40) return 'snare';
  if (pitch === 42 || pitch === 44) return 'closedHat';
  if (pitch === 46) return 'openHat';
  if (pitch === 41) return 'taiko';
  if (pitch <= 50 && pitch !== 49) return 'tom';
  if (pitch === 49 || pitch === 52 || pitch === 55 || pitch === 57) return 'crash';
  if (pitch === 51 || pitch === 53 || pitch === 59) return 'ride';
  if (pitch === 54) return 'tambourine';
  if (pitch === 56) return 'cowbell';
  if (pitch === 60 || pitch === 61) return 'bongo';
  if (pitch >= 62 && pitch <= 68) return 'conga';
  return 'shaker';
}

interface Recipe {
  lengthS: number;
  gain: number;
  sample(t: number, noise: number, bright: number): number;
}

const decay = (t: number, tau: number): number => Math.exp(-t / tau);
// Phase of a sine whose frequency glides exponentially from f0 to f1 with time constant tau.
const sweepPhase = (t: number, f0: number, f1: number, tau: number): number =>
  2 * Math.PI * (f1 * t + (f0 - f1) * tau * (1 - Math.exp(-t / tau)));

const RECIPES: Record<DrumSound, Recipe> = {
  kick: {
    lengthS: 0.45,
    gain: 0.6,
    sample: (t) => Math.sin(sweepPhase(t, 150, 45, 0.04)) * decay(t, 0.18),
  },
  snare: {
    lengthS: 0.3,
    gain: 0.38,
    sample: (t, noise) =>
      0.7 * noise * decay(t, 0.09) + 0.5 * Math.sin(2 * Math.PI * 185 * t) * decay(t, 0.06),
  },
  clap: {
    lengthS: 0.3,
    gain: 0.35,
    sample: (t, noise) => noise * (t < 0.03 ? decay(t % 0.01, 0.003) : decay(t - 0.03, 0.08)),
  },
  closedHat: { lengthS: 0.08, gain: 0.16, sample: (t, _noise, bright) => bright * decay(t, 0.018) },
  openHat: { lengthS: 0.45, gain: 0.14, sample: (t, _noise, bright) => bright * decay(t, 0.15) },
  crash: {
    lengthS: 1.8,
    gain: 0.16,
    sample: (t, noise, bright) => (0.7 * bright + 0.3 * noise) * decay(t, 0.55),
  },
  ride: {
    lengthS: 0.9,
    gain: 0.12,
    sample: (t, _noise, bright) =>
      (0.6 * bright + 0.4 * Math.sin(2 * Math.PI * 3100 * t)) * decay(t, 0.35),
  },
  tom: {
    lengthS: 0.4,
    gain: 0.4,
    sample: (t) => Math.sin(sweepPhase(t, 200, 120, 0.08)) * decay(t, 0.16),
  },
  tambourine: {
    lengthS: 0.25,
    gain: 0.12,
    sample: (t, _noise, bright) =>
      bright * decay(t, 0.06) * (1 + 0.5 * Math.sin(2 * Math.PI * 60 * t)),
  },
  shaker: {
    lengthS: 0.1,
    gain: 0.09,
    sample: (t, _noise, bright) => bright * Math.min(1, t / 0.01) * decay(t, 0.03),
  },
  cowbell: {
    lengthS: 0.3,
    gain: 0.12,
    sample: (t) =>
      (Math.sign(Math.sin(2 * Math.PI * 540 * t)) + Math.sign(Math.sin(2 * Math.PI * 800 * t))) *
      0.5 *
      decay(t, 0.07),
  },
  bongo: {
    lengthS: 0.25,
    gain: 0.3,
    sample: (t) => Math.sin(sweepPhase(t, 420, 330, 0.03)) * decay(t, 0.07),
  },
  conga: {
    lengthS: 0.35,
    gain: 0.32,
    sample: (t) => Math.sin(sweepPhase(t, 260, 200, 0.04)) * decay(t, 0.12),
  },
  taiko: {
    lengthS: 0.8,
    gain: 0.55,
    sample: (t, noise) =>
      Math.sin(sweepPhase(t, 90, 55, 0.1)) * decay(t, 0.3) + 0.2 * noise * decay(t, 0.03),
  },
};

const kits = new Map<number, Map<DrumSound, Float32Array>>();

export function drumSample(sound: DrumSound, sampleRate: number): Float32Array {
  let kit = kits.get(sampleRate);
  if (!kit) {
    kit = new Map();
    kits.set(sampleRate, kit);
  }
  const cached = kit.get(sound);
  if (cached) return cached;
  const recipe = RECIPES[sound];
  const random = createRandom(`drum:${sound}`);
  const samples = new Float32Array(Math.round(recipe.lengthS * sampleRate));
  let previousNoise = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const noise = random.next() * 2 - 1;
    const bright = noise - previousNoise; // first difference: a crude high-pass for metal sounds
    previousNoise = noise;
    const fadeOut = Math.min(1, (samples.length - index) / (0.01 * sampleRate));
    samples[index] = recipe.gain * recipe.sample(index / sampleRate, noise, bright * 0.7) * fadeOut;
  }
  kit.set(sound, samples);
  return samples;
}

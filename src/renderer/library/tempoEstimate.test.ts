import { describe, expect, it } from 'vitest';
import { estimateTempo } from './tempoEstimate';

const RATE = 22_050;

/** A click track: a short decaying 1 kHz burst on every beat (accented on the bar), faint noise between. */
function clicks(bpm: number, seconds = 20, options: { offbeats?: boolean; noise?: number } = {}): Float32Array {
  const samples = new Float32Array(Math.round(seconds * RATE));
  let seed = 7;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  for (let index = 0; index < samples.length; index += 1) samples[index] = (options.noise ?? 0.01) * random();
  const period = (60 / bpm) * RATE;
  const place = (at: number, gain: number) => {
    for (let offset = 0; offset < RATE * 0.03 && at + offset < samples.length; offset += 1) {
      samples[Math.floor(at + offset)]! += gain * Math.sin((2 * Math.PI * 1000 * offset) / RATE) * Math.exp(-offset / (RATE * 0.006));
    }
  };
  for (let beat = 0; beat * period < samples.length; beat += 1) {
    place(beat * period, beat % 4 === 0 ? 0.9 : 0.6);
    if (options.offbeats) place(beat * period + period / 2, 0.25);
  }
  return samples;
}

/** Steady white noise (mulberry32), no beat in it. */
function whiteNoise(seconds: number, gain: number): Float32Array {
  let state = 12_345;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return Float32Array.from({ length: Math.round(seconds * RATE) }, () => gain * (next() * 2 - 1));
}

describe('estimateTempo', () => {
  it.each([90, 120, 140])('finds %i BPM in a click track within ±2', (bpm) => {
    const estimate = estimateTempo([clicks(bpm)], RATE);
    expect(estimate).not.toBeNull();
    expect(Math.abs(estimate! - bpm)).toBeLessThanOrEqual(2);
  });

  it('reads the beat, not its eighth notes, when quieter off-beats sit between', () => {
    expect(Math.abs(estimateTempo([clicks(100, 20, { offbeats: true })], RATE)! - 100)).toBeLessThanOrEqual(2);
  });

  it('works on stereo and on a tempo between whole numbers', () => {
    const left = clicks(127.5);
    expect(Math.abs(estimateTempo([left, left.map((value) => value * 0.5)], RATE)! - 127.5)).toBeLessThanOrEqual(2);
  });

  it('says nothing for silence, steady noise or audio too short to hold a beat', () => {
    expect(estimateTempo([new Float32Array(RATE * 10)], RATE)).toBeNull();
    expect(estimateTempo([whiteNoise(20, 0.3)], RATE)).toBeNull();
    expect(estimateTempo([clicks(120, 3)], RATE)).toBeNull();
  });
});

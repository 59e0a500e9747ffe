import { describe, expect, it } from 'vitest';
import { computePeaks } from './waveformPeaks';

describe('computePeaks', () => {
  it('gives one max-abs value per bucket at the requested rate', () => {
    const sampleRate = 1000;
    const samples = new Float32Array(2000); // 2 s
    samples[10] = -0.8; // bucket 0 (0..100 at 10 peaks/s... 100 samples each)
    samples[150] = 0.3; // bucket 1
    samples[1999] = 0.5; // last bucket
    const peaks = computePeaks([samples], sampleRate, 10);
    expect(peaks).toHaveLength(20);
    expect(peaks[0]).toBe(0.8);
    expect(peaks[1]).toBeCloseTo(0.3, 4);
    expect(peaks[19]).toBe(0.5);
    expect(peaks.slice(2, 19).every((peak) => peak === 0)).toBe(true);
  });

  it('takes the loudest channel and clamps to 1', () => {
    const left = new Float32Array([0.1, 0.2, 0.1, 0.1]);
    const right = new Float32Array([0.0, -1.5, 0.6, 0.0]);
    expect(computePeaks([left, right], 4, 2)).toEqual([1, 0.6]);
  });

  it('rounds up a partial last second and handles empty input', () => {
    const samples = new Float32Array(1500).fill(0.25);
    const peaks = computePeaks([samples], 1000, 4);
    expect(peaks).toHaveLength(6);
    expect(new Set(peaks)).toEqual(new Set([0.25]));
    expect(computePeaks([], 44_100)).toEqual([]);
    expect(computePeaks([new Float32Array(0)], 44_100)).toEqual([]);
  });

  it('stays within 0..1 for random signals (matches the media.savePeaks schema)', () => {
    const samples = Float32Array.from({ length: 44_100 }, (_, index) => Math.sin(index) * 1.2);
    const peaks = computePeaks([samples], 44_100, 50);
    expect(peaks).toHaveLength(50);
    expect(peaks.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
  });
});

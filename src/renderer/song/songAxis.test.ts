import { describe, expect, it } from 'vitest';
import { axisLength, axisTicks, percentOf } from './songAxis';

describe('the song axis', () => {
  it('runs to the end of the latest version, an extension from 0:43 included', () => {
    expect(
      axisLength([
        { startS: 0, durationS: 60 },
        { startS: 43, durationS: 60 },
        { startS: 0, durationS: 103 },
      ]),
    ).toBe(103);
    // A waiting version has no length yet: it still fits where it starts.
    expect(
      axisLength([
        { startS: 0, durationS: 20 },
        { startS: 45, durationS: null },
      ]),
    ).toBe(45);
    expect(axisLength([])).toBe(1);
  });

  it('puts a round tick every few seconds, at most ten and more than one', () => {
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(103)).toEqual([0, 15, 30, 45, 60, 75, 90]);
    expect(axisTicks(240)).toEqual([0, 30, 60, 90, 120, 150, 180, 210, 240]);
    expect(axisTicks(3000).length).toBeLessThanOrEqual(11);
    // A narrow axis (a small window) gets fewer, so the m:ss labels never touch.
    expect(axisTicks(65, 340)).toEqual([0, 15, 30, 45, 60]);
    expect(axisTicks(65, 660)).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });

  it('places seconds as a share of the axis, never outside it', () => {
    expect(percentOf(43, 103)).toBeCloseTo(41.75, 2);
    expect(percentOf(200, 103)).toBe(100);
    expect(percentOf(-1, 103)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { bandAt, railBands } from './timelineRail';

const month = (name: string, count: number) => ({ month: name, count, cursor: `c-${name}` });
const short = (name: string) => name.slice(5);

describe('timeline rail', () => {
  const months = [
    month('2025-03', 900),
    month('2025-02', 50),
    month('2025-01', 50),
    month('2024-12', 0 + 1000),
  ];
  const bands = railBands(months, 400, short);

  it('shares the height by count, with a floor, and fills it exactly', () => {
    expect(bands.reduce((sum, band) => sum + band.height, 0)).toBeCloseTo(400);
    expect(bands[0]!.height).toBeGreaterThan(bands[1]!.height * 10);
    expect(Math.min(...bands.map((band) => band.height))).toBeGreaterThanOrEqual(3);
  });

  it('labels a year where it begins and a month where there is room', () => {
    expect(bands.map((band) => band.label)).toEqual(['2025', null, null, '2024']);
    expect(bands.filter((band) => band.year).map((band) => band.month.month)).toEqual([
      '2025-03',
      '2024-12',
    ]);
  });

  it('maps a point to the month under it, clamped at the ends', () => {
    expect(bandAt(bands, -5)).toBe(0);
    expect(bandAt(bands, bands[2]!.top + 1)).toBe(2);
    expect(bandAt(bands, 10_000)).toBe(3);
    expect(bandAt([], 10)).toBe(-1);
  });
});

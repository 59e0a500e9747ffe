import { describe, expect, it } from 'vitest';
import { formatCount } from './count';
import { creditsToUsd, formatCredits, formatUsd } from './credits';
import { elapsedMs, formatAgo, formatDuration } from './elapsed';

describe('credits', () => {
  it('formats credits with units', () => {
    expect(formatCredits(1250)).toBe('1,250 credits');
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(2.5, { unit: false })).toBe('2.5');
  });
  it('converts and formats USD', () => {
    expect(creditsToUsd(200, 0.005)).toBe(1);
    expect(creditsToUsd(200, null)).toBeNull();
    expect(formatUsd(1)).toBe('$1.00');
    expect(formatUsd(0.005)).toBe('$0.005');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(null)).toBe('—');
  });
});

describe('elapsed time', () => {
  const start = '2025-01-01T00:00:00.000Z';
  const at = (seconds: number) => Date.parse(start) + seconds * 1000;
  it('formats durations', () => {
    expect(formatDuration(4_900)).toBe('4 s');
    expect(formatDuration(125_000)).toBe('2 m 05 s');
    expect(formatDuration(3_720_000)).toBe('1 h 02 m');
    expect(formatDuration(-5)).toBe('0 s');
  });
  it('ticks while running and freezes when finished', () => {
    expect(elapsedMs({ createdAt: start, finishedAt: null }, at(30))).toBe(30_000);
    expect(
      elapsedMs({ createdAt: start, finishedAt: new Date(at(10)).toISOString() }, at(300)),
    ).toBe(10_000);
    expect(elapsedMs({ createdAt: 'garbage', finishedAt: null }, at(1))).toBeNull();
    const stopped = {
      createdAt: start,
      finishedAt: null,
      updatedAt: new Date(at(7)).toISOString(),
    };
    expect(elapsedMs(stopped, at(500), false)).toBe(7_000);
    expect(elapsedMs(stopped, at(500), true)).toBe(500_000);
  });
  it('says how long ago', () => {
    expect(formatAgo(start, at(10))).toBe('just now');
    expect(formatAgo(start, at(180))).toBe('3 min ago');
    expect(formatAgo(start, at(7200))).toBe('2 h ago');
    expect(formatAgo(start, at(86400 * 3))).toBe('3 days ago');
  });
});

describe('formatCount', () => {
  it('writes counts with thousands separators, and the noun in the singular only for one', () => {
    expect(formatCount(1204, 'item')).toBe('1,204 items');
    expect(formatCount(1, 'item')).toBe('1 item');
    expect(formatCount(0, 'item')).toBe('0 items');
    expect(formatCount(1_000_000)).toBe('1,000,000');
  });
});

import { describe, expect, it } from 'vitest';
import { lineAt, parseAlignedLyrics } from './lyricsTimeline';

const lines = parseAlignedLyrics({
  lines: [
    { text: 'second', start_s: 4, end_s: 6 },
    { text: 'first', start_s: 1, end_s: 3.5 },
    { text: 'third', start_s: 8, end_s: 10 },
  ],
});

describe('parseAlignedLyrics', () => {
  it('reads the sandbox shape and sorts by start', () => {
    expect(lines.map((line) => line.text)).toEqual(['first', 'second', 'third']);
    expect(lines[0]).toEqual({ text: 'first', startS: 1, endS: 3.5 });
  });

  it('accepts a bare array with other spellings and skips broken entries', () => {
    expect(
      parseAlignedLyrics([
        { line: 'a', start: 0, end: 1 },
        { text: 'b', startS: 2, endS: 3 },
        { text: 'no times' },
        { text: 'backwards', start_s: 5, end_s: 4 },
        null,
      ]),
    ).toEqual([
      { text: 'a', startS: 0, endS: 1 },
      { text: 'b', startS: 2, endS: 3 },
    ]);
    expect(parseAlignedLyrics(undefined)).toEqual([]);
    expect(parseAlignedLyrics('words')).toEqual([]);
  });
});

describe('lineAt', () => {
  it('is -1 before the first line, then the last started line (kept through gaps)', () => {
    expect(lineAt(lines, 0)).toBe(-1);
    expect(lineAt(lines, 1)).toBe(0);
    expect(lineAt(lines, 3.9)).toBe(0);
    expect(lineAt(lines, 4)).toBe(1);
    expect(lineAt(lines, 9)).toBe(2);
    expect(lineAt(lines, 500)).toBe(2);
    expect(lineAt([], 3)).toBe(-1);
  });
});

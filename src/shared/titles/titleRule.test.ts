import { describe, expect, it } from 'vitest';
import { fitTitle, nameOf, splitTitle, titleOf } from './titleRule';

describe('the title rule', () => {
  it('leads with the name, then the version in words', () => {
    expect(
      titleOf('Neon Drive', { action: 'extend', continueAtS: 43.4, trackIndex: 1, trackCount: 1 }),
    ).toBe('Neon Drive — extended from 0:43');
    expect(
      titleOf('Neon Drive', { action: 'extend', continueAtS: 43, trackIndex: 2, trackCount: 2 }),
    ).toBe('Neon Drive — extended from 0:43, take 2');
    expect(titleOf('Neon Drive', { action: 'concat', trackIndex: 1, trackCount: 1 })).toBe(
      'Neon Drive — full song',
    );
    expect(
      titleOf('Neon Drive', { action: 'stems-all', stem: 'bass', trackIndex: 3, trackCount: 6 }),
    ).toBe('Neon Drive — bass stem');
    expect(titleOf('a lighthouse on a cliff', { variation: { index: 2, count: 3 } })).toBe(
      'a lighthouse on a cliff — variation 2 of 3',
    );
    expect(titleOf('harbour at dawn', { batch: { index: 3, count: 4 } })).toBe(
      'harbour at dawn — 3 of 4',
    );
    expect(titleOf('Neon Drive', { action: 'midi', notes: true })).toBe(
      'Neon Drive — notes (JSON)',
    );
    expect(titleOf('Neon Drive', { action: 'midi' })).toBe('Neon Drive — MIDI');
    expect(titleOf('a lighthouse', { variation: { index: 2, count: 3 }, record: true })).toBe(
      'a lighthouse — variation 2 of 3, task record (JSON)',
    );
    expect(nameOf('a lighthouse — variation 2 of 3, task record (JSON)')).toBe('a lighthouse');
  });

  it('needs no words for a lone original, and numbers takes only when there are several', () => {
    expect(titleOf('Neon Drive', { trackIndex: 1, trackCount: 1 })).toBe('Neon Drive');
    expect(titleOf('rain', { trackIndex: 2, trackCount: 2 })).toBe('rain — take 2');
    expect(titleOf('', { variation: { index: 2, count: 3 } })).toBe('Variation 2 of 3');
  });

  it('names a version of a version after the song, never piling versions up', () => {
    const extended = titleOf('Neon Drive', {
      action: 'extend',
      continueAtS: 43,
      trackIndex: 1,
      trackCount: 2,
    });
    expect(titleOf(nameOf(extended), { action: 'concat' })).toBe('Neon Drive — full song');
    expect(nameOf('Neon Drive (extended, 1) (full song)')).toBe('Neon Drive');
    expect(nameOf('harbour at dawn #3')).toBe('harbour at dawn');
    // A name the user chose keeps its own dash.
    expect(nameOf('Song — Remix')).toBe('Song — Remix');
  });

  it('splits a title into the part that may be cut and the version that may not', () => {
    expect(splitTitle('Neon Drive — extended from 0:43')).toEqual({
      name: 'Neon Drive',
      version: 'extended from 0:43',
    });
    expect(splitTitle('Neon Drive (extended, 2)')).toEqual({
      name: 'Neon Drive',
      version: 'extended, 2',
    });
    expect(splitTitle('Night Drive – drum kit')).toEqual({
      name: 'Night Drive',
      version: 'drum kit',
    });
    expect(splitTitle('Plain title')).toEqual({ name: 'Plain title', version: '' });
  });

  it('cuts the middle of the name, never the version', () => {
    const title = 'a lighthouse on a cliff above the northern sea — variation 2 of 3';
    const cut = fitTitle(title, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/^a lighthouse.*….*sea — variation 2 of 3$/u);
    expect(fitTitle('Short — full song', 40)).toBe('Short — full song');
    const siblings = [1, 2, 3].map((index) =>
      fitTitle(`a lighthouse on a cliff above the northern sea — variation ${index} of 3`, 30),
    );
    expect(new Set(siblings).size).toBe(3);
  });
});

// The batching of card overviews, against a stand-in for main's `media.overview` that
// answers from a table (the real handler is tested in mediaService.test.ts and the library e2e).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OVERVIEW_BARS, requestOverview } from './waveformOverview';

function standIn(table: Record<string, number[] | null>) {
  const calls: { assetIds: string[]; bars: number }[] = [];
  const overview = async (input: { assetIds: string[]; bars: number }) => {
    calls.push(input);
    return Object.fromEntries(input.assetIds.map((id) => [id, table[id] ?? null]));
  };
  vi.stubGlobal('window', { atelier: { media: { overview } } });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('card overviews', () => {
  it('asks main once for every card that asks within a frame, and remembers what it found', async () => {
    const calls = standIn({ a: [0.5, 1], b: [0.25, 0.75] });
    const answers = await Promise.all([
      requestOverview('a'),
      requestOverview('b'),
      requestOverview('c'),
      requestOverview('a'),
    ]);
    expect(answers).toEqual([[0.5, 1], [0.25, 0.75], null, [0.5, 1]]);
    expect(calls).toEqual([{ assetIds: ['a', 'b', 'c'], bars: OVERVIEW_BARS }]);
    // A hit is remembered; a miss is asked again (its track may have been decoded since).
    expect(await requestOverview('a')).toEqual([0.5, 1]);
    expect(await requestOverview('c')).toBeNull();
    expect(calls.map((call) => call.assetIds)).toEqual([['a', 'b', 'c'], ['c']]);
  });

  it('splits a large batch into calls of at most 200', async () => {
    const calls = standIn({});
    await Promise.all(Array.from({ length: 450 }, (_, index) => requestOverview(`id-${index}`)));
    expect(calls.map((call) => call.assetIds.length)).toEqual([200, 200, 50]);
  });
});

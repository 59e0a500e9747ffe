import { describe, expect, it } from 'vitest';
import { downloadProblems } from './downloadProblems';

describe('downloadProblems', () => {
  it('names each output and its reason, the cut once, and counts the rest', () => {
    const error = {
      code: 'internal' as const,
      message: 'Not every file was saved.',
      details: {
        downloadFailures: [
          {
            output: 'listed',
            reason:
              'The service listed 70 result URLs (at most 64 are read); the rest were not downloaded.',
          },
          { output: 'Image 3', reason: 'refused URL: 10.0.0.7 is a private address' },
        ],
        downloadFailureCount: 5,
      },
    };
    expect(downloadProblems({ state: 'accepted', error })).toEqual([
      'The service listed 70 result URLs (at most 64 are read); the rest were not downloaded.',
      'Image 3: refused URL: 10.0.0.7 is a private address',
      '…and 3 more',
    ]);
    expect(downloadProblems({ state: 'in_doubt', error })).toEqual([]);
    expect(downloadProblems({ state: 'accepted', error: null })).toEqual([]);
  });
});

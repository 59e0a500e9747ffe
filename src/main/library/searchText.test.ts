import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchExpressions } from './searchText';

describe('searchExpressions', () => {
  it('sends words of three or more letters to the substring index, shorter ones to word starts', () => {
    expect(searchExpressions('calm piano')).toEqual({ substring: '"calm" "piano"', wordStart: null });
    expect(searchExpressions('ighthouse')).toEqual({ substring: '"ighthouse"', wordStart: null });
    expect(searchExpressions('a')).toEqual({ substring: null, wordStart: '"a"' });
    expect(searchExpressions('calm pi')).toEqual({ substring: '"calm"', wordStart: '"pi"*' });
    // Only the last word is a prefix: a short complete word matches whole words.
    expect(searchExpressions('of calm')).toEqual({ substring: '"calm"', wordStart: '"of"' });
    expect(searchExpressions('東京の夜 夜')).toEqual({ substring: '"東京の夜"', wordStart: '"夜"' });
    expect(searchExpressions('  ')).toBeNull();
    expect(searchExpressions('!!! ---')).toBeNull();
  });

  it('drops punctuation around a word but keeps words with punctuation inside on word starts', () => {
    expect(searchExpressions('(rock), "jazz"')).toEqual({ substring: '"rock" "jazz"', wordStart: null });
    expect(searchExpressions('lo-fi')).toEqual({ substring: null, wordStart: '"lo-fi"*' });
  });

  it('turns FTS syntax into plain quoted text', () => {
    expect(searchExpressions('title:rock OR "jazz" NEAR(a b)')).toEqual({
      substring: '"jazz"',
      wordStart: '"title:rock" "OR" "NEAR(a" "b"',
    });
    expect(searchExpressions('a*^-b')).toEqual({ substring: null, wordStart: '"a*^-b"*' });
    expect(searchExpressions('say"what"')).toEqual({ substring: null, wordStart: '"say""what"*' });
  });

  it('always yields balanced quotes around each word', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const expressions = searchExpressions(text);
        if (expressions === null) return;
        expect(expressions.substring ?? expressions.wordStart).not.toBeNull();
        for (const expression of [expressions.substring, expressions.wordStart]) {
          if (expression === null) continue;
          for (const word of expression.split(/(?<=")\*? (?=")/)) {
            expect(word).toMatch(/^"(?:[^"]|"")*"\*?$/s);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORD_STARTS, searchExpression } from './searchText';

/** The OR group a short word becomes: the word after every word-start character. */
const starts = (word: string, end = ''): string => `(${WORD_STARTS.map((start) => `"${(start + word + end).replace(/"/g, '""')}"`).join(' OR ')})`;

describe('searchExpression', () => {
  it('quotes every word and ANDs them; three or more characters match anywhere', () => {
    expect(searchExpression('calm piano')).toBe('"calm" AND "piano"');
    expect(searchExpression('ighthouse')).toBe('"ighthouse"');
    expect(searchExpression('東京の夜')).toBe('"東京の夜"');
    expect(searchExpression('  ')).toBeNull();
    expect(searchExpression('!!! ---')).toBeNull();
  });

  it('matches shorter words at word starts: two characters as a prefix, one as a whole word', () => {
    expect(searchExpression('calm pi')).toBe(`"calm" AND ${starts('pi')}`);
    expect(searchExpression('of calm')).toBe(`${starts('of')} AND "calm"`);
    expect(searchExpression('a')).toBe(starts('a', ' '));
    expect(starts('pi')).toContain('" pi" OR "\npi" OR "\tpi" OR "-pi"');
  });

  it('drops punctuation around a word and keeps it inside', () => {
    expect(searchExpression('(rock), lo-fi "b."')).toBe(`"rock" AND "lo-fi" AND ${starts('b', ' ')}`);
  });

  it('turns FTS syntax into plain quoted text', () => {
    expect(searchExpression('title:rock OR "jazz" NEAR(a b)')).toBe(`"title:rock" AND ${starts('OR')} AND "jazz" AND "NEAR(a" AND ${starts('b', ' ')}`);
    expect(searchExpression('a*^-b')).toBe('"a*^-b"');
    expect(searchExpression('say"what"')).toBe('"say""what"');
    expect(searchExpression('"a')).toBe(starts('a', ' '));
  });

  it('always yields quoted strings joined only by our own AND, OR and parentheses', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const expression = searchExpression(text);
        if (expression === null) return;
        const outside = expression.replace(/"(?:[^"]|"")*"/gs, 'S');
        expect(outside).toMatch(/^(S|\(S( OR S)*\))( AND (S|\(S( OR S)*\)))*$/);
      }),
      { numRuns: 300 },
    );
  });
});

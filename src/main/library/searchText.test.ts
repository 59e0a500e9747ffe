import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchExpression } from './searchText';

describe('searchExpression', () => {
  it('quotes every word, ANDs them and matches the last word (2+ characters) as a prefix', () => {
    expect(searchExpression('calm piano')).toBe('"calm" "piano"*');
    expect(searchExpression('a')).toBe('"a"');
    expect(searchExpression('  ')).toBeNull();
    expect(searchExpression('!!! ---')).toBeNull();
  });

  it('turns FTS syntax into plain quoted text', () => {
    expect(searchExpression('title:rock OR "jazz" NEAR(a b)')).toBe('"title:rock" "OR" """jazz""" "NEAR(a" "b)"*');
    expect(searchExpression('a*^-b')).toBe('"a*^-b"*');
  });

  it('always yields balanced quotes around each word', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const expression = searchExpression(text);
        if (expression === null) return;
        for (const word of expression.split(/(?<=")\*? (?=")/)) {
          expect(word).toMatch(/^"(?:[^"]|"")*"\*?$/s);
        }
      }),
      { numRuns: 300 },
    );
  });
});

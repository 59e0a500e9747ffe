import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../store/testDatabase';
import { searchableSql, separatorsToSpaces } from './searchableText';
import { searchExpression } from './searchText';

describe('searchExpression', () => {
  it('quotes every word and ANDs them; three or more characters match anywhere', () => {
    expect(searchExpression('calm piano')).toBe('"calm" "piano"');
    expect(searchExpression('ighthouse')).toBe('"ighthouse"');
    expect(searchExpression('東京の夜')).toBe('"東京の夜"');
    expect(searchExpression('  ')).toBeNull();
    expect(searchExpression('!!! ---')).toBeNull();
  });

  it('matches shorter words at word starts: the last one as a prefix from two characters', () => {
    expect(searchExpression('calm pi')).toBe('"calm" " pi"');
    expect(searchExpression('a')).toBe('" a "');
    expect(searchExpression('of calm')).toBe('" of " "calm"');
    expect(searchExpression('calm a')).toBe('"calm" " a "');
  });

  it('reads punctuation inside a word as one space, as the index does', () => {
    expect(searchExpression('(rock), lo-fi')).toBe('"rock" "lo fi"');
    expect(searchExpression('rock,jazz')).toBe('"rock jazz"');
    expect(searchExpression('b. x--y')).toBe('" b " "x y"');
  });

  it('turns FTS syntax into plain quoted text', () => {
    expect(searchExpression('title:rock OR "jazz" NEAR(a b)')).toBe('"title rock" " OR " "jazz" "NEAR a" " b "');
    expect(searchExpression('a*^-b')).toBe('"a b"');
    expect(searchExpression('col:x ^y')).toBe('"col x" " y "');
  });

  it('always yields balanced quotes around each word', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const expression = searchExpression(text);
        if (expression === null) return;
        for (const word of expression.split(/(?<=") (?=")/)) {
          expect(word).toMatch(/^"(?:[^"]|"")*"$/s);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('searchable text', () => {
  it('gives the index the same spaces the query reads, and one more on each side', () => {
    const test = openTestDatabase();
    try {
      for (const text of ['Lo-Fi (demo),\n“night” drive…', 'plain words', '', "don't stop — 東京、夜。", 'tab\there 50% off!']) {
        const indexed = (test.db.prepare(`SELECT ${searchableSql('?')} AS text`).get(text) as { text: string }).text;
        expect(indexed).toBe(` ${separatorsToSpaces(text)} `);
      }
      expect(separatorsToSpaces('Lo-Fi (demo),\n“night”')).toBe('Lo Fi  demo    night ');
    } finally {
      test.cleanup();
    }
  });
});

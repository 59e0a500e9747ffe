import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WORD_STARTS,
  foldSearchText,
  searchExpression,
  searchTerms,
  textHasTerms,
} from './searchText';

/** The OR group a short word becomes: the word after every word-start character. */
const starts = (word: string, end = ''): string =>
  `(${WORD_STARTS.map((start) => `"${(start + word + end).replace(/"/g, '""')}"`).join(' OR ')})`;

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
    expect(searchExpression('(rock), lo-fi "b."')).toBe(
      `"rock" AND "lo-fi" AND ${starts('b', ' ')}`,
    );
  });

  it('turns FTS syntax into plain quoted text', () => {
    expect(searchExpression('title:rock OR "jazz" NEAR(a b)')).toBe(
      `"title:rock" AND ${starts('or')} AND "jazz" AND "near(a" AND ${starts('b', ' ')}`,
    );
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

describe('foldSearchText', () => {
  it('folds case, Latin accents and compatibility forms, and keeps other marks', () => {
    expect(foldSearchText('Café ÉTÉ Ñandú')).toBe('cafe ete nandu');
    expect(foldSearchText('Cafe\u0301')).toBe('cafe');
    expect(foldSearchText('ﬁnal ＲＯＣＫ ①')).toBe('final rock 1');
    expect(foldSearchText('İstanbul Straße')).toBe('istanbul straße');
    expect(foldSearchText('が 東京 Ωμέγα')).toBe('が 東京 ωμεγα');
    expect(foldSearchText('Plain ASCII, 42!')).toBe('plain ascii, 42!');
  });

  it('folds query words the same way, before choosing substring or word start', () => {
    expect(searchTerms('CAFÉ ﬁ')).toEqual([['cafe'], WORD_STARTS.map((start) => `${start}fi`)]);
    expect(searchExpression('Ｒock')).toBe('"rock"');
  });
});

describe('textHasTerms', () => {
  const has = (text: string, fields: unknown[]): boolean =>
    textHasTerms(searchTerms(text)!, fields);

  it('needs every word, each in some field, folded as the index folds', () => {
    expect(has('cafe NIGHT', [' Night Café ', ' ', null])).toBe(true);
    expect(has('cafe dawn', [' Night Café ', ' dawn chorus '])).toBe(true);
    expect(has('cafe dawn', [' Night Café ', ' '])).toBe(false);
    expect(has('fi', [' ﬁnal '])).toBe(true);
    expect(has('fi', [' sofia '])).toBe(false);
    expect(has('a', [' a day '])).toBe(true);
    expect(has('a', [' day '])).toBe(false);
  });

  it('never matches across two fields, as a phrase in the index cannot', () => {
    expect(has('xab', [' x', 'ab '])).toBe(false);
    expect(has('xab', [' xab '])).toBe(true);
    expect(has('night café', [' night ', ' café '])).toBe(true);
  });
});

/**
 * Owns turning what a user typed into FTS5 MATCH expressions that can never be read as FTS
 * syntax: every word is a double-quoted string (quotes doubled) and words are ANDed.
 * Operators (AND, OR, NEAR, `col:`, `^`, `*`, parentheses) typed by the user are just text.
 *
 * A word of three or more letters and digits matches anywhere inside a word, through the
 * trigram index (`asset_substring`): "ighthouse" finds "Lighthouse". Shorter words, and words
 * with punctuation inside ("lo-fi", "don't"), keep matching at word starts through the word
 * index (`asset_search`): a trigram index cannot find fewer than three characters, and the
 * word index reads "lo-fi" as the words "lo" "fi" whatever separates them in the text. There
 * only the last word (the one being typed) matches as a prefix, and only from two characters:
 * prefix lookups of complete words would cost time and find little more.
 */

const MAX_WORDS = 16;
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** Letters, digits and combining marks only: what the trigram index can match literally. */
const PLAIN_WORD = /^[\p{L}\p{N}\p{M}]+$/u;
/** Punctuation around a word ("rock," "(piano)") is not part of what the user looks for. */
const OUTER_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}\p{M}]+$/gu;
export const SUBSTRING_MIN_CHARACTERS = 3;

export interface SearchExpressions {
  /** For `asset_substring MATCH`: words matched anywhere inside words; null when none. */
  substring: string | null;
  /** For `asset_search MATCH`: words matched at word starts; null when none. */
  wordStart: string | null;
}

const quote = (word: string): string => `"${word.replace(/"/g, '""')}"`;

/** The MATCH expressions, or null when the text has no searchable word (no text filter). */
export function searchExpressions(text: string): SearchExpressions | null {
  const words = text
    .normalize('NFKC')
    .replaceAll('\0', ' ')
    .split(/\s+/u)
    .map((word) => word.replace(OUTER_PUNCTUATION, ''))
    .filter((word) => HAS_WORD_CHARACTER.test(word))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const substring: string[] = [];
  const wordStart: string[] = [];
  words.forEach((word, index) => {
    const length = [...word].length;
    if (length >= SUBSTRING_MIN_CHARACTERS && PLAIN_WORD.test(word)) substring.push(quote(word));
    else wordStart.push(`${quote(word)}${index === words.length - 1 && length >= 2 ? '*' : ''}`);
  });
  return { substring: substring.join(' ') || null, wordStart: wordStart.join(' ') || null };
}

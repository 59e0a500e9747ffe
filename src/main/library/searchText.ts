/**
 * Owns turning what a user typed into an FTS5 MATCH expression for the trigram index
 * (asset_search) that can never be read as FTS syntax: every word becomes double-quoted
 * strings (quotes doubled), joined by AND and OR that we write. Operators (AND, OR, NEAR,
 * `col:`, `^`, `*`, parentheses) typed by the user are just text.
 *
 * A word of three or more characters matches anywhere, inside words too: "ighthouse" finds
 * "Lighthouse", "lo-fi" finds "Lo-Fi". Punctuation around a word ("rock," "(piano)") is
 * dropped. Shorter words are too short for trigrams; they match at word starts, as the word
 * after a space, a line break or punctuation (the index puts a space before every field):
 * two characters as a prefix (" dr" finds "drums", "-fi" finds "Lo-Fi"), one character as a
 * whole word (" a "), since a one-character prefix would match nearly everything.
 */

const MAX_WORDS = 16;
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
const OUTER_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}\p{M}]+$/gu;
export const SUBSTRING_MIN_CHARACTERS = 3;

/**
 * What a word can follow: whitespace, and the punctuation that most often opens or joins
 * words. Every character here is one more trigram to look up for each short word (at 100,000
 * assets, "dr" took 8.6 ms with 28 of them, 3.5 ms with 14 and 2.5 ms with 8), so the list
 * stays short. Words of three or more characters do not depend on it.
 */
export const WORD_STARTS = [...' \n\t-/_("\'\u201c'] as const;

const quote = (phrase: string): string => `"${phrase.replace(/"/g, '""')}"`;

function wordStart(word: string): string {
  const end = [...word].length === 1 ? ' ' : '';
  return `(${WORD_STARTS.map((start) => quote(`${start}${word}${end}`)).join(' OR ')})`;
}

/** The MATCH expression, or null when the text has no searchable word (no text filter). */
export function searchExpression(text: string): string | null {
  const words = text
    .normalize('NFKC')
    .replaceAll('\0', ' ')
    .split(/\s+/u)
    .map((word) => word.replace(OUTER_PUNCTUATION, ''))
    .filter((word) => HAS_WORD_CHARACTER.test(word))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((word) => ([...word].length >= SUBSTRING_MIN_CHARACTERS ? quote(word) : wordStart(word))).join(' AND ');
}

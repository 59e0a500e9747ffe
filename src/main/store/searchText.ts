/**
 * Owns the library's text search rule: how text is folded (case, accents, compatibility
 * forms), the terms a query becomes, the FTS5 MATCH expression that finds them in the trigram
 * index (asset_search), and the same test run on one row's text (`textHasTerms`), which a sort
 * with its own index uses to test rows as it walks instead of collecting every match. The index
 * holds folded text (migration 11, `atelier_fold`), so the MATCH and the row test agree on
 * every row.
 *
 * The MATCH expression can never be read as FTS syntax: every word becomes double-quoted
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

const ASCII = /^[\0-\x7f]*$/;
const COMBINING_ACCENTS = /[\u0300-\u036f]/g;

/**
 * Text as the search sees it: compatibility forms unfolded ("ﬁ" is "fi", full-width letters
 * are ASCII), lower case, and Latin, Greek and Cyrillic accents dropped ("Café" is "cafe").
 * Other marks stay ("が" is not "か"). The index holds this of every field, and every query
 * term is folded the same way, so a term matches exactly where it is a substring of a folded
 * field. ASCII text only needs lower case.
 */
export function foldSearchText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').toLowerCase().replace(COMBINING_ACCENTS, '').normalize('NFC');
}

const quote = (phrase: string): string => `"${phrase.replace(/"/g, '""')}"`;

/** A query as terms: every word is a list of folded strings, one of which a row must contain. */
export type SearchTerms = string[][];

function wordStarts(word: string): string[] {
  const end = [...word].length === 1 ? ' ' : '';
  return WORD_STARTS.map((start) => `${start}${word}${end}`);
}

/** The query's terms, or null when the text has no searchable word (no text filter). */
export function searchTerms(text: string): SearchTerms | null {
  const words = foldSearchText(text.normalize('NFKC'))
    .replaceAll('\0', ' ')
    .split(/\s+/u)
    .map((word) => word.replace(OUTER_PUNCTUATION, ''))
    .filter((word) => HAS_WORD_CHARACTER.test(word))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((word) =>
    [...word].length >= SUBSTRING_MIN_CHARACTERS ? [word] : wordStarts(word),
  );
}

/** The MATCH expression, or null when the text has no searchable word (no text filter). */
export function searchExpression(text: string): string | null {
  const terms = searchTerms(text);
  if (!terms) return null;
  return terms
    .map((word) => (word.length === 1 ? quote(word[0]!) : `(${word.map(quote).join(' OR ')})`))
    .join(' AND ');
}

/**
 * Whether one row's fields hold every word of the query, as the index would answer: each word
 * in some field (FTS5 matches a phrase within one column). Fields are folded here, as the index
 * folded them when they were written.
 */
export function textHasTerms(terms: SearchTerms, fields: readonly unknown[]): boolean {
  const folded = fields.map((field) => (typeof field === 'string' ? foldSearchText(field) : ''));
  return terms.every((word) => word.some((term) => folded.some((field) => field.includes(term))));
}

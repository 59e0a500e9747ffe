/**
 * Owns what the trigram search index holds, for both of its sides: the SQL that migration 3's
 * triggers use to index a field, and the same normalization applied to what the user types.
 *
 * Punctuation and line breaks become spaces, and every field is wrapped in one space on each
 * side. So " dr" finds words that start with "dr" and " of " finds the word "of" wherever they
 * are, which is how words of one or two characters (too short for trigrams) are searched,
 * with the same single index and the same rowid-ordered walk as every other query.
 *
 * FROZEN: migration 3 indexed every asset with this list. Changing it means a new migration
 * that rebuilds asset_search with the new list; until then queries and index would disagree.
 */

/** Each character here reads as a space, in the index and in the query. */
export const SEARCH_SEPARATORS = [
  ...'\t\n\r\u00a0\u3000',
  ...'-_/\\()[]{},.;:!?"\'`*+=|<>&#@~^%$',
  ...'\u2018\u2019\u201c\u201d\u00ab\u00bb\u2013\u2014\u2026\u3001\u3002\u300c\u300d\u30fb',
] as const;

const SEPARATOR_PATTERN = new RegExp(`[${SEARCH_SEPARATORS.map((character) => `\\u{${character.codePointAt(0)!.toString(16)}}`).join('')}]`, 'gu');

/** The text with every separator read as a space (the query side of `searchableSql`). */
export function separatorsToSpaces(text: string): string {
  return text.replace(SEPARATOR_PATTERN, ' ');
}

/** SQL for a field as the index holds it: separators as spaces, one space on each side. */
export function searchableSql(expression: string): string {
  const replaced = SEARCH_SEPARATORS.reduce((sql, character) => `replace(${sql}, char(${character.codePointAt(0)!}), ' ')`, expression);
  return `' ' || ${replaced} || ' '`;
}

/**
 * Owns turning what a user typed into an FTS5 MATCH expression that can never be read as
 * FTS syntax: every word is a double-quoted string (quotes doubled) and words are ANDed.
 * Operators (AND, OR, NEAR, `col:`, `^`, `*`, parentheses) typed by the user are just text. Only the
 * last word (the one being typed) matches as a prefix, and only from two characters:
 * prefix lookups of complete words would cost time and find little more.
 */

const MAX_WORDS = 16;
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** The MATCH expression, or null when the text has no searchable word (no text filter). */
export function searchExpression(text: string): string | null {
  const words = text
    .normalize('NFKC')
    .replaceAll('\0', ' ')
    .split(/\s+/u)
    .filter((word) => HAS_WORD_CHARACTER.test(word))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words
    .map((word, index) => {
      const prefix = index === words.length - 1 && [...word].length >= 2;
      return `"${word.replace(/"/g, '""')}"${prefix ? '*' : ''}`;
    })
    .join(' ');
}

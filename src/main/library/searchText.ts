/**
 * Owns turning what a user typed into an FTS5 MATCH expression for the trigram index
 * (asset_search) that can never be read as FTS syntax: every word is a double-quoted string
 * (quotes doubled) and words are ANDed. Operators (AND, OR, NEAR, `col:`, `^`, `*`,
 * parentheses) typed by the user are just text.
 *
 * Words are what the user separated with spaces. Inside a word, punctuation reads as one space,
 * as in the index (searchableText.ts): "lo-fi" looks for "lo fi", which is how "Lo-Fi" was
 * indexed. A word of three or more characters matches anywhere, inside words too: "ighthouse"
 * finds "Lighthouse". Shorter words
 * cannot be trigrams; they match at word starts, as a space before them: the last word (the
 * one being typed) as a prefix from two characters (" dr" finds "drums"), any other as a
 * whole word (" of "), since prefix matches of complete short words find little more.
 */
import { separatorsToSpaces } from './searchableText';

const MAX_WORDS = 16;
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
export const SUBSTRING_MIN_CHARACTERS = 3;

/** The MATCH expression, or null when the text has no searchable word (no text filter). */
export function searchExpression(text: string): string | null {
  const words = text
    .normalize('NFKC')
    .replaceAll('\0', ' ')
    .split(/\s+/u)
    .map((word) => separatorsToSpaces(word).trim().replace(/ +/g, ' '))
    .filter((word) => HAS_WORD_CHARACTER.test(word))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words
    .map((word, index) => {
      const length = [...word].length;
      const phrase = length >= SUBSTRING_MIN_CHARACTERS ? word : index === words.length - 1 && length === 2 ? ` ${word}` : ` ${word} `;
      return `"${phrase.replace(/"/g, '""')}"`;
    })
    .join(' ');
}

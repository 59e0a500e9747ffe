/**
 * Owns the recipe in an MP3: an ID3v2 tag written with node-id3 (a small, pure-JS, widely
 * used ID3v2 reader/writer with types; writing ID3 frames by hand, with their text
 * encodings and sync-safe sizes, is where hand-made writers go wrong). TXXX `atelier:recipe`
 * holds the JSON, COMM the one-line description, TSSE the software; existing frames are kept.
 */
import NodeID3 from 'node-id3';
import { RECIPE_KEY } from '../../../shared/recipe/recipe';

/** An ID3v2 tag first, or an MPEG audio frame sync (a file without a tag). */
export const isMp3 = (bytes: Buffer): boolean =>
  bytes.length > 3 &&
  (bytes.toString('latin1', 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0));

export function writeMp3Recipe(
  bytes: Buffer,
  texts: { recipe: string; description: string; software: string },
): Buffer {
  const written = NodeID3.update(
    {
      userDefinedText: [{ description: RECIPE_KEY, value: texts.recipe }],
      comment: { language: 'eng', text: texts.description },
      encodingTechnology: texts.software,
    },
    bytes,
  );
  if (!Buffer.isBuffer(written)) throw new Error('node-id3 could not write the tag');
  return written;
}

/** The recipe JSON text an MP3's ID3 tag holds, or null. */
export function readMp3Recipe(bytes: Buffer): string | null {
  if (bytes.toString('latin1', 0, 3) !== 'ID3') return null;
  const tags = NodeID3.read(bytes, { include: ['TXXX'] });
  return tags.userDefinedText?.find((frame) => frame.description === RECIPE_KEY)?.value ?? null;
}

/**
 * Owns the recipe in a PNG: iTXt chunks (UTF-8 text, uncompressed) after IHDR, so every reader
 * that stops at the first IDAT still sees them. `atelier:recipe` holds the JSON; `Description`
 * and `Software` say the same in the words other tools show. The image data is untouched.
 */
import { crc32, inflateSync } from 'node:zlib';
import { RECIPE_KEY } from '../../../shared/recipe/recipe';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const isPng = (bytes: Buffer): boolean =>
  bytes.length > 8 && bytes.subarray(0, 8).equals(SIGNATURE);

interface Chunk {
  type: string;
  data: Buffer;
  /** The whole chunk as stored (length, type, data, CRC). */
  raw: Buffer;
}

function chunks(bytes: Buffer): Chunk[] {
  const found: Chunk[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) throw new Error('PNG chunk runs past the end of the file');
    found.push({
      type: bytes.toString('latin1', at + 4, at + 8),
      data: bytes.subarray(at + 8, at + 8 + length),
      raw: bytes.subarray(at, end),
    });
    at = end;
  }
  return found;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0);
  return Buffer.concat([head, data, crc]);
}

/** keyword \0, not compressed, method 0, no language \0, no translated keyword \0, UTF-8 text. */
function itxt(keyword: string, text: string): Buffer {
  return chunk(
    'iTXt',
    Buffer.concat([
      Buffer.from(keyword, 'latin1'),
      Buffer.from([0, 0, 0, 0, 0]),
      Buffer.from(text, 'utf8'),
    ]),
  );
}

/** The text entries written here; a second export replaces them rather than adding more. */
const OWN_KEYWORDS = new Set([RECIPE_KEY, 'Description', 'Software']);

function keywordOf(piece: Chunk): string | null {
  if (piece.type !== 'iTXt' && piece.type !== 'tEXt') return null;
  const end = piece.data.indexOf(0);
  return end > 0 ? piece.data.toString('latin1', 0, end) : null;
}

export function writePngRecipe(
  bytes: Buffer,
  texts: { recipe: string; description: string; software: string },
): Buffer {
  const all = chunks(bytes);
  if (all[0]?.type !== 'IHDR') throw new Error('PNG does not start with IHDR');
  const kept = all.slice(1).filter((piece) => !OWN_KEYWORDS.has(keywordOf(piece) ?? ''));
  return Buffer.concat([
    SIGNATURE,
    all[0].raw,
    itxt(RECIPE_KEY, texts.recipe),
    itxt('Description', texts.description),
    itxt('Software', texts.software),
    ...kept.map((piece) => piece.raw),
  ]);
}

/** The text of one iTXt/tEXt chunk (compressed iTXt inflated). */
function textOf(piece: Chunk): string {
  const end = piece.data.indexOf(0);
  if (piece.type === 'tEXt') return piece.data.toString('latin1', end + 1);
  const compressed = piece.data[end + 1] === 1;
  const language = piece.data.indexOf(0, end + 3);
  const translated = piece.data.indexOf(0, language + 1);
  const text = piece.data.subarray(translated + 1);
  return (compressed ? inflateSync(text) : text).toString('utf8');
}

/** The recipe JSON text a PNG holds, or null. */
export function readPngRecipe(bytes: Buffer): string | null {
  for (const piece of chunks(bytes)) {
    if (piece.type === 'IDAT' || piece.type === 'IEND') continue;
    if (keywordOf(piece) === RECIPE_KEY) return textOf(piece);
  }
  return null;
}

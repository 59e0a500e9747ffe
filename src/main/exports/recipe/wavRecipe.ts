/**
 * Owns the recipe in a WAV: a RIFF `LIST`/`INFO` chunk placed before `data` (readers that
 * stop at the samples still see it) with INAM (title), ICMT (the recipe JSON), ISFT
 * (software) and ICRD (date). INFO text is plain ASCII by convention, so the JSON is written
 * with every non-ASCII character escaped (\uXXXX): still the same JSON, readable by any tool.
 */
export const isWav = (bytes: Buffer): boolean =>
  bytes.length >= 12 &&
  bytes.toString('latin1', 0, 4) === 'RIFF' &&
  bytes.toString('latin1', 8, 12) === 'WAVE';

/** JSON with everything outside printable ASCII escaped, so it survives an ASCII-only field. */
export const asciiJson = (json: string): string =>
  json.replace(
    /[^\x20-\x7e]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

interface RiffChunk {
  id: string;
  start: number;
  /** End including the pad byte of an odd-sized chunk. */
  end: number;
  data: Buffer;
}

function riffChunks(bytes: Buffer): RiffChunk[] {
  const found: RiffChunk[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = bytes.readUInt32LE(at + 4);
    const dataEnd = Math.min(at + 8 + size, bytes.length);
    found.push({
      id: bytes.toString('latin1', at, at + 4),
      start: at,
      end: Math.min(dataEnd + (size % 2), bytes.length),
      data: bytes.subarray(at + 8, dataEnd),
    });
    at = dataEnd + (size % 2);
  }
  return found;
}

function subChunk(id: string, text: string): Buffer {
  const value = Buffer.from(`${text}\0`, 'latin1');
  const head = Buffer.alloc(8);
  head.write(id, 0, 'latin1');
  head.writeUInt32LE(value.length, 4);
  return Buffer.concat([head, value, value.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** Only printable ASCII in INFO's plain fields (a title in another script becomes '?'). */
const asciiText = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?');

/** The ICMT text of a LIST/INFO chunk, or null. */
function infoComment(chunk: RiffChunk): string | null {
  if (chunk.id !== 'LIST' || chunk.data.toString('latin1', 0, 4) !== 'INFO') return null;
  let at = 4;
  while (at + 8 <= chunk.data.length) {
    const size = chunk.data.readUInt32LE(at + 4);
    if (chunk.data.toString('latin1', at, at + 4) === 'ICMT')
      return chunk.data
        .toString('latin1', at + 8, Math.min(at + 8 + size, chunk.data.length))
        .replace(/\0+$/, '');
    at += 8 + size + (size % 2);
  }
  return null;
}

/** Our own INFO list (a recipe in its comment): a second export replaces it. */
const isOurs = (chunk: RiffChunk): boolean => infoComment(chunk)?.startsWith('{"recipe":') === true;

export function writeWavRecipe(
  bytes: Buffer,
  texts: { recipe: string; title: string; software: string; createdAt: string },
): Buffer {
  const all = riffChunks(bytes);
  const dataIndex = all.findIndex((chunk) => chunk.id === 'data');
  if (dataIndex < 0) throw new Error('WAV has no data chunk');
  const info = Buffer.concat([
    Buffer.from('INFO', 'latin1'),
    subChunk('INAM', asciiText(texts.title)),
    subChunk('ICMT', asciiJson(texts.recipe)),
    subChunk('ISFT', asciiText(texts.software)),
    subChunk('ICRD', texts.createdAt.slice(0, 10)),
  ]);
  const list = Buffer.alloc(8);
  list.write('LIST', 0, 'latin1');
  list.writeUInt32LE(info.length, 4);
  const kept = all.filter((chunk) => !isOurs(chunk));
  const before = kept.filter((chunk) => chunk.start < all[dataIndex]!.start);
  const after = kept.filter((chunk) => chunk.start >= all[dataIndex]!.start);
  const body = Buffer.concat([
    ...before.map((chunk) => bytes.subarray(chunk.start, chunk.end)),
    list,
    info,
    ...after.map((chunk) => bytes.subarray(chunk.start, chunk.end)),
  ]);
  const head = Buffer.from(bytes.subarray(0, 12));
  head.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([head, body]);
}

/** The recipe JSON text a WAV's INFO comment holds, or null. */
export function readWavRecipe(bytes: Buffer): string | null {
  for (const chunk of riffChunks(bytes)) {
    const comment = infoComment(chunk);
    if (comment?.startsWith('{')) return comment;
  }
  return null;
}

/**
 * Owns the recipe in an MP4 or M4A: iTunes-style metadata in moov/udta/meta/ilst — a
 * freeform `----` item (mean `com.atelier`, name `atelier:recipe`) holding the JSON, `©cmt`
 * the one-line description and `©too` the software. moov grows, so when it sits before mdat
 * (a "fast start" file, as the service delivers) every chunk offset (stco/co64) past it is
 * moved by the same amount; the media data is copied unchanged.
 */
import { RECIPE_KEY } from '../../../shared/recipe/recipe';

const FREEFORM_MEAN = 'com.atelier';

export const isMp4 = (bytes: Buffer): boolean =>
  bytes.length > 12 && bytes.toString('latin1', 4, 8) === 'ftyp';

interface Box {
  type: string;
  start: number;
  end: number;
  /** Where the children (or payload) begin: after the header (and a full box's version/flags). */
  body: number;
}

/** Boxes of types whose payload is only children; `meta` is a full box in MP4 (4 bytes first). */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'udta', 'meta', 'ilst']);

function boxesIn(bytes: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) throw new Error('MP4 box runs past its parent');
    const type = bytes.toString('latin1', at + 4, at + 8);
    // QuickTime's meta has no version/flags; MP4's does (its first child's size is then 0).
    const fullMeta = type === 'meta' && bytes.readUInt32BE(at + header) === 0;
    found.push({ type, start: at, end: at + size, body: at + header + (fullMeta ? 4 : 0) });
    at += size;
  }
  return found;
}

const children = (bytes: Buffer, parent: Box): Box[] => boxesIn(bytes, parent.body, parent.end);

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

const fullBox = (type: string, ...parts: Buffer[]): Buffer => box(type, Buffer.alloc(4), ...parts);

/** A `data` box of UTF-8 text (well-known type 1, no locale). */
const textData = (text: string): Buffer =>
  box('data', Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]), Buffer.from(text, 'utf8'));

const item = (type: string, text: string): Buffer => box(type, textData(text));

const freeform = (name: string, text: string): Buffer =>
  box(
    '----',
    fullBox('mean', Buffer.from(FREEFORM_MEAN, 'utf8')),
    fullBox('name', Buffer.from(name, 'utf8')),
    textData(text),
  );

/** A freeform item's name and text value (null for other items). */
function freeformOf(bytes: Buffer, entry: Box): { name: string; text: string } | null {
  if (entry.type !== '----') return null;
  let name = '';
  let text: string | null = null;
  for (const part of boxesIn(bytes, entry.start + 8, entry.end)) {
    if (part.type === 'name') name = bytes.toString('utf8', part.start + 12, part.end);
    if (part.type === 'data') text = bytes.toString('utf8', part.start + 16, part.end);
  }
  return text === null ? null : { name, text };
}

const TEXT_ITEMS = { comment: '\xa9cmt', software: '\xa9too' } as const;

/** moov with its udta's ilst holding our items (others kept), as new bytes. */
function moovWithRecipe(
  bytes: Buffer,
  moov: Box,
  texts: { recipe: string; description: string; software: string },
): Buffer {
  const ours = [
    freeform(RECIPE_KEY, texts.recipe),
    item(TEXT_ITEMS.comment, texts.description),
    item(TEXT_ITEMS.software, texts.software),
  ];
  const replaced = new Set<string>([TEXT_ITEMS.comment, TEXT_ITEMS.software]);
  const slice = (part: Box): Buffer => bytes.subarray(part.start, part.end);
  const udta = children(bytes, moov).find((part) => part.type === 'udta');
  const meta = udta && children(bytes, udta).find((part) => part.type === 'meta');
  const ilst = meta && children(bytes, meta).find((part) => part.type === 'ilst');
  const keptItems = ilst
    ? children(bytes, ilst).filter(
        (entry) => !replaced.has(entry.type) && freeformOf(bytes, entry)?.name !== RECIPE_KEY,
      )
    : [];
  const newIlst = box('ilst', ...keptItems.map(slice), ...ours);
  const handler = fullBox(
    'hdlr',
    Buffer.alloc(4),
    Buffer.from('mdirappl', 'latin1'),
    Buffer.alloc(9),
  );
  const newMeta = meta
    ? box(
        'meta',
        bytes.subarray(meta.start + 8, meta.body),
        ...children(bytes, meta)
          .filter((part) => part.type !== 'ilst')
          .map(slice),
        newIlst,
      )
    : fullBox('meta', handler, newIlst);
  const newUdta = box(
    'udta',
    ...(udta ? children(bytes, udta).filter((part) => part.type !== 'meta') : []).map(slice),
    newMeta,
  );
  return box(
    'moov',
    ...children(bytes, moov)
      .filter((part) => part.type !== 'udta')
      .map(slice),
    newUdta,
  );
}

/** Moves every chunk offset at or past `from` by `delta`, in place (stco and co64 of each track). */
function shiftChunkOffsets(moov: Buffer, from: number, delta: number): void {
  const visit = (parent: Box): void => {
    for (const part of children(moov, parent)) {
      if (part.type === 'stco' || part.type === 'co64') {
        const wide = part.type === 'co64';
        const count = moov.readUInt32BE(part.start + 12);
        for (let index = 0; index < count; index++) {
          const at = part.start + 16 + index * (wide ? 8 : 4);
          const offset = wide ? Number(moov.readBigUInt64BE(at)) : moov.readUInt32BE(at);
          if (offset < from) continue;
          if (wide) moov.writeBigUInt64BE(BigInt(offset + delta), at);
          else if (offset + delta > 0xffffffff) throw new Error('chunk offset passes 4 GiB');
          else moov.writeUInt32BE(offset + delta, at);
        }
      } else if (CONTAINERS.has(part.type) && part.type !== 'udta') visit(part);
    }
  };
  visit({ type: 'moov', start: 0, end: moov.length, body: 8 });
}

export function writeMp4Recipe(
  bytes: Buffer,
  texts: { recipe: string; description: string; software: string },
): Buffer {
  const top = boxesIn(bytes, 0, bytes.length);
  const moov = top.find((part) => part.type === 'moov');
  if (!moov) throw new Error('MP4 has no moov box');
  const newMoov = moovWithRecipe(bytes, moov, texts);
  const delta = newMoov.length - (moov.end - moov.start);
  // Media after the old moov moves by delta; offsets into data before it stay.
  if (delta !== 0) shiftChunkOffsets(newMoov, moov.end, delta);
  return Buffer.concat([bytes.subarray(0, moov.start), newMoov, bytes.subarray(moov.end)]);
}

/** The recipe JSON text an MP4's ilst holds, or null. */
export function readMp4Recipe(bytes: Buffer): string | null {
  const moov = boxesIn(bytes, 0, bytes.length).find((part) => part.type === 'moov');
  const udta = moov && children(bytes, moov).find((part) => part.type === 'udta');
  const meta = udta && children(bytes, udta).find((part) => part.type === 'meta');
  const ilst = meta && children(bytes, meta).find((part) => part.type === 'ilst');
  for (const entry of ilst ? children(bytes, ilst) : []) {
    const found = freeformOf(bytes, entry);
    if (found?.name === RECIPE_KEY) return found.text;
  }
  return null;
}

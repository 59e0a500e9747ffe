/**
 * Owns reading zip archives we did not write: the central directory is parsed from the
 * file's end (random access, nothing loaded whole), every entry is checked before any byte
 * is extracted (names, sizes, counts, symlinks), and entry data is streamed through
 * inflate with its CRC-32 and declared size verified. Entries whose bytes overlap (many names
 * inflating one shared blob: 65 KB became 502 MB) are refused when the directory is read, and
 * an entry whose local header names something else than the directory is refused on extract. Zip64 (archives and entries past
 * 4 GiB) is read; encryption is refused.
 */
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw, crc32 } from 'node:zlib';
import type { Writable } from 'node:stream';
import { t } from '../../shared/i18n/activeLanguage';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  isDirectory: boolean;
  isSymlink: boolean;
  /** The name's bytes as the central directory holds them (the local header must agree). */
  rawName: Buffer;
  /** Where the next entry (or the central directory) begins: this entry's data ends before it. */
  dataLimit: number;
}

export interface ZipLimits {
  maxEntries: number;
  maxCentralDirectoryBytes: number;
}

export class ZipFormatError extends Error {
  override name = 'ZipFormatError';
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const ZIP64_EXTRA = 0x0001;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

export interface ZipReader {
  readonly entries: readonly ZipEntry[];
  /** The archive file's size, against which the entries' total expansion is judged. */
  readonly archiveBytes: number;
  /** Streams one entry's bytes into `sink`, verifying size and CRC; `observe` sees each chunk. */
  extract(entry: ZipEntry, sink: Writable, observe?: (chunk: Buffer) => void): Promise<void>;
  /** An entry's bytes in memory (for small entries such as a manifest). */
  readBytes(entry: ZipEntry, maxBytes: number): Promise<Uint8Array>;
  close(): Promise<void>;
}

export async function openZip(
  path: string,
  limits: ZipLimits = { maxEntries: 200_000, maxCentralDirectoryBytes: 64 * 1024 ** 2 },
): Promise<ZipReader> {
  const handle = await open(path, 'r');
  try {
    const entries = await readCentralDirectory(handle, limits);
    const archiveBytes = (await handle.stat()).size;
    return {
      entries,
      archiveBytes,
      extract: (entry, sink, observe) => extract(handle, path, entry, sink, observe),
      async readBytes(entry, maxBytes) {
        if (entry.size > maxBytes)
          throw new ZipFormatError(
            t('mainWords.archive.zip.largerThanMax', { name: entry.name, max: String(maxBytes) }),
          );
        const chunks: Buffer[] = [];
        const collector = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
        });
        await extract(handle, path, entry, collector);
        return new Uint8Array(Buffer.concat(chunks));
      },
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new ZipFormatError(t('mainWords.archive.zip.truncated'));
  return buffer;
}

async function readCentralDirectory(handle: FileHandle, limits: ZipLimits): Promise<ZipEntry[]> {
  const { size } = await handle.stat();
  if (size < 22) throw new ZipFormatError(t('mainWords.archive.zip.notZip'));
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await readAt(handle, size - tailLength, tailLength);
  let at = -1;
  for (let index = tail.length - 22; index >= 0; index -= 1) {
    if (tail.readUInt32LE(index) === EOCD) {
      at = index;
      break;
    }
  }
  if (at < 0) throw new ZipFormatError(t('mainWords.archive.zip.noEndRecord'));
  let count = tail.readUInt16LE(at + 10);
  let directorySize = tail.readUInt32LE(at + 12);
  let directoryOffset = tail.readUInt32LE(at + 16);
  if (count === U16_MAX || directorySize === U32_MAX || directoryOffset === U32_MAX) {
    ({ count, directorySize, directoryOffset } = await readZip64End(
      handle,
      size - tailLength + at,
    ));
  }
  if (count > limits.maxEntries)
    throw new ZipFormatError(t('mainWords.archive.zip.tooManyEntries', { count: String(count) }));
  if (directorySize > limits.maxCentralDirectoryBytes || directoryOffset + directorySize > size)
    throw new ZipFormatError(t('mainWords.archive.zip.badCentralDirectory'));
  const directory = await readAt(handle, directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let offset = 0;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== CENTRAL)
      throw new ZipFormatError(t('mainWords.archive.zip.badCentralEntry'));
    const flags = directory.readUInt16LE(offset + 8);
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    const madeBy = directory.readUInt16LE(offset + 4) >> 8;
    const external = directory.readUInt32LE(offset + 38);
    const nameBytes = directory.subarray(offset + 46, offset + 46 + nameLength);
    // Bit 11: UTF-8 name. Others are CP437; latin1 keeps ASCII names right and is never
    // trusted further than a lookup key.
    const name =
      flags & 0x800
        ? new TextDecoder('utf-8', { fatal: false }).decode(nameBytes)
        : nameBytes.toString('latin1');
    if (flags & 0x1) throw new ZipFormatError(t('mainWords.archive.zip.encrypted', { name }));
    const mode = madeBy === 3 ? external >>> 16 : 0;
    const sizes = zip64Sizes(
      name,
      {
        size: directory.readUInt32LE(offset + 24),
        compressedSize: directory.readUInt32LE(offset + 20),
        localOffset: directory.readUInt32LE(offset + 42),
      },
      directory.subarray(offset + 46 + nameLength, offset + 46 + nameLength + extraLength),
    );
    entries.push({
      name,
      flags,
      method: directory.readUInt16LE(offset + 10),
      crc: directory.readUInt32LE(offset + 16),
      ...sizes,
      isDirectory: name.endsWith('/'),
      isSymlink: (mode & S_IFMT) === S_IFLNK,
      rawName: Buffer.from(nameBytes),
      dataLimit: directoryOffset,
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  refuseOverlaps(entries, directoryOffset);
  return entries;
}

/**
 * Each entry's local header and data must end before the next entry's header (by offset) or
 * the central directory begins. The smallest local record is 30 bytes + its name + its data;
 * its extra field is only known on extract, where `dataLimit` is checked again.
 */
function refuseOverlaps(entries: ZipEntry[], directoryOffset: number): void {
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  byOffset.forEach((entry, index) => {
    const next = byOffset[index + 1];
    entry.dataLimit = next ? next.localOffset : directoryOffset;
    if (entry.localOffset + 30 + entry.rawName.length + entry.compressedSize > entry.dataLimit) {
      throw new ZipFormatError(
        t('mainWords.archive.zip.overlaps', {
          name: entry.name,
          next: next ? next.name : t('mainWords.archive.zip.overlapsCentralDirectory'),
        }),
      );
    }
  });
}

/** The Zip64 end of central directory record, found through its locator just before the classic one. */
async function readZip64End(
  handle: FileHandle,
  eocdAt: number,
): Promise<{ count: number; directorySize: number; directoryOffset: number }> {
  if (eocdAt < 20) throw new ZipFormatError(t('mainWords.archive.zip.badZip64'));
  const locator = await readAt(handle, eocdAt - 20, 20);
  if (locator.readUInt32LE(0) !== ZIP64_LOCATOR)
    throw new ZipFormatError(t('mainWords.archive.zip.badZip64Locator'));
  const recordAt = safeNumber(locator.readBigUInt64LE(8));
  if (recordAt + 56 > eocdAt - 20) throw new ZipFormatError(t('mainWords.archive.zip.badZip64'));
  const record = await readAt(handle, recordAt, 56);
  if (record.readUInt32LE(0) !== ZIP64_EOCD)
    throw new ZipFormatError(t('mainWords.archive.zip.badZip64'));
  return {
    count: safeNumber(record.readBigUInt64LE(32)),
    directorySize: safeNumber(record.readBigUInt64LE(40)),
    directoryOffset: safeNumber(record.readBigUInt64LE(48)),
  };
}

/** Replaces each 32-bit field set to its maximum by its 64-bit value from the Zip64 extra field (in the spec's order). */
function zip64Sizes(
  name: string,
  fields: { size: number; compressedSize: number; localOffset: number },
  extra: Buffer,
): typeof fields {
  const wanted = (['size', 'compressedSize', 'localOffset'] as const).filter(
    (field) => fields[field] === U32_MAX,
  );
  if (wanted.length === 0) return fields;
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (at + 4 + length > extra.length) break;
    if (id === ZIP64_EXTRA) {
      if (length < wanted.length * 8) break;
      const out = { ...fields };
      wanted.forEach(
        (field, position) =>
          (out[field] = safeNumber(extra.readBigUInt64LE(at + 4 + position * 8))),
      );
      return out;
    }
    at += 4 + length;
  }
  throw new ZipFormatError(t('mainWords.archive.zip.missingZip64Sizes', { name }));
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER))
    throw new ZipFormatError(t('mainWords.archive.zip.zip64OutOfRange'));
  return Number(value);
}

/** Counts and checksums what passes, failing as soon as it exceeds the declared size. */
class Verifier extends Transform {
  private crc = 0;
  private total = 0;
  constructor(
    private readonly entry: ZipEntry,
    private readonly observe?: (chunk: Buffer) => void,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.total += chunk.length;
    if (this.total > this.entry.size)
      return callback(
        new ZipFormatError(
          t('mainWords.archive.zip.largerThanDeclared', { name: this.entry.name }),
        ),
      );
    this.crc = crc32(chunk, this.crc);
    this.observe?.(chunk);
    callback(null, chunk);
  }
  override _flush(callback: TransformCallback): void {
    if (this.total !== this.entry.size)
      return callback(
        new ZipFormatError(
          t('mainWords.archive.zip.shorterThanDeclared', { name: this.entry.name }),
        ),
      );
    if (this.crc >>> 0 !== this.entry.crc >>> 0)
      return callback(
        new ZipFormatError(t('mainWords.archive.zip.crc', { name: this.entry.name })),
      );
    callback();
  }
}

async function extract(
  handle: FileHandle,
  path: string,
  entry: ZipEntry,
  sink: Writable,
  observe?: (chunk: Buffer) => void,
): Promise<void> {
  if (entry.method !== 0 && entry.method !== 8)
    throw new ZipFormatError(
      t('mainWords.archive.zip.unsupportedMethod', {
        name: entry.name,
        method: String(entry.method),
      }),
    );
  const local = await readAt(handle, entry.localOffset, 30 + entry.rawName.length);
  if (local.readUInt32LE(0) !== LOCAL)
    throw new ZipFormatError(t('mainWords.archive.zip.badLocalHeader', { name: entry.name }));
  if (
    local.readUInt16LE(26) !== entry.rawName.length ||
    !local.subarray(30).equals(entry.rawName)
  ) {
    throw new ZipFormatError(t('mainWords.archive.zip.localNameDiffers', { name: entry.name }));
  }
  const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (start + entry.compressedSize > entry.dataLimit)
    throw new ZipFormatError(t('mainWords.archive.zip.overlapsNext', { name: entry.name }));
  if (entry.method === 0 && entry.compressedSize !== entry.size)
    throw new ZipFormatError(t('mainWords.archive.zip.sizesDisagree', { name: entry.name }));
  const verifier = new Verifier(entry, observe);
  if (entry.compressedSize === 0) {
    await pipeline(async function* () {}, verifier, sink);
    return;
  }
  const source = createReadStream(path, {
    start,
    end: start + entry.compressedSize - 1,
    highWaterMark: 1024 * 1024,
  });
  if (entry.method === 8) await pipeline(source, createInflateRaw(), verifier, sink);
  else await pipeline(source, verifier, sink);
}

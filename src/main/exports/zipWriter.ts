/**
 * Owns writing zip files to disk with fflate's streaming Zip: files are read in chunks and
 * the zip's bytes are flushed to the file as they come, so a multi-gigabyte stems export
 * never sits in memory. Already-compressed media is stored; text-like files are deflated.
 * fflate writes no Zip64, so each entry and the whole archive stay under 4 GiB.
 */
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export const ZIP_LIMIT_BYTES = 4 * 1024 ** 3 - 64 * 1024 ** 2;

// Deflate runs on the main thread, so only small text-like files get it; audio, video and
// images are already compressed (WAV is the exception, stored to keep the process responsive).
const DEFLATE = /\.(json|txt|mid|midi|lrc|csv|md)$/iu;
const DEFLATE_MAX_BYTES = 16 * 1024 ** 2;

export interface ZipEntrySource {
  /** Name inside the archive ('/' separated). */
  name: string;
  /** An absolute file path, the bytes, or a function giving the bytes when the entry is reached. */
  source: string | Uint8Array | (() => Uint8Array);
  /** Sees every chunk of a file source as it is written (e.g. to hash it). */
  onData?(chunk: Uint8Array): void;
  /** Size of the file at `source`, when known (small text files get deflated). */
  sizeHint?: number;
  /** Epoch ms for the entry's date; defaults to now. */
  modifiedAt?: number;
}

export interface ZipWriteOptions {
  onEntry?(done: number, total: number): void;
}

/**
 * Writes `entries` as a zip at `path` (a temporary file: see exclusiveFile.ts, which
 * publishes it only once complete). Returns the zip's size in bytes.
 */
export async function writeZip(path: string, entries: readonly ZipEntrySource[], options: ZipWriteOptions = {}): Promise<number> {
  const handle = await open(path, 'wx');
  let written = 0;
  let pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  const flush = async (): Promise<void> => {
    if (failure) throw failure;
    const chunks = pending;
    pending = [];
    for (const chunk of chunks) {
      written += chunk.length;
      if (written > ZIP_LIMIT_BYTES) throw new Error('The archive would be larger than 4 GiB.');
      await handle.write(chunk);
    }
  };
  try {
    for (const [position, entry] of entries.entries()) {
      await addEntry(zip, entry, flush);
      options.onEntry?.(position + 1, entries.length);
    }
    zip.end();
    await flush();
    await handle.sync();
    await handle.close();
    return written;
  } catch (error) {
    zip.terminate();
    await handle.close().catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
}

async function addEntry(zip: Zip, entry: ZipEntrySource, flush: () => Promise<void>): Promise<void> {
  const source = typeof entry.source === 'function' ? entry.source() : entry.source;
  const small = typeof source !== 'string' ? source.length <= DEFLATE_MAX_BYTES : (entry.sizeHint ?? Infinity) <= DEFLATE_MAX_BYTES;
  const file: ZipPassThrough | ZipDeflate = DEFLATE.test(entry.name) && small ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
  file.mtime = new Date(entry.modifiedAt ?? Date.now());
  zip.add(file);
  if (typeof source !== 'string') {
    file.push(source, true);
    await flush();
    return;
  }
  const stream = createReadStream(source, { highWaterMark: 1024 * 1024 });
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > ZIP_LIMIT_BYTES) throw new Error(`${entry.name} is larger than 4 GiB.`);
    const bytes = new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length);
    entry.onData?.(bytes);
    file.push(bytes, false);
    await flush();
  }
  file.push(new Uint8Array(0), true);
  await flush();
}

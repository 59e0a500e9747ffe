/**
 * Owns writing zip files to disk with yazl: entries are read lazily one at a time (one open
 * file whatever the count), streamed through, and the zip's bytes flow to the file with
 * backpressure, so a multi-gigabyte export never sits in memory. Zip64 is used where an
 * entry or the archive passes 4 GiB, so a whole library of videos fits in one archive.
 * Already-compressed media is stored; text-like files are deflated (zlib, off the main thread).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createRequire } from 'node:module';

// yazl (CommonJS) is required when a zip is first written (an export, an archive, diagnostics),
// not at start-up: no window needs it to open (bench/mainBoot.ts).
let yazlModule: typeof import('yazl') | null = null;
const yazl = (): typeof import('yazl') =>
  (yazlModule ??= createRequire(import.meta.url)('yazl') as typeof import('yazl'));

// Audio, video and images are already compressed; WAV is stored too, to keep exports fast.
const DEFLATE = /\.(json|txt|mid|midi|lrc|csv|md)$/iu;

export interface ZipEntrySource {
  /** Name inside the archive ('/' separated). */
  name: string;
  /** An absolute file path, the bytes, or a function giving the bytes when the entry is reached. */
  source: string | Uint8Array | (() => Uint8Array);
  /** Sees every chunk of the entry's data as it is written (e.g. to hash it). */
  onData?(chunk: Uint8Array): void;
  /** Epoch ms for the entry's date; defaults to now. */
  modifiedAt?: number;
}

export interface ZipWriteOptions {
  onEntry?(done: number, total: number): void;
  /** Zip64 records even where sizes do not need them (tests of the Zip64 paths). */
  forceZip64?: boolean;
}

/**
 * Writes `entries` as a zip at `path` (a temporary file: see exclusiveFile.ts, which
 * publishes it only once complete). Returns the zip's size in bytes. On any failure the
 * file is removed and the error rethrown.
 */
export async function writeZip(
  path: string,
  entries: readonly ZipEntrySource[],
  options: ZipWriteOptions = {},
): Promise<number> {
  const zip = new (yazl().ZipFile)();
  const failed = new Promise<never>((_resolve, reject) => zip.on('error', reject));
  failed.catch(() => undefined);
  const output = createWriteStream(path, { flags: 'wx' });
  const written = pipeline(zip.outputStream, output);
  try {
    for (const [position, entry] of entries.entries()) {
      zip.addReadStreamLazy(
        entry.name,
        {
          mtime: new Date(entry.modifiedAt ?? Date.now()),
          compress: DEFLATE.test(entry.name),
          forceZip64Format: options.forceZip64 ?? false,
        },
        (deliver) => {
          try {
            deliver(
              null,
              entryStream(
                entry,
                () => options.onEntry?.(position + 1, entries.length),
                (error) => zip.emit('error', error),
              ),
            );
          } catch (error) {
            deliver(error as Error, undefined as never);
          }
        },
      );
    }
    zip.end({ forceZip64Format: options.forceZip64 ?? false, comment: '' });
    await Promise.race([written, failed]);
    const handle = await open(path, 'r+');
    await handle.sync();
    await handle.close();
    return (await stat(path)).size;
  } catch (error) {
    // outputStream is a PassThrough (typed as the bare NodeJS.ReadableStream interface).
    (zip.outputStream as Readable).destroy();
    output.destroy();
    await written.catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
}

/** The entry's bytes as a stream that reports each chunk, then its end; errors go to `fail`. */
function entryStream(
  entry: ZipEntrySource,
  ended: () => void,
  fail: (error: Error) => void,
): Transform {
  const source = typeof entry.source === 'function' ? entry.source() : entry.source;
  const input =
    typeof source === 'string'
      ? createReadStream(source, { highWaterMark: 1024 * 1024 })
      : Readable.from([Buffer.from(source.buffer, source.byteOffset, source.length)], {
          objectMode: false,
        });
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        entry.onData?.(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
        callback(null, chunk);
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      ended();
      callback();
    },
  });
  // yazl pipes the stream without listening for its errors: a missing file must fail the zip, not the process.
  input.on('error', fail);
  tap.on('error', fail);
  return input.pipe(tap);
}

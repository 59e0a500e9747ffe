/**
 * Owns serving one asset's bytes to the renderer, independent of transport (Electron
 * protocol handler, web preview route): 200 for the whole file, 206 for one byte range,
 * 416 when the range cannot be satisfied, 404 for unknown assets or unsafe paths.
 * Multi-range requests get the whole file (200): a server may ignore Range, and media
 * elements only ever ask for one range. Every answer, errors included, carries
 * ANSWER_HEADERS: a library file is data, never a page that could run script.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { resolveMediaPath } from './mediaPath';

export interface MediaResponse {
  status: 200 | 206 | 404 | 416;
  headers: Record<string, string>;
  body: ReadableStream<Uint8Array> | Buffer | null;
}

export type ByteRange =
  { kind: 'whole' } | { kind: 'range'; start: number; end: number } | { kind: 'unsatisfiable' };

/** RFC 9110 single byte range; syntax we do not serve (other units, lists) means the whole file. */
export function parseRange(header: string | null | undefined, size: number): ByteRange {
  if (!header) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const lastByte = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  // last < first is an invalid range-spec: ignored, like any syntax we do not serve.
  if (!Number.isSafeInteger(start) || lastByte < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end: Math.min(lastByte, size - 1) };
}

/** On every answer: no sniffing a file into HTML, and a document opened from here is sandboxed (no script, opaque origin). */
export const ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': 'sandbox',
  'X-Content-Type-Options': 'nosniff',
};

const SAFE_MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

export interface MediaSource {
  libraryFolder: string;
  /** The asset's stored file; null when the asset is unknown. */
  lookup(assetId: string): { relativePath: string; mimeType: string } | null;
}

export async function serveMedia(
  source: MediaSource,
  assetId: string,
  rangeHeader: string | null | undefined,
  options: { headOnly?: boolean } = {},
): Promise<MediaResponse> {
  const notFound: MediaResponse = {
    status: 404,
    headers: { ...ANSWER_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    body: Buffer.from('Not found'),
  };
  const asset = source.lookup(assetId);
  if (!asset) return notFound;
  const path = await resolveMediaPath(source.libraryFolder, asset.relativePath);
  if (!path) return notFound;
  // The file may be removed between the check and here: that is a 404 too, not a throw.
  const size = await stat(path).then(
    (stats) => stats.size,
    () => null,
  );
  if (size === null) return notFound;
  const base = {
    ...ANSWER_HEADERS,
    'Content-Type': SAFE_MIME.test(asset.mimeType) ? asset.mimeType : 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'no-cache',
  };
  const range = parseRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable') {
    return {
      status: 416,
      headers: { ...base, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' },
      body: null,
    };
  }
  const [start, end] = range.kind === 'range' ? [range.start, range.end] : [0, size - 1];
  const headers: Record<string, string> = {
    ...base,
    'Content-Length': String(Math.max(0, end - start + 1)),
  };
  if (range.kind === 'range') headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  const status = range.kind === 'range' ? 206 : 200;
  if (options.headOnly) return { status, headers, body: null };
  if (size === 0) return { status, headers, body: Buffer.alloc(0) };
  const stream = Readable.toWeb(
    createReadStream(path, { start, end }),
  ) as ReadableStream<Uint8Array>;
  return { status, headers, body: stream };
}

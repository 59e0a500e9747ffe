/**
 * Streams one URL into a file safely: every hop (the first URL and each redirect, followed
 * by hand) passes the URL rule; the size is capped while streaming; the type is decided
 * by magic bytes; bytes go to `<base>.partial`, are fsynced, then renamed to
 * `<base>.<ext>` so a crash never leaves a half file under a final name.
 */
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ALLOWED_TYPES, EXTENSIONS, sniffType, SNIFF_BYTES, type ExpectedKind, type SniffedType } from './magicBytes';
import { checkDownloadUrl } from './urlSafety';

export class DownloadError extends Error {
  readonly transient: boolean;
  constructor(message: string, transient: boolean) {
    super(message);
    this.name = 'DownloadError';
    this.transient = transient;
  }
}

export interface FetchToFileOptions {
  fetch: typeof fetch;
  url: string;
  /** Absolute path without extension, built from our own ids. */
  base: string;
  expect: ExpectedKind;
  maxBytes: number;
  maxRedirects?: number;
  signal?: AbortSignal;
  onBytes?(bytes: number): void;
}

export interface SavedFile {
  path: string;
  type: SniffedType;
  bytes: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const TRANSIENT_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);
const TEXT_KINDS = new Set<ExpectedKind>(['json', 'text']);

async function openResponse(options: FetchToFileOptions): Promise<Response> {
  let current = options.url;
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop += 1) {
    const verdict = checkDownloadUrl(current);
    if (!verdict.ok) throw new DownloadError(`refused ${hop === 0 ? 'URL' : 'redirect'}: ${verdict.reason}`, false);
    let response: Response;
    try {
      response = await options.fetch(verdict.url, { redirect: 'manual', ...(options.signal ? { signal: options.signal } : {}) });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new DownloadError('the download could not connect', true);
    }
    if (!REDIRECTS.has(response.status)) {
      if (response.ok) return response;
      await response.body?.cancel().catch(() => undefined);
      throw new DownloadError(`the server answered HTTP ${response.status}`, TRANSIENT_STATUSES.has(response.status));
    }
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location');
    if (!location) throw new DownloadError('redirect without a location', false);
    const next = checkDownloadUrl(location, verdict.url.href);
    if (!next.ok) throw new DownloadError(`refused redirect: ${next.reason}`, false);
    current = next.url.href;
  }
  throw new DownloadError('too many redirects', false);
}

function typeError(expect: ExpectedKind, type: SniffedType | null): DownloadError {
  return new DownloadError(`expected ${expect} content but the file is ${type ?? 'of an unknown type'}`, false);
}

export async function fetchToFile(options: FetchToFileOptions): Promise<SavedFile> {
  const response = await openResponse(options);
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new DownloadError(`the file is larger than the ${options.maxBytes} byte cap`, false);
  }
  const partial = `${options.base}.partial`;
  const handle = await open(partial, 'w');
  const keepWhole = TEXT_KINDS.has(options.expect);
  const kept: Uint8Array[] = [];
  let head = new Uint8Array(0);
  let bytes = 0;
  let type: SniffedType | null = null;
  try {
    try {
      for await (const chunk of (response.body ?? []) as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        if (bytes > options.maxBytes) throw new DownloadError(`the file is larger than the ${options.maxBytes} byte cap`, false);
        if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (keepWhole) kept.push(chunk);
        else if (type === null && head.length >= SNIFF_BYTES) {
          type = sniffType(head);
          if (!type || !(ALLOWED_TYPES[options.expect] as readonly string[]).includes(type)) throw typeError(options.expect, type);
        }
        await handle.write(chunk);
        options.onBytes?.(bytes);
      }
    } catch (error) {
      if (error instanceof DownloadError || options.signal?.aborted) throw error;
      throw new DownloadError('the download was interrupted', true);
    }
    type ??= sniffType(head, keepWhole ? Buffer.concat(kept) : undefined);
    if (!type || !(ALLOWED_TYPES[options.expect] as readonly string[]).includes(type)) throw typeError(options.expect, type);
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  const path = `${options.base}.${EXTENSIONS[type]}`;
  await rename(partial, path);
  await syncDirectory(dirname(path));
  return { path, type, bytes };
}

/** Writes in-memory content (inline JSON/text members) with the same temp + fsync + rename. */
export async function writeFileAtomically(base: string, extension: string, content: string): Promise<{ path: string; bytes: number }> {
  const partial = `${base}.partial`;
  const path = `${base}.${extension}`;
  const data = Buffer.from(content, 'utf8');
  const handle = await open(partial, 'w');
  try {
    await handle.write(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, path);
  await syncDirectory(dirname(path));
  return { path, bytes: data.length };
}

/** The rename itself is durable only once the directory entry is synced. */
async function syncDirectory(directory: string): Promise<void> {
  try {
    const handle = await open(directory, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some filesystems refuse fsync on directories; the file data itself is already synced.
  }
}

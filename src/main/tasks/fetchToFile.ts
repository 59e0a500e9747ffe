/**
 * Streams one URL into a file safely: every hop (the first URL and each redirect, followed
 * by hand) passes the URL and address rules of urlSafety.ts; the size is capped while
 * streaming, per file and per task (a shared ByteBudget); the type is decided by magic
 * bytes; bytes go to `<base>.partial`, are fsynced, then renamed to `<base>.<ext>` so a
 * crash never leaves a half file under a final name.
 */
import { open, rename, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import {
  ALLOWED_TYPES,
  EXTENSIONS,
  sniffType,
  SNIFF_BYTES,
  type ExpectedKind,
  type SniffedType,
} from '../outputs/magicBytes';
import { ProxyError } from '../network/proxyErrors';
import { isDiskFull } from './diskSpace';
import {
  AddressRefusedError,
  checkAddress,
  checkDownloadUrl,
  checkedLookup,
  checkNameNow,
  checkRedirect,
  literalAddress,
  systemLookup,
  type LookupPort,
  type UrlVerdict,
} from './urlSafety';
import { t } from '../../shared/i18n/activeLanguage';
import { formatFileSize } from '../../shared/format/number';

export class DownloadError extends Error {
  readonly transient: boolean;
  constructor(message: string, transient: boolean) {
    super(message);
    this.name = 'DownloadError';
    this.transient = transient;
  }
}

/** The bytes all files of one task may take together; a failed file gives its bytes back. */
export interface ByteBudget {
  readonly limit: number;
  used: number;
}

export interface FetchToFileOptions {
  /** Carries requests to literal addresses (checked first, nothing to resolve) and every request through a proxy. */
  fetch: typeof fetch;
  /** The proxy a URL goes through (main/network's NetworkSetup), or null for direct; none = always direct. */
  proxyFor?: (url: URL) => Promise<string | null>;
  url: string;
  /** Absolute path without extension, built from our own ids. */
  base: string;
  expect: ExpectedKind;
  maxBytes: number;
  budget?: ByteBudget;
  /** Resolves host names, at connection time; default dns.lookup. */
  lookup?: LookupPort;
  /** The profile's base URL is on the local network, so private and link-local addresses may be reached. */
  allowLocalNetwork?: boolean;
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
const NULL_BODY_STATUSES = new Set([204, 205, 304]);
/** A server silent this long (connecting or mid-body) is given up on; the retry may fare better. */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * GET of a URL whose host is a name, through node:http(s): their `lookup` option lets the
 * address rule see the very address the socket then connects to, which fetch cannot offer.
 */
function requestByName(
  url: URL,
  lookup: LookupFunction,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      { lookup, agent: false, timeout: IDLE_TIMEOUT_MS, ...(signal ? { signal } : {}) },
      (incoming) => {
        try {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers))
            for (const item of [value ?? []].flat()) headers.append(name, item);
          const status = incoming.statusCode ?? 0;
          const empty = NULL_BODY_STATUSES.has(status);
          if (empty) incoming.resume();
          // Node's web stream and the global one are the same class at run time.
          resolve(
            new Response(
              empty ? null : (Readable.toWeb(incoming) as unknown as ReadableStream<Uint8Array>),
              { status, headers },
            ),
          );
        } catch (error) {
          incoming.destroy();
          reject(error);
        }
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('the server stopped answering')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * One hop: a literal address is checked, then fetched; a name is checked inside its own
 * connection, or, through a proxy, resolved and checked just before (urlSafety.ts says why).
 */
async function sendHop(
  options: FetchToFileOptions,
  url: URL,
  refused: (reason: string) => string,
): Promise<Response> {
  const policy = { allowLocalNetwork: options.allowLocalNetwork ?? false };
  const literal = literalAddress(url.hostname);
  const reason = literal === null ? null : checkAddress(literal, url.protocol, policy);
  if (reason) throw new DownloadError(refused(reason), false);
  try {
    const proxy = options.proxyFor ? await options.proxyFor(url) : null;
    if (literal === null && proxy !== null)
      await checkNameNow(options.lookup ?? systemLookup, url.hostname, url.protocol, policy);
    if (literal !== null || proxy !== null)
      return await options.fetch(url, {
        redirect: 'manual',
        ...(options.signal ? { signal: options.signal } : {}),
      });
    return await requestByName(
      url,
      checkedLookup(options.lookup ?? systemLookup, url.protocol, policy),
      options.signal,
    );
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (error instanceof AddressRefusedError)
      throw new DownloadError(refused(error.message), false);
    if (error instanceof ProxyError) throw new DownloadError(error.message, error.transient);
    throw new DownloadError(t('mainWords.downloads.couldNotConnect'), true);
  }
}

async function openResponse(options: FetchToFileOptions): Promise<Response> {
  let verdict: UrlVerdict = checkDownloadUrl(options.url);
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop += 1) {
    const refused = (reason: string): string =>
      t('mainWords.downloads.refused', { hop: hop === 0 ? 'first' : 'redirect', reason });
    if (!verdict.ok) throw new DownloadError(refused(verdict.reason), false);
    const response = await sendHop(options, verdict.url, refused);
    if (!REDIRECTS.has(response.status)) {
      if (response.ok) return response;
      await response.body?.cancel().catch(() => undefined);
      throw new DownloadError(
        t('mainWords.preflight.httpStatus', { status: response.status }),
        TRANSIENT_STATUSES.has(response.status),
      );
    }
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location');
    if (!location) throw new DownloadError(t('mainWords.downloads.noLocation'), false);
    verdict = checkRedirect(verdict.url, location);
  }
  throw new DownloadError(t('mainWords.preflight.tooManyRedirects'), false);
}

function typeError(expect: ExpectedKind, type: SniffedType | null): DownloadError {
  return new DownloadError(
    // A format as people write it (PNG, MP3), text and unknown in words.
    t('mainWords.downloads.wrongType', {
      expect,
      type: type ?? 'unknown',
      format: (type ?? '').toUpperCase(),
    }),
    false,
  );
}

/** The cap passed by a file of `fileBytes` while the task's files hold `taskBytes`, or null. */
function capError(
  options: FetchToFileOptions,
  fileBytes: number,
  taskBytes: number,
): DownloadError | null {
  if (fileBytes > options.maxBytes)
    return new DownloadError(
      t('mainWords.downloads.fileCap', { max: formatFileSize(options.maxBytes) }),
      false,
    );
  if (options.budget && taskBytes > options.budget.limit)
    return new DownloadError(
      t('mainWords.downloads.taskCap', { max: formatFileSize(options.budget.limit) }),
      false,
    );
  return null;
}

export async function fetchToFile(options: FetchToFileOptions): Promise<SavedFile> {
  const { budget } = options;
  const response = await openResponse(options);
  const declared = Number(response.headers.get('content-length') ?? NaN);
  const tooBig = Number.isFinite(declared)
    ? capError(options, declared, (budget?.used ?? 0) + declared)
    : null;
  if (tooBig) {
    await response.body?.cancel().catch(() => undefined);
    throw tooBig;
  }
  const partial = `${options.base}.partial`;
  const handle = await open(partial, 'w');
  const keepWhole = TEXT_KINDS.has(options.expect);
  const kept: Uint8Array[] = [];
  let head = new Uint8Array(0);
  /** This file's bytes so far, also counted in the task's budget until the file fails. */
  let bytes = 0;
  let type: SniffedType | null = null;
  try {
    try {
      for await (const chunk of (response.body ?? []) as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        if (budget) budget.used += chunk.length;
        const over = capError(options, bytes, budget?.used ?? 0);
        if (over) throw over;
        if (head.length < SNIFF_BYTES)
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (keepWhole) kept.push(chunk);
        else if (type === null && head.length >= SNIFF_BYTES) {
          type = sniffType(head);
          if (!type || !(ALLOWED_TYPES[options.expect] as readonly string[]).includes(type))
            throw typeError(options.expect, type);
        }
        await handle.write(chunk);
        options.onBytes?.(bytes);
      }
    } catch (error) {
      // A full disk is not the network's doing: no quick retry, the caller waits for room (diskSpace.ts).
      if (error instanceof DownloadError || options.signal?.aborted || isDiskFull(error))
        throw error;
      throw new DownloadError(t('mainWords.downloads.interrupted'), true);
    }
    type ??= sniffType(head, keepWhole ? Buffer.concat(kept) : undefined);
    if (!type || !(ALLOWED_TYPES[options.expect] as readonly string[]).includes(type))
      throw typeError(options.expect, type);
    await handle.sync();
  } catch (error) {
    if (budget) budget.used -= bytes;
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
export async function writeFileAtomically(
  base: string,
  extension: string,
  content: string,
): Promise<{ path: string; bytes: number }> {
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

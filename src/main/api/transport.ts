/**
 * One HTTP exchange with the service, with a deadline and an abort signal: through the network
 * setup's request (undici's request API, the app's path) or a fetch (tests inject one), the
 * body read in full up to a ceiling either way (readCapped.ts: a larger answer is refused,
 * never buffered). Network failures are sorted into "nothing was sent" (refused, DNS, TLS:
 * safe to call a clear failure) and "may have been sent" (reset, closed mid-response), which a
 * paid submit must treat as in doubt.
 */
import { t } from '../../shared/i18n/activeLanguage';
import type { TimerClock } from './clock';
import type { StreamedRequest } from '../network/networkSetup';
import { ProxyError } from '../network/proxyErrors';
import { AbortedError, ApiError, ConnectionError, TimeoutError } from './errors';
import { readCapped, readCappedStream } from './readCapped';

/** The headers of an answer, read by name (a fetch Headers is one). */
export interface HeaderReader {
  get(name: string): string | null;
}

export interface RawResponse {
  status: number;
  headers: HeaderReader;
  text: string;
}

export interface SendOptions {
  fetch: typeof fetch;
  /** The network setup's request (the app's path); without it, `fetch` (tests inject one). */
  request?: StreamedRequest | undefined;
  clock: TimerClock;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** The body's ceiling in bytes (readCapped.ts's MAX_RESPONSE_BYTES by default). */
  maxBodyBytes?: number;
}

/** Error codes meaning the request never left this machine (or never reached a server). */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

function errorCodes(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null || depth > 4) return [];
  const record = error as { code?: unknown; cause?: unknown; errors?: unknown };
  const own = typeof record.code === 'string' ? [record.code] : [];
  const nested = Array.isArray(record.errors)
    ? record.errors.flatMap((item) => errorCodes(item, depth + 1))
    : [];
  return [...own, ...nested, ...errorCodes(record.cause, depth + 1)];
}

export function classifyNetworkError(error: unknown, host: string): ConnectionError {
  // The proxy failed before the tunnel opened (proxyErrors.ts): nothing reached the service.
  if (error instanceof ProxyError)
    return new ConnectionError(error.message, { sent: false, code: error.code });
  const codes = errorCodes(error);
  const notSent = codes.length > 0 && codes.every((code) => NOT_SENT_CODES.has(code));
  const code = codes[0] ?? null;
  const words = { host, code: code ?? 'none' };
  return notSent
    ? new ConnectionError(t('mainWords.api.connectFailed', words), { sent: false, code })
    : new ConnectionError(t('mainWords.api.cutOff', words), {
        sent: true,
        code,
      });
}

async function sendWithFetch(options: SendOptions, signal: AbortSignal): Promise<RawResponse> {
  const init: RequestInit = {
    method: options.method,
    headers: options.headers,
    signal,
    redirect: 'manual',
  };
  if (options.body !== undefined) init.body = options.body;
  const response = await options.fetch(options.url, init);
  const text = await readCapped(response, options.maxBodyBytes);
  return { status: response.status, headers: response.headers, text };
}

async function sendWithRequest(
  request: StreamedRequest,
  url: URL,
  options: SendOptions,
  signal: AbortSignal,
): Promise<RawResponse> {
  const answer = await request(url, {
    method: options.method,
    headers: options.headers,
    ...(options.body !== undefined ? { body: options.body } : {}),
    signal,
  });
  const header = (name: string): string | undefined => {
    const value = answer.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const text = await readCappedStream(
    answer.statusCode,
    header('content-length'),
    answer.body,
    options.maxBodyBytes,
  );
  return { status: answer.statusCode, headers: { get: (name) => header(name) ?? null }, text };
}

export async function send(options: SendOptions): Promise<RawResponse> {
  if (options.signal?.aborted) throw new AbortedError();
  const controller = new AbortController();
  let timedOut = false;
  const timer = options.clock.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const url = new URL(options.url);
  const host = url.host;
  try {
    return options.request
      ? await sendWithRequest(options.request, url, options, controller.signal)
      : await sendWithFetch(options, controller.signal);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new TimeoutError(options.timeoutMs);
    if (options.signal?.aborted) throw new AbortedError();
    throw classifyNetworkError(error, host);
  } finally {
    options.clock.clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

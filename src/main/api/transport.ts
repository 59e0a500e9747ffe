/**
 * One HTTP exchange with the service: fetch with a deadline and an abort signal, body read
 * in full up to a ceiling (readCapped.ts: a larger answer is refused, never buffered). Network failures are sorted into "nothing was sent" (refused, DNS, TLS: safe to
 * call a clear failure) and "may have been sent" (reset, closed mid-response), which a
 * paid submit must treat as in doubt.
 */
import { t } from '../../shared/i18n/activeLanguage';
import type { TimerClock } from './clock';
import { ProxyError } from '../network/proxyErrors';
import { AbortedError, ApiError, ConnectionError, TimeoutError } from './errors';
import { readCapped } from './readCapped';

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

export interface SendOptions {
  fetch: typeof fetch;
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
  const host = new URL(options.url).host;
  try {
    const init: RequestInit = {
      method: options.method,
      headers: options.headers,
      signal: controller.signal,
      redirect: 'manual',
    };
    if (options.body !== undefined) init.body = options.body;
    const response = await options.fetch(options.url, init);
    const text = await readCapped(response, options.maxBodyBytes);
    return { status: response.status, headers: response.headers, text };
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

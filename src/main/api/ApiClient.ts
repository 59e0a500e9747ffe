/**
 * The HTTP client for the service: typed methods for submit (per model or music action),
 * status, balance and catalog.
 *
 * Retry rules:
 * - Reads are retried (see retryPolicy.ts) with explicit timeouts and an abort signal.
 * - A submit is NEVER retried once it may have reached the service: a timeout, a reset,
 *   a 5xx (other than a 503 error envelope) or an unreadable success body is `in_doubt`.
 * - A clear rejection (any 4xx, or a 503 with the service's error envelope) is `rejected`.
 *   When it is a 429/503 carrying `retry_after`, the submit may be tried again, but only if
 *   the total wait stays within `submitRetry.maxWaitMs` (default 0: never; the UI shows the
 *   countdown and the user decides).
 * - Refused connections and DNS failures before anything was sent are `rejected` with a
 *   ConnectionError: nothing reached the service.
 * The API key is fetched per request, sent only in the Authorization header, and scrubbed
 * from every service-provided text that ends up in an error.
 */
import { t } from '../../shared/i18n/activeLanguage';
import type { Target } from '../../shared/ipc/targets';
import {
  balanceEnvelopeSchema,
  catalogEnvelopeSchema,
  statusEnvelopeSchema,
  submitEnvelopeSchema,
  type Catalog,
  type StatusResult,
  type SubmitResult,
} from '../../shared/service';
import { checkBaseUrl } from './baseUrl';
import { sleep, systemTimerClock, type TimerClock } from './clock';
import {
  ApiError,
  AuthenticationError,
  ConnectionError,
  RateLimitError,
  ServerError,
  UnavailableError,
} from './errors';
import { errorFromResponse, hasErrorEnvelope, parseSuccess, type Redact } from './responses';
import { DEFAULT_READ_RETRY, retryDelayMs, type RetryOptions } from './retryPolicy';
import type { StreamedRequest } from '../network/networkSetup';
import { send, type RawResponse } from './transport';

export type SubmitOutcome =
  | { kind: 'accepted'; result: SubmitResult; requestId: string | null }
  | { kind: 'rejected'; error: ApiError }
  | { kind: 'in_doubt'; error: ApiError };

export interface ReadOptions {
  signal?: AbortSignal;
  /**
   * False: one try, errors straight to the caller. The task scheduler polls this way: it has
   * its own backoff, and a retry_after must pause all polling, not one hidden retry loop.
   */
  retry?: boolean;
}

export interface RetryEvent {
  operation: 'status' | 'balance' | 'catalog' | 'submit';
  /** The try that just failed (1-based). */
  attempt: number;
  delayMs: number;
  error: ApiError;
}

export interface ApiClientOptions {
  baseUrl: string;
  getApiKey: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** The network setup's request (main/network): used instead of `fetch` when given. */
  request?: StreamedRequest;
  clock?: TimerClock;
  timeouts?: { readMs?: number; submitMs?: number };
  retry?: Partial<RetryOptions>;
  /** Bound on waiting out a 429/503 `retry_after` before resubmitting a rejected submit. Default 0. */
  submitRetry?: { maxWaitMs: number };
  random?: () => number;
  onRetry?: (event: RetryEvent) => void;
}

export interface ApiClient {
  readonly baseUrl: string;
  submit(target: Target, body: Record<string, unknown>): Promise<SubmitOutcome>;
  status(taskId: string, options?: ReadOptions): Promise<StatusResult>;
  /** The credit balance of the key. */
  balance(options?: ReadOptions): Promise<number>;
  /** `GET /pricing`, unauthenticated. */
  catalog(options?: ReadOptions): Promise<Catalog>;
}

export const DEFAULT_TIMEOUTS = { readMs: 15_000, submitMs: 60_000 };

export function submitPath(target: Target): string {
  return 'model' in target
    ? `/api/v1/task/submit/${encodeURIComponent(target.model)}`
    : `/api/v1/music/${encodeURIComponent(target.action)}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = checkBaseUrl(options.baseUrl);
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const clock = options.clock ?? systemTimerClock;
  const random = options.random ?? Math.random;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const retry: RetryOptions = { ...DEFAULT_READ_RETRY, ...options.retry };
  const submitMaxWaitMs = options.submitRetry?.maxWaitMs ?? 0;

  async function authorization(): Promise<{ key: string; redact: Redact }> {
    const key = await options.getApiKey();
    if (!key)
      throw new AuthenticationError(t('mainWords.api.noKey'), {
        code: 'missing_api_key',
        param: 'apiKey',
      });
    const redact: Redact = (text) => (key.length >= 4 ? text.split(key).join('[redacted]') : text);
    return { key, redact };
  }

  function exchange(
    path: string,
    init: {
      method: 'GET' | 'POST';
      key: string | null;
      body?: unknown;
      timeoutMs: number;
      signal?: AbortSignal | undefined;
    },
  ): Promise<RawResponse> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.key !== null) headers['authorization'] = `Bearer ${init.key}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    return send({
      fetch: fetchImpl,
      request: options.request,
      clock,
      url: `${baseUrl}${path}`,
      method: init.method,
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      timeoutMs: init.timeoutMs,
      signal: init.signal,
    });
  }

  async function read<T>(
    operation: RetryEvent['operation'],
    once: () => Promise<T>,
    readOptions: ReadOptions,
  ): Promise<T> {
    const signal = readOptions.signal;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await once();
      } catch (error) {
        if (readOptions.retry === false) throw error;
        const delayMs = retryDelayMs(attempt, error, retry, random);
        if (delayMs === null || !(error instanceof ApiError)) throw error;
        options.onRetry?.({ operation, attempt, delayMs, error });
        await sleep(clock, delayMs, signal);
      }
    }
  }

  async function readOnce<T>(
    path: string,
    init: {
      method: 'GET' | 'POST';
      auth: boolean;
      body?: unknown;
      signal?: AbortSignal | undefined;
    },
    schema: Parameters<typeof parseSuccess>[1],
  ): Promise<T> {
    const auth = init.auth ? await authorization() : { key: null, redact: (text: string) => text };
    const raw = await exchange(path, { ...init, key: auth.key, timeoutMs: timeouts.readMs });
    if (raw.status < 200 || raw.status >= 300)
      throw errorFromResponse(raw, auth.redact, clock.now());
    const parsed = parseSuccess(raw, schema);
    if (!parsed.ok)
      throw new ApiError(t('mainWords.api.unreadable'), {
        status: raw.status,
        code: 'invalid_response',
        requestId: parsed.requestId,
      });
    return parsed.data as T;
  }

  async function submitOnce(target: Target, body: Record<string, unknown>): Promise<SubmitOutcome> {
    let auth: { key: string; redact: Redact };
    try {
      auth = await authorization();
    } catch (error) {
      return {
        kind: 'rejected',
        error:
          error instanceof ApiError
            ? error
            : new AuthenticationError(t('mainWords.api.noKeyAvailable')),
      };
    }
    let raw: RawResponse;
    try {
      raw = await exchange(submitPath(target), {
        method: 'POST',
        key: auth.key,
        body,
        timeoutMs: timeouts.submitMs,
      });
    } catch (error) {
      const apiError =
        error instanceof ApiError
          ? error
          : new ConnectionError(t('mainWords.api.failed'), { sent: true });
      const nothingSent = apiError instanceof ConnectionError && !apiError.sent;
      return { kind: nothingSent ? 'rejected' : 'in_doubt', error: apiError };
    }
    if (raw.status >= 200 && raw.status < 300) {
      const parsed = parseSuccess(raw, submitEnvelopeSchema);
      if (parsed.ok) return { kind: 'accepted', result: parsed.data, requestId: parsed.requestId };
      return {
        kind: 'in_doubt',
        error: new ServerError(t('mainWords.api.submitUnreadable'), {
          status: raw.status,
          code: 'invalid_response',
          requestId: parsed.requestId,
        }),
      };
    }
    const error = errorFromResponse(raw, auth.redact, clock.now());
    const clear =
      (raw.status >= 400 && raw.status < 500) || (raw.status === 503 && hasErrorEnvelope(raw));
    return { kind: clear ? 'rejected' : 'in_doubt', error };
  }

  return {
    baseUrl,
    async submit(target, body) {
      let waitedMs = 0;
      for (let attempt = 1; ; attempt += 1) {
        const outcome = await submitOnce(target, body);
        if (outcome.kind !== 'rejected') return outcome;
        const { error } = outcome;
        const waitable =
          (error instanceof RateLimitError || error instanceof UnavailableError) &&
          error.retryAfter !== null;
        const delayMs = waitable ? (error.retryAfter ?? 0) * 1000 : Infinity;
        if (waitedMs + delayMs > submitMaxWaitMs) return outcome;
        options.onRetry?.({ operation: 'submit', attempt, delayMs, error });
        await sleep(clock, delayMs);
        waitedMs += delayMs;
      }
    },
    status(taskId, readOptions = {}) {
      const signal = readOptions.signal;
      return read<StatusResult>(
        'status',
        () =>
          readOnce(
            '/api/v1/task/status',
            { method: 'POST', auth: true, body: { task_id: taskId }, signal },
            statusEnvelopeSchema,
          ),
        readOptions,
      );
    },
    async balance(readOptions = {}) {
      const signal = readOptions.signal;
      const data = await read<{ balance: number }>(
        'balance',
        () =>
          readOnce(
            '/api/v1/credits/balance',
            { method: 'GET', auth: true, signal },
            balanceEnvelopeSchema,
          ),
        readOptions,
      );
      return data.balance;
    },
    catalog(readOptions = {}) {
      const signal = readOptions.signal;
      return read<Catalog>(
        'catalog',
        () => readOnce('/pricing', { method: 'GET', auth: false, signal }, catalogEnvelopeSchema),
        readOptions,
      );
    },
  };
}

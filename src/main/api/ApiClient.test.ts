import { describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import { createApiClient, submitPath } from './ApiClient';
import { checkBaseUrl } from './baseUrl';
import type { TimerClock } from './clock';
import { AbortedError, ApiError, AuthenticationError, RateLimitError, ServerError } from './errors';
import { retryDelayMs, DEFAULT_READ_RETRY } from './retryPolicy';
import { classifyNetworkError } from './transport';

const KEY = 'sk-live-secret-abcdef123456';

/** Timers that fire at once but record what was asked, so retry waits cost no real time. */
function instantClock(): TimerClock & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    now: () => 0,
    setTimeout: (callback, milliseconds) => {
      // Request deadlines are long; only record short sleeps (retry waits) and fire them now.
      if (milliseconds >= 10_000) return setTimeout(callback, milliseconds);
      waits.push(milliseconds);
      queueMicrotask(callback);
      return 0;
    },
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function scripted(
  responses: (() => Response | Promise<Response>)[],
): typeof fetch & { calls: RequestInit[] } {
  const calls: RequestInit[] = [];
  const fake = (async (_url: string, init: RequestInit) => {
    calls.push(init);
    const next = responses.shift();
    if (!next) throw new Error('no more scripted responses');
    return next();
  }) as unknown as typeof fetch & { calls: RequestInit[] };
  fake.calls = calls;
  return fake;
}

const rateLimited = (retryAfter: number) => () =>
  json(429, {
    error: { message: 'slow down', type: 'rate_limit_error', code: 'rate_limited' },
    request_id: 'r1',
    retry_after: retryAfter,
  });

describe('createApiClient', () => {
  it('waits at least retry_after seconds between read retries', async () => {
    const clock = instantClock();
    const fetch = scripted([rateLimited(3), () => json(200, { code: 0, data: { balance: 42 } })]);
    const api = createApiClient({
      baseUrl: 'https://api.example.com/',
      getApiKey: async () => KEY,
      fetch,
      clock,
      random: () => 0,
    });
    expect(await api.balance()).toBe(42);
    expect(clock.waits).toEqual([3000]);
    expect(fetch.calls[0]?.headers).toMatchObject({ authorization: `Bearer ${KEY}` });
  });

  it('gives up a read when retry_after exceeds the bound, so the caller can pause', async () => {
    const fetch = scripted([rateLimited(120)]);
    const api = createApiClient({
      baseUrl: 'https://api.example.com',
      getApiKey: async () => KEY,
      fetch,
      clock: instantClock(),
    });
    const error = await api.balance().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBe(120);
  });

  it('stops after maxAttempts on repeated 5xx', async () => {
    const failing = () => json(502, 'bad gateway');
    const fetch = scripted([failing, failing, failing]);
    const api = createApiClient({
      baseUrl: 'https://api.example.com',
      getApiKey: async () => KEY,
      fetch,
      clock: instantClock(),
      retry: { maxAttempts: 3 },
    });
    await expect(api.catalog()).rejects.toBeInstanceOf(ServerError);
    expect(fetch.calls).toHaveLength(3);
    expect(fetch.calls[0]?.headers).not.toHaveProperty('authorization');
  });

  it('tries a read once when asked not to retry (the scheduler polls this way)', async () => {
    const fetch = scripted([
      () =>
        json(503, {
          error: { message: 'busy', type: 'x', param: '', code: 'model_unavailable' },
          retry_after: 2,
        }),
    ]);
    const api = createApiClient({
      baseUrl: 'https://api.example.com',
      getApiKey: async () => KEY,
      fetch,
      clock: instantClock(),
    });
    const error = await api.status('t-1', { retry: false }).catch((caught: unknown) => caught);
    expect((error as { retryAfter?: number }).retryAfter).toBe(2);
    expect(fetch.calls).toHaveLength(1);
  });

  it('treats an unreadable 200 on submit as in doubt, and 4xx as rejected, without retrying', async () => {
    const fetch = scripted([
      () => json(200, '<html>proxy</html>'),
      () => json(402, { error: { message: 'no credits' } }),
    ]);
    const api = createApiClient({
      baseUrl: 'https://api.example.com',
      getApiKey: async () => KEY,
      fetch,
      clock: instantClock(),
      submitRetry: { maxWaitMs: 60_000 },
    });
    expect((await api.submit({ model: 'image-a' }, { prompt: 'x' })).kind).toBe('in_doubt');
    const rejected = await api.submit({ action: 'generate' }, { prompt: 'x' });
    expect(rejected.kind).toBe('rejected');
    expect(fetch.calls).toHaveLength(2);
  });

  it('rejects a submit without a key and sends nothing', async () => {
    const fetch = scripted([]);
    const api = createApiClient({
      baseUrl: 'https://api.example.com',
      getApiKey: async () => null,
      fetch,
    });
    const outcome = await api.submit({ model: 'image-a' }, {});
    expect(outcome.kind === 'rejected' && outcome.error).toBeInstanceOf(AuthenticationError);
    expect(fetch.calls).toHaveLength(0);
  });

  it('scrubs a key the service echoes back from every error field', async () => {
    const fetch = scripted([
      () =>
        json(401, { error: { message: `bad key ${KEY}`, param: KEY, code: 'invalid_api_key' } }),
    ]);
    const api = createApiClient({
      baseUrl: 'https://api.example.com',
      getApiKey: async () => KEY,
      fetch,
    });
    const error = (await api.balance().catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(JSON.stringify(error) + error.message + String(error.stack)).not.toContain(KEY);
    expect(error.message).toContain('[redacted]');
  });

  it('honours an abort signal during a retry wait', async () => {
    const controller = new AbortController();
    const fetch = scripted([
      () => {
        controller.abort();
        return json(500, {});
      },
    ]);
    const api = createApiClient({
      baseUrl: 'https://api.example.com',
      getApiKey: async () => KEY,
      fetch,
    });
    await expect(api.status('t', { signal: controller.signal })).rejects.toBeInstanceOf(
      AbortedError,
    );
  });

  it('builds paths for models and music actions', () => {
    expect(submitPath({ model: 'image-b-2.0' })).toBe('/api/v1/task/submit/image-b-2.0');
    expect(submitPath({ action: 'stems-all' })).toBe('/api/v1/music/stems-all');
  });
});

describe('checkBaseUrl', () => {
  it('allows https anywhere and http only on loopback', () => {
    expect(checkBaseUrl('https://api.example.com/')).toBe('https://api.example.com');
    expect(checkBaseUrl('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
    expect(checkBaseUrl('http://[::1]:4000')).toBe('http://[::1]:4000');
    expect(checkBaseUrl('http://localhost:4000')).toBe('http://localhost:4000');
    for (const bad of [
      'http://api.example.com',
      'ftp://x',
      'https://user:pw@x.com',
      'not a url',
      'http://127.0.0.1.evil.com',
    ]) {
      expect(() => checkBaseUrl(bad)).toThrow(AtelierError);
    }
  });
});

describe('retry policy and network errors', () => {
  it('caps the backoff and keeps jitter within half to full', () => {
    const error = new ServerError('x', { status: 500 });
    const options = { ...DEFAULT_READ_RETRY, maxAttempts: 20 };
    expect(retryDelayMs(1, error, options, () => 0)).toBe(options.baseMs / 2);
    expect(retryDelayMs(1, error, options, () => 1)).toBe(options.baseMs);
    expect(retryDelayMs(15, error, options, () => 1)).toBe(options.capMs);
    expect(retryDelayMs(20, error, options, () => 1)).toBeNull();
    expect(retryDelayMs(1, new ApiError('x', { status: 400 }), options, () => 1)).toBeNull();
  });

  it('tells refused connections (nothing sent) from resets (maybe sent)', () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    });
    const multi = new TypeError('fetch failed', {
      cause: new AggregateError([
        Object.assign(new Error(), { code: 'ECONNREFUSED' }),
        Object.assign(new Error(), { code: 'ENETUNREACH' }),
      ]),
    });
    const reset = new TypeError('fetch failed', {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });
    expect(classifyNetworkError(refused, 'h').sent).toBe(false);
    expect(classifyNetworkError(multi, 'h').sent).toBe(false);
    expect(classifyNetworkError(reset, 'h').sent).toBe(true);
    expect(classifyNetworkError(new Error('unknown'), 'h').sent).toBe(true);
  });
});

import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox';
import { createNetworkSetup } from '../network/networkSetup';
import { createApiClient, type ApiClientOptions } from './ApiClient';
import {
  ConnectionError,
  RateLimitError,
  ServerError,
  TimeoutError,
  UnavailableError,
  ValidationError,
} from './errors';
import { toAtelierError } from './toAtelierError';

let sandbox: Sandbox;
let counter = 0;
const freshKey = () => `sk-sandbox-apiclient-${process.pid}-${(counter += 1)}`;

// The app's transport (the network setup's request, services.ts) and fetch (tests inject one):
// every case runs through both.
const network = createNetworkSetup({ env: {} });
const transports: { name: string; options: Partial<ApiClientOptions> }[] = [
  { name: "the network setup's request", options: { request: network.request } },
  { name: 'fetch', options: {} },
];
let transport = transports[0]!;

function client(key: string, extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: sandbox.url,
    getApiKey: async () => key,
    retry: { baseMs: 5, capMs: 20 },
    ...transport.options,
    ...extra,
  });
}

function expectNoKey(value: unknown, key: string) {
  expect(String(value)).not.toContain(key);
  expect(JSON.stringify(value)).not.toContain(key);
  expect(inspect(value, { depth: 10 })).not.toContain(key);
  if (value instanceof Error) expect(value.stack ?? '').not.toContain(key);
}

beforeAll(async () => {
  sandbox = await createSandbox({ taskMs: 200 });
});
afterAll(() => Promise.all([sandbox.close(), network.close()]));
beforeEach(() => sandbox.setFaults(undefined));

describe.each(transports)('ApiClient against the sandbox, through $name', (each) => {
  beforeEach(() => {
    transport = each;
  });

  it('submits, reads status, balance and catalog', async () => {
    const key = freshKey();
    const api = client(key);
    const outcome = await api.submit({ model: 'image-a' }, { prompt: 'a lighthouse' });
    expect(outcome.kind).toBe('accepted');
    if (outcome.kind !== 'accepted') return;
    expect(outcome.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const status = await api.status(outcome.result.task_id);
    expect(status.task_id).toBe(outcome.result.task_id);
    expect(await api.balance()).toBe(10_000 - (outcome.result.credits_deducted ?? 0));
    const catalog = await api.catalog();
    expect(catalog.models.some((model) => model.model_key === 'tune')).toBe(true);
    const music = await api.submit({ action: 'generate' }, { prompt: 'a song' });
    expect(music.kind === 'accepted' && music.result.action).toBe('generate');
  });

  it('reports a validation rejection with the field', async () => {
    const key = freshKey();
    const outcome = await client(key).submit({ action: 'generate' }, { prompt: 'x', nonsense: 1 });
    expect(outcome.kind).toBe('rejected');
    if (outcome.kind !== 'rejected') return;
    expect(outcome.error).toBeInstanceOf(ValidationError);
    expect(toAtelierError(outcome.error)).toMatchObject({ code: 'invalid_input' });
  });

  it('never resubmits a dropped-after-accept submit: exactly one task, reported in doubt', async () => {
    const key = freshKey();
    sandbox.setFaults('drop-after-accept:once');
    const before = sandbox.balance(key);
    const outcome = await client(key, { submitRetry: { maxWaitMs: 10_000 } }).submit(
      { model: 'image-a' },
      { prompt: 'dropped' },
    );
    expect(outcome.kind).toBe('in_doubt');
    if (outcome.kind !== 'in_doubt') return;
    expect(outcome.error).toBeInstanceOf(ConnectionError);
    expect(toAtelierError(outcome.error, { inDoubt: true }).code).toBe('in_doubt');
    const stats = sandbox.stats().byKey[key];
    expect(stats?.submits).toBe(1);
    expect(stats?.accepted).toBe(1);
    expect(sandbox.balance(key)).toBeLessThan(before);
    expectNoKey(outcome.error, key);
  });

  it('treats a 500 on submit as in doubt and does not retry it', async () => {
    const key = freshKey();
    sandbox.setFaults('5xx:on=submit,once');
    const outcome = await client(key, { submitRetry: { maxWaitMs: 10_000 } }).submit(
      { model: 'image-a' },
      { prompt: 'five hundred' },
    );
    expect(outcome.kind).toBe('in_doubt');
    expect(outcome.kind === 'in_doubt' && outcome.error).toBeInstanceOf(ServerError);
    expect(sandbox.stats().requests).toBeGreaterThan(0);
    expect(sandbox.stats().byKey[key]?.submits ?? 0).toBe(0); // the 5xx fault fires before counting; one request only
  });

  it('rejects a 429 with retry_after and retries only within the allowed wait', async () => {
    const key = freshKey();
    sandbox.setFaults('rate-limit:once,retry_after=1');
    const rejected = await client(key).submit({ model: 'image-a' }, { prompt: 'limited' });
    expect(rejected.kind).toBe('rejected');
    if (rejected.kind !== 'rejected') return;
    expect(rejected.error).toBeInstanceOf(RateLimitError);
    expect(rejected.error.retryAfter).toBe(1);
    expect(toAtelierError(rejected.error)).toMatchObject({ code: 'rate_limited', retryAfter: 1 });

    sandbox.setFaults('rate-limit:once,retry_after=1');
    const waits: number[] = [];
    const retried = await client(key, {
      submitRetry: { maxWaitMs: 1_500 },
      onRetry: (event) => waits.push(event.delayMs),
    }).submit({ model: 'image-a' }, { prompt: 'limited twice' });
    expect(retried.kind).toBe('accepted');
    expect(waits).toEqual([1000]);
  });

  it('rejects a 503 model_unavailable clearly', async () => {
    const key = freshKey();
    sandbox.setFaults('unavailable:model=image-a');
    const outcome = await client(key).submit({ model: 'image-a' }, { prompt: 'x' });
    expect(outcome.kind).toBe('rejected');
    expect(outcome.kind === 'rejected' && outcome.error).toBeInstanceOf(UnavailableError);
  });

  it('retries reads after 5xx and 503', async () => {
    const key = freshKey();
    sandbox.setFaults('5xx:on=balance,times=2');
    const retries: number[] = [];
    expect(await client(key, { onRetry: (event) => retries.push(event.attempt) }).balance()).toBe(
      10_000,
    );
    expect(retries).toEqual([1, 2]);
    expect(sandbox.stats().byKey[key]?.balanceReads).toBe(1);

    const outcome = await client(key).submit({ model: 'image-a' }, { prompt: 'poll me' });
    if (outcome.kind !== 'accepted') throw new Error('submit failed');
    sandbox.setFaults('5xx:on=status,status=503,once');
    const failures: string[] = [];
    const status = await client(key, {
      onRetry: (event) => failures.push(event.error.name),
    }).status(outcome.result.task_id);
    expect(status.task_id).toBe(outcome.result.task_id);
    expect(failures).toEqual(['UnavailableError']);
  });

  it('times out reads and submits explicitly', async () => {
    const key = freshKey();
    sandbox.setFaults('latency:ms=400,on=all');
    const started = Date.now();
    await expect(
      client(key, {
        timeouts: { readMs: 100 },
        retry: { maxAttempts: 2, baseMs: 5, capMs: 5 },
      }).catalog(),
    ).rejects.toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(400);
    const outcome = await client(key, { timeouts: { submitMs: 100 } }).submit(
      { model: 'image-a' },
      { prompt: 'slow' },
    );
    expect(outcome.kind).toBe('in_doubt');
    expect(outcome.kind === 'in_doubt' && outcome.error).toBeInstanceOf(TimeoutError);
  });

  it('reports a refused connection before sending as rejected', async () => {
    const closed = await createSandbox();
    const url = closed.url;
    await closed.close();
    const key = freshKey();
    const api = createApiClient({
      baseUrl: url,
      getApiKey: async () => key,
      retry: { maxAttempts: 2, baseMs: 1, capMs: 1 },
      ...transport.options,
    });
    const outcome = await api.submit({ model: 'image-a' }, { prompt: 'nobody home' });
    expect(outcome.kind).toBe('rejected');
    expect(outcome.kind === 'rejected' && outcome.error).toBeInstanceOf(ConnectionError);
    expect(toAtelierError(outcome.kind === 'rejected' ? outcome.error : null).code).toBe(
      'connection',
    );
    const error = await api.balance().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionError);
    expectNoKey(error, key);
  });

  it('never leaks the key, even when it is rejected', async () => {
    const key = 'not-a-sandbox-key-0123456789';
    const error = await client(key)
      .balance()
      .catch((caught: unknown) => caught);
    expect(toAtelierError(error)).toMatchObject({ code: 'auth', field: 'apiKey' });
    expectNoKey(error, key);
    expectNoKey(toAtelierError(error), key);
  });
});

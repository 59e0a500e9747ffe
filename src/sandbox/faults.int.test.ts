// Injected faults seen from a client over real HTTP.
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './createSandbox';
import { freshKey, sandboxClient } from './sandboxTestClient';

let sandbox: Sandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

describe('faults over HTTP', () => {
  it('rate-limits every Nth submit with 429 and retry_after, without charging', async () => {
    sandbox = await createSandbox({ faults: 'rate-limit:every=2,retry_after=3', taskMs: 0 });
    const client = sandboxClient(sandbox.url, freshKey());
    expect((await client.submit('image-a', { prompt: 'one' })).status).toBe(200);
    const limited = await client.music('generate', { prompt: 'two' });
    expect(limited.status).toBe(429);
    expect(limited.json.retry_after).toBe(3);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(await client.balance()).toBe(10_000 - 24);
  });

  it('rate-limits status reads when the rule is scoped to them, leaving submits alone', async () => {
    sandbox = await createSandbox({
      faults: 'rate-limit:on=status,every=2,retry_after=5',
      taskMs: 0,
    });
    const client = sandboxClient(sandbox.url, freshKey());
    const submitted = await client.submit('image-a', { prompt: 'one' });
    expect(submitted.status).toBe(200);
    expect((await client.submit('image-a', { prompt: 'two' })).status).toBe(200);
    const taskId = submitted.json.data.task_id as string;
    expect((await client.status(taskId)).status).toBe(200);
    const limited = await client.status(taskId);
    expect(limited.status).toBe(429);
    expect(limited.json.retry_after).toBe(5);
    expect((await client.status(taskId)).status).toBe(200);
  });

  it('drops the connection after accepting and charging the submit', async () => {
    sandbox = await createSandbox({ faults: 'drop-after-accept:once', taskMs: 0 });
    const key = freshKey();
    await expect(
      fetch(`${sandbox.url}/api/v1/task/submit/image-a`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'lost reply' }),
      }),
    ).rejects.toThrow();
    const client = sandboxClient(sandbox.url, key);
    expect(await client.balance()).toBe(10_000 - 24);
    expect(sandbox.stats().byKey[key]).toMatchObject({ submits: 1, accepted: 1 });
    expect((await client.submit('image-a', { prompt: 'second' })).status).toBe(200);
  });

  it('answers 503 model_unavailable for the named model only', async () => {
    sandbox = await createSandbox({ faults: 'unavailable:model=tune' });
    const client = sandboxClient(sandbox.url, freshKey());
    const music = await client.music('generate', { prompt: 'x' });
    expect(music.status).toBe(503);
    expect(music.json.error.code).toBe('model_unavailable');
    expect((await client.submit('tune', { prompt: 'x' })).status).toBe(503);
    expect((await client.submit('image-a', { prompt: 'x' })).status).toBe(200);
  });

  it('injects 5xx and latency, and can change faults at run time', async () => {
    sandbox = await createSandbox({ faults: '5xx:on=balance,status=502' });
    const client = sandboxClient(sandbox.url, freshKey());
    const broken = await client.get('/api/v1/credits/balance');
    expect(broken.status).toBe(502);
    expect(broken.json.error.code).toBe('internal_error');
    sandbox.setFaults('latency:ms=150,on=balance');
    const started = Date.now();
    expect(await client.balance()).toBe(10_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    sandbox.setFaults(undefined);
    expect((await client.get('/api/v1/credits/balance')).status).toBe(200);
  });
});

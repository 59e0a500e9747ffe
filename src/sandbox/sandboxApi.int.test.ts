// The sandbox over real HTTP: envelopes, authentication, catalog and billing, lifecycle
// driven by a manual clock, [fail] refunds, [review], ownership and request counters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { createSandbox, type Sandbox } from './createSandbox';
import { freshKey, sandboxClient, UUID_PATTERN } from './sandboxTestClient';

const clock = createManualClock(Date.UTC(2026, 10, 22, 12));
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createSandbox({ clock, taskMs: 1_000, credits: 500 });
});
afterAll(async () => {
  await sandbox.close();
});

describe('envelopes and authentication', () => {
  it('serves the catalog without a key, in the success envelope', async () => {
    const response = await sandboxClient(sandbox.url, undefined).get('/pricing');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ code: 0, message: 'success' });
    expect(response.json.request_id).toMatch(UUID_PATTERN);
    const keys = response.json.data.models.map((model: { model_key: string }) => model.model_key);
    expect(keys).toEqual(expect.arrayContaining(['image-a', 'image-c-4', 'video-c', 'tune']));
  });

  it('rejects missing and foreign keys with a 401 error envelope', async () => {
    for (const key of [undefined, 'sk-live-123', 'Bearer']) {
      const response = await sandboxClient(sandbox.url, key).submit('image-a', { prompt: 'a cat' });
      expect(response.status).toBe(401);
      expect(response.json.error).toMatchObject({ type: 'authentication_error' });
      expect(typeof response.json.error.message).toBe('string');
      expect(typeof response.json.error.param).toBe('string');
      expect(response.json.request_id).toMatch(UUID_PATTERN);
    }
  });

  it('creates an account with the starting credits on first use', async () => {
    expect(await sandboxClient(sandbox.url, freshKey()).balance()).toBe(500);
  });

  it('answers unknown music actions with 404 music_action_not_found and unknown paths with 404', async () => {
    const client = sandboxClient(sandbox.url, freshKey());
    const unknownAction = await client.music('karaoke', { prompt: 'x' });
    expect(unknownAction.status).toBe(404);
    expect(unknownAction.json.error.code).toBe('music_action_not_found');
    const unknownModel = await client.submit('image-z', { prompt: 'x' });
    expect(unknownModel.status).toBe(404);
    expect((await client.get('/api/v2/nothing')).status).toBe(404);
  });

  it('answers invalid JSON with 400 and validation errors with 422 naming the field', async () => {
    const key = freshKey();
    const raw = await fetch(`${sandbox.url}/api/v1/task/submit/image-a`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body: '{oops',
    });
    expect(raw.status).toBe(400);
    const client = sandboxClient(sandbox.url, key);
    const invalid = await client.submit('image-b-2.0', { prompt: 'x'.repeat(801) });
    expect(invalid.status).toBe(422);
    expect(invalid.json.error).toMatchObject({ code: 'validation_failed', param: 'prompt' });
    const strict = await client.music('crop', {
      task_id: '123e4567-e89b-42d3-a456-426614174000',
      start_s: 0,
      end_s: 1,
      title: 'no',
    });
    expect(strict.status).toBe(422);
    expect(strict.json.error.param).toBe('title');
    expect(strict.json.error.message).toContain('crop');
    expect(await client.balance()).toBe(500);
  });
});

describe('billing', () => {
  it('charges the catalog price on acceptance and states it', async () => {
    const client = sandboxClient(sandbox.url, freshKey());
    const image = await client.submit('image-c-4', { prompt: 'three foxes', batch_size: 3 });
    expect(image.status).toBe(200);
    expect(image.json.data).toMatchObject({ model_key: 'image-c-4', credits_deducted: 90 });
    expect(image.json.data.task_id).toMatch(UUID_PATTERN);
    expect(typeof image.json.data.provider_task_id).toBe('string');
    expect(typeof image.json.data.provider_key).toBe('string');
    expect(image.json.data.action).toBeUndefined();
    const music = await client.music('generate', {
      prompt: 'a song',
      custom: true,
      max_mode: true,
    });
    expect(music.json.data).toMatchObject({ model_key: 'tune', action: 'generate' });
    const single = await client.music('generate', { prompt: 'a song' });
    expect(music.json.data.credits_deducted).toBe(2 * single.json.data.credits_deducted);
    expect(await client.balance()).toBe(
      500 - 90 - music.json.data.credits_deducted - single.json.data.credits_deducted,
    );
  });

  it('refuses with 402 when the balance is short and moves nothing', async () => {
    const key = freshKey();
    sandbox.setBalance(key, 20);
    const client = sandboxClient(sandbox.url, key);
    const response = await client.submit('image-a', { prompt: 'too expensive' });
    expect(response.status).toBe(402);
    expect(typeof response.json.error.code).toBe('string');
    expect(await client.balance()).toBe(20);
  });
});

describe('lifecycle', () => {
  it('walks PENDING, QUEUED, PROCESSING, SUCCEEDED as the clock moves', async () => {
    const client = sandboxClient(sandbox.url, freshKey());
    const { task_id: taskId } = (await client.submit('image-a', { prompt: 'a lighthouse' })).json
      .data;
    const seen: string[] = [];
    for (let step = 0; step < 25; step += 1) {
      const status = (await client.status(taskId)).json.data;
      if (seen.at(-1) !== status.status) seen.push(status.status);
      clock.advance(50);
    }
    expect(seen).toEqual(['PENDING', 'QUEUED', 'PROCESSING', 'SUCCEEDED']);
    const done = (await client.status(taskId)).json.data;
    expect(done).toMatchObject({ task_id: taskId, status: 'SUCCEEDED', credits_deducted: 24 });
    expect(done.result_urls).toHaveLength(1);
    expect(done.result_urls[0]).toMatch(new RegExp(`^${sandbox.url}/files/${taskId}-1\\.png$`));
  });

  it('passes through REVIEW_REQUIRED for [review]', async () => {
    const client = sandboxClient(sandbox.url, freshKey());
    const { task_id: taskId } = (
      await client.submit('image-a', { prompt: 'needs a look [review]' })
    ).json.data;
    const seen = new Set<string>();
    for (let step = 0; step < 25; step += 1) {
      seen.add((await client.status(taskId)).json.data.status);
      clock.advance(50);
    }
    expect([...seen]).toContain('REVIEW_REQUIRED');
    expect([...seen]).toContain('SUCCEEDED');
  });

  it('fails [fail] tasks after acceptance with an error text and refunds them', async () => {
    const client = sandboxClient(sandbox.url, freshKey());
    const accepted = await client.submit('video-a-v3', {
      prompt: 'a storm [fail]',
      type: 'text-to-video',
      duration: 4,
    });
    expect(accepted.status).toBe(200);
    const charged = accepted.json.data.credits_deducted;
    expect(charged).toBeGreaterThan(0);
    expect(await client.balance()).toBe(500 - charged);
    expect((await client.status(accepted.json.data.task_id)).json.data.status).not.toBe('FAILED');
    clock.advance(1_000);
    const failed = (await client.status(accepted.json.data.task_id)).json.data;
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toMatch(/fail/i);
    expect(failed.result_urls).toEqual([]);
    expect(await client.balance()).toBe(500);
  });

  it('refunds a failed task even when only the balance is read', async () => {
    const client = sandboxClient(sandbox.url, freshKey());
    await client.submit('image-a', { prompt: '[fail] quietly' });
    expect(await client.balance()).toBe(476);
    clock.advance(1_000);
    expect(await client.balance()).toBe(500);
  });
});

describe('ownership and counters', () => {
  it("hides other keys' tasks behind a 404 and counts requests per key", async () => {
    const owner = freshKey('owner');
    const other = freshKey('other');
    sandbox.resetStats();
    const { task_id: taskId } = (
      await sandboxClient(sandbox.url, owner).submit('image-a', { prompt: 'mine' })
    ).json.data;
    const foreign = await sandboxClient(sandbox.url, other).status(taskId);
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.code).toBe('task_not_found');
    const malformed = await sandboxClient(sandbox.url, other).post('/api/v1/task/status', {
      task_id: 'nope',
    });
    expect(malformed.status).toBe(422);
    const stats = sandbox.stats();
    expect(stats.byKey[owner]).toMatchObject({ submits: 1, accepted: 1, statusReads: 0 });
    expect(stats.byKey[other]).toMatchObject({ submits: 0, statusReads: 2 });
    sandbox.resetStats();
    expect(sandbox.stats()).toMatchObject({ requests: 0, submits: 0, statusReads: 0 });
  });
});

// createSandbox({ maxSeededS }) over real HTTP: the cap reaches the tasks' plans, so the
// durations the service reports (and what later tasks are checked against) are the short ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './createSandbox';
import { sandboxClient } from './sandboxTestClient';

const KEY = 'sk-sandbox-seeded-lengths-01';
let capped: Sandbox;
let faithful: Sandbox;

beforeAll(async () => {
  [capped, faithful] = await Promise.all([
    createSandbox({ taskMs: 0, maxSeededS: 12, renderInWorker: false }),
    createSandbox({ taskMs: 0, renderInWorker: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([capped.close(), faithful.close()]);
});

async function trackDurations(sandbox: Sandbox, body: Record<string, unknown>) {
  const client = sandboxClient(sandbox.url, KEY);
  const submitted = await client.music('generate', body);
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
  const taskId = submitted.json.data.task_id as string;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const status = await client.status(taskId);
    const tracks = status.json.data.result?.tracks as { duration: number }[] | undefined;
    if (tracks) return { client, taskId, durations: tracks.map((track) => track.duration) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`task ${taskId} did not finish`);
}

describe('the seeded-length cap of a sandbox', () => {
  it('caps what the service picks and keeps a requested duration', async () => {
    const seeded = await trackDurations(capped, { prompt: 'a calm song' });
    for (const duration of seeded.durations) expect(duration).toBeLessThanOrEqual(12);
    const asked = await trackDurations(capped, {
      prompt: 'a calm song',
      custom: true,
      duration: 45,
    });
    expect(asked.durations).toEqual([45, 45]);
  });

  it('is off by default', async () => {
    const seeded = await trackDurations(faithful, { prompt: 'a calm song' });
    for (const duration of seeded.durations) expect(duration).toBeGreaterThanOrEqual(60);
  });

  it('later tasks are checked against the capped length', async () => {
    const { client, taskId } = await trackDurations(capped, { prompt: 'a calm song' });
    const crop = await client.music('crop', {
      task_id: taskId,
      audio_index: 1,
      start_s: 1,
      end_s: 40,
    });
    expect(crop.status, JSON.stringify(crop.json)).toBe(422);
    expect(crop.json.error).toMatchObject({ code: 'validation_failed', param: 'end_s' });
  });
});

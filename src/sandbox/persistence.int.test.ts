// --data: accounts, balances, tasks (with their lineage and refunds) survive a restart.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { createSandbox } from './createSandbox';
import { freshKey, sandboxClient } from './sandboxTestClient';

const directory = mkdtempSync(join(tmpdir(), 'atelier-sandbox-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('persistence across restarts', () => {
  it('keeps accounts, balances, tasks and refunds', async () => {
    const clock = createManualClock(Date.UTC(2026, 10, 22, 12));
    const key = freshKey('persist');
    let sandbox = await createSandbox({
      clock,
      taskMs: 100,
      dataDirectory: directory,
      credits: 1_000,
    });
    let client = sandboxClient(sandbox.url, key);
    const song = (await client.music('generate', { prompt: 'kept', custom: true, duration: 40 }))
      .json.data;
    const failing = (await client.submit('image-a', { prompt: 'gone [fail]' })).json.data;
    clock.advance(100);
    const crop = (await client.music('crop', { task_id: song.task_id, start_s: 5, end_s: 25 })).json
      .data;
    const balanceBefore = await client.balance();
    expect(balanceBefore).toBe(1_000 - song.credits_deducted - crop.credits_deducted);
    const legacy = sandbox.seedLegacy(key);
    await sandbox.close();
    appendFileSync(join(directory, 'sandbox-journal.jsonl'), '{"type":"task","task":{"id":'); // a torn write

    sandbox = await createSandbox({ clock, taskMs: 100, dataDirectory: directory, credits: 1_000 });
    client = sandboxClient(sandbox.url, key);
    expect(await client.balance()).toBe(balanceBefore);
    clock.advance(100);
    const cropStatus = (await client.status(crop.task_id)).json.data;
    expect(cropStatus.status).toBe('SUCCEEDED');
    expect(cropStatus.result.tracks).toEqual([expect.objectContaining({ index: 1, duration: 20 })]);
    expect((await client.status(failing.task_id)).json.data.status).toBe('FAILED');
    expect((await client.status(legacy.generate)).json.data.result).toBeUndefined();
    const again = (await client.music('fade-in', { task_id: song.task_id, fade_duration: 3 })).json
      .data;
    expect(await client.balance()).toBe(balanceBefore - again.credits_deducted);
    await sandbox.close();

    sandbox = await createSandbox({ clock, taskMs: 100, dataDirectory: directory });
    expect(sandbox.balance(key)).toBe(balanceBefore - again.credits_deducted);
    await sandbox.close();
  });
});

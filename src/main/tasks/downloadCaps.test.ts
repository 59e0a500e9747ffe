// One task cannot make the downloader fetch without end: its files are counted and their
// bytes summed. The fake fetch answers from memory; nothing leaves this process.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDownloader, MAX_FILES_PER_TASK, MAX_TASK_BYTES } from './downloader';
import type { JournalEntry, LibraryPort, StatusData } from './ports';
import { systemTimerClock } from './ports';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);

const fetchPng = (async () => new Response(PNG, { status: 200 })) as typeof fetch;

const entry = (profileId = 'sandbox'): JournalEntry =>
  ({
    id: 'submission-1',
    taskId: 'task-1',
    profileId,
    kind: 'image',
    target: { model: 'image-c-4' },
    action: null,
    body: { prompt: 'foxes' },
    summary: 'foxes',
    sources: [],
  }) as unknown as JournalEntry;

function rig(options: { maxTaskBytes?: number; baseUrl?: string } = {}) {
  const saved: string[] = [];
  const failures: { key: string; message: string }[] = [];
  const library = {
    addAsset: (asset: { outputKey: string }) => {
      saved.push(asset.outputKey);
      return { asset: {}, created: true };
    },
    findByOutputKey: () => null,
    files: () => [],
    bySubmission: () => [],
  } as unknown as LibraryPort;
  const downloader = createDownloader({
    fetch: fetchPng,
    libraryFolder: mkdtempSync(join(tmpdir(), 'atelier-caps-')),
    library,
    journal: { recordDownloads: () => undefined, getByTaskId: () => null },
    clock: systemTimerClock,
    concurrency: 3,
    ...(options.maxTaskBytes !== undefined ? { maxTaskBytes: options.maxTaskBytes } : {}),
    ...(options.baseUrl !== undefined ? { baseUrlFor: () => options.baseUrl ?? null } : {}),
    lookup: async (hostname: string) => {
      throw new Error(`no DNS in this test (asked for ${hostname})`);
    },
    onFailure: (_submissionId, key, error) =>
      failures.push({ key, message: (error as Error).message }),
  });
  return { downloader, saved, failures };
}

const images = (count: number, origin = 'http://127.0.0.1:9'): StatusData => ({
  task_id: 'task-1',
  status: 'SUCCEEDED',
  result_urls: Array.from({ length: count }, (_, index) => `${origin}/image-${index}.png`),
});

describe('per-task caps', () => {
  it('are named and well above what one task may produce (15 images, 20 tracks, 3 download formats)', () => {
    expect(MAX_FILES_PER_TASK).toBeGreaterThanOrEqual(2 * (20 + 3 + 2));
    expect(MAX_TASK_BYTES).toBeGreaterThanOrEqual(4 * 1024 ** 3);
  });

  it('fetches at most MAX_FILES_PER_TASK files of one task and says once why the rest were not', async () => {
    const { downloader, saved, failures } = rig();
    const counts = await downloader.saveOutputs(entry(), images(MAX_FILES_PER_TASK + 6));
    // The counts are of media files; the status record is saved but not counted.
    expect(counts).toEqual({ done: MAX_FILES_PER_TASK, total: MAX_FILES_PER_TASK, failed: 0 });
    expect(saved).toContain('result');
    expect(failures).toEqual([
      {
        key: 'listed',
        message: `The service listed 70 result URLs (at most ${MAX_FILES_PER_TASK} are read); the rest were not downloaded.`,
      },
    ]);
  });

  it('stops when the files of one task together pass the byte cap', async () => {
    const { downloader, saved, failures } = rig({ maxTaskBytes: PNG.length * 4 });
    const counts = await downloader.saveOutputs(entry(), images(10));
    expect(counts).toEqual({ done: 4, total: 10, failed: 6 });
    expect(saved.filter((key) => key.startsWith('image-'))).toHaveLength(4);
    expect(failures).toHaveLength(6);
    for (const failure of failures)
      expect(failure.message).toBe(
        `the task's files together pass the ${PNG.length * 4} byte cap per task`,
      );
  });

  it('reaches private addresses only for a profile whose base URL is itself on the local network', async () => {
    const local = rig({ baseUrl: 'https://192.168.1.10:8443' });
    expect(
      await local.downloader.saveOutputs(entry(), images(2, 'https://10.0.0.7')),
    ).toMatchObject({ done: 2, failed: 0 });
    const remote = rig({ baseUrl: 'https://93.184.216.34' });
    expect(
      await remote.downloader.saveOutputs(entry(), images(2, 'https://10.0.0.7')),
    ).toMatchObject({ done: 0, failed: 2 });
    expect(remote.failures[0]?.message).toMatch(/refused URL: 10\.0\.0\.7 is a private address/);
  });
});

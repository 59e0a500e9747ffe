// Issue 23's figure for the queue: restoring a 1,000-job queue at start-up (reading and
// checking queue.json through conf, as the web preview and tests open it; electron-store in the
// app is conf underneath) until the first `queue.list` answer, under 200 ms. Each run opens the
// file afresh, as a start-up does. Run standalone: `npx tsx bench/queue.ts`.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUEUE_LIMIT } from '../src/shared/ipc/queue';
import { createEventBus } from '../src/main/ipc/eventBus';
import { openQueue } from '../src/main/queue';
import { openQueueFile } from '../src/main/queue/queueFile';
import { openConfJsonStore } from '../src/main/settings/confJsonStore';

export interface QueueBenchResult {
  jobs: number;
  fileKilobytes: number;
  restoreMedianMs: number;
  restoreMaxMs: number;
  runs: number;
}

const call = { senderId: 'bench' };

/** A job as the forms make them: a long prompt and the model's usual fields. */
function job(index: number) {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    target: { model: index % 3 === 0 ? 'image-c-4' : index % 3 === 1 ? 'image-a' : 'video-b' },
    body: {
      prompt:
        `job ${index}: a lighthouse on a cliff at dusk, waves below, gulls, warm light, film grain, wide angle, `.repeat(
          2,
        ),
      aspect_ratio: '16:9',
      seed: index,
      output_format: 'png',
      image_urls: [`http://127.0.0.1:5181/files/${index}.png`],
    },
    summary: `job ${index}: a lighthouse on a cliff at dusk`,
    credits: index % 10 === 0 ? null : 24,
    queuedAt: new Date(Date.UTC(2026, 10, 26, 10, 0, index % 60)).toISOString(),
    profileId: 'sandbox',
  };
}

export async function benchQueueRestore(runs = 15): Promise<QueueBenchResult> {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-queue-bench-'));
  try {
    const jobs = Array.from({ length: QUEUE_LIMIT }, (_, index) => job(index));
    openQueueFile({ folder, open: openConfJsonStore, now: Date.now }).write({
      version: 1,
      sending: false,
      remaining: null,
      jobs,
    });
    const tasks = {
      preflight: () => Promise.reject(new Error('not used')),
      submit: () => Promise.reject(new Error('not used')),
    };
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      const queue = openQueue({
        dataDirectory: folder,
        open: openConfJsonStore,
        now: Date.now,
        tasks,
        activeProfileId: () => 'sandbox',
        bus: createEventBus(),
      });
      queue.resume();
      const view = await queue.handlers.list(undefined, call);
      samples.push(performance.now() - started);
      if (view.jobs.length !== QUEUE_LIMIT || view.jobs[999]?.id !== jobs[999]!.id)
        throw new Error(
          `restored ${view.jobs.length} jobs, not the ${QUEUE_LIMIT} written in order`,
        );
      await queue.close();
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      jobs: QUEUE_LIMIT,
      fileKilobytes: statSync(join(folder, 'queue.json')).size / 1024,
      restoreMedianMs: sorted[Math.floor(sorted.length / 2)]!,
      restoreMaxMs: sorted[sorted.length - 1]!,
      runs,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('bench/queue.ts')) console.log(await benchQueueRestore());

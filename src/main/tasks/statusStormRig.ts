/**
 * Test and bench rig (issue 20): a SUCCEEDED image task whose status lists `count` result
 * URLs, saved by the real downloader into a real SQLite journal from a real loopback server,
 * while the event loop's lag and the peak RSS are sampled. Used by statusStorm.test.ts and
 * `npm run bench -- storm`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJournal } from '../store/journal';
import { openTestDatabase } from '../store/testDatabase';
import { createDownloader } from './downloader';
import type { LibraryPort, StatusData } from './ports';
import { systemTimerClock } from './ports';
import { startStallProbe } from './stallProbe';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);

export interface StormFigures {
  settleMs: number;
  maxLagMs: number;
  /** The longest stall this process's own work caused (stallProbe.ts). */
  maxBusyLagMs: number;
  peakRssMb: number;
  /** Progress writes to the journal. */
  writes: number;
  failures: string[];
  counts: unknown;
}

export async function statusStorm(count: number): Promise<StormFigures> {
  const server: Server = createServer((_request, response) => response.end(PNG));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const t = openTestDatabase();
  const libraryFolder = mkdtempSync(join(tmpdir(), 'atelier-storm-'));
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const journal = createJournal(t.db, t.clock);
    const begun = journal.begin({
      profileId: 'sandbox',
      target: { model: 'image-c-4' },
      kind: 'image',
      body: { prompt: 'storm' },
    });
    journal.accept(begun.id, { taskId: 'task-storm' });
    const status: StatusData = {
      task_id: 'task-storm',
      status: 'SUCCEEDED',
      result_urls: Array.from({ length: count }, (_, index) => `${origin}/image-${index}.png`),
    };
    journal.updateStatus(begun.id, { status: 'SUCCEEDED', statusResult: status });
    const entry = journal.get(begun.id)!;
    let writes = 0;
    const failures: string[] = [];
    const library = {
      addAsset: () => ({ asset: {}, created: true }),
      findByOutputKey: () => null,
      files: () => [],
      bySubmission: () => [],
      applyMusicFacts: () => undefined,
    } as unknown as LibraryPort;
    const downloader = createDownloader({
      fetch,
      libraryFolder,
      library,
      // setDownloads too, so the code before the fix (which read the row back) runs as it did.
      journal: {
        recordDownloads: (id, counts) => ((writes += 1), journal.recordDownloads(id, counts)),
        setDownloads: (id: string, counts: { done: number; total: number; failed: number }) => (
          (writes += 1),
          journal.setDownloads(id, counts)
        ),
        getByTaskId: (id) => journal.getByTaskId(id),
      } as Parameters<typeof createDownloader>[0]['journal'],
      clock: systemTimerClock,
      baseUrlFor: () => origin,
      onFailure: (_id, _key, error) => failures.push((error as Error).message),
    });
    // The first fetch of a process loads the HTTP client (a one-time cost, not the storm's).
    await (await fetch(`${origin}/warm-up`)).arrayBuffer();
    const probe = startStallProbe(10);
    const started = performance.now();
    const counts = await downloader.saveOutputs(entry, status);
    const settleMs = performance.now() - started;
    const { maxLagMs, maxBusyLagMs, peakRssMb } = probe.stop();
    await downloader.stop();
    return { settleMs, maxLagMs, maxBusyLagMs, peakRssMb, writes, failures, counts };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    t.cleanup();
    rmSync(libraryFolder, { recursive: true, force: true });
  }
}

// The journal row is what a restart resumes downloads from (journal.undownloaded: rows whose
// counts are short). The task's status record is saved as an output too but not counted, so
// the row must not say "all files done" until the record has had its turn: a kill in between
// would otherwise leave the record unsaved for good. Deterministic form of what
// crashSafety.int.test.ts once caught by chance ('expected [image-1] to equal [image-1, result]').
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDownloader, type DownloadCounts } from './downloader';
import type { JournalEntry, LibraryPort, StatusData } from './ports';
import type { TimerClock } from './ports';
import { STATUS_RECORD_KEY } from '../outputs/outputPlan';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);

const entry = {
  id: 'submission-1',
  taskId: 'task-1',
  profileId: 'sandbox',
  kind: 'image',
  target: { model: 'image-c-4' },
  action: null,
  body: { prompt: 'foxes' },
  summary: 'foxes',
  sources: [],
} as unknown as JournalEntry;

const status = (count: number): StatusData => ({
  task_id: 'task-1',
  status: 'SUCCEEDED',
  result_urls: Array.from({ length: count }, (_, index) => `http://127.0.0.1:9/image-${index}.png`),
});

// Progress writes are batched by a timer; this clock runs each one as soon as the current step
// yields, so every file's progress reaches the journal before the next output is saved: the
// slowest machine's order, made the only one.
const promptClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback) => {
    const handle = { cancelled: false };
    queueMicrotask(() => {
      if (!handle.cancelled) callback();
    });
    return handle;
  },
  clearTimeout: (handle) => {
    (handle as { cancelled: boolean }).cancelled = true;
  },
};

describe('the journal row of a download run', () => {
  for (const files of [1, 3]) {
    it(`never records all ${files} file(s) done before the status record is saved`, async () => {
      const recorded: DownloadCounts[] = [];
      let recordedWhenTheRecordWasSaved: DownloadCounts | undefined;
      const library = {
        addAsset: (asset: { outputKey: string }) => {
          if (asset.outputKey === STATUS_RECORD_KEY) {
            // A kill here keeps whatever the row last said.
            recordedWhenTheRecordWasSaved = recorded.at(-1);
          }
          return { asset: {}, created: true };
        },
        findByOutputKey: () => null,
        files: () => [],
        bySubmission: () => [],
      } as unknown as LibraryPort;
      const downloader = createDownloader({
        fetch: (async () => new Response(PNG, { status: 200 })) as typeof fetch,
        libraryFolder: mkdtempSync(join(tmpdir(), 'atelier-settled-')),
        library,
        journal: {
          recordDownloads: (_id: string, counts: DownloadCounts) => {
            recorded.push({ ...counts });
          },
          getByTaskId: () => null,
        },
        clock: promptClock,
        concurrency: 1,
        lookup: async (hostname: string) => {
          throw new Error(`no DNS in this test (asked for ${hostname})`);
        },
      });
      const counts = await downloader.saveOutputs(entry, status(files));
      expect(counts).toEqual({ done: files, total: files, failed: 0 });
      // Before the record: the row still reads as undownloaded (or was not written yet).
      expect(recordedWhenTheRecordWasSaved).toBeDefined();
      expect(recordedWhenTheRecordWasSaved!.done).toBeLessThan(files);
      expect(recorded.some((row) => row.done === files)).toBe(true);
      // Only the last write, after every output had its turn, says all done.
      expect(recorded.at(-1)).toEqual({ done: files, total: files, failed: 0 });
      expect(recorded.slice(0, -1).every((row) => row.done < files)).toBe(true);
    });
  }
});

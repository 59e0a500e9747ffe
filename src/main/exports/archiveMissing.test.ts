// Issue 20 item 9: an import with many missing files keeps its failure bookkeeping linear.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { importArchive } from './archive';
import { ARCHIVE_FORMAT, MANIFEST_NAME } from './archiveManifest';
import { openTestLibrary, type TestLibrary } from './testLibrary';

let t: TestLibrary;
beforeEach(async () => {
  t = await openTestLibrary('archive-missing');
});
afterEach(async () => {
  await t.cleanup();
});

/** An archive whose manifest names `count` files, none of them in the zip; `shared`: all name one file. */
async function missingArchive(count: number, shared = false): Promise<string> {
  const assets = Array.from({ length: count }, (_, index) => ({
    id: `a${index}`,
    kind: 'audio',
    submissionId: 'sub-1',
    taskId: 'task-1',
    profileId: 'sandbox',
    model: 'tune',
    action: 'generate',
    outputKey: 'track-1',
    title: 'Missing',
    prompt: '',
    style: null,
    lyrics: null,
    mimeType: 'audio/mpeg',
    trackIndex: 1,
    durationS: null,
    width: null,
    height: null,
    favorite: false,
    tags: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    file: {
      path: shared ? 'media/shared.mp3' : `media/missing-${index}.mp3`,
      bytes: 10,
      sha256: '0'.repeat(64),
    },
  }));
  const manifest = {
    format: ARCHIVE_FORMAT,
    schemaVersion: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    submissions: [],
    assets,
  };
  const path = join(t.dataDirectory, `missing-${count}-${shared}.zip`);
  await writeFile(
    path,
    zipSync({ [MANIFEST_NAME]: strToU8(JSON.stringify(manifest)) }, { level: 1 }),
  );
  return path;
}

/** CPU time of this process (not wall time: other work on the machine does not count). */
async function cpuMsOf(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

it(
  'reports 50,000 missing files, each once, with work linear in their number',
  { timeout: 180_000 },
  async () => {
    const options = {
      library: t.library,
      libraryFolder: t.libraryFolder,
      now: () => Date.now(),
      freeSpace: async () => 1024 ** 4,
    };
    // The baseline: as many items failing for a reason that needs no bookkeeping (one file
    // named by all of them), so manifest parsing and lookups cost the same in both runs.
    const baseline = await missingArchive(50_000, true);
    const missing = await missingArchive(50_000);
    await importArchive(baseline, options); // warm-up: JIT and prepared statements
    const baselineMs = await cpuMsOf(() => importArchive(baseline, options));
    let outcome: Awaited<ReturnType<typeof importArchive>> | null = null;
    const missingMs = await cpuMsOf(async () => (outcome = await importArchive(missing, options)));
    const failed = outcome!.failed;
    expect(failed).toHaveLength(50_000);
    expect(new Set(failed.map((failure) => failure.name)).size).toBe(50_000);
    expect(failed[0]).toEqual({
      name: 'media/missing-0.mp3',
      reason: 'file missing from the archive',
    });
    // Linear bookkeeping costs about the baseline; a scan of the failures per item (today's
    // defect) cost over three times it at 50,000 items (1.25 billion comparisons).
    expect(missingMs / baselineMs).toBeLessThan(2);
  },
);

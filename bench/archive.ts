/**
 * Issue 20 items 8 and 9: hostile library archives, each imported into a fresh test
 * library; prints how long the import takes to settle (refused or done) and the peak RSS
 * growth sampled meanwhile. Before the fixes: 50 names on one blob extracted 502 MB, a 1.3 MB
 * manifest parsed to 484 MB (651 MB RSS), 80,000 missing files took 31 s.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { importArchive } from '../src/main/exports/archive';
import { ARCHIVE_FORMAT, MANIFEST_NAME } from '../src/main/exports/archiveManifest';
import { handZip } from '../src/main/exports/handZip';
import { mp3Bytes, openTestLibrary } from '../src/main/exports/testLibrary';

export interface HostileResult {
  name: string;
  settleMs: number;
  /** Peak RSS during the import above the RSS when it began (building the archive is not counted). */
  rssGrowthMb: number;
  outcome: string;
}

const manifestOf = (paths: string[], bytes: Uint8Array, padding = 0) =>
  strToU8(
    ' '.repeat(padding) +
      JSON.stringify({
        format: ARCHIVE_FORMAT,
        schemaVersion: 1,
        createdAt: '2026-11-01T00:00:00.000Z',
        submissions: [],
        assets: paths.map((path, index) => ({
          id: `a${index}`,
          kind: 'audio',
          submissionId: 'sub-1',
          taskId: 'task-1',
          profileId: 'sandbox',
          model: 'tune',
          action: 'generate',
          outputKey: `track-${index + 1}`,
          title: 'Hostile',
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
            path,
            bytes: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
          },
        })),
      }),
  );

function overlapping(): Uint8Array {
  const song = mp3Bytes(10 * 1024 ** 2);
  const names = Array.from({ length: 50 }, (_, index) => `media/copy-${index}.mp3`);
  const manifest = manifestOf(names, song);
  const at = 30 + MANIFEST_NAME.length + manifest.length;
  return handZip([
    { name: MANIFEST_NAME, data: manifest },
    { name: names[0]!, data: song },
    ...names.slice(1).map((name) => ({ name, data: song, at })),
  ]);
}

const cases: Record<string, () => Uint8Array> = {
  '50 entries sharing one 10 MB blob': overlapping,
  'manifest padded to 300 MB (zip bomb)': () =>
    zipSync({ [MANIFEST_NAME]: manifestOf([], new Uint8Array(0), 300 * 1024 ** 2) }, { level: 9 }),
  '80,000 items, all files missing': () =>
    zipSync(
      {
        [MANIFEST_NAME]: manifestOf(
          Array.from({ length: 80_000 }, (_, index) => `media/missing-${index}.mp3`),
          new Uint8Array(10),
        ),
      },
      { level: 6 },
    ),
};

export async function benchHostileArchives(): Promise<HostileResult[]> {
  const results: HostileResult[] = [];
  for (const [name, build] of Object.entries(cases)) {
    const t = await openTestLibrary('bench-archive');
    try {
      const path = join(t.dataDirectory, 'hostile.zip');
      await writeFile(path, build());
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      const started = performance.now();
      const outcome = await importArchive(path, {
        library: t.library,
        libraryFolder: t.libraryFolder,
        now: () => Date.now(),
        freeSpace: async () => 1024 ** 4,
      }).then(
        (done) => `${done.imported} imported, ${done.failed.length} failed`,
        (error: unknown) => `refused: ${(error as Error).message.slice(0, 80)}`,
      );
      const settleMs = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      results.push({ name, settleMs, rssGrowthMb: (peak - before) / 1024 ** 2, outcome });
    } finally {
      await t.cleanup();
    }
  }
  return results;
}

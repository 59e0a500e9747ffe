// Libraries of a given size for the start-up bench (bench/mainBoot.ts): seeded in bulk
// (librarySeed.ts) into `<cache>/<assets>` and kept there, since 100,000 assets take a while and a
// million minutes. The cache is ATELIER_BENCH_KEEP when set, else `atelier-bench-startup` in the OS
// temporary folder; either is kept between runs (delete it to seed again). The boots open it in
// place and close it cleanly. Run standalone to seed: `npx tsx bench/startupLibrary.ts <assets>`.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEventBus } from '../src/main/ipc/eventBus';
import { openLibrary } from '../src/main/library/openLibrary';
import { OLDER_TITLES_MARK, upkeepMark } from '../src/main/store/upkeepMarks';
import { rebuildLegacyTitles } from '../src/main/tasks/legacyTitles';
import { random, syntheticAssets } from './library';
import { seedAssets } from './librarySeed';

export const benchCache = (): string =>
  process.env['ATELIER_BENCH_KEEP'] ?? join(tmpdir(), 'atelier-bench-startup');

/** The seeded data folder of `assets` assets (seeded now when missing); returns its path. */
export async function seededLibrary(assets: number, cache = benchCache()): Promise<string> {
  const folder = join(cache, String(assets));
  const done = join(folder, 'seeded');
  if (existsSync(done)) return folder;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const start = Date.UTC(2025, 0, 1);
  const context = await openLibrary({
    dataDirectory: folder,
    clock: { now: () => start },
    bus: createEventBus(),
  });
  try {
    const rand = random(42);
    if (assets > 0)
      seedAssets(context.db, assets, (from, to) => syntheticAssets(from, to, rand, start));
    // The older-titles check the first start would run after its window (legacyTitles.ts), run here
    // so the boots measured are every later start's: the mark past the seeded assets.
    rebuildLegacyTitles({ ...context, mark: upkeepMark(context.db, OLDER_TITLES_MARK) });
    context.db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    context.close();
  }
  mkdirSync(done);
  return folder;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const assets = Number(process.argv[2] ?? 100_000);
  const began = performance.now();
  console.log(await seededLibrary(assets), `${((performance.now() - began) / 1000).toFixed(1)} s`);
}

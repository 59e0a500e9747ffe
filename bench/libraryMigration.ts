// Upgrading a library's search index, which the user waits for once, at the first start after
// the update: from schema 2 (word index) through every migration (3 builds the trigram index,
// 11 rebuilds it from folded text), comparing the file before and after; and from schema 10,
// migration 11 alone (what a library of the previous release goes through).
// Run standalone: `npx tsx bench/libraryMigration.ts [assets]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addSchema2Assets } from '../src/main/library/testAssets';
import { closeDatabase, openDatabase, type SqliteDatabase } from '../src/main/store/database';
import { MIGRATIONS } from '../src/main/store/migrations';
import { random, syntheticAssets } from './library';
import { seedAssets } from './librarySeed';

export interface LibraryMigrationBenchResult {
  assets: number;
  /** Inserts per second into the schema-2 database (word index only), for comparison. */
  schema2InsertsPerSecond: number;
  migrationSeconds: number;
  schema2Megabytes: number;
  /** The file after migration 3, and the part of it in use (the dropped word index leaves free pages until VACUUM). */
  migratedFileMegabytes: number;
  migratedUsedMegabytes: number;
}

const megabytes = (db: SqliteDatabase, pages: 'page_count' | 'used'): number => {
  db.pragma('wal_checkpoint(TRUNCATE)');
  const count = db.pragma('page_count', { simple: true }) as number;
  const free = pages === 'used' ? (db.pragma('freelist_count', { simple: true }) as number) : 0;
  return Math.round(
    ((count - free) * (db.pragma('page_size', { simple: true }) as number)) / 1024 / 1024,
  );
};

export function benchLibraryMigration(assets = 100_000): LibraryMigrationBenchResult {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-bench-migration-'));
  const path = join(folder, 'atelier.sqlite');
  try {
    const start = Date.UTC(2025, 0, 1);
    const old = openDatabase(path, {
      migrations: MIGRATIONS.filter((migration) => migration.version <= 2),
    });
    const rand = random(42);
    const insertStarted = performance.now();
    for (let offset = 0; offset < assets; offset += 1000)
      addSchema2Assets(old, syntheticAssets(offset, Math.min(assets, offset + 1000), rand, start));
    const insertMs = performance.now() - insertStarted;
    const schema2Megabytes = megabytes(old, 'page_count');
    closeDatabase(old);

    const migrationStarted = performance.now();
    const db = openDatabase(path);
    const migrationSeconds = (performance.now() - migrationStarted) / 1000;
    const result = {
      assets,
      schema2InsertsPerSecond: Math.round(assets / (insertMs / 1000)),
      migrationSeconds,
      schema2Megabytes,
      migratedFileMegabytes: megabytes(db, 'page_count'),
      migratedUsedMegabytes: megabytes(db, 'used'),
    };
    db.close();
    return result;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export interface ReindexResult {
  seconds: number;
  /** The longest time between two progress reports: the upgrade window must not look frozen (< 1 s). */
  longestGapMs: number;
  reports: number;
}

/** Migration 11 (the folded search index) on a schema-10 library of `assets`: its time and its progress gaps. */
export function benchFoldedReindex(assets = 100_000): ReindexResult {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-bench-reindex-'));
  const path = join(folder, 'atelier.sqlite');
  try {
    const old = openDatabase(path, {
      migrations: MIGRATIONS.filter((migration) => migration.version <= 10),
    });
    const rand = random(42);
    seedAssets(old, assets, (from, to) => syntheticAssets(from, to, rand, Date.UTC(2025, 0, 1)));
    closeDatabase(old);
    const times: number[] = [];
    const started = performance.now();
    closeDatabase(openDatabase(path, { onMigrationProgress: () => times.push(performance.now()) }));
    const gaps = [...times, performance.now()].map(
      (time, index, all) => time - (index === 0 ? started : all[index - 1]!),
    );
    return {
      seconds: (performance.now() - started) / 1000,
      longestGapMs: Math.round(Math.max(...gaps)),
      reports: times.length,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const assets = process.argv[2] ? Number(process.argv[2]) : undefined;
  if (process.argv[3] === 'reindex')
    console.log(JSON.stringify(benchFoldedReindex(assets), null, 2));
  else console.log(JSON.stringify(benchLibraryMigration(assets), null, 2));
}

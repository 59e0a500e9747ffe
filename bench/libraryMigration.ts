// Upgrading a library to the trigram search index (migration 3): fills a schema-2 database
// (word index) with the benchmark library, then times opening it with every migration, which
// rebuilds the search index from all rows, and compares the file before and after. The user
// waits for this once, at the first start after the update.
// Run standalone: `npx tsx bench/libraryMigration.ts [assets]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLibraryStore } from '../src/main/library/libraryStore';
import { openDatabase, type SqliteDatabase } from '../src/main/store/database';
import { MIGRATIONS } from '../src/main/store/migrations';
import { random, syntheticAssets } from './library';

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
  return Math.round(((count - free) * (db.pragma('page_size', { simple: true }) as number)) / 1024 / 1024);
};

export function benchLibraryMigration(assets = 100_000): LibraryMigrationBenchResult {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-bench-migration-'));
  const path = join(folder, 'atelier.sqlite');
  try {
    const start = Date.UTC(2025, 0, 1);
    const old = openDatabase(path, { migrations: MIGRATIONS.filter((migration) => migration.version <= 2) });
    const store = createLibraryStore(old, { now: () => start });
    const rand = random(42);
    const insertStarted = performance.now();
    // Schema 2 has no tempo or key columns (migration 5): those facts stay out of this library.
    const schema2 = (batch: ReturnType<typeof syntheticAssets>) => batch.map(({ bpm: _bpm, musicalKey: _key, ...asset }) => asset);
    for (let offset = 0; offset < assets; offset += 1000) store.addAssets(schema2(syntheticAssets(offset, Math.min(assets, offset + 1000), rand, start)));
    const insertMs = performance.now() - insertStarted;
    const schema2Megabytes = megabytes(old, 'page_count');
    old.close();

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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify(benchLibraryMigration(process.argv[2] ? Number(process.argv[2]) : undefined), null, 2));
}

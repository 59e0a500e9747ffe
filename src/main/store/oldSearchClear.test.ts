// Migration 11 sets the previous search index aside and removes it a step at a time, each step its
// own transaction with a progress report before it: one DROP TABLE of it was a single statement of
// ~6.4 s at a million assets with nothing shown (issue 19 part 7). Interrupted midway, the next
// start removes the rest and goes on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { addSchema2Assets, newAsset } from '../library/testAssets';
import { closeDatabase, openDatabase, type SqliteDatabase } from './database';
import type { MigrationProgress } from './migrationRunner';
import { MIGRATIONS, schemaVersion } from './migrations';

const ASSETS = 20_000;
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function schema10Library(): string {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-old-search-'));
  folders.push(folder);
  const path = join(folder, 'atelier.sqlite');
  const db = openDatabase(path, {
    migrations: MIGRATIONS.filter((migration) => migration.version <= 10),
  });
  for (let from = 0; from < ASSETS; from += 5000) {
    addSchema2Assets(
      db,
      Array.from({ length: 5000 }, (_, index) =>
        newAsset({
          title: `Lighthouse ${from + index} Café`,
          prompt: 'ocean at dusk and a long line of words to index',
        }),
      ),
    );
  }
  closeDatabase(db);
  return path;
}

const oldIndexTables = (db: SqliteDatabase) =>
  db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'asset_search_old%'").all();

it('removes the previous index in steps, each reported, before the rows are indexed again', () => {
  const path = schema10Library();
  const phases: MigrationProgress['phase'][] = [];
  const db = openDatabase(path, { onMigrationProgress: (progress) => phases.push(progress.phase) });
  try {
    const clearing = phases.filter((phase) => phase === 'clearing').length;
    // Several steps (the first deletes 500 of the index's rows) in one run, then the rows are indexed.
    expect(clearing).toBeGreaterThan(1);
    const first = phases.indexOf('clearing');
    expect(phases.slice(first, first + clearing)).toEqual(Array(clearing).fill('clearing'));
    expect(phases.slice(first + clearing)).toContain('rows');
    expect(oldIndexTables(db)).toEqual([]);
    expect(schemaVersion(db)).toBeGreaterThanOrEqual(11);
    expect(db.prepare('SELECT count(*) AS n FROM asset_search_docsize').get()).toEqual({
      n: ASSETS,
    });
    expect(
      db
        .prepare(
          'SELECT count(*) AS n FROM asset_search WHERE asset_search MATCH \'"hthouse 12345 caf"\'',
        )
        .get(),
    ).toEqual({ n: 1 });
  } finally {
    closeDatabase(db);
  }
});

it('stopped while removing it, the next start removes the rest and finishes the upgrade', () => {
  const path = schema10Library();
  let clearingReports = 0;
  // A throw from the progress listener stops the upgrade where a kill would: after the steps committed so far.
  expect(() =>
    openDatabase(path, {
      onMigrationProgress: (progress) => {
        if (progress.phase === 'clearing' && ++clearingReports === 2)
          throw new Error('stopped midway');
      },
    }),
  ).toThrow('stopped midway');

  const db = openDatabase(path);
  try {
    expect(oldIndexTables(db)).toEqual([]);
    expect(schemaVersion(db)).toBeGreaterThanOrEqual(11);
    expect(db.prepare('SELECT count(*) AS n FROM assets').get()).toEqual({ n: ASSETS });
    expect(db.prepare('SELECT count(*) AS n FROM asset_search_docsize').get()).toEqual({
      n: ASSETS,
    });
    expect(
      db
        .prepare(
          'SELECT count(*) AS n FROM asset_search WHERE asset_search MATCH \'"hthouse 19999 caf"\'',
        )
        .get(),
    ).toEqual({ n: 1 });
  } finally {
    closeDatabase(db);
  }
});

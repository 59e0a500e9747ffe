// An upgrade killed in the middle (SIGKILL of a real process migrating a real file) loses
// nothing, and the next start goes on from the last chunk it committed instead of starting over.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { requireNative } from '../nativeModules';
import { addSchema2Assets, newAsset } from '../library/testAssets';
import { closeDatabase, openDatabase, type SqliteDatabase } from './database';
import type { MigrationProgress } from './migrationRunner';
import { MIGRATIONS, schemaVersion } from './migrations';

const ASSETS = 30_000;
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A library as the previous release left it: schema 10, ASSETS assets. */
function schema10Library(): string {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-migration-kill-'));
  folders.push(folder);
  const path = join(folder, 'atelier.sqlite');
  const db = openDatabase(path, {
    migrations: MIGRATIONS.filter((migration) => migration.version <= 10),
  });
  for (let from = 0; from < ASSETS; from += 5000) {
    addSchema2Assets(
      db,
      Array.from({ length: 5000 }, (_, index) =>
        newAsset({ title: `Lighthouse ${from + index} Café`, prompt: 'ocean at dusk' }),
      ),
    );
  }
  closeDatabase(db);
  return path;
}

/** Runs the child until its progress passes `fraction` of the backfill, then kills it. */
function killMidway(path: string, fraction: number): Promise<MigrationProgress> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'migrationChild.ts'), path],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let buffer = '';
    let stderr = '';
    let killedAt: MigrationProgress | null = null;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        if (killedAt || !line.startsWith('{')) continue;
        const progress = JSON.parse(line) as MigrationProgress;
        if (
          progress.version === 11 &&
          progress.total > 0 &&
          progress.done >= progress.total * fraction
        ) {
          killedAt = progress;
          child.kill('SIGKILL');
        }
      }
    });
    child.on('exit', (_code, signal) => {
      if (killedAt && signal === 'SIGKILL') resolve(killedAt);
      else
        reject(
          new Error(`the child was not killed mid-migration (${signal ?? 'exit'}): ${stderr}`),
        );
    });
  });
}

const schemaOf = (db: SqliteDatabase) =>
  db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all();

it('a SIGKILL in the middle of migration 11 loses no row, and the next start continues where it stopped', async () => {
  const path = schema10Library();
  const killedAt = await killMidway(path, 0.3);
  expect(killedAt.done).toBeLessThan(ASSETS);

  // What the kill left: the old schema number, every asset, and the committed point to go on from.
  const BetterSqlite = requireNative<typeof import('better-sqlite3')>('better-sqlite3');
  const raw = new BetterSqlite(path, { readonly: true });
  expect(raw.pragma('user_version', { simple: true })).toBe(10);
  expect(raw.prepare('SELECT count(*) AS n FROM assets').get()).toEqual({ n: ASSETS });
  const resumeFrom = (
    raw.prepare('SELECT after_seq FROM migration_progress WHERE version = 11').get() as {
      after_seq: number;
    }
  ).after_seq;
  expect(resumeFrom).toBeGreaterThanOrEqual(killedAt.done);
  raw.close();

  const reports: MigrationProgress[] = [];
  const db = openDatabase(path, { onMigrationProgress: (progress) => reports.push(progress) });
  try {
    // Went on from the kill: the rows left, not all of them again.
    const first = reports.find((progress) => progress.version === 11 && progress.total > 0)!;
    expect(first.total).toBe(ASSETS - resumeFrom);
    expect(reports.at(-1)).toMatchObject({ finished: true });
    expect(schemaVersion(db)).toBe(Math.max(...MIGRATIONS.map((migration) => migration.version)));
    expect(db.prepare('SELECT count(*) AS n FROM assets').get()).toEqual({ n: ASSETS });
    // One index entry per asset: none lost, none twice.
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
    const fresh = openDatabase(':memory:');
    expect(schemaOf(db)).toEqual(schemaOf(fresh));
    fresh.close();
  } finally {
    closeDatabase(db);
  }
}, 120_000);

it('reports progress at least every second, with how far along and an estimate', () => {
  const path = schema10Library();
  // The work between two reports, in this process's CPU time: on a machine shared with other
  // work the wall-clock gaps stretch with the load, the work done between reports does not.
  const cpuTimes: number[] = [];
  const reports: MigrationProgress[] = [];
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const db = openDatabase(path, {
    onMigrationProgress: (progress) => {
      cpuTimes.push(cpuMs());
      reports.push(progress);
    },
  });
  closeDatabase(db);
  const gaps = cpuTimes.slice(1).map((time, index) => time - cpuTimes[index]!);
  expect(Math.max(...gaps)).toBeLessThan(1000);
  const midway = reports.filter(
    (progress) => progress.total > 0 && progress.done > 0 && progress.done < progress.total,
  );
  // Chunks end by time (about 100 ms each), so how many reports fall midway depends on the machine's speed.
  expect(midway.length).toBeGreaterThan(0);
  const applied = MIGRATIONS.filter((migration) => migration.version > 10);
  // Migrations 11 (the search index, the first step from schema 10) and 15 (the tag counts) go
  // through the rows; the others are one transaction each.
  expect(new Set(midway.map((progress) => progress.version))).toEqual(new Set([11, 15]));
  for (const progress of midway) {
    expect(progress).toMatchObject({
      total: ASSETS,
      step: applied.findIndex((migration) => migration.version === progress.version) + 1,
      steps: applied.length,
    });
    expect(progress.remainingMs).toBeGreaterThan(0);
  }
}, 120_000);

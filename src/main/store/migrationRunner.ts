/**
 * Applies migrations (migrations.ts) above the file's `user_version`, reporting progress.
 *
 * A plain migration is ONE transaction together with its `user_version`: a kill leaves the old
 * schema and the next start redoes it. A migration with a `backfill` (the search index rebuilt
 * from every asset: ~9 s at 100,000 assets, ~90 s at a million) is done in steps, each its own
 * transaction: its schema change plus a row in `migration_progress` naming where the backfill
 * stands; then chunks of rows in seq order, each moving that row on; then `finish` with the new
 * `user_version`, dropping the row. A kill between two commits loses nothing: the next start
 * finds the row and goes on from the last chunk committed.
 *
 * The work is one generator, so the same steps run straight through (openDatabase, tests) or
 * with a turn of the event loop after each chunk (start-up: the window stays responsive and
 * progress reaches it).
 */
import type Database from 'better-sqlite3';
import { t } from '../../shared/i18n/activeLanguage';

/** One schema step (the list is migrations.ts). */
export interface Migration {
  version: number;
  name: string;
  up(db: Database.Database): void;
  /** Work over every asset, done after `up` in resumable chunks (below). */
  backfill?: Backfill;
}

/** Rows gone through in seq order, a chunk at a time; `finish` runs in the migration's last transaction. */
export interface Backfill {
  /** How many rows there are to go through after `afterSeq` (for progress). */
  remaining(db: Database.Database, afterSeq: number): number;
  /** Goes through up to `limit` rows after `afterSeq`; returns the last seq done, or null when none was left. */
  chunk(db: Database.Database, afterSeq: number, limit: number): number | null;
  /** Before the rows, what `up` set aside (an old index) removed a step at a time; true while some is left. */
  clear?(db: Database.Database, rows: number): boolean;
  /** After the rows, work of no row count done a step at a time; true while some is left. */
  compact?(db: Database.Database, pages: number): boolean;
  finish?(db: Database.Database): void;
}

export interface MigrationProgress {
  /** The migration under way: its number and what it does. */
  version: number;
  name: string;
  /** Which of the migrations this start applies (1-based), and how many. */
  step: number;
  steps: number;
  /** Rows the backfill has gone through and how many it has in all; 0 of 0 for a one-transaction migration. */
  done: number;
  total: number;
  /** Since this start's upgrade began, and the estimate of what is left of this migration (null until known). */
  elapsedMs: number;
  remainingMs: number | null;
  /** True once every migration is applied. */
  finished: boolean;
  /**
   * A backfill first clears what its migration set aside (an old index), then goes through its
   * rows, then compacts what it wrote (no count while clearing or compacting: `done` and `total` stay at the rows).
   */
  phase: 'clearing' | 'rows' | 'compacting';
  /** The file's schema when this start began: 0 for a library being created (nothing to show). */
  fromVersion: number;
}

export type ProgressListener = (progress: MigrationProgress) => void;

/** The schema is newer than this build knows: refuse rather than misread it. */
export class SchemaTooNewError extends Error {
  constructor(
    readonly found: number,
    readonly known: number,
  ) {
    super(t('mainWords.startup.schemaTooNew', { found, known }));
    this.name = 'SchemaTooNewError';
  }
}

export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** The migrations still to apply to this file, in order (throws SchemaTooNewError). */
export function pendingMigrations(
  db: Database.Database,
  migrations: readonly Migration[],
): Migration[] {
  const known = migrations.reduce((max, migration) => Math.max(max, migration.version), 0);
  const current = schemaVersion(db);
  if (current > known) throw new SchemaTooNewError(current, known);
  return [...migrations]
    .sort((a, b) => a.version - b.version)
    .filter((migration) => migration.version > current);
}

/** Applies every migration above the file's user_version, straight through. Returns how many. */
export function applyMigrations(
  db: Database.Database,
  migrations: readonly Migration[],
  onProgress?: ProgressListener,
): number {
  return schemaVersion(db) === 0
    ? createInOne(db, migrations, onProgress)
    : straightThrough(db, migrations, onProgress);
}

function straightThrough(
  db: Database.Database,
  migrations: readonly Migration[],
  onProgress?: ProgressListener,
): number {
  const work = migrationWork(db, migrations, onProgress);
  for (let step = work.next(); ; step = work.next()) if (step.done) return step.value;
}

/**
 * A library being created (schema 0) gets every migration in ONE transaction: there is nothing to
 * show or to resume (a kill leaves an empty file, created again next time), and one commit is
 * one fsync instead of one per migration: ~180 -> ~55 ms for the first start's empty library on
 * this machine (synchronous = FULL). The migrations' own transactions become savepoints in it.
 */
function createInOne(
  db: Database.Database,
  migrations: readonly Migration[],
  onProgress?: ProgressListener,
): number {
  return db.transaction(() => straightThrough(db, migrations, onProgress))();
}

/** The same, with a turn of the event loop after every chunk (a new library: created in one go, as above). */
export async function applyMigrationsYielding(
  db: Database.Database,
  migrations: readonly Migration[],
  onProgress?: ProgressListener,
): Promise<number> {
  if (schemaVersion(db) === 0) return createInOne(db, migrations, onProgress);
  const work = migrationWork(db, migrations, onProgress);
  for (let step = work.next(); ; step = work.next()) {
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A chunk aims at this long: progress every second even on a busy machine, and commits (one fsync each) a small share. */
const CHUNK_TARGET_MS = 100;
const FIRST_CHUNK_ROWS = 500;
const FIRST_COMPACT_PAGES = 64;
const FIRST_CLEAR_ROWS = 500;

const PROGRESS_TABLE =
  'CREATE TABLE IF NOT EXISTS migration_progress (version INTEGER PRIMARY KEY, after_seq INTEGER NOT NULL)';

function resumePoint(db: Database.Database, version: number): number | null {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'migration_progress'")
    .get();
  if (!table) return null;
  const row = db
    .prepare('SELECT after_seq FROM migration_progress WHERE version = ?')
    .get(version) as { after_seq: number } | undefined;
  return row ? row.after_seq : null;
}

function* migrationWork(
  db: Database.Database,
  migrations: readonly Migration[],
  onProgress?: ProgressListener,
): Generator<void, number> {
  const fromVersion = schemaVersion(db);
  const pending = pendingMigrations(db, migrations);
  const began = performance.now();
  const report = (
    migration: Migration,
    step: number,
    done: number,
    total: number,
    remainingMs: number | null,
    finished = false,
    phase: MigrationProgress['phase'] = 'rows',
  ) =>
    onProgress?.({
      version: migration.version,
      name: migration.name,
      step,
      steps: pending.length,
      done,
      total,
      elapsedMs: performance.now() - began,
      remainingMs,
      finished,
      fromVersion,
      phase,
    });
  const setVersion = (migration: Migration) =>
    db.pragma(`user_version = ${Math.trunc(migration.version)}`);
  for (const [index, migration] of pending.entries()) {
    const step = index + 1;
    report(migration, step, 0, 0, null);
    // A turn of the event loop before each migration: the first progress reaches the window first.
    yield;
    const backfill = migration.backfill;
    if (!backfill) {
      db.transaction(() => {
        migration.up(db);
        setVersion(migration);
      })();
      continue;
    }
    let afterSeq = resumePoint(db, migration.version);
    if (afterSeq === null) {
      db.transaction(() => {
        migration.up(db);
        db.exec(PROGRESS_TABLE);
        db.prepare('INSERT INTO migration_progress (version, after_seq) VALUES (?, 0)').run(
          migration.version,
        );
      })();
      afterSeq = 0;
    }
    // A kill while clearing resumes here: what is left of it goes first, then the rows from where they stood.
    for (let rows = FIRST_CLEAR_ROWS, more = backfill.clear !== undefined; more;) {
      report(migration, step, 0, 0, null, false, 'clearing');
      yield;
      const stepBegan = performance.now();
      const size = rows;
      more = db.transaction(() => backfill.clear!(db, size))();
      rows = Math.round(
        Math.min(
          50_000,
          Math.max(100, (rows * CHUNK_TARGET_MS) / Math.max(1, performance.now() - stepBegan)),
        ),
      );
    }
    const remaining = backfill.remaining(db, afterSeq);
    let done = 0;
    let limit = FIRST_CHUNK_ROWS;
    const backfillBegan = performance.now();
    report(migration, step, 0, remaining, null);
    for (;;) {
      const chunkBegan = performance.now();
      const from: number = afterSeq;
      const last = db.transaction(() => {
        const reached = backfill.chunk(db, from, limit);
        if (reached !== null)
          db.prepare('UPDATE migration_progress SET after_seq = ? WHERE version = ?').run(
            reached,
            migration.version,
          );
        return reached;
      })();
      if (last === null) break;
      afterSeq = last;
      done = Math.min(remaining, done + limit);
      const chunkMs = Math.max(1, performance.now() - chunkBegan);
      limit = Math.round(Math.min(50_000, Math.max(100, (limit * CHUNK_TARGET_MS) / chunkMs)));
      const rate = done / Math.max(1, performance.now() - backfillBegan);
      report(migration, step, done, remaining, rate > 0 ? (remaining - done) / rate : null);
      yield;
    }
    // A kill while compacting resumes here: the rows are done, so the loop above ends at once.
    for (let pages = FIRST_COMPACT_PAGES, more = backfill.compact !== undefined; more;) {
      report(migration, step, done, remaining, null, false, 'compacting');
      yield;
      const stepBegan = performance.now();
      const size = pages;
      more = db.transaction(() => backfill.compact!(db, size))();
      pages = Math.round(
        Math.min(
          20_000,
          Math.max(16, (pages * CHUNK_TARGET_MS) / Math.max(1, performance.now() - stepBegan)),
        ),
      );
    }
    db.transaction(() => {
      backfill.finish?.(db);
      db.prepare('DELETE FROM migration_progress WHERE version = ?').run(migration.version);
      if (!db.prepare('SELECT 1 FROM migration_progress LIMIT 1').get())
        db.exec('DROP TABLE migration_progress');
      setVersion(migration);
    })();
  }
  const last = pending.at(-1);
  if (last) report(last, pending.length, 0, 0, 0, true);
  return pending.length;
}

/**
 * Owns the app's SQLite connection: opening with the pragmas every store relies on,
 * the start-up integrity check (a damaged file is reported and left in place, never wiped:
 * startupRecovery.ts decides what to do with it) and applying migrations.
 *
 * Integrity is checked in full only after an unclean shutdown. `PRAGMA integrity_check` reads
 * every page (2.2 s at 100,000 assets, growing with the file), so running it on every open made
 * start-up as slow as the library is large. A file SQLite closed cleanly was consistent at close;
 * what damages a library is mostly a crash or power loss in the middle of writes. So a marker file
 * (`<path>-open`) is written once the file is open and checked, and removed by closeDatabase: when
 * it is found at open, the last session did not close, and the whole file is checked before
 * anything (migrations, the journal's recovery, downloads) writes to it.
 *
 * Durability: WAL with `synchronous = FULL`. In WAL mode NORMAL already survives a process
 * crash (SIGKILL), but a power loss may drop the last commits; the submission journal's
 * `submitting` row must exist before a paid POST leaves the machine, so every commit is
 * fsynced. Writes are few and batched in transactions, so the cost is one fsync per commit.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type Database from 'better-sqlite3';
import { requireNative } from '../nativeModules';
import { MIGRATIONS, type Migration } from './migrations';
import {
  applyMigrations,
  applyMigrationsYielding,
  type MigrationProgress,
} from './migrationRunner';
import { registerSearchFunctions } from './searchFunctions';

import type { SqliteDatabase } from './sqliteDatabase';

export type { SqliteDatabase };

export interface OpenDatabaseOptions {
  migrations?: readonly Migration[];
  /** Milliseconds a writer waits for a lock held by another connection. */
  busyTimeoutMs?: number;
  /** `always`: check the whole file at this open, whatever the marker says (tests, the recovery's re-check). */
  integrity?: 'after-unclean-shutdown' | 'always';
  /** Hears each migration step (startupProgress.ts turns it into the progress the window shows). */
  onMigrationProgress?: (progress: MigrationProgress) => void;
}

/** The file failed `PRAGMA integrity_check` (or is no database at all); it was left in place, untouched. */
export class DatabaseIntegrityError extends Error {
  constructor(
    readonly path: string,
    readonly problems: string[],
  ) {
    super(`The library database ${path} is damaged (${problems.slice(0, 3).join('; ')}).`);
    this.name = 'DatabaseIntegrityError';
  }
}

/** The marker that says a session has this file open; left behind by a crash. */
export const openMarkerPath = (path: string): string => `${path}-open`;

/** True when the file was not closed by closeDatabase last time (a crash, a kill, a power loss). */
export const closedUncleanly = (path: string): boolean => existsSync(openMarkerPath(path));

/** Opens, checks and migrates straight through (tests, benches, tools). */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): SqliteDatabase {
  const db = openChecked(path, options);
  try {
    applyMigrations(db, options.migrations ?? MIGRATIONS, options.onMigrationProgress);
    return db;
  } catch (error) {
    throw closedOnFailure(db, path, error);
  }
}

/** The same for start-up: migrations yield the event loop after every chunk, so their progress reaches the window. */
export async function openDatabaseYielding(
  path: string,
  options: OpenDatabaseOptions = {},
): Promise<SqliteDatabase> {
  const db = openChecked(path, options);
  try {
    await applyMigrationsYielding(
      db,
      options.migrations ?? MIGRATIONS,
      options.onMigrationProgress,
    );
    return db;
  } catch (error) {
    throw closedOnFailure(db, path, error);
  }
}

/** Opens with the pragmas, checks the whole file after an unclean shutdown, writes the open marker. */
function openChecked(path: string, options: OpenDatabaseOptions): SqliteDatabase {
  const BetterSqlite = requireNative<typeof Database>('better-sqlite3');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  let db: SqliteDatabase;
  try {
    db = new BetterSqlite(path, { timeout: options.busyTimeoutMs ?? 5000 });
  } catch (error) {
    // SQLITE_NOTADB and friends: the file is not a database at all.
    throw new DatabaseIntegrityError(path, [String((error as Error).message)]);
  }
  const file = path !== ':memory:' && path !== '';
  const checkAll = file && (options.integrity === 'always' || closedUncleanly(path));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // A 100k-asset library is ~100 MB: the default 2 MB page cache makes index and FTS
    // writes re-read pages constantly; 32 MB of cache plus memory-mapped reads keep it flat.
    db.pragma('cache_size = -32768');
    db.pragma('mmap_size = 268435456');
    db.pragma('temp_store = MEMORY');
    // Reading the schema reads page 1 and sqlite_master: a file whose header or schema is
    // damaged fails here (SQLITE_NOTADB / malformed) even when the full check is skipped.
    db.prepare('SELECT count(*) FROM sqlite_master').get();
    const problems = checkAll ? integrityProblems(db) : [];
    if (problems.length > 0) throw new DatabaseIntegrityError(path, problems);
    if (file) writeFileSync(openMarkerPath(path), `${process.pid} ${new Date().toISOString()}\n`);
    registerSearchFunctions(db);
    return db;
  } catch (error) {
    throw closedOnFailure(db, path, error);
  }
}

/**
 * Closes a connection that failed to open and names the failure: damage becomes a
 * DatabaseIntegrityError (its marker stays, so the next open checks the whole file again);
 * anything else (a newer schema, a failed migration, rolled back) closes cleanly.
 */
function closedOnFailure(db: SqliteDatabase, path: string, error: unknown): unknown {
  const message = String((error as Error).message);
  const damaged =
    error instanceof DatabaseIntegrityError || /malformed|not a database|corrupt/i.test(message);
  if (db.open) {
    if (damaged) db.close();
    else closeDatabase(db);
  }
  if (damaged && !(error instanceof DatabaseIntegrityError))
    return new DatabaseIntegrityError(path, [message]);
  return error;
}

/** `PRAGMA integrity_check` rows other than the single `ok`. */
export function integrityProblems(db: SqliteDatabase): string[] {
  const rows = db.pragma('integrity_check') as { integrity_check: string }[];
  const messages = rows.map((row) => row.integrity_check);
  return messages.length === 1 && messages[0] === 'ok' ? [] : messages;
}

/**
 * Closes the connection and removes the open marker: the next open may skip the full check.
 * Checkpoints first, so the file alone (without its -wal) holds everything.
 */
export function closeDatabase(db: SqliteDatabase): void {
  if (!db.open) return;
  const path = db.name;
  const file = !db.memory && path !== '';
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch {
    // A busy or read-only file keeps its WAL; SQLite replays it at the next open.
  }
  db.close();
  if (file) rmSync(openMarkerPath(path), { force: true });
}

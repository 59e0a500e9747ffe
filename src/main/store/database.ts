/**
 * Owns the app's SQLite connection: opening with the pragmas every store relies on,
 * the start-up integrity check (a damaged file is reported and copied aside, never wiped)
 * and applying migrations.
 *
 * Durability: WAL with `synchronous = FULL`. In WAL mode NORMAL already survives a process
 * crash (SIGKILL), but a power loss may drop the last commits; the submission journal's
 * `submitting` row must exist before a paid POST leaves the machine, so every commit is
 * fsynced. Writes are few and batched in transactions, so the cost is one fsync per commit.
 */
import { copyFileSync, existsSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type Database from 'better-sqlite3';
import { requireNative } from '../nativeModules';
import { applyMigrations, MIGRATIONS, type Migration } from './migrations';
import { registerSearchFunctions } from './searchFunctions';

export type SqliteDatabase = Database.Database;

export interface OpenDatabaseOptions {
  migrations?: readonly Migration[];
  /** Milliseconds a writer waits for a lock held by another connection. */
  busyTimeoutMs?: number;
  /** Names the copy of a damaged file; tests pass a fixed clock. */
  now?: () => number;
}

/** The file failed `PRAGMA integrity_check`; it was left in place and copied to `copyPath`. */
export class DatabaseIntegrityError extends Error {
  constructor(
    readonly path: string,
    readonly problems: string[],
    readonly copyPath: string | null,
  ) {
    super(`The library database ${path} is damaged (${problems.slice(0, 3).join('; ')}).` +
      (copyPath ? ` A copy was kept at ${copyPath}.` : ''));
    this.name = 'DatabaseIntegrityError';
  }
}

export function openDatabase(path: string, options: OpenDatabaseOptions = {}): SqliteDatabase {
  const BetterSqlite = requireNative<typeof Database>('better-sqlite3');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  let db: SqliteDatabase;
  try {
    db = new BetterSqlite(path, { timeout: options.busyTimeoutMs ?? 5000 });
  } catch (error) {
    // SQLITE_NOTADB and friends: the file is not a database at all.
    throw new DatabaseIntegrityError(path, [String((error as Error).message)], keepCopy(path, options.now));
  }
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // A 100k-asset library is ~100 MB: the default 2 MB page cache makes index and FTS
    // writes re-read pages constantly; 32 MB of cache plus memory-mapped reads keep it flat.
    db.pragma('cache_size = -32768');
    db.pragma('mmap_size = 268435456');
    db.pragma('temp_store = MEMORY');
    const problems = integrityProblems(db);
    if (problems.length > 0) {
      db.close();
      throw new DatabaseIntegrityError(path, problems, keepCopy(path, options.now));
    }
    registerSearchFunctions(db);
    applyMigrations(db, options.migrations ?? MIGRATIONS);
    return db;
  } catch (error) {
    if (db.open) db.close();
    if (error instanceof DatabaseIntegrityError) throw error;
    const message = String((error as Error).message);
    if (/malformed|not a database|corrupt/i.test(message)) {
      throw new DatabaseIntegrityError(path, [message], keepCopy(path, options.now));
    }
    throw error;
  }
}

/** `PRAGMA integrity_check` rows other than the single `ok`. */
export function integrityProblems(db: SqliteDatabase): string[] {
  const rows = db.pragma('integrity_check') as { integrity_check: string }[];
  const messages = rows.map((row) => row.integrity_check);
  return messages.length === 1 && messages[0] === 'ok' ? [] : messages;
}

function keepCopy(path: string, now: (() => number) | undefined): string | null {
  if (path === ':memory:' || !existsSync(path)) return null;
  const stamp = new Date((now ?? Date.now)()).toISOString().replace(/[:.]/g, '-');
  const copyPath = `${path}.damaged-${stamp}`;
  try {
    copyFileSync(path, copyPath);
    for (const suffix of ['-wal', '-shm']) {
      if (existsSync(path + suffix)) copyFileSync(path + suffix, copyPath + suffix);
    }
    return copyPath;
  } catch {
    return null;
  }
}

/** Test helper: a real SQLite file in a fresh temp folder, and a clock that ticks on read. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type SqliteDatabase } from './database';

export interface TestDatabase {
  db: SqliteDatabase;
  folder: string;
  path: string;
  clock: { now(): number; set(ms: number): void };
  cleanup(): void;
}

export function openTestDatabase(start = Date.UTC(2026, 0, 1)): TestDatabase {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-store-'));
  const path = join(folder, 'atelier.sqlite');
  const db = openDatabase(path);
  let now = start;
  return {
    db,
    folder,
    path,
    // Every read moves time by 1 ms so rows never share a timestamp by accident.
    clock: { now: () => (now += 1), set: (ms) => void (now = ms) },
    cleanup() {
      if (db.open) db.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

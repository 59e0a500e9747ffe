import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  openSync,
  writeSync,
  closeSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeDatabase,
  closedUncleanly,
  DatabaseIntegrityError,
  integrityProblems,
  openDatabase,
} from './database';
import {
  MIGRATIONS,
  SchemaTooNewError,
  applyMigrations,
  schemaVersion,
  type Migration,
} from './migrations';

const folders: string[] = [];
function tempFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-db-'));
  folders.push(folder);
  return join(folder, 'atelier.sqlite');
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const latest = Math.max(...MIGRATIONS.map((migration) => migration.version));

describe('openDatabase', () => {
  it('opens with WAL, foreign keys and FULL sync, and migrates to the latest schema', () => {
    const db = openDatabase(tempFile());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(schemaVersion(db)).toBe(latest);
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table') ORDER BY name").all() as {
        name: string;
      }[]
    ).map((row) => row.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'assets',
        'asset_tags',
        'asset_search',
        'submissions',
        'submission_sources',
      ]),
    );
    db.close();
  });

  it('applies migrations once: reopening changes nothing', () => {
    const path = tempFile();
    const first = openDatabase(path);
    first
      .prepare(
        "INSERT INTO submissions (id, profile_id, target, model, kind, state, body, summary, created_at, updated_at) VALUES ('a', 'p', '{}', 'image-a', 'image', 'submitting', '{}', '', 1, 1)",
      )
      .run();
    const schema = first.prepare('SELECT sql FROM sqlite_master ORDER BY name').all();
    first.close();
    const second = openDatabase(path);
    expect(applyMigrations(second, MIGRATIONS)).toBe(0);
    expect(second.prepare('SELECT sql FROM sqlite_master ORDER BY name').all()).toEqual(schema);
    expect(second.prepare('SELECT count(*) AS n FROM submissions').get()).toEqual({ n: 1 });
    second.close();
  });

  it('rolls a failing migration back completely, user_version included', () => {
    const path = tempFile();
    const broken: Migration = {
      version: latest + 1,
      name: 'half done',
      up(db) {
        db.exec('CREATE TABLE half (x INTEGER)');
        throw new Error('boom');
      },
    };
    expect(() => openDatabase(path, { migrations: [...MIGRATIONS, broken] })).toThrow('boom');
    const db = openDatabase(path);
    expect(schemaVersion(db)).toBe(latest);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'half'").get()).toEqual(
      { n: 0 },
    );
    db.close();
  });

  it('refuses a schema newer than this build', () => {
    const path = tempFile();
    const db = openDatabase(path);
    db.pragma(`user_version = ${latest + 5}`);
    db.close();
    expect(() => openDatabase(path)).toThrow(SchemaTooNewError);
  });

  it('after an unclean shutdown, reports a damaged file and leaves it untouched, with no copy made', () => {
    const path = tempFile();
    const db = openDatabase(path);
    db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT)');
    db.exec('CREATE INDEX filler_text ON filler(text)');
    const insert = db.prepare('INSERT INTO filler (text) VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < 3000; i += 1) insert.run(`row ${i} ${'x'.repeat(40)}`);
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
    // Closed without closeDatabase, as a crash would: the open marker stays.
    db.close();
    expect(closedUncleanly(path)).toBe(true);
    // Scribble over the middle of the file: b-tree pages, not the header.
    const size = statSync(path).size;
    const handle = openSync(path, 'r+');
    writeSync(
      handle,
      Buffer.alloc(4096 * 4, 0xa5),
      0,
      4096 * 4,
      Math.floor(size / 2 / 4096) * 4096,
    );
    closeSync(handle);
    const damaged = readFileSync(path);

    let caught: unknown;
    try {
      openDatabase(path);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DatabaseIntegrityError);
    const error = caught as DatabaseIntegrityError;
    expect(error.problems.length).toBeGreaterThan(0);
    expect(error.message).toContain('damaged');
    // Buffer.equals: a deep toEqual over 300 kB of bytes takes seconds.
    expect(readFileSync(path).equals(damaged)).toBe(true);
    // Every launch used to copy the whole file aside again; startupRecovery keeps it aside once.
    expect(readdirSync(join(path, '..')).filter((name) => name.includes('damaged'))).toEqual([]);
    // Still unclean: the next open checks the whole file again.
    expect(closedUncleanly(path)).toBe(true);
  });

  it('checks the whole file only after an unclean shutdown (or when asked to)', () => {
    const path = tempFile();
    const db = openDatabase(path);
    expect(closedUncleanly(path)).toBe(true);
    db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT)');
    db.exec('CREATE INDEX filler_text ON filler(text)');
    const insert = db.prepare('INSERT INTO filler (text) VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < 3000; i += 1) insert.run(`row ${i} ${'x'.repeat(40)}`);
    })();
    closeDatabase(db);
    expect(closedUncleanly(path)).toBe(false);
    expect(existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size : 0).toBe(0);
    // Damage only an index's pages: reading the schema does not notice it.
    const rootPage = (() => {
      const reader = openDatabase(path);
      const page = (
        reader.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'filler_text'").get() as {
          rootpage: number;
        }
      ).rootpage;
      closeDatabase(reader);
      return page;
    })();
    const handle = openSync(path, 'r+');
    writeSync(handle, Buffer.alloc(4096, 0xa5), 0, 4096, (rootPage - 1) * 4096);
    closeSync(handle);
    // A clean close last time: opened at once, without reading every page.
    const quick = openDatabase(path);
    closeDatabase(quick);
    expect(() => openDatabase(path, { integrity: 'always' })).toThrow(DatabaseIntegrityError);
  });

  it('reports a file that is not a database at all, without replacing it', () => {
    const path = tempFile();
    writeFileSync(path, 'this is not sqlite, just text that happens to be long enough'.repeat(100));
    expect(() => openDatabase(path)).toThrow(DatabaseIntegrityError);
    expect(readFileSync(path, 'utf8')).toContain('this is not sqlite');
    expect(readdirSync(join(path, '..')).some((name) => name.includes('damaged'))).toBe(false);
  });

  it('integrityProblems is empty for a healthy database', () => {
    const db = openDatabase(tempFile());
    expect(integrityProblems(db)).toEqual([]);
    db.close();
    expect(existsSync(folders[0]!)).toBe(true);
  });
});

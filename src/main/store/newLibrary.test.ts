// A library being created gets every migration in one transaction (migrationRunner.ts createInOne):
// one commit (one fsync) on the first start instead of one per migration, and a creation cut short
// leaves an empty file that the next start creates again, never a half-made schema.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { closeDatabase, openDatabase, openDatabaseYielding } from './database';
import { MIGRATIONS, schemaVersion } from './migrations';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const newPath = () => {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-new-library-'));
  folders.push(folder);
  return join(folder, 'atelier.sqlite');
};
const tables = (path: string) => {
  const db = openDatabase(path, { migrations: [] });
  try {
    return {
      version: schemaVersion(db),
      tables: db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all(),
    };
  } finally {
    closeDatabase(db);
  }
};

for (const [name, open] of [
  [
    'openDatabase',
    async (path: string, options: Parameters<typeof openDatabase>[1]) =>
      openDatabase(path, options),
  ],
  ['openDatabaseYielding (start-up)', openDatabaseYielding],
] as const) {
  it(`${name}: a creation stopped at migration 6 leaves an empty file, and the next start creates it whole`, async () => {
    const path = newPath();
    await expect(
      open(path, {
        onMigrationProgress: (progress) => {
          if (progress.version === 6) throw new Error('stopped midway');
        },
      }),
    ).rejects.toThrow('stopped midway');
    // With one commit per migration this was schema 5 with its tables.
    expect(tables(path)).toEqual({ version: 0, tables: [] });

    const db = await open(path, {});
    try {
      expect(schemaVersion(db)).toBe(Math.max(...MIGRATIONS.map((migration) => migration.version)));
    } finally {
      closeDatabase(db);
    }
  });
}

/**
 * Test fixture (startupRecovery.test.ts and the boot test): a real library with three songs,
 * archived to `backup.zip` beside it, then damaged the way a crash and a bad disk leave it: the
 * session never closed the file (its open marker stays) and bytes are scribbled over the middle
 * of the real SQLite file (table and index pages, not the header).
 */
import { closeSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { exportArchive } from '../exports/archive';
import { mp3Bytes, openTestLibrary } from '../exports/testLibrary';

export interface DamagedLibraryFixture {
  dataDirectory: string;
  libraryFolder: string;
  databasePath: string;
  archivePath: string;
  damagedBytes: Buffer;
  cleanup(): Promise<void>;
}

export const ARCHIVED_TITLES = ['Song 0', 'Song 1', 'Song 2'];

export async function makeDamagedLibrary(now: number): Promise<DamagedLibraryFixture> {
  const t = await openTestLibrary('damaged');
  ARCHIVED_TITLES.forEach((title, index) =>
    t.addFile(
      { submissionId: `sub-${index}`, outputKey: 'track-1', mimeType: 'audio/mpeg', title },
      mp3Bytes(2048),
      'mp3',
    ),
  );
  const archivePath = join(t.dataDirectory, 'backup.zip');
  await exportArchive(archivePath, {
    library: t.library,
    libraryFolder: t.libraryFolder,
    now: () => now,
  });
  // Enough pages that the middle of the file is table and index pages.
  t.db.exec(
    'CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT); CREATE INDEX filler_text ON filler(text)',
  );
  const insert = t.db.prepare('INSERT INTO filler (text) VALUES (?)');
  t.db.transaction(() => {
    for (let i = 0; i < 3000; i += 1) insert.run(`row ${i} ${'x'.repeat(40)}`);
  })();
  t.db.pragma('wal_checkpoint(TRUNCATE)');
  t.db.close(); // not closeDatabase: as a crash leaves it, with its open marker
  const databasePath = join(t.dataDirectory, 'atelier.sqlite');
  const size = statSync(databasePath).size;
  const handle = openSync(databasePath, 'r+');
  writeSync(handle, Buffer.alloc(4096 * 4, 0xa5), 0, 4096 * 4, Math.floor(size / 2 / 4096) * 4096);
  closeSync(handle);
  return {
    dataDirectory: t.dataDirectory,
    libraryFolder: t.libraryFolder,
    databasePath,
    archivePath,
    damagedBytes: readFileSync(databasePath),
    cleanup: () => t.cleanup(),
  };
}

// Crafted archives must never replace, multiply or disguise a library file.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync as writeNow, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importArchive, type ArchiveOptions } from './archive';
import { derivedSubmissionId } from './archiveImport';
import { journalLineage } from './archiveLineage';
import { ARCHIVE_FORMAT, MANIFEST_NAME } from './archiveManifest';
import { mp3Bytes, openTestLibrary, type TestLibrary } from './testLibrary';

let t: TestLibrary;
beforeEach(async () => {
  t = await openTestLibrary('archive-import');
});
afterEach(async () => {
  await t.cleanup();
});

const options = (extra: Partial<ArchiveOptions> = {}): ArchiveOptions => ({
  library: t.library,
  libraryFolder: t.libraryFolder,
  now: () => Date.parse('2026-11-05T00:00:00Z'),
  lineage: journalLineage(t.journal, (work) => t.db.transaction(work)()),
  ...extra,
});

interface Item {
  path: string;
  bytes: Uint8Array;
  submissionId?: string;
  taskId?: string;
  outputKey?: string;
  kind?: string;
  mimeType?: string;
}

function asset(item: Item) {
  return {
    id: `${item.outputKey ?? 'track-1'}-${item.path}`,
    kind: item.kind ?? 'audio',
    submissionId: item.submissionId ?? 'sub-1',
    taskId: item.taskId ?? 'task-1',
    profileId: 'sandbox',
    model: 'tune',
    action: 'generate',
    outputKey: item.outputKey ?? 'track-1',
    title: 'Crafted',
    prompt: '',
    style: null,
    lyrics: null,
    mimeType: item.mimeType ?? 'audio/mpeg',
    trackIndex: 1,
    durationS: null,
    width: null,
    height: null,
    favorite: false,
    tags: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    file: {
      path: item.path,
      bytes: item.bytes.length,
      sha256: createHash('sha256').update(item.bytes).digest('hex'),
    },
  };
}

async function archive(
  items: Item[],
  files: Record<string, Uint8Array> = {},
  level: 0 | 9 = 0,
): Promise<string> {
  const manifest = {
    format: ARCHIVE_FORMAT,
    schemaVersion: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    submissions: [],
    assets: items.map(asset),
  };
  const entries: Record<string, Uint8Array> = {
    [MANIFEST_NAME]: strToU8(JSON.stringify(manifest)),
    ...files,
  };
  for (const item of items) entries[item.path] ??= item.bytes;
  const path = join(t.dataDirectory, `crafted-${Math.random()}.zip`);
  await writeFile(path, zipSync(entries, { level }));
  return path;
}

describe('importing a crafted archive', () => {
  it('files everything under submission ids allocated here: an uppercase copy of an existing id names no existing folder', async () => {
    const song = t.finishedSubmission('generate', { prompt: 'mine' }, { result: {} });
    const mine = t.addFile(
      { submissionId: song.id, taskId: song.taskId, outputKey: 'track-1' },
      mp3Bytes(2000),
      'mp3',
    );
    const before = readFileSync(join(t.libraryFolder, mine.relativePath));
    const crafted = await archive([
      {
        path: 'media/x.mp3',
        bytes: mp3Bytes(3000),
        submissionId: song.id.toUpperCase(),
        taskId: 'someone-else',
      },
    ]);
    expect(await importArchive(crafted, options())).toMatchObject({ imported: 1, failed: [] });
    expect(readFileSync(join(t.libraryFolder, mine.relativePath)).equals(before)).toBe(true);
    const imported = t.library.list().items.find((item) => item.taskId === 'someone-else')!;
    expect(imported.submissionId.toLowerCase()).not.toBe(song.id.toLowerCase());
    expect(imported.relativePath.toLowerCase()).not.toContain(song.id.toLowerCase());
    expect(existsSync(join(t.libraryFolder, song.id.toUpperCase()))).toBe(false);
  });

  it('publishes exclusively: a file already at the place is never replaced', async () => {
    const item = { path: 'media/x.mp3', bytes: mp3Bytes(3000), taskId: 'task-x' };
    // An archive that names the very folder the import would choose.
    const target = derivedSubmissionId({
      taskId: 'task-x',
      profileId: 'sandbox',
      submissionId: 'any',
    });
    mkdirSync(join(t.libraryFolder, target), { recursive: true });
    writeNow(join(t.libraryFolder, target, 'track-1.mp3'), 'precious');
    const crafted = await archive([{ ...item, submissionId: target }]);
    const result = await importArchive(crafted, options());
    expect(result.imported).toBe(0);
    expect(result.failed).toEqual([
      {
        name: 'media/x.mp3',
        reason: 'a file already holds its place in the library (left untouched)',
      },
    ]);
    expect(readFileSync(join(t.libraryFolder, target, 'track-1.mp3'), 'utf8')).toBe('precious');
  });

  it('refuses an entry referenced by more than one item (40 assets on one entry made 42 MB of 1.8 KB)', async () => {
    const bytes = mp3Bytes(4000);
    const items = Array.from({ length: 40 }, (_unused, index) => ({
      path: 'media/one.mp3',
      bytes,
      outputKey: `track-${index + 1}`,
    }));
    const result = await importArchive(await archive(items), options());
    expect(result.imported).toBe(0);
    expect(result.failed).toHaveLength(40);
    expect(result.failed[0]?.reason).toMatch(/referenced by more than one item/);
    expect(t.library.list().items).toHaveLength(0);
  });

  it('checks free space against what the manifest references before writing anything', async () => {
    const crafted = await archive([{ path: 'media/x.mp3', bytes: mp3Bytes(50_000) }]);
    const error = (await importArchive(
      crafted,
      options({ freeSpace: async () => 10_000_000 }),
    ).catch((thrown: unknown) => thrown)) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/needs 50 kB and the library's disk has 10 MB free/);
    expect(t.library.list().items).toHaveLength(0);
  });

  it('applies the compression-ratio check to every entry, not only large ones', async () => {
    const zeros = new Uint8Array(200 * 1024);
    zeros.set([0xff, 0xfb, 0x90, 0x00]);
    const crafted = await archive(
      [
        { path: 'media/a.mp3', bytes: mp3Bytes(2000), outputKey: 'track-1' },
        { path: 'media/zeros.mp3', bytes: zeros, outputKey: 'track-2' },
      ],
      {},
      9,
    );
    const result = await importArchive(crafted, options({ limits: { maxCompressionRatio: 50 } }));
    expect(result.failed).toEqual(
      expect.arrayContaining([{ name: 'media/zeros.mp3', reason: 'suspicious compression ratio' }]),
    );
    expect(result.imported).toBe(1);
  });

  it('types each file by its bytes: HTML claiming to be a PNG is refused, and the MIME type never comes from the manifest', async () => {
    const html = strToU8('<html><script>alert(1)</script></html>');
    const png = Uint8Array.from([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...new Uint8Array(100),
    ]);
    const crafted = await archive([
      {
        path: 'media/evil.png',
        bytes: html,
        kind: 'image',
        mimeType: 'image/png',
        outputKey: 'image-1',
      },
      {
        path: 'media/real.bin',
        bytes: png,
        kind: 'image',
        mimeType: 'text/html',
        outputKey: 'image-2',
      },
    ]);
    const result = await importArchive(crafted, options());
    expect(result.failed).toEqual([
      { name: 'media/evil.png', reason: 'its bytes are not an image file (they are text)' },
    ]);
    const [stored] = t.library.list().items;
    expect(stored).toMatchObject({ mimeType: 'image/png' });
    expect(stored?.relativePath).toMatch(/image-2\.png$/);
  });
});

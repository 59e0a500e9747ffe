import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveMediaPath } from '../library/mediaPath';
import { exportArchive, importArchive, type ArchiveOptions } from './archive';
import { journalLineage } from './archiveLineage';
import { ARCHIVE_FORMAT, MANIFEST_NAME } from './archiveManifest';
import { mp3Bytes, openTestLibrary, type TestLibrary } from './testLibrary';

let a: TestLibrary;
let b: TestLibrary;
beforeEach(async () => {
  a = await openTestLibrary('archive-a');
  b = await openTestLibrary('archive-b');
});
afterEach(async () => {
  await a.cleanup();
  await b.cleanup();
});

const optionsFor = (t: TestLibrary): ArchiveOptions => ({
  library: t.library,
  libraryFolder: t.libraryFolder,
  now: () => Date.parse('2026-11-05T00:00:00Z'),
  lineage: journalLineage(t.journal, (work) => t.db.transaction(work)()),
});

async function fileHashes(t: TestLibrary): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let cursor: string | null = null;
  do {
    const page = t.library.list({ limit: 500, ...(cursor ? { cursor } : {}) });
    for (const asset of page.items) {
      const path = await resolveMediaPath(t.libraryFolder, asset.relativePath);
      if (path)
        out.set(
          `${asset.taskId}/${asset.outputKey}`,
          createHash('sha256')
            .update(await readFile(path))
            .digest('hex'),
        );
    }
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

/** Bytes that begin like a WAV file (imports check types by the bytes). */
const wavBytes = (length: number): Uint8Array => {
  const bytes = randomBytes(length);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(length - 8, 4);
  bytes.write('WAVE', 8, 'ascii');
  return bytes;
};

function fillLibrary(t: TestLibrary): { songTask: string } {
  const song = t.finishedSubmission(
    'generate',
    { prompt: 'rain', title: 'Night Drive' },
    { result: { tracks: [{ index: 1 }, { index: 2 }] } },
  );
  t.addFile(
    {
      submissionId: song.id,
      taskId: song.taskId,
      outputKey: 'track-1',
      trackIndex: 1,
      tags: ['Rock', 'night'],
    },
    mp3Bytes(50_000),
    'mp3',
  );
  const second = t.addFile(
    {
      submissionId: song.id,
      taskId: song.taskId,
      outputKey: 'track-2',
      trackIndex: 2,
      title: 'Nuit étoilée',
    },
    mp3Bytes(40_000),
    'mp3',
  );
  t.library.update(second.id, { favorite: true });
  t.addFile(
    {
      submissionId: song.id,
      taskId: song.taskId,
      outputKey: 'result',
      kind: 'json',
      mimeType: 'application/json',
    },
    '{"ok":true}',
    'json',
  );
  const stems = t.finishedSubmission(
    'stems-all',
    { task_id: song.taskId, audio_index: 2 },
    { result: { tracks: [{ index: 1, stem: 'bass' }] } },
  );
  t.addFile(
    {
      submissionId: stems.id,
      taskId: stems.taskId,
      action: 'stems-all',
      outputKey: 'track-1',
      trackIndex: 1,
    },
    wavBytes(30_000),
    'wav',
  );
  // An asset whose file is gone is left out of the archive.
  t.library.addAsset({
    submissionId: 'lost',
    taskId: 'lost-task',
    profileId: 'sandbox',
    model: 'tune',
    action: null,
    kind: 'audio',
    outputKey: 'track-1',
    title: 'Lost',
    mimeType: 'audio/mpeg',
    bytes: 1,
    relativePath: 'lost/track-1.mp3',
  });
  return { songTask: song.taskId };
}

describe('library archive', () => {
  it('round-trips assets, files, tags, favorites and lineage, and skips everything on a second import', async () => {
    const { songTask } = fillLibrary(a);
    const path = join(a.dataDirectory, 'library.zip');
    const progress: number[] = [];
    expect(
      await exportArchive(path, {
        ...optionsFor(a),
        progress: (_operation, done) => progress.push(done),
      }),
    ).toBe(4);
    expect(progress.at(-1)).toBe(5);
    expect(execFileSync('unzip', ['-t', path], { encoding: 'utf8' })).toContain(
      'No errors detected',
    );

    const first = await importArchive(path, optionsFor(b));
    expect(first).toMatchObject({ imported: 4, skipped: 0, failed: [] });
    const hashesA = await fileHashes(a);
    expect(hashesA.size).toBe(4);
    expect(await fileHashes(b)).toEqual(hashesA);
    const imported = b.library.list({ sort: 'oldest' }).items;
    expect(
      imported.find((asset) => asset.outputKey === 'track-1' && asset.taskId === songTask)?.tags,
    ).toEqual(['night', 'Rock']);
    expect(imported.find((asset) => asset.title === 'Nuit étoilée')?.favorite).toBe(true);
    // Lineage: the stems task still points at track 2 of the song, and the status result came along.
    const stemsAsset = imported.find((asset) => asset.action === 'stems-all')!;
    const entry = b.journal.get(stemsAsset.submissionId)!;
    expect(entry.sources).toEqual([{ taskId: songTask, audioIndex: 2, role: 'source' }]);
    expect(entry.statusResult).toMatchObject({ result: { tracks: [{ index: 1, stem: 'bass' }] } });
    expect(entry.downloads).toEqual({ done: 1, total: 1, failed: 0 });
    expect(b.journal.undownloaded()).toEqual([]);

    const again = await importArchive(path, optionsFor(b));
    expect(again).toMatchObject({ imported: 0, skipped: 4, failed: [] });
    expect(b.library.list().items).toHaveLength(4);
  });

  it('keeps a "Variations ×N" group together: its assets stack again and each task knows its place', async () => {
    for (const index of [1, 2]) {
      const started = a.journal.begin({
        profileId: 'sandbox',
        target: { action: 'generate' },
        kind: 'music',
        body: { prompt: 'hum' },
        variation: { group: 'group-1', index, count: 2 },
      });
      a.journal.accept(started.id, { taskId: `variation-task-${index}`, status: 'PENDING' });
      a.journal.updateStatus(started.id, {
        status: 'SUCCEEDED',
        statusResult: { task_id: `variation-task-${index}`, status: 'SUCCEEDED' },
      });
      a.addFile(
        {
          submissionId: started.id,
          taskId: `variation-task-${index}`,
          outputKey: 'track-1',
          trackIndex: 1,
          variationGroup: 'group-1',
        },
        mp3Bytes(20_000),
        'mp3',
      );
    }
    const path = join(a.dataDirectory, 'variations.zip');
    expect(await exportArchive(path, optionsFor(a))).toBe(2);
    expect(await importArchive(path, optionsFor(b))).toMatchObject({ imported: 2, failed: [] });
    const imported = b.library.list({ sort: 'oldest' }).items;
    expect(imported.map((asset) => asset.variationGroup)).toEqual(['group-1', 'group-1']);
    expect(imported.map((asset) => b.journal.get(asset.submissionId)?.variation)).toEqual([
      { index: 1, count: 2 },
      { index: 2, count: 2 },
    ]);
  });

  it('imports assets alone when no lineage port is given, still without duplicates', async () => {
    fillLibrary(a);
    const path = join(a.dataDirectory, 'library.zip');
    await exportArchive(path, optionsFor(a));
    const { lineage: _lineage, ...plain } = optionsFor(b);
    expect(await importArchive(path, plain)).toMatchObject({ imported: 4, skipped: 0 });
    expect(await importArchive(path, plain)).toMatchObject({ imported: 0, skipped: 4 });
  });

  it('refuses zip-slip entries, reports bad hashes per entry and never writes outside the library', async () => {
    const good = mp3Bytes(1000);
    const asset = (
      path: string,
      bytes: Uint8Array,
      outputKey: string,
      sha256 = createHash('sha256').update(bytes).digest('hex'),
    ) => ({
      id: outputKey,
      kind: 'audio',
      submissionId: 'sub-1',
      taskId: 'task-1',
      profileId: 'sandbox',
      model: 'tune',
      action: 'generate',
      outputKey,
      title: outputKey,
      prompt: '',
      style: null,
      lyrics: null,
      mimeType: 'audio/mpeg',
      trackIndex: 1,
      durationS: null,
      width: null,
      height: null,
      favorite: false,
      tags: [],
      createdAt: '2026-11-01T00:00:00.000Z',
      file: { path, bytes: bytes.length, sha256 },
    });
    const manifest = {
      format: ARCHIVE_FORMAT,
      schemaVersion: 1,
      createdAt: '2026-11-01T00:00:00.000Z',
      submissions: [],
      assets: [
        asset('../../evil.mp3', good, 'track-1'),
        asset('media/ok.mp3', good, 'track-2'),
        asset('media/bad.mp3', good, 'track-3', '0'.repeat(64)),
        asset('media/absent.mp3', good, 'track-4'),
      ],
    };
    const path = join(b.dataDirectory, 'evil.zip');
    await writeFile(
      path,
      zipSync({
        [MANIFEST_NAME]: strToU8(JSON.stringify(manifest)),
        '../../evil.mp3': good,
        'media/ok.mp3': good,
        'media/bad.mp3': good,
        '/abs.mp3': good,
      }),
    );
    const result = await importArchive(path, optionsFor(b));
    expect(result.imported).toBe(1);
    expect(result.failed).toEqual(
      expect.arrayContaining([
        { name: '../../evil.mp3', reason: 'unsafe path in archive (refused)' },
        { name: '/abs.mp3', reason: 'unsafe path in archive (refused)' },
        { name: 'media/bad.mp3', reason: 'its checksum (SHA-256) differs from the manifest' },
        { name: 'media/absent.mp3', reason: 'file missing from the archive' },
      ]),
    );
    expect(existsSync(join(b.dataDirectory, '..', 'evil.mp3'))).toBe(false);
    expect(existsSync(join(b.libraryFolder, '..', 'evil.mp3'))).toBe(false);
    // Filed under a submission id allocated here, never the archive's own ('sub-1').
    expect(existsSync(join(b.libraryFolder, 'sub-1'))).toBe(false);
    const [saved] = b.library.list().items;
    expect(saved?.submissionId).toMatch(/^imported-[0-9a-f]{32}$/);
    expect(await readdir(join(b.libraryFolder, saved!.submissionId))).toEqual(['track-2.mp3']);
  });

  it('rejects archives without a valid manifest, or from a newer version', async () => {
    const write = async (entries: Record<string, Uint8Array>): Promise<string> => {
      const path = join(b.dataDirectory, `${Math.random()}.zip`);
      await writeFile(path, zipSync(entries));
      return path;
    };
    await expect(
      importArchive(await write({ 'a.txt': strToU8('x') }), optionsFor(b)),
    ).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(
      importArchive(
        await write({
          [MANIFEST_NAME]: strToU8('{"format":"atelier-library","schemaVersion":1,"assets":[{}]}'),
        }),
        optionsFor(b),
      ),
    ).rejects.toThrow(/not valid/);
    await expect(
      importArchive(
        await write({ [MANIFEST_NAME]: strToU8('{"format":"atelier-library","schemaVersion":7}') }),
        optionsFor(b),
      ),
    ).rejects.toThrow(/newer Atelier/);
    const notZip = join(b.dataDirectory, 'x.zip');
    await writeFile(notZip, 'not a zip');
    await expect(importArchive(notZip, optionsFor(b))).rejects.toMatchObject({
      code: 'invalid_input',
    });
  });

  it('refuses entries above the size cap and zip bombs', async () => {
    const zeros = new Uint8Array(4 * 1024 * 1024);
    const manifest = {
      format: ARCHIVE_FORMAT,
      schemaVersion: 1,
      createdAt: '2026-11-01T00:00:00.000Z',
      submissions: [],
      assets: [],
    };
    const path = join(b.dataDirectory, 'bomb.zip');
    await writeFile(
      path,
      zipSync(
        {
          [MANIFEST_NAME]: strToU8(JSON.stringify(manifest)),
          'media/zeros.bin': zeros,
          'media/big.bin': randomBytes(3000),
        },
        { level: 9 },
      ),
    );
    const result = await importArchive(path, { ...optionsFor(b), limits: { maxEntryBytes: 2000 } });
    expect(result.failed).toEqual([
      { name: 'media/zeros.bin', reason: 'file too large' },
      { name: 'media/big.bin', reason: 'file too large' },
    ]);
    const ratio = await importArchive(path, optionsFor(b));
    expect(ratio.failed).toEqual([
      { name: 'media/zeros.bin', reason: 'suspicious compression ratio' },
    ]);
  });
});

// Issue 20 item 8: zip bombs are refused before a byte is parsed or written: entries that
// share compressed bytes, names the local header contradicts, a manifest that expands too
// far, and an archive whose entries add up to far more than its own size.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { importArchive, type ArchiveOptions } from './archive';
import { ARCHIVE_FORMAT, MANIFEST_NAME } from './archiveManifest';
import { handZip } from './handZip';
import { mp3Bytes, openTestLibrary, type TestLibrary } from './testLibrary';

let t: TestLibrary;
beforeEach(async () => {
  t = await openTestLibrary('zip-bomb');
});
afterEach(async () => {
  await t.cleanup();
});

const options = (extra: Partial<ArchiveOptions> = {}): ArchiveOptions => ({
  library: t.library,
  libraryFolder: t.libraryFolder,
  now: () => Date.now(),
  freeSpace: async () => 1024 ** 4,
  ...extra,
});
const failure = (path: string, extra?: Partial<ArchiveOptions>) =>
  importArchive(path, options(extra)).then(
    () => null,
    (error: unknown) => error as Error,
  );

const manifestOf = (paths: Record<string, Uint8Array>) =>
  strToU8(
    JSON.stringify({
      format: ARCHIVE_FORMAT,
      schemaVersion: 1,
      createdAt: '2026-11-01T00:00:00.000Z',
      submissions: [],
      assets: Object.entries(paths).map(([path, bytes], index) => ({
        id: `a${index}`,
        kind: 'audio',
        submissionId: 'sub-1',
        taskId: 'task-1',
        profileId: 'sandbox',
        model: 'tune',
        action: 'generate',
        outputKey: `track-${index + 1}`,
        title: 'Crafted',
        prompt: '',
        style: null,
        lyrics: null,
        mimeType: 'audio/mpeg',
        trackIndex: index + 1,
        durationS: null,
        width: null,
        height: null,
        favorite: false,
        tags: [],
        createdAt: '2026-11-01T00:00:00.000Z',
        file: {
          path,
          bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        },
      })),
    }),
  );

async function save(bytes: Uint8Array): Promise<string> {
  const path = join(t.dataDirectory, `bomb-${Math.random()}.zip`);
  await writeFile(path, bytes);
  return path;
}

it('refuses entries that share one blob (50 names on one file), naming the entry and the rule, before anything is written', async () => {
  const song = mp3Bytes(20_000);
  const names = Array.from({ length: 50 }, (_, index) => `media/copy-${index}.mp3`);
  const manifest = manifestOf(Object.fromEntries(names.map((name) => [name, song])));
  // Every central entry points at the first copy's local record: its bytes are inflated 50 times.
  const zip = handZip([
    { name: MANIFEST_NAME, data: manifest },
    { name: names[0]!, data: song },
    ...names
      .slice(1)
      .map((name) => ({ name, data: song, at: 30 + MANIFEST_NAME.length + manifest.length })),
  ]);
  const error = await failure(await save(zip));
  expect(error?.message).toMatch(
    /media\/copy-\d+\.mp3 overlaps media\/copy-\d+\.mp3: entries may not share bytes/u,
  );
  expect(t.library.list().items).toHaveLength(0);
});

it('refuses an entry whose bytes hold the next entry (nested records, each name agreeing with its local header)', async () => {
  const song = mp3Bytes(5000);
  const manifest = manifestOf({ 'media/inner.mp3': song });
  const inner = handZip([{ name: 'media/inner.mp3', data: song }]).subarray(
    0,
    30 + 'media/inner.mp3'.length + song.length,
  );
  const innerAt = 30 + MANIFEST_NAME.length + manifest.length + 30 + 'media/outer.mp3'.length;
  const zip = handZip([
    { name: MANIFEST_NAME, data: manifest },
    { name: 'media/outer.mp3', data: inner },
    { name: 'media/inner.mp3', data: song, at: innerAt },
  ]);
  const error = await failure(await save(zip));
  expect(error?.message).toMatch(
    /media\/outer\.mp3 overlaps media\/inner\.mp3: entries may not share bytes/u,
  );
});

it('refuses an entry whose local header names another file than the central directory', async () => {
  const song = mp3Bytes(5000);
  const zip = handZip([
    { name: MANIFEST_NAME, data: manifestOf({ 'media/good.mp3': song }) },
    { name: '../../evil.mp3', centralName: 'media/good.mp3', data: song },
  ]);
  const outcome = await importArchive(await save(zip), options());
  expect(outcome.imported).toBe(0);
  expect(outcome.failed).toEqual([
    {
      name: 'media/good.mp3',
      reason:
        'media/good.mp3: its local header names another file than the central directory (refused).',
    },
  ]);
});

it('accepts a small manifest that compresses well (one long prompt on many takes)', async () => {
  const padded = `${' '.repeat(8 * 1024 ** 2)}${new TextDecoder().decode(manifestOf({}))}`;
  const zip = zipSync({ [MANIFEST_NAME]: strToU8(padded) }, { level: 9 });
  expect(await failure(await save(zip), { limits: { maxCompressionRatio: 1_000_000 } })).toBeNull();
});

it('refuses a big manifest that expands past 100 times its compressed size before parsing it', async () => {
  const padded = `${' '.repeat(20 * 1024 ** 2)}${new TextDecoder().decode(manifestOf({}))}`;
  const zip = zipSync({ [MANIFEST_NAME]: strToU8(padded) }, { level: 9 });
  const error = await failure(await save(zip), { limits: { maxCompressionRatio: 1_000_000 } });
  expect(error?.message).toMatch(
    /manifest\.json expands [\d,]+ times its compressed size \(at most 100\): refused as a zip bomb/u,
  );
});

it('bounds the total expansion against the archive size, even from entries each below the ratio floor', async () => {
  const files = Object.fromEntries(
    Array.from({ length: 40 }, (_, index) => [`media/z-${index}.bin`, new Uint8Array(60 * 1024)]),
  );
  const zip = zipSync({ [MANIFEST_NAME]: manifestOf({}), ...files }, { level: 9 });
  const error = await failure(await save(zip), { limits: { maxCompressionRatio: 50 } });
  expect(error?.message).toMatch(
    /files add up to 2\.5 MB, \d+ times its own .* \(at most 50\): refused as a zip bomb/u,
  );
});

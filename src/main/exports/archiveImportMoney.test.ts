// An imported archive can never move this device's money: a manifest's creditsDeducted must be
// a whole number of credits, 0 or more (the archive is refused otherwise, naming the item and
// the rule), and honest imported submissions keep their original date, show in the ledger
// marked imported, and never count toward this month's budget figure.
process.env.TZ = 'UTC';

import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLedger } from '../spending/ledger';
import { monthOf } from '../spending/budget';
import { importArchive, type ArchiveOptions } from './archive';
import { journalLineage } from './archiveLineage';
import { ARCHIVE_FORMAT, MANIFEST_NAME } from './archiveManifest';
import { mp3Bytes, openTestLibrary, type TestLibrary } from './testLibrary';

let t: TestLibrary;
beforeEach(async () => {
  t = await openTestLibrary('archive-money');
});
afterEach(async () => {
  await t.cleanup();
});

const options = (): ArchiveOptions => ({
  library: t.library,
  libraryFolder: t.libraryFolder,
  now: () => Date.parse('2026-11-05T00:00:00Z'),
  lineage: journalLineage(t.journal, (work) => t.db.transaction(work)()),
});

/** An archive of one finished song made elsewhere on `createdAt`, charged `creditsDeducted`. */
async function archive(
  creditsDeducted: unknown,
  createdAt = '2026-09-10T12:00:00.000Z',
  taskId = 'task-elsewhere',
): Promise<string> {
  const bytes = mp3Bytes(3000);
  const submission = {
    id: 'elsewhere-1',
    profileId: 'sandbox',
    target: { action: 'generate' },
    kind: 'music',
    body: { prompt: 'from another machine' },
    summary: 'from another machine',
    taskId,
    status: 'SUCCEEDED',
    statusResult: { result: { tracks: [] } },
    creditsDeducted,
    sources: [],
    createdAt,
    finishedAt: createdAt,
  };
  const asset = {
    id: 'asset-1',
    kind: 'audio',
    submissionId: 'elsewhere-1',
    taskId,
    profileId: 'sandbox',
    model: 'tune',
    action: 'generate',
    outputKey: 'track-1',
    title: 'Elsewhere',
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
    createdAt,
    file: {
      path: 'media/1.mp3',
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    },
  };
  const manifest = {
    format: ARCHIVE_FORMAT,
    schemaVersion: 1,
    createdAt,
    submissions: [submission],
    assets: [asset],
  };
  const path = join(t.dataDirectory, `money-${Math.random()}.zip`);
  await writeFile(
    path,
    zipSync(
      { [MANIFEST_NAME]: strToU8(JSON.stringify(manifest)), 'media/1.mp3': bytes },
      { level: 0 },
    ),
  );
  return path;
}

describe("imported archives and this device's money", () => {
  it.each([[-1_000_000], [5000.5], ['5000']])(
    'refuses creditsDeducted %s, naming the item and the rule, and imports nothing',
    async (value) => {
      const error = (await importArchive(await archive(value), options()).catch(
        (thrown: unknown) => thrown,
      )) as Error & { code?: string };
      expect(error.code).toBe('invalid_input');
      expect(error.message).toContain(
        'submissions.0.creditsDeducted: must be a whole number of credits, 0 or more',
      );
      expect(t.library.list().items).toHaveLength(0);
      expect(t.journal.getByTaskId('task-elsewhere')).toBeNull();
    },
  );

  it("keeps an honest import's original date, marks it imported, and leaves it out of this month's budget", async () => {
    const now = Date.parse('2026-11-05T00:00:00Z');
    const ledger = createLedger(t.db);
    const before = ledger.overall('sandbox', monthOf(now), true).net;
    expect(await importArchive(await archive(5000), options())).toMatchObject({
      imported: 1,
      failed: [],
    });
    const entry = t.journal.getByTaskId('task-elsewhere')!;
    expect(entry.createdAt).toBe('2026-09-10T12:00:00.000Z');
    const row = ledger.entries('sandbox').items.find((item) => item.id === entry.id)!;
    expect(row).toMatchObject({ imported: true, net: 5000 });
    // Listed under its own month, September, not this one.
    expect(ledger.byPeriod('sandbox', 'month')).toContainEqual(
      expect.objectContaining({ key: '2026-09', net: 5000 }),
    );
    expect(ledger.overall('sandbox', monthOf(now), true).net).toBe(before);
    // Even an import dated this month is not this device's spend.
    expect(
      await importArchive(
        await archive(700, '2026-11-02T08:00:00.000Z', 'task-this-month'),
        options(),
      ),
    ).toMatchObject({ imported: 1 });
    expect(ledger.overall('sandbox', monthOf(now)).net).toBe(before + 700);
    expect(ledger.overall('sandbox', monthOf(now), true).net).toBe(before);
  });
});

// Issue 20 item 7: an archive whose lineage loops is refused before anything is written,
// and the song-root walk stays bounded on a journal that already holds such a loop.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { songRootsCte, MAX_HOPS } from '../store/songRoots';
import { importArchive } from './archive';
import { journalLineage } from './archiveLineage';
import { ARCHIVE_FORMAT, MANIFEST_NAME, type ArchivedSubmission } from './archiveManifest';
import { openTestLibrary, type TestLibrary } from './testLibrary';
import { archivedSubmission as submission, lineageSource as source } from './lineageFixtures';

let t: TestLibrary;
beforeEach(async () => {
  t = await openTestLibrary('archive-lineage');
});
afterEach(async () => {
  await t.cleanup();
});

async function lineageArchive(submissions: ArchivedSubmission[]): Promise<string> {
  // No media: what matters is that the manifest is refused before any adoption or file.
  const manifest = {
    format: ARCHIVE_FORMAT,
    schemaVersion: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    submissions,
    assets: [],
  };
  const path = join(t.dataDirectory, `lineage-${Math.random()}.zip`);
  await writeFile(path, zipSync({ [MANIFEST_NAME]: strToU8(JSON.stringify(manifest)) }));
  return path;
}

const importing = (path: string) =>
  importArchive(path, {
    library: t.library,
    libraryFolder: t.libraryFolder,
    now: () => Date.now(),
    lineage: journalLineage(t.journal, (work) => t.db.transaction(work)()),
  })
    .then(() => null)
    .catch((error: unknown) => error as Error);

describe('an archive with broken lineage', () => {
  it.each([
    [
      'a task naming itself',
      [submission('t-a', [source('t-a'), source('t-a')])],
      /"sub-t-a" \(task t-a\) names itself as a source/u,
    ],
    [
      'a source named twice',
      [submission('t-b', [source('t-root', 2), source('t-root', 2)])],
      /"sub-t-b" \(task t-b\) names task t-root track 2 as its source twice/u,
    ],
    [
      'a loop through others',
      [
        submission('t-1', [source('t-2')]),
        submission('t-2', [source('t-3')]),
        submission('t-3', [source('t-1')]),
      ],
      /part of a loop of sources \(t-1 → t-2 → t-3 → t-1\)/u,
    ],
  ])(
    'refuses %s, naming the submission and the rule, and records nothing',
    async (_name, submissions, message) => {
      const error = await importing(await lineageArchive(submissions));
      expect(error?.message).toMatch(message);
      expect(error?.message).toMatch(/Nothing was imported/u);
      expect(t.journal.getByTaskId(submissions[0]!.taskId)).toBeNull();
    },
  );

  it('accepts a tree: two takes made from one root', async () => {
    const error = await importing(
      await lineageArchive([
        submission('root', []),
        submission('x', [source('root')]),
        submission('y', [source('root', 2)]),
      ]),
    );
    expect(error).toBeNull();
  });
});

describe('the song-root walk', () => {
  it('stays bounded on a journal holding a task that names itself twice (it doubled per hop: 2^64 rows)', () => {
    const started = t.journal.begin({
      profileId: 'sandbox',
      target: { action: 'extend' },
      kind: 'music',
      body: {},
      sources: [source('loop'), source('loop'), source('loop')],
    });
    t.journal.accept(started.id, { taskId: 'loop', status: 'SUCCEEDED' });
    // The outer LIMIT stops today's UNION ALL walk early instead of hanging the test.
    const { rows } = t.db
      .prepare<[], { rows: number }>(
        `${songRootsCte("SELECT 'loop' AS task_id, 1 AS track_index")} SELECT count(*) AS rows FROM (SELECT * FROM song_roots LIMIT 100000)`,
      )
      .get()!;
    expect(rows).toBeLessThanOrEqual(MAX_HOPS + 1);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../store/database';
import { createJournal, type Journal } from '../store/journal';
import { sourcesOfBody } from '../store/lineage';
import { MIGRATIONS } from '../store/migrations';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createLibraryStore, type LibraryStore } from './libraryStore';
import { newAsset } from './testAssets';

let test: TestDatabase;
let journal: Journal;
let store: LibraryStore;
beforeEach(() => {
  test = openTestDatabase();
  journal = createJournal(test.db, test.clock);
  store = createLibraryStore(test.db, test.clock);
});
afterEach(() => test.cleanup());

/** A finished music task in the journal, made from `body` (its lineage). */
function task(
  journalFor: Journal,
  taskId: string,
  action: string,
  body: Record<string, unknown> = {},
): string {
  const entry = journalFor.begin({
    profileId: 'sandbox',
    target: { action },
    kind: 'music',
    body: { prompt: taskId, ...body },
    creditsEstimated: 10,
  });
  journalFor.accept(entry.id, { taskId, creditsDeducted: 10, status: 'SUCCEEDED' });
  return entry.id;
}

/**
 * A finished music task written as a schema-4 build wrote it (its own columns only): today's
 * journal also writes columns of later migrations, which an old file does not have yet.
 */
function oldTask(
  db: TestDatabase['db'],
  taskId: string,
  action: string,
  body: Record<string, unknown> = {},
): string {
  const id = `submission-${taskId}`;
  db.prepare(
    `INSERT INTO submissions (id, profile_id, target, model, action, kind, state, body, summary, task_id, status, credits_estimated, credits_deducted, created_at, updated_at)
     VALUES (?, 'sandbox', ?, 'tune', ?, 'music', 'accepted', ?, ?, ?, 'SUCCEEDED', 10, 10, 0, 0)`,
  ).run(
    id,
    JSON.stringify({ action }),
    action,
    JSON.stringify({ prompt: taskId, ...body }),
    taskId,
    taskId,
  );
  const source = db.prepare(
    'INSERT INTO submission_sources (submission_id, position, source_task_id, audio_index, role) VALUES (?, ?, ?, ?, ?)',
  );
  sourcesOfBody(body).forEach((each, position) =>
    source.run(id, position, each.taskId, each.audioIndex, each.role),
  );
  return id;
}

/** The songKey this library gives a track of `taskId`, saved as an audio asset. */
function saved(
  into: LibraryStore,
  submissionId: string,
  taskId: string,
  trackIndex: number | null,
  kind: 'audio' | 'image' = 'audio',
): string | null {
  return into.addAsset(
    newAsset({
      submissionId,
      taskId,
      kind,
      model: 'tune',
      action: 'x',
      trackIndex,
      outputKey: `track-${trackIndex}`,
    }),
  ).asset.songKey;
}

describe('songKey: which song an audio asset belongs to', () => {
  it('a take is its own song; versions and versions of versions belong to the take they came from', () => {
    const take = task(journal, 'gen', 'generate');
    const extend = task(journal, 'ext', 'extend', {
      task_id: 'gen',
      audio_index: 2,
      continue_at: 30,
    });
    const full = task(journal, 'full', 'concat', { task_id: 'ext', audio_index: 1 });
    const cover = task(journal, 'cov', 'cover', { task_id: 'full' }); // audio_index defaults to 1
    expect(saved(store, take, 'gen', 1)).toBe('gen:1');
    expect(saved(store, take, 'gen', 2)).toBe('gen:2');
    expect(saved(store, extend, 'ext', 1)).toBe('gen:2');
    expect(saved(store, extend, 'ext', 2)).toBe('gen:2');
    expect(saved(store, full, 'full', 1)).toBe('gen:2');
    expect(saved(store, cover, 'cov', 2)).toBe('gen:2');
  });

  it('a mashup of two songs starts a song of its own; personas and custom models are not sources', () => {
    task(journal, 'a', 'generate');
    task(journal, 'b', 'generate');
    const mashup = task(journal, 'mash', 'mashup', { task_ids: ['a', 'b'], audio_indexes: [1, 2] });
    const persona = task(journal, 'p', 'generate', { persona_task_id: 'a' });
    const fromMashup = task(journal, 'mash-ext', 'extend', { task_id: 'mash', audio_index: 1 });
    expect(saved(store, mashup, 'mash', 1)).toBe('mash:1');
    expect(saved(store, persona, 'p', 1)).toBe('p:1');
    expect(saved(store, fromMashup, 'mash-ext', 1)).toBe('mash:1');
  });

  it('a source this library has no submission for is the root; other kinds and trackless roots have no song', () => {
    const extend = task(journal, 'ext', 'extend', { task_id: 'imported', audio_index: 2 });
    expect(saved(store, extend, 'ext', 1)).toBe('imported:2');
    expect(saved(store, 'imported-submission', 'lonely', 1)).toBe('lonely:1');
    expect(saved(store, 'image-submission', 'img', 1, 'image')).toBeNull();
    expect(saved(store, 'no-track', 'nt', null)).toBeNull();
    // A trackless output of a version still belongs to the song it was made from.
    expect(saved(store, extend, 'ext', null)).toBe('imported:2');
  });
});

describe('migration 6 backfills songKey from the journal', () => {
  let folder: string;
  beforeEach(() => void (folder = mkdtempSync(join(tmpdir(), 'atelier-songkeys-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('fills every saved audio asset of a library written before it, versions of versions included', () => {
    const path = join(folder, 'atelier.sqlite');
    const before = openDatabase(path, {
      migrations: MIGRATIONS.filter((migration) => migration.version < 6),
    });
    const take = oldTask(before, 'gen', 'generate');
    const extend = oldTask(before, 'ext', 'extend', { task_id: 'gen', audio_index: 2 });
    const full = oldTask(before, 'full', 'concat', { task_id: 'ext', audio_index: 1 });
    const mashup = oldTask(before, 'mash', 'mashup', { task_ids: ['gen', 'ext'] });
    const insert = before.prepare(
      `INSERT INTO assets (id, kind, submission_id, task_id, profile_id, model, action, output_key, title, mime_type, bytes, relative_path, track_index, created_at)
       VALUES (?, ?, ?, ?, 'sandbox', 'tune', 'x', ?, 'song', 'audio/mpeg', 1, ?, ?, 0)`,
    );
    const rows: [string, string, string, string, number | null][] = [
      ['take-1', 'audio', take, 'gen', 1],
      ['take-2', 'audio', take, 'gen', 2],
      ['ext-1', 'audio', extend, 'ext', 1],
      ['ext-2', 'audio', extend, 'ext', 2],
      ['full-1', 'audio', full, 'full', 1],
      ['mash-1', 'audio', mashup, 'mash', 1],
      ['cover-art', 'image', take, 'gen', null],
      ['imported-1', 'audio', 'gone', 'gone-task', 1],
    ];
    for (const [id, kind, submission, taskId, index] of rows)
      insert.run(id, kind, submission, taskId, `${id}-key`, `files/${id}`, index);
    expect(
      before
        .prepare("SELECT count(*) AS n FROM pragma_table_info('assets') WHERE name = 'song_key'")
        .get(),
    ).toEqual({ n: 0 });
    before.close();

    const after = openDatabase(path);
    const keys = Object.fromEntries(
      (
        after.prepare('SELECT id, song_key FROM assets').all() as {
          id: string;
          song_key: string | null;
        }[]
      ).map((row) => [row.id, row.song_key]),
    );
    expect(keys).toEqual({
      'take-1': 'gen:1',
      'take-2': 'gen:2',
      'ext-1': 'gen:2',
      'ext-2': 'gen:2',
      'full-1': 'gen:2',
      'mash-1': 'mash:1',
      'cover-art': null,
      'imported-1': 'gone-task:1',
    });
    // The next asset saved is keyed the same way by the live rule.
    const clock = { now: () => Date.UTC(2026, 0, 1) };
    const live = createLibraryStore(after, clock);
    const cover = task(createJournal(after, clock), 'cov', 'cover', { task_id: 'full' });
    expect(saved(live, cover, 'cov', 1)).toBe('gen:2');
    after.close();
  });
});

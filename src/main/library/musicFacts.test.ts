import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type SqliteDatabase } from '../store/database';
import { createJournal, type Journal } from '../store/journal';
import { MIGRATIONS, schemaVersion } from '../store/migrations';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createLibraryStore, type LibraryStore } from './libraryStore';
import { factsOf } from '../store/musicFacts';
import { newAsset } from './testAssets';

let test: TestDatabase;
beforeEach(() => {
  test = openTestDatabase();
});
afterEach(() => test.cleanup());

/** A music task run to SUCCEEDED through the journal, as the engine records it. */
function finished(
  journal: Journal,
  action: string,
  body: Record<string, unknown>,
  result: Record<string, unknown>,
  taskId: string,
): void {
  const row = journal.begin({ profileId: 'sandbox', target: { action }, kind: 'music', body });
  journal.accept(row.id, { taskId });
  journal.updateStatus(row.id, {
    status: 'SUCCEEDED',
    statusResult: { task_id: taskId, status: 'SUCCEEDED', result },
  });
}

const track = (store: LibraryStore, taskId: string, trackIndex: number, action = 'generate') =>
  store.addAsset(
    newAsset({
      kind: 'audio',
      taskId,
      submissionId: `s-${taskId}`,
      outputKey: `track-${trackIndex}`,
      trackIndex,
      action,
      model: 'tune',
    }),
  ).asset.id;

const factsById = (db: SqliteDatabase, id: string) =>
  db.prepare('SELECT bpm, musical_key AS key FROM assets WHERE id = ?').get(id) as {
    bpm: number | null;
    key: string | null;
  };

describe('music facts rule', () => {
  it('reads a sounds request, a bpm analysis and a midi key; ignores what is out of range or unfinished', () => {
    const sounds = { taskId: 't', action: 'sounds', statusResult: { status: 'SUCCEEDED' } };
    expect(factsOf({ ...sounds, body: { prompt: 'rain', bpm: 96, key: 'F#m' } })).toEqual({
      target: { own: true },
      facts: { bpm: 96, key: 'F#m' },
    });
    expect(factsOf({ ...sounds, body: { prompt: 'rain', bpm: 0, key: 'H' } })).toBeNull();
    const bpm = { taskId: 'b', action: 'bpm', body: { task_id: 'song', audio_index: 2 } };
    expect(
      factsOf({
        ...bpm,
        statusResult: { status: 'SUCCEEDED', result: { bpm: { avg: 127.96, min: 120, max: 130 } } },
      }),
    ).toEqual({
      target: { own: false, taskId: 'song', audioIndex: 2 },
      facts: { bpm: 128, key: null },
    });
    expect(
      factsOf({ ...bpm, statusResult: { status: 'FAILED', result: { bpm: { avg: 120 } } } }),
    ).toBeNull();
    expect(
      factsOf({ ...bpm, statusResult: { status: 'SUCCEEDED', result: { bpm: { avg: 'fast' } } } }),
    ).toBeNull();
    expect(
      factsOf({
        taskId: 'm',
        action: 'midi',
        body: { task_id: 'song' },
        statusResult: { result: { midi: { key: 'Am' } } },
      }),
    ).toEqual({
      target: { own: false, taskId: 'song', audioIndex: 1 },
      facts: { bpm: null, key: 'Am' },
    });
    expect(
      factsOf({ taskId: 'g', action: 'generate', body: { bpm: 120 }, statusResult: null }),
    ).toBeNull();
  });
});

describe('migration 5 backfill', () => {
  it('fills tempo and key from the journal: bpm analyses (newest wins) on their track and its stems, sounds on its own tracks', () => {
    // A library at schema 4, with songs, a sound, stems and analyses already in it.
    const path = join(test.folder, 'schema-4.sqlite');
    const old = openDatabase(path, {
      migrations: MIGRATIONS.filter((migration) => migration.version <= 4),
    });
    let seq = 0;
    let finishedAt = 0;
    /** A finished music task as a schema-4 build journaled it (raw SQL: today's journal writes later columns). */
    const oldTask = (
      action: string,
      body: Record<string, unknown>,
      taskId: string,
      status: string,
      result: Record<string, unknown>,
    ): void => {
      finishedAt += 1000;
      old
        .prepare(
          `INSERT INTO submissions (id, profile_id, target, model, action, kind, state, body, summary, task_id, status, status_result, created_at, updated_at, finished_at)
           VALUES (?, 'sandbox', ?, 'tune', ?, 'music', 'accepted', ?, '', ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          `sub-${taskId}`,
          JSON.stringify({ action }),
          action,
          JSON.stringify(body),
          taskId,
          status,
          JSON.stringify({ task_id: taskId, status, result }),
          finishedAt,
          finishedAt,
          finishedAt,
        );
      const source = typeof body['task_id'] === 'string' ? body['task_id'] : null;
      if (source) {
        old
          .prepare(
            `INSERT INTO submission_sources (submission_id, position, source_task_id, audio_index, role) VALUES (?, 0, ?, ?, 'source')`,
          )
          .run(
            `sub-${taskId}`,
            source,
            typeof body['audio_index'] === 'number' ? body['audio_index'] : 1,
          );
      }
    };
    /** A track row as schema 4 stores it (the store of this build writes schema 5 columns). */
    const oldTrack = (taskId: string, trackIndex: number, action = 'generate'): string => {
      seq += 1;
      old
        .prepare(
          `INSERT INTO assets (id, kind, submission_id, task_id, profile_id, model, action, output_key, title, mime_type, bytes, relative_path, track_index, created_at)
           VALUES (?, 'audio', ?, ?, 'sandbox', 'tune', ?, ?, 'Track', 'audio/mpeg', 1, ?, ?, 0)`,
        )
        .run(
          `asset-${seq}`,
          `s-${taskId}`,
          taskId,
          action,
          `track-${trackIndex}`,
          `files/${seq}.mp3`,
          trackIndex,
        );
      return `asset-${seq}`;
    };
    const ids = {
      song1: oldTrack('song', 1),
      song2: oldTrack('song', 2),
      loop: oldTrack('loop', 1, 'sounds'),
      other: oldTrack('other', 1),
    };
    oldTask('generate', { prompt: 'a song' }, 'song', 'SUCCEEDED', {
      tracks: [{ index: 1 }, { index: 2 }],
    });
    oldTask('sounds', { prompt: 'a loop', bpm: 90, key: 'Dm' }, 'loop', 'SUCCEEDED', {
      tracks: [{ index: 1 }],
    });
    oldTask('bpm', { task_id: 'song', audio_index: 2 }, 'bpm-old', 'SUCCEEDED', {
      bpm: { avg: 100 },
    });
    oldTask('stems-all', { task_id: 'song', audio_index: 2 }, 'stems', 'SUCCEEDED', {
      tracks: [{ index: 1 }, { index: 2 }],
    });
    const stems = [oldTrack('stems', 1, 'stems-all'), oldTrack('stems', 2, 'stems-all')];
    oldTask('bpm', { task_id: 'song', audio_index: 2 }, 'bpm-new', 'SUCCEEDED', {
      bpm: { avg: 123.44 },
    });
    oldTask('bpm', { task_id: 'loop' }, 'bpm-loop', 'SUCCEEDED', { bpm: { avg: 92 } });
    oldTask('bpm', { task_id: 'other' }, 'bpm-failed', 'FAILED', { bpm: { avg: 80 } });
    old.close();

    const db = openDatabase(path);
    expect(schemaVersion(db)).toBe(Math.max(...MIGRATIONS.map((migration) => migration.version)));
    expect(factsById(db, ids.song1)).toEqual({ bpm: null, key: null });
    expect(factsById(db, ids.song2)).toEqual({ bpm: 123.4, key: null });
    for (const stem of stems) expect(factsById(db, stem)).toEqual({ bpm: 123.4, key: null });
    // The request's tempo is replaced by the (later) measured one; its key stays.
    expect(factsById(db, ids.loop)).toEqual({ bpm: 92, key: 'Dm' });
    expect(factsById(db, ids.other)).toEqual({ bpm: null, key: null });
    db.close();
  });
});

describe('live music facts', () => {
  it('sets a finished analysis on its track and stems, fills a sounds task from its request, and stems saved later inherit', () => {
    const journal = createJournal(test.db, test.clock);
    const store = createLibraryStore(test.db, test.clock);
    const song = [track(store, 'song', 1), track(store, 'song', 2)];
    const sound = {
      taskId: 'loop',
      action: 'sounds',
      body: { prompt: 'loop', bpm: 140, key: 'A#m' },
      statusResult: { status: 'SUCCEEDED' },
    };
    const loop = track(store, 'loop', 1, 'sounds');
    expect(store.applyMusicFacts(sound)).toEqual([loop]);
    expect(store.get(loop)).toMatchObject({ bpm: 140, musicalKey: 'A#m' });
    expect(store.applyMusicFacts(sound)).toEqual([]);

    const analysis = {
      taskId: 'bpm-1',
      action: 'bpm',
      body: { task_id: 'song' },
      statusResult: { status: 'SUCCEEDED', result: { bpm: { avg: 118 } } },
    };
    expect(store.applyMusicFacts(analysis)).toEqual([song[0]]);
    expect(store.get(song[0]!)).toMatchObject({ bpm: 118, musicalKey: null });
    expect(store.get(song[1]!)).toMatchObject({ bpm: null });

    // Stems of track 1, saved after its analysis: they take its tempo when their task is applied.
    finished(
      journal,
      'stems',
      { task_id: 'song', audio_index: 1, stem_type: 'drums' },
      { tracks: [{ index: 1 }] },
      'drums',
    );
    const drums = track(store, 'drums', 1, 'stems');
    const stemsTask = {
      taskId: 'drums',
      action: 'stems',
      body: { task_id: 'song', audio_index: 1 },
      statusResult: { status: 'SUCCEEDED' },
    };
    expect(store.applyMusicFacts(stemsTask)).toEqual([drums]);
    expect(store.get(drums)).toMatchObject({ bpm: 118 });

    // A newer analysis of the track moves the track and its stems; the other track is untouched.
    const newer = {
      ...analysis,
      taskId: 'bpm-2',
      statusResult: { status: 'SUCCEEDED', result: { bpm: { avg: 120.04 } } },
    };
    expect(store.applyMusicFacts(newer).sort()).toEqual([song[0]!, drums].sort());
    expect(store.get(drums)).toMatchObject({ bpm: 120 });
    expect(store.get(song[1]!)).toMatchObject({ bpm: null });
  });
});

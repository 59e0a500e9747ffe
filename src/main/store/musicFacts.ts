/**
 * Owns a track's tempo (BPM) and key as library facts (`assets.bpm`, `assets.musical_key`):
 * which finished music task tells what about which track, and the writes that put it there.
 *
 * - A `sounds` request's `bpm` and `key` describe its own tracks. They only fill facts still
 *   unknown: a request is what was asked for, an analysis is what was measured.
 * - A `bpm` analysis (`result.bpm.avg`) and a `midi` analysis (`result.midi.key`, when it is
 *   one of the 24 keys) describe their source track: body `task_id`, `audio_index` (default 1).
 *   Applied in the order tasks finish, so the newest analysis wins.
 * - Stems share their track's tempo and key: an analysis also sets them on `stems`/`stems-all`
 *   results made from that track, and a stems task takes its source track's facts when saved.
 *
 * Migration 5 backfills from the journal with applyTaskFacts; the downloader calls it (through
 * the library store) each time a finished task's outputs are saved.
 */
import { isMusicalKey, type MusicalKey } from '../../shared/service/music/musicalKeys';
import type { SqliteDatabase } from './sqliteDatabase';

export interface MusicFacts {
  bpm: number | null;
  key: MusicalKey | null;
}

/** A finished task as the journal keeps it. */
export interface FactTask {
  taskId: string;
  action: string | null;
  body: Record<string, unknown>;
  /** The status data (`{ status, result, … }`); only SUCCEEDED tasks are read. */
  statusResult: Record<string, unknown> | null;
}

export type FactTarget = { own: true } | { own: false; taskId: string; audioIndex: number };

/** Actions whose tracks are parts of their source track, with its tempo and key. */
export const STEM_ACTIONS: readonly string[] = ['stems', 'stems-all'];

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** Tempo within the service's own range (1 to 300 BPM), rounded to a tenth. */
function tempo(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 300
    ? Math.round(value * 10) / 10
    : null;
}

function sourceTrack(body: Record<string, unknown>): FactTarget | null {
  const taskId = body['task_id'];
  const index = body['audio_index'];
  if (typeof taskId !== 'string' || taskId === '') return null;
  return {
    own: false,
    taskId,
    audioIndex: typeof index === 'number' && Number.isInteger(index) ? index : 1,
  };
}

/** What a finished task says about which track's tempo and key; null when it says nothing. */
export function factsOf(task: FactTask): { target: FactTarget; facts: MusicFacts } | null {
  if (task.statusResult?.['status'] !== undefined && task.statusResult['status'] !== 'SUCCEEDED')
    return null;
  const result = record(task.statusResult?.['result']);
  let found: { target: FactTarget; facts: MusicFacts } | null = null;
  if (task.action === 'sounds') {
    found = {
      target: { own: true },
      facts: {
        bpm: tempo(task.body['bpm']),
        key: isMusicalKey(task.body['key']) ? task.body['key'] : null,
      },
    };
  } else if (task.action === 'bpm') {
    const target = sourceTrack(task.body);
    if (target)
      found = { target, facts: { bpm: tempo(record(result?.['bpm'])?.['avg']), key: null } };
  } else if (task.action === 'midi') {
    const target = sourceTrack(task.body);
    const key = record(result?.['midi'])?.['key'];
    if (target) found = { target, facts: { bpm: null, key: isMusicalKey(key) ? key : null } };
  }
  return found && (found.facts.bpm !== null || found.facts.key !== null) ? found : null;
}

/** The stems tasks made from a track. */
const STEMS_OF = `SELECT s.task_id FROM submission_sources ss JOIN submissions s ON s.id = ss.submission_id
  WHERE ss.source_task_id = @sourceTaskId AND coalesce(ss.audio_index, 1) = @audioIndex AND ss.role = 'source'
    AND s.task_id IS NOT NULL AND s.action IN (${STEM_ACTIONS.map((action) => `'${action}'`).join(', ')})`;

/**
 * Puts what `task` says on the assets it describes; returns the ids of assets that changed.
 * Idempotent: running it again for the same task changes nothing more.
 */
export function applyTaskFacts(db: SqliteDatabase, task: FactTask): string[] {
  const changed = new Set<string>();
  const run = (sql: string, params: Record<string, unknown>): void => {
    for (const row of db.prepare(sql).all(params) as { id: string }[]) changed.add(row.id);
  };
  const found = factsOf(task);
  if (found?.target.own) {
    run(
      `UPDATE assets SET bpm = coalesce(bpm, @bpm), musical_key = coalesce(musical_key, @key)
       WHERE task_id = @taskId AND kind = 'audio'
         AND (bpm IS NOT coalesce(bpm, @bpm) OR musical_key IS NOT coalesce(musical_key, @key)) RETURNING id`,
      { taskId: task.taskId, bpm: found.facts.bpm, key: found.facts.key },
    );
  } else if (found && !found.target.own) {
    run(
      `UPDATE assets SET bpm = coalesce(@bpm, bpm), musical_key = coalesce(@key, musical_key)
       WHERE kind = 'audio'
         AND ((task_id = @sourceTaskId AND coalesce(track_index, 1) = @audioIndex) OR task_id IN (${STEMS_OF}))
         AND (bpm IS NOT coalesce(@bpm, bpm) OR musical_key IS NOT coalesce(@key, musical_key)) RETURNING id`,
      {
        sourceTaskId: found.target.taskId,
        audioIndex: found.target.audioIndex,
        bpm: found.facts.bpm,
        key: found.facts.key,
      },
    );
  }
  const source = STEM_ACTIONS.includes(task.action ?? '') ? sourceTrack(task.body) : null;
  if (source && !source.own) {
    // Stems saved after their track's analysis take its facts.
    run(
      `UPDATE assets SET bpm = coalesce(assets.bpm, track.bpm), musical_key = coalesce(assets.musical_key, track.musical_key)
       FROM (SELECT bpm, musical_key FROM assets WHERE task_id = @sourceTaskId AND coalesce(track_index, 1) = @audioIndex
             AND kind = 'audio' AND (bpm IS NOT NULL OR musical_key IS NOT NULL) ORDER BY seq LIMIT 1) AS track
       WHERE assets.task_id = @taskId AND assets.kind = 'audio'
         AND (assets.bpm IS NOT coalesce(assets.bpm, track.bpm) OR assets.musical_key IS NOT coalesce(assets.musical_key, track.musical_key))
       RETURNING assets.id AS id`,
      { taskId: task.taskId, sourceTaskId: source.taskId, audioIndex: source.audioIndex },
    );
  }
  return [...changed];
}

/** Every finished music task of the journal, in the order they finished (migration 5). */
export function backfillMusicFacts(db: SqliteDatabase): number {
  const rows = db
    .prepare(
      `SELECT task_id AS taskId, action, body, status_result AS statusResult FROM submissions
       WHERE kind = 'music' AND status = 'SUCCEEDED' AND task_id IS NOT NULL
         AND action IN ('sounds', 'bpm', 'midi', ${STEM_ACTIONS.map((action) => `'${action}'`).join(', ')})
       ORDER BY coalesce(finished_at, updated_at), seq`,
    )
    .all() as { taskId: string; action: string; body: string; statusResult: string | null }[];
  let changed = 0;
  for (const row of rows) {
    const parse = (text: string | null): Record<string, unknown> | null => {
      try {
        return text ? record(JSON.parse(text)) : null;
      } catch {
        return null;
      }
    };
    const task: FactTask = {
      taskId: row.taskId,
      action: row.action,
      body: parse(row.body) ?? {},
      statusResult: parse(row.statusResult),
    };
    changed += applyTaskFacts(db, task).length;
  }
  return changed;
}

/**
 * Owns which song an audio asset belongs to: its songKey, `<root task id>:<root track>`.
 * A music submission made from one track (`task_id` + `audio_index`: extend, concat, cover,
 * remaster, edits, stems…) belongs to that track's song; a version of a version to the same
 * root take. The walk follows `source` lineage only, so it stops at a task made from no single
 * track (generate, upload; a mashup names its two songs as `mashup` sources, a persona or
 * custom model is no track) or whose submission this library does not hold (imported): that
 * track is the root, so a take's own assets carry their own `task:track` and head their versions.
 * Assets with no track (and no source to inherit one from) belong to no song (null).
 * Migration 6 backfilled saved assets with this same walk: a change of rule needs a new
 * migration that fills `song_key` again.
 */
import type { SqliteDatabase } from './sqliteDatabase';

/** Hops followed at most: lineage is a tree, the bound only guards a corrupt journal. */
export const MAX_HOPS = 64;

/**
 * `song_roots(start_task, start_index, task_id, idx, hops)`: from each start, every track on
 * the way to its root; the row with most hops is the root. `starts` selects (task, index).
 * UNION, not UNION ALL: a submission naming its source twice (or itself twice) doubled the
 * rows at every hop, 2^64 by the bound, which hung an import (issue 20 item 7). With UNION
 * each hop holds each (start, track) once, so the walk is at most MAX_HOPS x tracks rows,
 * even through a loop.
 */
export const songRootsCte = (starts: string): string => `
WITH RECURSIVE song_roots(start_task, start_index, task_id, idx, hops) AS (
  SELECT task_id, track_index, task_id, track_index, 0 FROM (${starts})
  UNION
  SELECT song_roots.start_task, song_roots.start_index, source.source_task_id, source.audio_index, song_roots.hops + 1
  FROM song_roots
  JOIN submissions ON submissions.task_id = song_roots.task_id
  JOIN submission_sources AS source ON source.submission_id = submissions.id AND source.role = 'source'
  WHERE song_roots.hops < ${MAX_HOPS}
)`;

/** The key as SQL over a song_roots row; null when the root has no track. */
export const SONG_KEY_EXPRESSION = `CASE WHEN idx IS NULL THEN NULL ELSE task_id || ':' || CAST(idx AS INTEGER) END`;

export interface SongKeyOf {
  (taskId: string, trackIndex: number | null): string | null;
}

/** Live: the songKey of an asset about to be saved (its submission is in the journal by then). */
export function createSongKeyOf(db: SqliteDatabase): SongKeyOf {
  const select = db.prepare<[string, number | null], { key: string | null }>(
    `${songRootsCte('SELECT ? AS task_id, CAST(? AS INTEGER) AS track_index')}
     SELECT ${SONG_KEY_EXPRESSION} AS key FROM song_roots ORDER BY hops DESC LIMIT 1`,
  );
  return (taskId, trackIndex) => select.get(taskId, trackIndex)?.key ?? null;
}

/**
 * Owns the answer to "which finished music tasks can feed this action?": accepted,
 * SUCCEEDED music submissions whose action yields tracks (TRACK_SOURCE_ACTIONS, narrowed
 * by REQUIRED_SOURCE_KIND), with their tracks from the status result and the saved assets.
 * Tasks finished before the `result` object existed are flagged `legacy`.
 */
import type { TrackSource } from '../../shared/ipc/library';
import { REQUIRED_SOURCE_KIND, TRACK_SOURCE_ACTIONS } from '../../shared/service';
import { isMusicAction } from '../../shared/service/music/actions';
import type { SqliteDatabase } from '../store/database';

const MAX_SOURCES = 200;

interface SourceRow {
  id: string;
  task_id: string;
  action: string;
  summary: string;
  body: string;
  status_result: string | null;
  finished_at: number | null;
  updated_at: number;
}

interface TrackAssetRow {
  id: string;
  submission_id: string;
  track_index: number;
  title: string;
  duration_s: number | null;
}

/** Actions whose finished tasks may be a source for `action` (all track sources when unknown). */
export function sourceActionsFor(action: string | undefined): readonly string[] {
  const required = action && isMusicAction(action) ? REQUIRED_SOURCE_KIND[action] : undefined;
  return required ? [required] : TRACK_SOURCE_ACTIONS;
}

const escapeLike = (text: string): string =>
  text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function trackSources(
  db: SqliteDatabase,
  options: { action?: string; text?: string; profileId?: string },
): TrackSource[] {
  const actions = sourceActionsFor(options.action);
  const where = [
    `kind = 'music'`,
    `state = 'accepted'`,
    `status = 'SUCCEEDED'`,
    `action IN (${actions.map(() => '?').join(', ')})`,
  ];
  const params: unknown[] = [...actions];
  if (options.profileId) {
    where.push('profile_id = ?');
    params.push(options.profileId);
  }
  const text = options.text?.trim();
  if (text) {
    where.push(
      `(summary LIKE ? ESCAPE '\\' OR task_id LIKE ? ESCAPE '\\' OR body LIKE ? ESCAPE '\\')`,
    );
    const pattern = `%${escapeLike(text)}%`;
    params.push(pattern, pattern, pattern);
  }
  const rows = db
    .prepare(
      `SELECT id, task_id, action, summary, body, status_result, finished_at, updated_at FROM submissions
      WHERE ${where.join(' AND ')} ORDER BY coalesce(finished_at, updated_at) DESC, seq DESC LIMIT ${MAX_SOURCES}`,
    )
    .all(...params) as SourceRow[];
  if (rows.length === 0) return [];
  const assets = db
    .prepare(
      `SELECT id, submission_id, track_index, title, duration_s FROM assets
      WHERE kind = 'audio' AND track_index IS NOT NULL AND submission_id IN (${rows.map(() => '?').join(', ')}) ORDER BY seq`,
    )
    .all(...rows.map((row) => row.id)) as TrackAssetRow[];
  return rows.map((row) =>
    sourceOf(
      row,
      assets.filter((asset) => asset.submission_id === row.id),
    ),
  );
}

function sourceOf(row: SourceRow, assets: TrackAssetRow[]): TrackSource {
  const status = row.status_result
    ? (JSON.parse(row.status_result) as Record<string, unknown>)
    : {};
  const body = JSON.parse(row.body) as Record<string, unknown>;
  const result = status['result'];
  const legacy = !result || typeof result !== 'object';
  const title =
    (typeof body['title'] === 'string' && body['title'].trim()) || row.summary || row.action;
  const byIndex = new Map<number, { durationS: number | null }>();
  if (!legacy) {
    const tracks = (result as { tracks?: unknown }).tracks;
    for (const track of Array.isArray(tracks) ? tracks : []) {
      const index = (track as { index?: unknown }).index;
      const duration = (track as { duration?: unknown }).duration;
      if (Number.isInteger(index))
        byIndex.set(index as number, { durationS: typeof duration === 'number' ? duration : null });
    }
  } else {
    // Legacy tasks: result_urls alone, one track per URL in order.
    const urls = status['result_urls'];
    (Array.isArray(urls) ? urls : []).forEach((_, position) =>
      byIndex.set(position + 1, { durationS: null }),
    );
  }
  for (const asset of assets) {
    if (!byIndex.has(asset.track_index))
      byIndex.set(asset.track_index, { durationS: asset.duration_s });
  }
  const tracks = [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, track]) => {
      const asset = assets.find((candidate) => candidate.track_index === index);
      return {
        index,
        title: asset?.title ?? `${title} (${index})`,
        durationS: track.durationS ?? asset?.duration_s ?? null,
        assetId: asset?.id ?? null,
      };
    });
  return {
    taskId: row.task_id,
    action: row.action,
    title,
    finishedAt: new Date(row.finished_at ?? row.updated_at).toISOString(),
    tracks,
    legacy,
  };
}

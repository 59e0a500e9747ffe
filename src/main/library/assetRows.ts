/** Owns the `assets` row shape and its mapping to AssetRecord (an AssetView without URL). */
import type { AssetKind, AssetView } from '../../shared/ipc/library';

export interface AssetRecord extends Omit<AssetView, 'mediaUrl'> {
  outputKey: string;
  /** Path of the file relative to the library folder ('/' separated). */
  relativePath: string;
  lyrics: string | null;
}

export interface AssetRow {
  seq: number;
  id: string;
  kind: AssetKind;
  submission_id: string;
  task_id: string;
  profile_id: string;
  model: string;
  action: string | null;
  output_key: string;
  title: string;
  prompt: string;
  style: string | null;
  lyrics: string | null;
  mime_type: string;
  bytes: number;
  relative_path: string;
  track_index: number | null;
  duration_s: number | null;
  width: number | null;
  height: number | null;
  bpm: number | null;
  musical_key: string | null;
  favorite: number;
  created_at: number;
  trashed_at: number | null;
  trashed_from: string | null;
  moving_from: string | null;
  song_key: string | null;
  /** Added by migration 8; absent on rows of older schemas. */
  source_url?: string | null;
  /** Schema 9 (absent on older schemas). */
  variation_group?: string | null;
}

export function recordOfRow(row: AssetRow, tags: string[]): AssetRecord {
  return {
    id: row.id,
    kind: row.kind,
    submissionId: row.submission_id,
    taskId: row.task_id,
    profileId: row.profile_id,
    model: row.model,
    action: row.action,
    title: row.title,
    prompt: row.prompt,
    style: row.style,
    tags,
    favorite: row.favorite === 1,
    trackIndex: row.track_index,
    durationS: row.duration_s,
    width: row.width,
    height: row.height,
    bpm: row.bpm,
    musicalKey: row.musical_key,
    mimeType: row.mime_type,
    bytes: row.bytes,
    createdAt: new Date(row.created_at).toISOString(),
    trashedAt: row.trashed_at ? new Date(row.trashed_at).toISOString() : null,
    songKey: row.song_key,
    sourceUrl: row.source_url ?? null,
    variationGroup: row.variation_group ?? null,
    outputKey: row.output_key,
    relativePath: row.relative_path,
    lyrics: row.lyrics,
  };
}

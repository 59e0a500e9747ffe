/**
 * The library store's contract: the rows it is handed and what it answers (libraryStore.ts is
 * the implementation), with the small rules callers share (trash paths, tag normalization).
 */
import type { AssetKind, TimelineMonth, TrackSource } from '../../shared/ipc/library';
import type { FactTask } from '../store/musicFacts';
import type { AssetRecord } from './assetRows';
import type { LibraryQuery } from './libraryQuery';
import type { TimelineSort } from './libraryTimeline';

export interface NewAsset {
  submissionId: string;
  taskId: string;
  profileId: string;
  model: string;
  action: string | null;
  kind: AssetKind;
  /** Stable name of this output within its submission (e.g. `track-1`, `image-0`, `status`). */
  outputKey: string;
  title: string;
  prompt?: string;
  style?: string | null;
  lyrics?: string | null;
  mimeType: string;
  bytes: number;
  relativePath: string;
  trackIndex?: number | null;
  durationS?: number | null;
  width?: number | null;
  height?: number | null;
  /** Tempo and key the request asked for (store/musicFacts.ts fills the rest after saving). */
  bpm?: number | null;
  musicalKey?: string | null;
  tags?: string[];
  /** The public URL the service returned for this output (store/sourceUrls.ts); null for inline outputs. */
  sourceUrl?: string | null;
  /** Epoch ms; defaults to now. */
  createdAt?: number;
  /** The "Variations ×N" submit its submission is one of. */
  variationGroup?: string | null;
}

/** A file to move inside the library folder, both paths relative to it. */
export interface FileMove {
  id: string;
  from: string;
  to: string;
}

/** Where a trashed asset's file lives: one folder per asset, so names never collide. */
export function trashPath(assetId: string, relativePath: string): string {
  return `${TRASH_FOLDER}/${assetId}/${relativePath.split('/').pop() ?? 'file'}`;
}

export const TRASH_FOLDER = '.trash';

export interface AssetChanges {
  title?: string;
  favorite?: boolean;
  /** Replaces the whole tag set. */
  tags?: string[];
}

export interface LibraryStore {
  addAsset(input: NewAsset): { asset: AssetRecord; created: boolean };
  /** Many assets in one transaction (bulk import, benchmarks). */
  addAssets(inputs: readonly NewAsset[]): number;
  get(id: string): AssetRecord | null;
  getMany(ids: readonly string[]): AssetRecord[];
  bySubmission(submissionId: string): AssetRecord[];
  findByOutputKey(submissionId: string, outputKey: string): AssetRecord | null;
  /** The library asset whose original service URL is `url` (lineage of a job using it as input). */
  bySourceUrl(url: string): AssetRecord | null;
  /**
   * A page in display order. `nextCursor` reads the rows after it (null at the end);
   * `previousCursor` the rows before it (null at the start, and on a first page).
   */
  list(
    query?: LibraryQuery,
    options?: { profileId?: string },
  ): { items: AssetRecord[]; nextCursor: string | null; previousCursor: string | null };
  /** How many assets the query keeps in all (its cursor and limit aside). */
  count(query?: LibraryQuery): number;
  /** The months of the query's assets in a date sort, local to the viewer, with counts and cursors. */
  timeline(query: LibraryQuery, sort: TimelineSort, utcOffsetMinutes: number): TimelineMonth[];
  /** The same months as steps a caller may run apart (one query each; see libraryTimeline.ts). */
  timelineSteps(
    query: LibraryQuery,
    sort: TimelineSort,
    utcOffsetMinutes: number,
  ): (() => TimelineMonth[])[];
  update(id: string, changes: AssetChanges): AssetRecord;
  /** Deletes the rows; returns what was deleted so the caller can remove the files. */
  remove(ids: readonly string[]): AssetRecord[];
  /** Marks library assets trashed and points them at `.trash/`; returns the file moves to make. */
  trash(ids: readonly string[]): FileMove[];
  /** Puts trashed assets back where they were; returns the file moves to make. */
  restore(ids: readonly string[]): FileMove[];
  /** File moves recorded but not yet confirmed done (a crash cut them short). */
  pendingMoves(): FileMove[];
  /** Confirms an asset's file is where its row says. */
  settleMove(id: string): void;
  /** Ids of trashed assets, all of them or those trashed at or before `before` (epoch ms). */
  trashedIds(before?: number): string[];
  trashCount(): number;
  /** Per submission, its first image, video or audio still in the library. */
  firstMedia(submissionIds: readonly string[]): Map<string, AssetRecord>;
  tags(): { tag: string; count: number }[];
  sources(options?: { action?: string; text?: string; profileId?: string }): TrackSource[];
  /** Puts a finished task's tempo and key facts on the tracks they describe (store/musicFacts.ts); returns the changed ids. */
  applyMusicFacts(task: FactTask): string[];
  /** Every asset's id and relative path, for file maintenance. */
  files(): { id: string; relativePath: string; submissionId: string; outputKey: string }[];
  /** The same a page at a time, in seq order after `afterSeq`: start-up checks go through a million assets without one long read. */
  filesPage(
    afterSeq: number,
    limit: number,
  ): { seq: number; id: string; relativePath: string; submissionId: string; outputKey: string }[];
  /**
   * Assets with seq in (`afterSeq`, `throughSeq`], in seq order, whose title may be an older
   * rule's ("rain (2)", "Song (extended, 1)", "Song – drum kit", "harbour #3"): none written by
   * today's rule, which says a version after " — ". legacyTitles.ts decides and rebuilds. A range
   * of seqs, not a number of matches: a call reads at most that range, however rare matches are.
   */
  olderTitles(
    afterSeq: number,
    throughSeq: number,
  ): { seq: number; id: string; submissionId: string; outputKey: string; title: string }[];
  /** The highest seq saved (0 when there is none): the primary key's last entry, not a scan. */
  lastSeq(): number;
}

/** Trimmed, whitespace-collapsed, case-insensitively unique, in the order given. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

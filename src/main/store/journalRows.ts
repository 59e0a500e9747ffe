/** Owns the mapping from `submissions` rows to the contract's SubmissionView/Detail. */
import type { SerializedError } from '../../shared/errors';
import type { SubmissionDetail, SubmissionState, SubmissionView } from '../../shared/ipc/tasks';
import type { Target } from '../../shared/ipc/targets';
import type { ModelKind } from '../../shared/service/models';

/** A submission as the journal gives it to main: the contract's detail plus what only main reads. */
export interface JournalEntry extends SubmissionDetail {
  model: string;
  /** Music action (`generate` for the legacy `tune` endpoint); null for image and video. */
  action: string | null;
  resubmittedFrom: string | null;
  /** The "Variations ×N" submit this is one of; null for a single submit. */
  variationGroup: string | null;
}

export interface SubmissionRow {
  seq: number;
  id: string;
  profile_id: string;
  target: string;
  model: string;
  action: string | null;
  kind: ModelKind;
  state: SubmissionState;
  body: string;
  summary: string;
  task_id: string | null;
  status: string | null;
  status_result: string | null;
  credits_estimated: number | null;
  credits_deducted: number | null;
  refunded: number;
  error: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
  downloads_done: number;
  downloads_total: number;
  downloads_failed: number;
  resubmitted_from: string | null;
  /** Schema 7: the estimate's breakdown at submit (which catalog tier priced it). */
  price_basis: string | null;
  /** Schema 9: the "Variations ×N" submit this row is one of (absent on older schemas). */
  variation_group?: string | null;
  variation_index?: number | null;
  variation_count?: number | null;
}

const iso = (ms: number): string => new Date(ms).toISOString();

export function viewOfRow(row: SubmissionRow): SubmissionView {
  return {
    id: row.id,
    profileId: row.profile_id,
    target: JSON.parse(row.target) as Target,
    kind: row.kind,
    state: row.state,
    body: JSON.parse(row.body) as Record<string, unknown>,
    summary: row.summary,
    taskId: row.task_id,
    status: row.status,
    creditsEstimated: row.credits_estimated,
    creditsDeducted: row.credits_deducted,
    refunded: row.refunded === 1,
    error: row.error ? (JSON.parse(row.error) as SerializedError) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    finishedAt: row.finished_at === null ? null : iso(row.finished_at),
    downloads: {
      done: row.downloads_done,
      total: row.downloads_total,
      failed: row.downloads_failed,
    },
    ...(row.variation_index && row.variation_count
      ? { variation: { index: row.variation_index, count: row.variation_count } }
      : {}),
  };
}

export function entryOfRow(
  row: SubmissionRow,
  sources: JournalEntry['sources'],
  assetIds: string[],
): JournalEntry {
  return {
    ...viewOfRow(row),
    statusResult: row.status_result
      ? (JSON.parse(row.status_result) as Record<string, unknown>)
      : null,
    sources,
    assetIds,
    model: row.model,
    action: row.action,
    resubmittedFrom: row.resubmitted_from,
    variationGroup: row.variation_group ?? null,
  };
}

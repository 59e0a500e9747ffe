/**
 * The journal's contract: what callers hand it and what it answers (see journal.ts for the
 * implementation). Kept apart so the types read on one page and journal.ts stays about SQL.
 */
import type { SerializedError } from '../../shared/errors';
import type { SubmissionState, SubmissionView } from '../../shared/ipc/tasks';
import type { Target } from '../../shared/ipc/targets';
import type { ModelKind } from '../../shared/service/models';
import type { JournalEntry } from './journalRows';
import type { SubmissionSource } from './lineage';
import { t } from '../../shared/i18n/activeLanguage';

export interface Clock {
  now(): number;
}

export interface BeginSubmission {
  profileId: string;
  target: Target;
  kind: ModelKind;
  body: Record<string, unknown>;
  /** Defaults to the body's prompt, style, title… */
  summary?: string;
  creditsEstimated?: number | null;
  /** Which catalog tier(s) priced the estimate (its breakdown), for the Spending page. */
  priceBasis?: string | null;
  /** Defaults to the sources the body names (task_id, task_ids, persona, custom model). */
  sources?: SubmissionSource[];
  /** One of the N submissions of a "Variations ×N" submit: their shared id, which one (1-based), of how many. */
  variation?: { group: string; index: number; count: number } | null;
  /** One job of a batch from a list: the batch's id, so its results stack as variations do (no "variation k of n" in its title). */
  stack?: string;
  /**
   * Brought in from a library archive (made elsewhere): the row keeps the date it was made
   * there, and its id starts with IMPORTED_ID_PREFIX, which is how the ledger tells it apart
   * (shown, marked imported, never counted in this device's budget).
   */
  imported?: { createdAt: number };
}

/** A task's error naming why its files were not all saved (null when all were). */
export function downloadFailuresError(
  failures: readonly DownloadFailure[],
  total: number,
): SerializedError | null {
  const first = failures[0];
  if (!first) return null;
  return {
    code: 'internal',
    message: t('mainWords.downloads.notAllSaved', {
      listed: first.output === 'listed' ? 'yes' : 'no',
      output: first.output,
      reason: first.reason,
      more: total - 1,
    }),
    details: { downloadFailures: failures, downloadFailureCount: total },
  };
}

/** One output the downloader could not save, in words: which (`output`: our key) and why. */
export interface DownloadFailure {
  output: string;
  reason: string;
}

/** The id prefix of journal rows brought in by an archive import (see BeginSubmission.imported). */
export const IMPORTED_ID_PREFIX = 'imported-';

export interface StatusUpdate {
  status: string;
  statusResult?: Record<string, unknown> | null;
  error?: SerializedError | null;
  refunded?: boolean;
  creditsDeducted?: number | null;
  /** Epoch ms; defaults to now when the status is final. */
  finishedAt?: number | null;
}

/** What the poller reads before each status request: plain columns, no JSON parsed, no joins. */
export interface PollState {
  state: SubmissionState;
  taskId: string | null;
  status: string | null;
  profileId: string;
  creditsDeducted: number | null;
}

export interface JournalQuery {
  states?: readonly SubmissionState[];
  statuses?: readonly string[];
  kinds?: readonly ModelKind[];
  /** Contained in the summary, model or action (ASCII case ignored), or equal to the task id. */
  text?: string;
  cursor?: string;
  limit?: number;
}

export interface Journal {
  /** Writes the `submitting` row; call BEFORE sending the request. */
  begin(input: BeginSubmission): JournalEntry;
  /** submitting|in_doubt -> accepted (in_doubt: reconciled, the task was found). */
  accept(
    id: string,
    outcome: { taskId: string; creditsDeducted?: number | null; status?: string | null },
  ): JournalEntry;
  /** submitting|in_doubt -> rejected (in_doubt: reconciled, known not to exist). */
  reject(id: string, error: SerializedError): JournalEntry;
  /** submitting -> in_doubt: the request may have reached the service. */
  markInDoubt(id: string, error?: SerializedError | null): JournalEntry;
  /** in_doubt -> dismissed, by the user. */
  dismiss(id: string): JournalEntry;
  /** rejected|in_doubt: a NEW `submitting` row with the same request, linked to `id`. */
  resubmit(id: string): JournalEntry;
  /** Start-up: rows left in `submitting` by a crash become `in_doubt`. Returns their ids. */
  recoverInterrupted(): string[];
  updateStatus(id: string, update: StatusUpdate): JournalEntry;
  /**
   * The same write, answered with the row's view only: the poller's path for a status that
   * needs no download. updateStatus also reads the sources and assets and parses the stored
   * status result back, which an event does not carry.
   */
  recordStatus(id: string, update: StatusUpdate): SubmissionView;
  /** The poller's read before each status request (see PollState); null when there is no such row. */
  pollState(id: string): PollState | null;
  setDownloads(
    id: string,
    downloads: { done: number; total: number; failed: number },
  ): JournalEntry;
  /**
   * The same write without reading the row back: the downloader's progress path. Re-reading
   * (and re-parsing the stored status result) per file froze the app on a 100,000-URL status.
   */
  recordDownloads(id: string, downloads: { done: number; total: number; failed: number }): void;
  /**
   * Why outputs of an accepted task could not be saved (the downloader's reasons), kept on the
   * row as its error (code `download_failed`'s words in details.downloadFailures) so the task's
   * details say why after a restart too. An empty list clears a note of an earlier run.
   */
  noteDownloadFailures(id: string, failures: readonly DownloadFailure[], total: number): void;
  get(id: string): JournalEntry | null;
  getByTaskId(taskId: string): JournalEntry | null;
  /** Finished (SUCCEEDED) submissions of `action` made from track `audioIndex` of task `sourceTaskId`, newest first. */
  succeededFrom(
    profileId: string,
    action: string,
    sourceTaskId: string,
    audioIndex: number,
  ): JournalEntry[];
  /** Accepted rows whose task is not final yet: what the scheduler resumes. */
  unfinished(): JournalEntry[];
  /** SUCCEEDED tasks whose outputs are not all saved (or never planned): what the downloader resumes. */
  undownloaded(): JournalEntry[];
  list(query?: JournalQuery): { items: SubmissionView[]; nextCursor: string | null };
  counts(): { running: number; inDoubt: number };
}

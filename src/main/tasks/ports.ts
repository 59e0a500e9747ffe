/**
 * The narrow ports the tasks engine needs from its neighbours (API client, journal,
 * library store, catalog cache, preferences) and from time. Each port lists only what
 * the engine calls, so the neighbours' implementations satisfy it structurally and tests
 * can pass small fakes.
 */
import type { SerializedError } from '../../shared/errors';
import type { AssetKind } from '../../shared/ipc/library';
import type { SubmissionState } from '../../shared/ipc/tasks';
import type { Target } from '../../shared/ipc/targets';
import type { Catalog } from '../../shared/service/catalog';
import type { ModelKind } from '../../shared/service/models';

/** Time as a port: tests drive the scheduler with a fake clock. */
export interface TimerClock {
  now(): number;
  setTimeout(callback: () => void, milliseconds: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimerClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, milliseconds) => {
    const handle = setTimeout(callback, milliseconds);
    // Polling must never keep a headless process (tests, the web preview) alive on its own.
    handle.unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface SubmitAccepted {
  kind: 'accepted';
  result: { task_id: string; credits_deducted?: number | undefined; [key: string]: unknown };
  requestId: string | null;
}
export type SubmitOutcome =
  | SubmitAccepted
  | { kind: 'rejected'; error: unknown }
  | { kind: 'in_doubt'; error: unknown };

/** The API client as the engine uses it (src/main/api ApiClient satisfies it). */
export interface ApiPort {
  submit(target: Target, body: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<SubmitOutcome>;
  status(taskId: string, options?: { signal?: AbortSignal }): Promise<StatusData>;
  balance(options?: { signal?: AbortSignal }): Promise<number | { balance: number }>;
}

/** The status result's `data` (lenient: unknown fields pass through). */
export interface StatusData {
  task_id: string;
  status: string;
  result_urls?: string[] | null | undefined;
  error?: string | null | undefined;
  credits_deducted?: number | undefined;
  result?: Record<string, unknown> | null | undefined;
  [key: string]: unknown;
}

/** One journal row as the engine reads it. */
export interface SubmissionRecord {
  id: string;
  profileId: string;
  target: Target;
  kind: ModelKind;
  state: SubmissionState;
  body: Record<string, unknown>;
  taskId: string | null;
  status: string | null;
  creditsEstimated: number | null;
  creditsDeducted: number | null;
  refunded: boolean;
  error: SerializedError | null;
  statusResult: Record<string, unknown> | null;
  /** Balance just before the POST, for reconciling in-doubt rows by balance movement. */
  balanceBefore: number | null;
  /** The journal row this one resubmits (user-confirmed). */
  resubmitOf: string | null;
  createdAt: number;
  updatedAt: number;
  acceptedAt: number | null;
  finishedAt: number | null;
  downloads: { done: number; total: number; failed: number };
}

export interface NewSubmission {
  id: string;
  profileId: string;
  target: Target;
  kind: ModelKind;
  body: Record<string, unknown>;
  creditsEstimated: number | null;
  balanceBefore: number | null;
  resubmitOf: string | null;
  at: number;
}

/** The submission journal (src/main/store/journal.ts). */
export interface JournalPort {
  /** Writes the `submitting` row; must be durable before the POST. */
  begin(submission: NewSubmission): SubmissionRecord;
  markAccepted(id: string, fields: { taskId: string; creditsDeducted: number | null; at: number }): SubmissionRecord;
  markRejected(id: string, error: SerializedError, at: number): SubmissionRecord;
  markInDoubt(id: string, error: SerializedError, at: number): SubmissionRecord;
  dismiss(id: string, at: number): SubmissionRecord;
  updateStatus(id: string, fields: { status: string; statusResult: Record<string, unknown> | null; refunded?: boolean; finishedAt: number | null; at: number }): SubmissionRecord;
  setDownloads(id: string, downloads: { done: number; total: number; failed: number }, at: number): SubmissionRecord;
  get(id: string): SubmissionRecord | null;
  findByTaskId(taskId: string): SubmissionRecord | null;
  /** Rows left in `submitting` by a crash become `in_doubt`; returns how many. */
  recoverInterrupted(at: number): number;
  /** Accepted rows not yet final, or final SUCCEEDED rows whose downloads are not complete. */
  unfinished(): SubmissionRecord[];
  list(query: { states?: SubmissionState[]; statuses?: string[]; kinds?: ModelKind[]; cursor?: string; limit: number }): { items: SubmissionRecord[]; nextCursor: string | null };
  counts(): { running: number; inDoubt: number };
}

export interface NewAsset {
  submissionId: string;
  /** Our own key of the output within the submission (`image-1`, `track-2`, `result`): unique per submission. */
  outputKey: string;
  kind: AssetKind;
  /** Path relative to the library folder, built only from our ids. */
  relativePath: string;
  mimeType: string;
  bytes: number;
  trackIndex: number | null;
  durationS: number | null;
  /** The URL the file came from (for re-downloading while the service keeps it); null for inline data. */
  sourceUrl: string | null;
  title: string | null;
}

/** The library store (src/main/library). */
export interface LibraryPort {
  /** Idempotent per (submissionId, outputKey). */
  addAsset(asset: NewAsset): { id: string };
  recordLineage(submissionId: string, sources: LineageSource[]): void;
  /** Assets whose file is gone but whose source URL may still be served. */
  missingFiles(): { submissionId: string; outputKey: string; relativePath: string; sourceUrl: string | null; kind: AssetKind }[];
  /** What the library knows about a finished music task (for source checks); null = unknown here. */
  sourceTask(taskId: string): KnownSourceTask | null;
}

export interface LineageSource {
  taskId: string;
  audioIndex: number | null;
  role: string;
}

export interface KnownSourceTask {
  taskId: string;
  /** Music action (legacy `tune` submits count as `generate`); null for non-music tasks. */
  action: string | null;
  status: string | null;
  /** Null for legacy tasks finished without a `result` object. */
  tracks: { index: number; durationS: number | null }[] | null;
}

export interface CatalogPort {
  getFresh(maxAgeMs: number): Promise<Catalog>;
}

export interface PollingPreferences {
  speed: number;
}

export interface AccountPort {
  activeApi(): ApiPort;
  activeProfileId(): string;
}

/**
 * The narrow ports the tasks engine needs from its neighbours (API client, journal,
 * library store, catalog cache, preferences) and from time. Each port lists only what
 * the engine calls, so the neighbours' implementations satisfy it structurally and tests
 * can pass small fakes.
 */
import type { LibraryStore, NewAsset } from '../library/libraryStore';
import type { Target } from '../../shared/ipc/targets';
import type { Catalog } from '../../shared/service/catalog';
import type { Journal, JournalEntry } from '../store/journal';
import type { StatusData } from '../outputs/statusData';
export type { StatusData };

/** Time as a port (the API client's): tests drive the scheduler with a fake clock. */
import type { TimerClock } from '../api/clock';
export type { TimerClock };

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
  SubmitAccepted | { kind: 'rejected'; error: unknown } | { kind: 'in_doubt'; error: unknown };

/** The API client as the engine uses it (src/main/api ApiClient satisfies it). */
export interface ApiPort {
  /** Where this client sends requests ('' while not known, e.g. before the sandbox started). */
  readonly baseUrl?: string;
  submit(
    target: Target,
    body: Record<string, unknown>,
    options?: { signal?: AbortSignal },
  ): Promise<SubmitOutcome>;
  status(taskId: string, options?: { signal?: AbortSignal; retry?: boolean }): Promise<StatusData>;
  balance(options?: { signal?: AbortSignal }): Promise<number>;
  catalog(options?: { signal?: AbortSignal }): Promise<Catalog>;
}

/**
 * The submission journal (src/main/store/journal.ts) as the engine uses it. `undownloaded`
 * is optional: when the journal lacks it the engine pages through SUCCEEDED rows.
 */
export type JournalPort = Pick<
  Journal,
  | 'begin'
  | 'accept'
  | 'reject'
  | 'markInDoubt'
  | 'dismiss'
  | 'resubmit'
  | 'recoverInterrupted'
  | 'updateStatus'
  | 'recordStatus'
  | 'pollState'
  | 'setDownloads'
  | 'recordDownloads'
  | 'noteDownloadFailures'
  | 'get'
  | 'getByTaskId'
  | 'unfinished'
  | 'list'
  | 'counts'
> & { undownloaded?(): JournalEntry[]; succeededFrom?: Journal['succeededFrom'] };
export type { JournalEntry };

/**
 * The library store (src/main/library/libraryStore.ts) as the downloader uses it:
 * `addAsset` is idempotent per (submissionId, outputKey).
 */
export type LibraryPort = Pick<
  LibraryStore,
  'addAsset' | 'findByOutputKey' | 'filesPage' | 'bySubmission' | 'applyMusicFacts' | 'bySourceUrl'
>;
export type { NewAsset };

export interface CatalogPort {
  getFresh(maxAgeMs: number): Promise<Catalog>;
}

export interface PollingPreferences {
  speed: number;
}

export interface AccountPort {
  activeApi(): ApiPort;
  activeProfileId(): string;
  /** The client of a given profile, to keep polling its tasks while another is active. */
  apiFor?(profileId: string): ApiPort | null;
}

/** A profile's client: its own when the account knows it, else the active one if it is that profile. */
export function apiOfProfile(account: AccountPort, profileId: string): ApiPort | null {
  if (account.apiFor) return account.apiFor(profileId);
  return profileId === account.activeProfileId() ? account.activeApi() : null;
}

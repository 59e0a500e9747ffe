/**
 * The background half of the tasks domain: polls every accepted task through the one
 * scheduler, records each status change in the journal, hands SUCCEEDED results to the
 * downloader, and emits `tasks:*` events. At start-up it recovers interrupted submits,
 * resumes unfinished tasks, finishes interrupted downloads and re-fetches missing files.
 */
import type { SubmissionView } from '../../shared/ipc/tasks';
import { isFinalStatus } from '../../shared/service/envelopes';
import { AuthenticationError } from '../api/errors';
import { eachMissingFile } from '../library/libraryMaintenance';
import type { EventBus } from '../ipc/eventBus';
import { createAcceptRecovery, type PendingAccept } from './acceptRecovery';
import { createDownloader, type DownloadCounts, type Downloader } from './downloader';
import { hasRoom, isDiskFull } from './diskSpace';
import { downloadFailuresError } from '../store/journal';
import type { SerializedError } from '../../shared/errors';
import { collectFailures } from './downloadFailures';
import type {
  ApiPort,
  JournalEntry,
  JournalPort,
  LibraryPort,
  StatusData,
  TimerClock,
} from './ports';
import { createScheduler, type PollJob, type Scheduler } from './scheduler';
import { toView } from './submissionView';
import { t } from '../../shared/i18n/activeLanguage';

export interface TaskEngineOptions {
  journal: JournalPort;
  library: LibraryPort;
  bus: Pick<EventBus, 'emit'>;
  clock: TimerClock;
  fetch: typeof fetch;
  /** The proxy a download URL goes through (main/network), or null for direct. */
  proxyFor?: (url: URL) => Promise<string | null>;
  libraryFolder: string;
  /** The API client that polls tasks of this profile; null when that profile is not usable now. */
  apiFor(profileId: string): Pick<ApiPort, 'status'> | null;
  /** A profile's base URL: downloads may reach the local network only for a profile that lives there. */
  baseUrlFor?(profileId: string): string | null;
  pollingSpeed?: () => number;
  /** Shrinks polling delays (tests, bench). */
  pollScale?: number;
  requestsPerSecond?: number;
  maxInFlight?: number;
  downloadConcurrency?: number;
  downloadRetryBaseMs?: number;
  offlineBackoff?: { initialMs: number; maxMs: number };
  /** Where paid task ids the journal could not record wait for start-up (acceptRecovery.ts). */
  acceptRecoveryFile?: string;
  acceptRetryMs?: number;
  /** Why one output failed for good (the diagnostics log; the task's details get it too). */
  onDownloadFailure?(submissionId: string, outputKey: string, error: unknown): void;
  /** How often a download stopped by a full disk looks for room again; default 5 s. */
  diskRoomCheckMs?: number;
}

export interface TaskEngine {
  /** Recovers the journal, resumes polling and downloads. */
  start(): void;
  /**
   * Looks for library files that went missing and fetches them again while the service still has
   * them. Called once the window has shown (issue 24: at 100,000 assets the checks competed with
   * the first paint). Resolves with how many files were missing; later calls return the same check.
   */
  checkMissingFiles(): Promise<{ missing: number }>;
  /** Polls a newly accepted (or reconciled) submission. */
  track(entry: JournalEntry): void;
  /**
   * Records that the service accepted (and charged for) a submission, then polls it. When the
   * journal cannot take the write, the task id is kept (file and memory) and written later.
   */
  saveAccepted(pending: PendingAccept): { saved: JournalEntry } | { keptIn: 'file' | 'memory' };
  emitChanged(entry: JournalEntry | SubmissionView): void;
  /** The task as the user should see it: with a download note a full disk kept out of the journal. */
  withUnsavedNote<T extends JournalEntry | SubmissionView>(entry: T): T;
  /** Resolves when no download is running (tests, bench). */
  downloadsIdle(): Promise<void>;
  /** Tasks parked because their profile has no API key now (a session-only key after a restart). */
  waitingForKey(): number;
  /** Polls the parked tasks again (a key was entered); those still without one park again. */
  resumeWaiting(): void;
  readonly scheduler: Scheduler;
  readonly downloader: Downloader;
  stop(): Promise<void>;
}

const jobOf = (entry: JournalEntry, now: number): PollJob | null =>
  entry.taskId === null
    ? null
    : {
        id: entry.id,
        taskId: entry.taskId,
        kind: entry.kind,
        action: entry.action,
        acceptedAt: Date.parse(entry.createdAt) || now,
        // Each profile is its own server: one that is unreachable holds back only its tasks.
        service: entry.profileId,
      };

export function createTaskEngine(options: TaskEngineOptions): TaskEngine {
  const { journal, bus, clock } = options;
  const downloads = new Set<Promise<unknown>>();
  /** Submission ids whose profile had no API key when polled: not polled until resumed. */
  const parked = new Set<string>();
  let stopped = false;

  /**
   * What the journal could not take because the disk is full: a task's download note and
   * counts, kept here and shown on the task until the journal can write them.
   */
  const unsavedNotes = new Map<
    string,
    { error: SerializedError | null; downloads: DownloadCounts }
  >();
  const withUnsavedNote = <T extends JournalEntry | SubmissionView>(entry: T): T => {
    const note = unsavedNotes.get(entry.id);
    return note ? { ...entry, error: note.error, downloads: note.downloads } : entry;
  };
  const emitChanged = (entry: JournalEntry | SubmissionView): void =>
    bus.emit('tasks:changed', toView(withUnsavedNote(entry)));
  const track = (entry: JournalEntry): void => {
    const job = jobOf(entry, clock.now());
    if (job) scheduler.add(job);
  };
  const acceptRecovery = createAcceptRecovery({
    journal,
    clock,
    ...(options.acceptRecoveryFile ? { file: options.acceptRecoveryFile } : {}),
    ...(options.acceptRetryMs !== undefined ? { retryMs: options.acceptRetryMs } : {}),
    onSaved(entry) {
      if (stopped) return;
      emitChanged(entry);
      track(entry);
    },
  });

  const downloader = createDownloader({
    fetch: options.fetch,
    ...(options.proxyFor ? { proxyFor: options.proxyFor } : {}),
    libraryFolder: options.libraryFolder,
    library: options.library,
    journal,
    clock,
    ...(options.downloadConcurrency !== undefined
      ? { concurrency: options.downloadConcurrency }
      : {}),
    ...(options.downloadRetryBaseMs !== undefined
      ? { retryBaseMs: options.downloadRetryBaseMs }
      : {}),
    onProgress: (submissionId, counts) => bus.emit('tasks:download', { submissionId, ...counts }),
    // Both: the task's details say why (the journal), and the log keeps it. (The log's hook
    // used to replace the first, so the app's tasks never said why.)
    onFailure: (submissionId, outputKey, error) => {
      failuresOf(submissionId).add(outputKey, error);
      options.onDownloadFailure?.(submissionId, outputKey, error);
    },
    ...(options.baseUrlFor ? { baseUrlFor: options.baseUrlFor } : {}),
  });

  /** Downloads stopped by a full disk, each waiting for room (diskSpace.ts) to run again. */
  const waitingForRoom = new Map<string, unknown>();
  function resumeWhenRoom(submissionId: string): void {
    if (stopped || waitingForRoom.has(submissionId)) return;
    const timer = clock.setTimeout(() => {
      void hasRoom(options.libraryFolder).then((room) => {
        waitingForRoom.delete(submissionId);
        if (stopped) return;
        const latest = journal.get(submissionId);
        if (!latest?.statusResult || latest.status !== 'SUCCEEDED') return;
        if (room) download(latest, latest.statusResult as StatusData);
        else resumeWhenRoom(submissionId);
      });
    }, options.diskRoomCheckMs ?? 5000);
    waitingForRoom.set(submissionId, timer);
  }

  /** The reasons of one download run, kept until it ends, then written once on the task. */
  const failures = new Map<string, ReturnType<typeof collectFailures>>();
  const failuresOf = (submissionId: string) => {
    let found = failures.get(submissionId);
    if (!found) failures.set(submissionId, (found = collectFailures()));
    return found;
  };

  function download(entry: JournalEntry, status: StatusData): void {
    if (stopped) return;
    failures.delete(entry.id);
    const run = downloader
      .saveOutputs(entry, status)
      .then((counts) => {
        const found = failures.get(entry.id);
        failures.delete(entry.id);
        if (stopped) return;
        try {
          journal.noteDownloadFailures(entry.id, found?.kept ?? [], found?.total ?? 0);
          unsavedNotes.delete(entry.id);
        } catch (error) {
          if (!isDiskFull(error)) throw error;
          unsavedNotes.set(entry.id, {
            error: downloadFailuresError(found?.kept ?? [], found?.total ?? 0),
            downloads: counts,
          });
        }
        if (found?.diskFull) resumeWhenRoom(entry.id);
        const latest = journal.get(entry.id);
        if (latest && !stopped) emitChanged(latest);
      })
      .catch(() => undefined)
      .finally(() => downloads.delete(run));
    downloads.add(run);
  }

  async function poll(job: PollJob, signal: AbortSignal): Promise<'done' | 'continue'> {
    // Plain columns only: reading the whole entry (its stored status result parsed back,
    // sources and assets queried) for every request was most of the poller's CPU.
    const entry = journal.pollState(job.id);
    if (!entry || entry.state !== 'accepted' || entry.taskId === null) return 'done';
    if (entry.status !== null && isFinalStatus(entry.status)) return 'done';
    const api = options.apiFor(entry.profileId);
    // Another profile's task: keep it queued (slowly) until that profile is active again.
    if (!api) return 'continue';
    // One try: the scheduler owns backoff, and a retry_after pauses every poll at once.
    let status: StatusData;
    try {
      status = (await api.status(entry.taskId, { signal, retry: false })) as StatusData;
    } catch (error) {
      if (!isMissingKey(error)) throw error;
      // Polling without a key cannot work: park the task and say so (tasks.counts), then
      // resume the moment a key is entered, instead of backing off in silence.
      parked.add(job.id);
      const parkedEntry = journal.get(job.id);
      if (parkedEntry) emitChanged(parkedEntry);
      return 'done';
    }
    if (stopped) return 'done';
    const final = isFinalStatus(status.status);
    if (status.status === entry.status && !final) return 'continue';
    // The service refunds a task that fails after acceptance (its credits go back to the
    // balance; credits_deducted may still show the reserved amount), so FAILED = refunded.
    const refunded = status.status === 'FAILED' && (entry.creditsDeducted ?? 0) > 0;
    const update = {
      status: status.status,
      statusResult: status as Record<string, unknown>,
      ...(status.status === 'FAILED'
        ? {
            error: {
              code: 'server' as const,
              message: status.error ?? t('mainWords.tasks.failed'),
            },
            refunded,
          }
        : {}),
      ...(typeof status.credits_deducted === 'number' && status.status !== 'FAILED'
        ? { creditsDeducted: status.credits_deducted }
        : {}),
      ...(final ? { finishedAt: clock.now() } : {}),
    };
    if (status.status === 'SUCCEEDED') {
      // The downloader needs the whole entry (sources name the assets); once per task.
      const updated = journal.updateStatus(job.id, update);
      emitChanged(updated);
      download(updated, status);
    } else {
      emitChanged(journal.recordStatus(job.id, update));
    }
    return final ? 'done' : 'continue';
  }

  const scheduler = createScheduler({
    clock,
    poll,
    ...(options.pollingSpeed ? { speed: options.pollingSpeed } : {}),
    ...(options.pollScale !== undefined ? { scale: options.pollScale } : {}),
    ...(options.requestsPerSecond !== undefined
      ? { requestsPerSecond: options.requestsPerSecond }
      : {}),
    ...(options.maxInFlight !== undefined ? { maxInFlight: options.maxInFlight } : {}),
    ...(options.offlineBackoff ? { offlineBackoff: options.offlineBackoff } : {}),
    onPollingState: (state) =>
      bus.emit('tasks:polling', {
        state: state.state,
        resumeAt: state.resumeAt === null ? null : new Date(state.resumeAt).toISOString(),
      }),
  });

  /** SUCCEEDED rows whose files are not all saved (a crash mid-download, or files deleted since). */
  function undownloaded(): JournalEntry[] {
    if (journal.undownloaded) return journal.undownloaded();
    const found: JournalEntry[] = [];
    let cursor: string | undefined;
    do {
      const page = journal.list({
        states: ['accepted'],
        statuses: ['SUCCEEDED'],
        limit: 200,
        ...(cursor ? { cursor } : {}),
      });
      for (const view of page.items) {
        if (view.downloads.total === 0 || view.downloads.done < view.downloads.total) {
          const entry = journal.get(view.id);
          if (entry) found.push(entry);
        }
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return found;
  }

  /**
   * Fetches again the files that went missing while the service still has them. Runs once the
   * window has shown (checkMissingFiles), a page of assets at a time with fs.promises checks (a
   * synchronous existsSync per asset held start-up ~0.3 s at 100,000 assets and grew with the
   * library). The submissions start() already resumed are skipped.
   */
  let resumed: ReadonlySet<string> = new Set();
  let filesChecked: Promise<{ missing: number }> | null = null;
  async function refetchMissingFiles(started: ReadonlySet<string>): Promise<{ missing: number }> {
    const seen = new Set(started);
    let missing = 0;
    for await (const file of eachMissingFile(options.library, options.libraryFolder, {
      stopped: () => stopped,
    })) {
      if (stopped) break;
      missing += 1;
      if (seen.has(file.submissionId)) continue;
      seen.add(file.submissionId);
      const entry = journal.get(file.submissionId);
      if (entry?.statusResult && entry.status === 'SUCCEEDED')
        download(entry, entry.statusResult as StatusData);
    }
    return { missing };
  }

  return {
    scheduler,
    downloader,
    emitChanged,
    withUnsavedNote,
    start() {
      if (stopped) return;
      // Before interrupted submits become in doubt: some of them are known to be accepted.
      acceptRecovery.replay();
      for (const id of journal.recoverInterrupted()) {
        const entry = journal.get(id);
        if (entry) emitChanged(entry);
      }
      const now = clock.now();
      for (const entry of journal.unfinished()) {
        const job = jobOf(entry, now);
        if (job) scheduler.add(job);
      }
      const resume = new Map(undownloaded().map((entry) => [entry.id, entry]));
      for (const entry of resume.values()) {
        if (entry.statusResult && entry.status === 'SUCCEEDED')
          download(entry, entry.statusResult as StatusData);
      }
      resumed = new Set(resume.keys());
      scheduler.start();
    },
    checkMissingFiles() {
      if (filesChecked) return filesChecked;
      if (stopped) return Promise.resolve({ missing: 0 });
      const checking = refetchMissingFiles(resumed).catch(() => ({ missing: 0 }));
      filesChecked = checking;
      downloads.add(checking);
      void checking.finally(() => downloads.delete(checking));
      return checking;
    },
    track,
    saveAccepted(pending) {
      const outcome = acceptRecovery.save(pending);
      if ('saved' in outcome) {
        emitChanged(outcome.saved);
        track(outcome.saved);
      }
      return outcome;
    },
    waitingForKey: () => parked.size,
    resumeWaiting() {
      if (stopped || parked.size === 0) return;
      const ids = [...parked];
      parked.clear();
      for (const id of ids) {
        const entry = journal.get(id);
        if (entry) {
          track(entry);
          emitChanged(entry);
        }
      }
    },
    async downloadsIdle() {
      while (downloads.size > 0) await Promise.allSettled([...downloads]);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const timer of waitingForRoom.values()) clock.clearTimeout(timer);
      waitingForRoom.clear();
      acceptRecovery.stop();
      await scheduler.stop();
      await downloader.stop();
      await Promise.allSettled([...downloads]);
    },
  };
}

const isMissingKey = (error: unknown): boolean =>
  error instanceof AuthenticationError && error.code === 'missing_api_key';

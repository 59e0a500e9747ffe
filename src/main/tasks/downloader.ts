/**
 * Saves every output of a SUCCEEDED task into the library folder and registers it with the
 * library store, a few files at a time (one pool for all tasks), retrying transient
 * failures. A file is registered only after it is complete under its final name, so a
 * crash can leave at most a `*.partial` file, never a broken asset. Saving is idempotent:
 * outputs already registered with their file on disk are skipped. One task gets at most
 * MAX_FILES_PER_TASK files and MAX_TASK_BYTES bytes, and reaches private or link-local
 * addresses only when its profile's base URL is itself one (urlSafety.ts).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { sleep } from '../api/clock';
import { createConcurrencyLimit } from './concurrencyLimit';
import { DiskFullError, isDiskFull } from './diskSpace';
import { DownloadError, fetchToFile, writeFileAtomically, type ByteBudget } from './fetchToFile';
import { MIME_TYPES } from '../outputs/magicBytes';
import { outputLocation } from './outputPath';
import { modelOf, outputTitle } from './outputTitle';
import {
  batchIndex,
  listedPastBounds,
  MAX_RESULT_URLS,
  planOutputs,
  STATUS_RECORD_KEY,
  type PlannedOutput,
} from '../outputs/outputPlan';
import type { JournalEntry, JournalPort, LibraryPort, StatusData, TimerClock } from './ports';
import { isLocalNetworkBase, systemLookup, type LookupPort } from './urlSafety';
import { t } from '../../shared/i18n/activeLanguage';

/**
 * Per-task caps, well above what the service may produce for one task (at most 15 images,
 * 20 tracks, 3 download formats; a 6-minute WAV stem is about 64 MB), so only a broken or
 * hostile status result ever meets them.
 */
export const MAX_FILE_BYTES = 2 * 1024 ** 3;
export const MAX_FILES_PER_TASK = MAX_RESULT_URLS;
/** Progress is written and announced at most this often per task (and once at the end). */
export const PROGRESS_INTERVAL_MS = 250;
export const MAX_TASK_BYTES = 8 * 1024 ** 3;

export interface DownloadCounts {
  done: number;
  total: number;
  failed: number;
}

export interface DownloaderOptions {
  fetch: typeof fetch;
  /** The proxy a URL goes through, or null for direct (main/network); none = always direct. */
  proxyFor?: (url: URL) => Promise<string | null>;
  libraryFolder: string;
  library: LibraryPort;
  journal: Pick<JournalPort, 'recordDownloads' | 'getByTaskId'>;
  clock: TimerClock;
  concurrency?: number;
  /** Per file; default MAX_FILE_BYTES. */
  maxBytes?: number;
  /** All files of one task together; default MAX_TASK_BYTES. */
  maxTaskBytes?: number;
  /** The base URL of a submission's profile, which decides whether the local network may be reached. */
  baseUrlFor?(profileId: string): string | null;
  /** Resolves host names for the address rule; default dns.lookup. */
  lookup?: LookupPort;
  /** Extra tries after a transient failure. */
  retries?: number;
  retryBaseMs?: number;
  onProgress?(submissionId: string, counts: DownloadCounts): void;
  /**
   * Why one output failed for good (its message names the rule); the counts say how many.
   * Outputs past the per-task bounds are told once, as `listed`, not one call each.
   */
  onFailure?(submissionId: string, outputKey: string, error: unknown): void;
}

/** What one run of one task may reach and spend. */
interface TaskReach {
  budget: ByteBudget;
  allowLocalNetwork: boolean;
}

export interface Downloader {
  /** Saves what `status` lists; concurrent calls for one submission share the same run. */
  saveOutputs(entry: JournalEntry, status: StatusData): Promise<DownloadCounts>;
  /** Outputs of the submission whose registered file is missing on disk. */
  missingOutputs(entry: JournalEntry): string[];
  stop(): Promise<void>;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export function createDownloader(options: DownloaderOptions): Downloader {
  const pool = createConcurrencyLimit(options.concurrency ?? 3);
  const maxBytes = options.maxBytes ?? MAX_FILE_BYTES;
  const lookup = options.lookup ?? systemLookup;
  const retries = options.retries ?? 3;
  const retryBaseMs = options.retryBaseMs ?? 500;
  const controller = new AbortController();
  const active = new Map<string, Promise<DownloadCounts>>();

  const present = (entry: JournalEntry, key: string): boolean => {
    const asset = options.library.findByOutputKey(entry.id, key);
    return asset !== null && existsSync(`${options.libraryFolder}/${asset.relativePath}`);
  };

  async function reachOf(entry: JournalEntry): Promise<TaskReach> {
    const baseUrl = options.baseUrlFor?.(entry.profileId) ?? null;
    return {
      budget: { limit: options.maxTaskBytes ?? MAX_TASK_BYTES, used: 0 },
      allowLocalNetwork: baseUrl !== null && (await isLocalNetworkBase(baseUrl, lookup)),
    };
  }

  async function saveFile(
    entry: JournalEntry,
    output: PlannedOutput,
    reach: TaskReach,
  ): Promise<{ relativePath: string; mimeType: string; bytes: number }> {
    const location = outputLocation(options.libraryFolder, entry.id, output.key);
    await mkdir(location.directory, { recursive: true });
    if (output.source === 'inline') {
      const extension = output.format === 'json' ? 'json' : 'txt';
      const saved = await writeFileAtomically(location.base, extension, output.content);
      return {
        relativePath: `${location.relativeBase}.${extension}`,
        mimeType: output.format === 'json' ? MIME_TYPES.json : MIME_TYPES.text,
        bytes: saved.bytes,
      };
    }
    for (let attempt = 0; ; attempt += 1) {
      try {
        const saved = await fetchToFile({
          fetch: options.fetch,
          ...(options.proxyFor ? { proxyFor: options.proxyFor } : {}),
          url: output.url,
          base: location.base,
          expect: output.expect,
          maxBytes,
          budget: reach.budget,
          lookup,
          allowLocalNetwork: reach.allowLocalNetwork,
          signal: controller.signal,
        });
        const extension = saved.path.slice(saved.path.lastIndexOf('.') + 1);
        return {
          relativePath: `${location.relativeBase}.${extension}`,
          mimeType: MIME_TYPES[saved.type],
          bytes: saved.bytes,
        };
      } catch (error) {
        const transient = error instanceof DownloadError && error.transient;
        if (!transient || attempt >= retries || controller.signal.aborted) throw error;
        await sleep(options.clock, retryBaseMs * 2 ** attempt, controller.signal);
      }
    }
  }

  function register(
    entry: JournalEntry,
    output: PlannedOutput,
    file: { relativePath: string; mimeType: string; bytes: number },
    trackCount: number,
    batchCount: number,
  ): void {
    const model = modelOf(entry);
    const body = entry.body;
    const title = outputTitle(entry, output, { trackCount, batchCount }, options);
    options.library.addAsset({
      submissionId: entry.id,
      taskId: entry.taskId ?? '',
      profileId: entry.profileId,
      model,
      action: entry.action,
      kind: output.assetKind,
      outputKey: output.key,
      title,
      prompt: text(body['prompt']) ?? text(body['gpt_description']) ?? '',
      style: text(body['style']),
      lyrics:
        output.key === 'lyrics' && output.source === 'inline'
          ? output.content.slice(0, 20_000)
          : null,
      mimeType: file.mimeType,
      bytes: file.bytes,
      relativePath: file.relativePath,
      trackIndex: output.trackIndex,
      durationS: output.durationS,
      sourceUrl: output.source === 'url' ? output.url : null,
      variationGroup: entry.variationGroup,
    });
  }

  async function run(entry: JournalEntry, status: StatusData): Promise<DownloadCounts> {
    const planned = planOutputs(entry.kind, status);
    // Past the per-task file cap nothing is planned: said once, on the task, not once per file.
    const files = planned.filter((output) => output.source === 'url');
    const overFileCap = new Set<PlannedOutput>(files.slice(MAX_FILES_PER_TASK));
    const outputs = planned.filter((output) => !overFileCap.has(output));
    const pastBounds =
      listedPastBounds(entry.kind, status) ??
      (overFileCap.size > 0
        ? t('mainWords.downloads.tooManyFiles', { count: files.length, max: MAX_FILES_PER_TASK })
        : null);
    if (pastBounds) options.onFailure?.(entry.id, 'listed', new DownloadError(pastBounds, false));
    const trackCount = outputs.filter((output) => output.trackIndex !== null).length;
    const batchCount = outputs.filter((output) => batchIndex(output.key) !== null).length;
    // "N of M files" counts what the user made. The status record is saved too, but not
    // counted: the journal keeps the same data (status_result), so it can never be lost.
    const counted = (output: PlannedOutput): boolean => output.key !== STATUS_RECORD_KEY;
    const counts: DownloadCounts = { done: 0, total: outputs.filter(counted).length, failed: 0 };
    // Until every output (the status record too) has had its turn, the journal never says "all
    // done": the row is what a restart resumes from (journal.undownloaded), and a kill between
    // the last counted file and the uncounted record would otherwise leave the record unsaved.
    let settled = false;
    const write = (): void => {
      if (controller.signal.aborted) return;
      const recorded = settled
        ? counts
        : { ...counts, done: Math.min(counts.done, Math.max(0, counts.total - 1)) };
      try {
        options.journal.recordDownloads(entry.id, recorded);
      } catch (error) {
        // Progress is a note: a full disk must not end the run before its failures are said (taskEngine.ts).
        if (!isDiskFull(error)) throw error;
      }
      options.onProgress?.(entry.id, { ...counts });
    };
    // Batched: one write and one event per PROGRESS_INTERVAL_MS, whatever the number of files.
    let pending: unknown = null;
    const report = (): void => {
      if (pending !== null) return;
      pending = options.clock.setTimeout(() => {
        pending = null;
        write();
      }, PROGRESS_INTERVAL_MS);
    };
    write();
    const reach = await reachOf(entry);
    await Promise.all(
      outputs.map((output) =>
        pool.run(async () => {
          if (controller.signal.aborted) return;
          if (present(entry, output.key)) {
            if (counted(output)) counts.done += 1;
          } else {
            try {
              const file = await saveFile(entry, output, reach);
              if (controller.signal.aborted) return;
              register(entry, output, file, trackCount, batchCount);
              if (counted(output)) counts.done += 1;
            } catch (error) {
              if (controller.signal.aborted) return;
              if (counted(output)) counts.failed += 1;
              // Whichever write met it (the folder, the file, its sync, the library row), a full disk is said one way.
              options.onFailure?.(
                entry.id,
                output.key,
                isDiskFull(error) ? new DiskFullError() : error,
              );
            }
          }
          report();
        }),
      ),
    );
    if (pending !== null) options.clock.clearTimeout(pending);
    pending = null;
    settled = true;
    write();
    // Tempo and key a track's request or analysis tells (store/musicFacts.ts), once its tracks are saved.
    if (!controller.signal.aborted && entry.kind === 'music' && entry.taskId) {
      options.library.applyMusicFacts({
        taskId: entry.taskId,
        action: entry.action,
        body: entry.body,
        statusResult: status as Record<string, unknown>,
      });
    }
    return counts;
  }

  return {
    saveOutputs(entry, status) {
      const running = active.get(entry.id);
      if (running) return running;
      const promise = run(entry, status).finally(() => active.delete(entry.id));
      active.set(entry.id, promise);
      return promise;
    },
    missingOutputs(entry) {
      if (!entry.statusResult) return [];
      return planOutputs(entry.kind, entry.statusResult as StatusData)
        .map((output) => output.key)
        .filter(
          (key) => options.library.findByOutputKey(entry.id, key) !== null && !present(entry, key),
        );
    },
    async stop() {
      controller.abort();
      await Promise.allSettled([...active.values()]);
    },
  };
}

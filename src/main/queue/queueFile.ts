/**
 * The queue on disk: one JSON document (`queue.json` in the data folder) written whole and
 * atomically through the preferences' JsonStore port (electron-store in the app, conf in
 * Node). A file this module cannot read is renamed aside (`queue.corrupt-<time>.json`), never
 * overwritten: the jobs in it stay recoverable by hand.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { bodySchema, targetSchema } from '../../shared/ipc/targets';
import type { JsonStore, OpenJsonStore } from '../settings/PreferencesFile';

export const QUEUE_FILE_NAME = 'queue';

const storedJob = z.object({
  id: z.string().min(1).max(64),
  target: targetSchema,
  body: bodySchema,
  summary: z.string(),
  credits: z.number().int().min(0).nullable(),
  queuedAt: z.string(),
  profileId: z.string().min(1),
});

const queueDocument = z.object({
  version: z.literal(1),
  /** Persisted so a restart resumes sending only when the user had pressed Send and not paused. */
  sending: z.boolean(),
  remaining: z.number().int().min(1).nullable(),
  jobs: z.array(storedJob),
  /**
   * The job whose paid request is on its way, written before the request leaves: a restart
   * that finds it here never sends it again (its outcome is on Tasks, from the journal).
   */
  onItsWay: storedJob.nullable().optional(),
});

export type QueueDocument = z.infer<typeof queueDocument>;

export const EMPTY_QUEUE: QueueDocument = { version: 1, sending: false, remaining: null, jobs: [] };

export interface QueueFile {
  readonly document: QueueDocument;
  write(document: QueueDocument): void;
}

export interface QueueFileOptions {
  folder: string;
  open: OpenJsonStore;
  now: () => number;
  onSetAside?: (copyPath: string, reason: string) => void;
}

export function openQueueFile(options: QueueFileOptions): QueueFile {
  const path = join(options.folder, `${QUEUE_FILE_NAME}.json`);
  const setAside = (reason: string): void => {
    if (!existsSync(path)) return;
    const stamp = new Date(options.now()).toISOString().replace(/[:.]/g, '-');
    const copy = join(options.folder, `${QUEUE_FILE_NAME}.corrupt-${stamp}.json`);
    renameSync(path, copy);
    options.onSetAside?.(copy, reason);
  };

  // Read here once (JSON.parse + the schema); the JsonStore is opened at the first write, as
  // its constructor reads and compares the whole file again: start-up pays for one read only.
  let document: QueueDocument = EMPTY_QUEUE;
  if (existsSync(path)) {
    let stored: unknown;
    try {
      stored = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      setAside('unreadable');
    }
    if (stored !== undefined) {
      const parsed = queueDocument.safeParse(stored);
      if (parsed.success) document = parsed.data;
      else setAside('schema');
    }
  }
  let store: JsonStore | null = null;

  return {
    get document() {
      return document;
    },
    write(next) {
      store ??= options.open(options.folder, QUEUE_FILE_NAME);
      store.store = next;
      document = next;
    },
  };
}

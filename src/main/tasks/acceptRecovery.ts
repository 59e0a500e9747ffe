/**
 * Keeps a paid task id the journal could not record. The service has charged for the task
 * and offers no way to find it again, so an id lost here is a paid result lost for good.
 * When writing the accept fails (disk full, I/O error), the id is held in memory, appended
 * to a small fsync'ed file (one JSON line each) that start-up replays, and written to the
 * journal again every few seconds until it lands; then the task is polled as usual.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import type { JournalEntry, JournalPort, TimerClock } from './ports';

export interface PendingAccept {
  submissionId: string;
  taskId: string;
  creditsDeducted: number | null;
}

export interface AcceptRecoveryOptions {
  journal: Pick<JournalPort, 'accept' | 'get'>;
  clock: TimerClock;
  /** The replay file; without one the ids are kept in memory only. */
  file?: string;
  retryMs?: number;
  /** The journal has the accept at last: poll the task. */
  onSaved(entry: JournalEntry): void;
}

export interface AcceptRecovery {
  /** Writes the accept, or keeps it for later; says where it is kept when the write failed. */
  save(pending: PendingAccept): { saved: JournalEntry } | { keptIn: 'file' | 'memory' };
  /** Start-up: applies every accept the file holds. */
  replay(): void;
  /** Accepts still waiting for the journal. */
  pending(): PendingAccept[];
  stop(): void;
}

export const ACCEPT_RETRY_MS = 3_000;

export function createAcceptRecovery(options: AcceptRecoveryOptions): AcceptRecovery {
  const { journal, clock, file } = options;
  const waiting = new Map<string, PendingAccept>();
  let timer: unknown = null;

  function write(pending: PendingAccept): JournalEntry {
    const current = journal.get(pending.submissionId);
    if (current?.state === 'accepted' && current.taskId === pending.taskId) return current; // replayed twice
    return journal.accept(pending.submissionId, {
      taskId: pending.taskId,
      creditsDeducted: pending.creditsDeducted,
    });
  }

  function append(pending: PendingAccept): boolean {
    if (!file) return false;
    let descriptor: number | null = null;
    try {
      const created = !existsSync(file);
      descriptor = openSync(file, 'a', 0o600);
      writeSync(descriptor, `${JSON.stringify(pending)}\n`);
      fsyncSync(descriptor);
      if (created) syncDirectory(dirname(file));
      return true;
    } catch {
      return false;
    } finally {
      if (descriptor !== null) closeSync(descriptor);
    }
  }

  /** Rewrites the file with what is still waiting (atomically); an empty list empties it. */
  function rewrite(): void {
    if (!file || !existsSync(file)) return;
    const temporary = `${file}.tmp`;
    try {
      const descriptor = openSync(temporary, 'w', 0o600);
      try {
        writeSync(
          descriptor,
          [...waiting.values()].map((each) => `${JSON.stringify(each)}\n`).join(''),
        );
        fsyncSync(descriptor);
      } finally {
        closeSync(descriptor);
      }
      renameSync(temporary, file);
    } catch {
      // Still full: the old file keeps every line, and replaying a saved one is harmless.
    }
  }

  function flush(): void {
    timer = null;
    let savedAny = false;
    for (const pending of [...waiting.values()]) {
      let entry: JournalEntry;
      try {
        entry = write(pending);
      } catch {
        continue;
      }
      waiting.delete(pending.submissionId);
      savedAny = true;
      options.onSaved(entry);
    }
    if (savedAny) rewrite();
    if (waiting.size > 0) schedule();
  }

  function schedule(): void {
    timer ??= clock.setTimeout(flush, options.retryMs ?? ACCEPT_RETRY_MS);
  }

  return {
    save(pending) {
      try {
        return { saved: write(pending) };
      } catch {
        waiting.set(pending.submissionId, pending);
        const keptIn = append(pending) ? 'file' : 'memory';
        schedule();
        return { keptIn };
      }
    },
    replay() {
      if (!file || !existsSync(file)) return;
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const pending = parseLine(line);
        if (pending) waiting.set(pending.submissionId, pending);
      }
      flush();
      if (waiting.size === 0) rewrite();
    },
    pending: () => [...waiting.values()],
    stop() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}

function parseLine(line: string): PendingAccept | null {
  if (!line.trim()) return null;
  try {
    const value = JSON.parse(line) as Partial<PendingAccept>;
    if (typeof value.submissionId !== 'string' || typeof value.taskId !== 'string' || !value.taskId)
      return null;
    return {
      submissionId: value.submissionId,
      taskId: value.taskId,
      creditsDeducted: typeof value.creditsDeducted === 'number' ? value.creditsDeducted : null,
    };
  } catch {
    return null; // a line cut by a crash mid-append
  }
}

/** A new file's name is durable only once its folder is synced (POSIX; a no-op elsewhere). */
function syncDirectory(path: string): void {
  try {
    const descriptor = openSync(path, 'r');
    try {
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
  } catch {
    // Windows cannot open a folder for syncing; its file system orders the metadata itself.
  }
}

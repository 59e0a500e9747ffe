/**
 * Owns the queue's order and its "sending" state, in memory and on disk: every change is
 * written whole before it is reported (queueFile.ts), so a restart finds exactly the queue
 * the user last saw, and whether they had pressed Send and not paused.
 */
import { randomUUID } from 'node:crypto';
import { AtelierError } from '../../shared/errors';
import {
  QUEUE_LIMIT,
  type QueuedJob,
  type QueueStop,
  type QueueView,
} from '../../shared/ipc/queue';
import type { Target } from '../../shared/ipc/targets';
import type { QueueDocument, QueueFile } from './queueFile';

export interface JobRequest {
  target: Target;
  body: Record<string, unknown>;
  summary: string;
  credits: number | null;
  profileId: string;
}

export interface QueueStore {
  view(): Omit<QueueView, 'sendingNow'>;
  first(): QueuedJob | null;
  add(request: JobRequest): QueuedJob;
  update(id: string, request: JobRequest): QueuedJob;
  remove(id: string): void;
  move(id: string, index: number): void;
  /** `remaining` null = send every job. */
  startSending(remaining: number | null): void;
  pause(): void;
  /** A job left for the service (accepted or in doubt): out of the queue, one fewer to send. */
  sent(id: string): void;
  /** Sending stopped by itself: why, shown until the next change of state. */
  stop(reason: QueueStop | null): void;
}

export function createQueueStore(file: QueueFile, now: () => number): QueueStore {
  let stopped: QueueStop | null = null;
  const document = (): QueueDocument => file.document;
  const write = (change: Partial<QueueDocument>): void => file.write({ ...document(), ...change });
  const indexOf = (id: string): number => {
    const index = document().jobs.findIndex((job) => job.id === id);
    if (index < 0)
      throw new AtelierError('not_found', 'This job is no longer in the queue.', { field: 'id' });
    return index;
  };

  return {
    view() {
      const { jobs, sending, remaining } = document();
      let totalCredits = 0;
      let unpriced = 0;
      for (const job of jobs) {
        if (job.credits === null) unpriced += 1;
        else totalCredits += job.credits;
      }
      return { jobs: [...jobs], sending, remaining, totalCredits, unpriced, stopped };
    },
    first: () => document().jobs[0] ?? null,
    add(request) {
      if (document().jobs.length >= QUEUE_LIMIT)
        throw new AtelierError(
          'conflict',
          `The queue holds at most ${QUEUE_LIMIT} jobs. Send or remove some first.`,
        );
      const job: QueuedJob = {
        id: randomUUID(),
        ...request,
        queuedAt: new Date(now()).toISOString(),
      };
      write({ jobs: [...document().jobs, job] });
      return job;
    },
    update(id, request) {
      const index = indexOf(id);
      const jobs = [...document().jobs];
      const job: QueuedJob = { ...jobs[index]!, ...request };
      jobs[index] = job;
      write({ jobs });
      return job;
    },
    remove(id) {
      const index = indexOf(id);
      const jobs = document().jobs.filter((_, at) => at !== index);
      write({ jobs, ...(jobs.length === 0 ? { sending: false, remaining: null } : {}) });
    },
    move(id, index) {
      const from = indexOf(id);
      const jobs = [...document().jobs];
      const [job] = jobs.splice(from, 1);
      jobs.splice(Math.min(index, jobs.length), 0, job!);
      write({ jobs });
    },
    startSending(remaining) {
      stopped = null;
      write({ sending: true, remaining });
    },
    pause() {
      write({ sending: false, remaining: null });
    },
    sent(id) {
      const { jobs, remaining } = document();
      const left = remaining === null ? null : remaining - 1;
      const rest = jobs.filter((job) => job.id !== id);
      const done = rest.length === 0 || left === 0;
      write({ jobs: rest, sending: document().sending && !done, remaining: done ? null : left });
    },
    stop(reason) {
      stopped = reason;
      if (reason) write({ sending: false, remaining: null });
    },
  };
}

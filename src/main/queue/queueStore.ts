/**
 * Owns the queue's order and its "sending" state, in memory and on disk: every change is
 * written whole before it is reported (queueFile.ts), so a restart finds exactly the queue
 * the user last saw, and whether they had pressed Send and not paused.
 */
import { randomUUID } from 'node:crypto';
import { t } from '../../shared/i18n/activeLanguage';
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
  /**
   * Before its paid request leaves: the job is out of the queue and recorded as on its way, so
   * a restart in the middle never sends it again.
   */
  leaving(id: string): void;
  /** The request was refused before anything was charged: the job is first in the queue again. */
  backFirst(): void;
  /** A job left for the service (accepted or in doubt): out of the queue, one fewer to send. */
  sent(id: string): void;
  /** Sending stopped by itself: why, shown until the next change of state. */
  stop(reason: QueueStop | null): void;
}

export function createQueueStore(file: QueueFile, now: () => number): QueueStore {
  let stopped: QueueStop | null = null;
  const document = (): QueueDocument => file.document;
  const write = (change: Partial<QueueDocument>): void => file.write({ ...document(), ...change });
  // Atelier closed while a job's request was on its way: that job is never sent again from
  // here, and sending does not go on by itself; the user is told to look at Tasks.
  const interrupted = document().onItsWay;
  if (interrupted) {
    stopped = {
      jobId: interrupted.id,
      summary: interrupted.summary,
      inDoubt: true,
      error: {
        code: 'in_doubt',
        message: t('mainWords.queue.closedWhileSending'),
      },
    };
    write({ onItsWay: null, sending: false, remaining: null });
  }
  const indexOf = (id: string): number => {
    const index = document().jobs.findIndex((job) => job.id === id);
    if (index < 0) throw new AtelierError('not_found', t('mainWords.queue.gone'), { field: 'id' });
    return index;
  };

  return {
    view() {
      const { sending, remaining, onItsWay } = document();
      // The job on its way is still shown first (busy) until the service answers.
      const jobs = onItsWay ? [onItsWay, ...document().jobs] : document().jobs;
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
        throw new AtelierError('conflict', t('mainWords.queue.full', { limit: QUEUE_LIMIT }));
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
      // `index` is the place in the list the user sees, where a job on its way is first.
      const to = Math.max(0, index - (document().onItsWay ? 1 : 0));
      jobs.splice(Math.min(to, jobs.length), 0, job!);
      write({ jobs });
    },
    startSending(remaining) {
      stopped = null;
      write({ sending: true, remaining });
    },
    pause() {
      write({ sending: false, remaining: null });
    },
    leaving(id) {
      const index = indexOf(id);
      const jobs = [...document().jobs];
      const [job] = jobs.splice(index, 1);
      write({ jobs, onItsWay: job! });
    },
    backFirst() {
      const job = document().onItsWay;
      if (job) write({ jobs: [job, ...document().jobs], onItsWay: null });
    },
    sent(id) {
      const { jobs, remaining } = document();
      const left = remaining === null ? null : remaining - 1;
      const rest = jobs.filter((job) => job.id !== id);
      const done = rest.length === 0 || left === 0;
      write({
        jobs: rest,
        onItsWay: null,
        sending: document().sending && !done,
        remaining: done ? null : left,
      });
    },
    stop(reason) {
      stopped = reason;
      if (reason) write({ sending: false, remaining: null });
    },
  };
}

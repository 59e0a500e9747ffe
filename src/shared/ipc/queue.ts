/**
 * The `queue` domain: jobs held before paying. A queued job is a request (target + body) and
 * its human summary, priced when it was queued; it is not sent and costs nothing until the
 * user presses Send. Sending goes through `tasks.submit` one job at a time (the engine's money
 * rules apply to each) and stops at the first refusal or in-doubt job.
 */
import { z } from 'zod';
import type { SerializedError } from '../errors';
import { event, method } from './define';
import { bodySchema, targetSchema, type Target } from './targets';

export interface QueuedJob {
  id: string;
  target: Target;
  body: Record<string, unknown>;
  /** The prompt, style or title, as the journal would list it. */
  summary: string;
  /** The estimate when queued or last edited; null when the price is only known once sent. */
  credits: number | null;
  queuedAt: string;
  /** The profile it was queued and priced under; it is sent only while that profile is active. */
  profileId: string;
}

/** Why sending stopped by itself (a refusal, or a job whose outcome is unknown). */
export interface QueueStop {
  /** The job that was refused (still first in the queue), or the in-doubt job (now on Tasks). */
  jobId: string;
  summary: string;
  inDoubt: boolean;
  error: SerializedError;
}

export interface QueueView {
  jobs: QueuedJob[];
  /** True while the queue is sending (and after a restart, until paused or done). */
  sending: boolean;
  /** Jobs still to send in this run: null = all of them. */
  remaining: number | null;
  /** The sum of the priced jobs. */
  totalCredits: number;
  /** How many jobs have no price yet (not in the total). */
  unpriced: number;
  stopped: QueueStop | null;
  /** The job whose paid request is on its way now (it cannot be edited or removed meanwhile). */
  sendingNow: string | null;
}

/** The most jobs the queue holds: enough for a night's work, bounded so restoring stays fast. */
export const QUEUE_LIMIT = 1000;

const jobId = z.string().min(1).max(64);
const request = z.object({ target: targetSchema, body: bodySchema });

export const queueDomain = {
  methods: {
    list: method(z.undefined()).returns<QueueView>(),
    /** Checks the request as Submit does (no field may be wrong); queued last. Sends nothing. */
    add: method(request).returns<QueuedJob>(),
    /** The edited request replaces the job in place (checked again, priced again). */
    update: method(request.extend({ id: jobId })).returns<QueuedJob>(),
    remove: method(z.object({ id: jobId })).returns<QueueView>(),
    /** Moves a job to `index` (0 = first to send). */
    move: method(
      z.object({ id: jobId, index: z.number().int().min(0).max(QUEUE_LIMIT) }),
    ).returns<QueueView>(),
    /** Starts sending: every job (`count` left out) or the next `count`. */
    send: method(
      z.object({ count: z.number().int().min(1).max(QUEUE_LIMIT).optional() }),
    ).returns<QueueView>(),
    /** Stops after the job being sent now (a paid request already on its way is never cut). */
    pause: method(z.undefined()).returns<QueueView>(),
  },
  events: {
    changed: event<QueueView>(),
  },
} as const;

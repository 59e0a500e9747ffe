/**
 * The one scheduler for every running task: a queue ordered by due time, a shared rate
 * limiter, a bound on requests in flight and a single setTimeout chain (never a timer per
 * task). A task's due time follows how likely it is to have finished: it is not polled
 * again before tasks of its class can plausibly be done, then polled at its class's cadence
 * while inside the expected window (DurationModel, learned from finishes seen here), so the
 * request budget goes to tasks near their finish rather than round-robin over young ones.
 * The rate cap is what keeps us polite; the in-flight bound only limits sockets, so it is
 * sized for the cap at slow responses (Little's law: in flight = rate x latency). A `retry_after` from a service pauses all of ITS
 * tasks until then; connection failures mean it is offline: its tasks wait with growing backoff, then
 * one probe resumes them. Another profile's service is not held back (servicePauses.ts).
 * `stop()` is the single cleanup path: it clears the timer, aborts requests in flight and
 * waits for them (fal-js subscribeToStatus style).
 */
import type { ModelKind } from '../../shared/service/models';
import { createDurationModel, type DurationModel } from './durationModel';
import { classifyPollError } from './pollErrors';
import { pollDelay } from './pollDelay';
import { PollQueue } from './pollQueue';
import { createServicePauses, type PollingState } from './servicePauses';
import type { TimerClock } from './ports';
import { createRateLimiter } from './rateLimiter';

export interface PollJob {
  /** Our submission id (the queue key). */
  id: string;
  taskId: string;
  kind: ModelKind;
  action: string | null;
  /** When the service accepted the task (age drives the backoff). */
  acceptedAt: number;
  /** Which service answers for it (the profile's id): its pauses hold back only its tasks. */
  service?: string;
}

/** 'done' = final (stop polling this job); 'continue' = not final yet (REVIEW_REQUIRED and unknown states too). */
export type PollOutcome = 'done' | 'continue';
export type { PollingState };

export interface SchedulerOptions {
  clock: TimerClock;
  poll(job: PollJob, signal: AbortSignal): Promise<PollOutcome>;
  /** The shared cap on status reads; default 20/s. */
  requestsPerSecond?: number;
  /** Sockets bound; default enough to keep the rate at 1.5 s per response. */
  maxInFlight?: number;
  /** Expected durations by class; default priors scaled by `scale`, learned from finishes. */
  durations?: DurationModel;
  /** The polling.speed preference, read at every reschedule. */
  speed?: () => number;
  /** Shrinks every polling delay (tests, bench). */
  scale?: number;
  offlineBackoff?: { initialMs: number; maxMs: number };
  /** Pause when the service says 429/503 without retry_after. */
  defaultRetryAfterMs?: number;
  onPollingState?(state: PollingState): void;
  /** A poll failed for a reason other than rate limits or connectivity (e.g. 5xx, 404). */
  onPollError?(job: PollJob, error: unknown): void;
}

interface QueuedPoll extends PollJob {
  dueAt: number;
  failures: number;
  /** Age at which the task was last seen not final (0 = not seen yet). */
  seenRunningAge: number;
}

export interface Scheduler {
  /** Queues the job (first poll at `dueAt`, default now); no-op while that job is in flight. */
  add(job: PollJob, dueAt?: number): void;
  remove(id: string): void;
  has(id: string): boolean;
  readonly size: number;
  readonly inFlight: number;
  pollingState(): PollingState;
  start(): void;
  stop(): Promise<void>;
}

/** Enough sockets to keep `requestsPerSecond` going while each response takes 1.5 s. */
export const defaultMaxInFlight = (requestsPerSecond: number): number =>
  Math.max(6, Math.ceil(requestsPerSecond * 1.5));

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { clock } = options;
  const requestsPerSecond = options.requestsPerSecond ?? 20;
  const limiter = createRateLimiter(requestsPerSecond);
  const maxInFlight = options.maxInFlight ?? defaultMaxInFlight(requestsPerSecond);
  const scale = options.scale ?? 1;
  const durations = options.durations ?? createDurationModel({ scale });
  const offline = options.offlineBackoff ?? { initialMs: 1_000, maxMs: 30_000 };
  const queue = new PollQueue<QueuedPoll>();
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let timer: unknown = null;
  let armedAt = Infinity;
  let started = false;
  let stopped = false;
  let state: PollingState = { state: 'running', resumeAt: null };
  const pauses = createServicePauses(offline, () => {
    const next = pauses.state();
    if (next.state === state.state && next.resumeAt === state.resumeAt) return;
    state = next;
    options.onPollingState?.(state);
  });
  const serviceOf = (job: PollJob): string => job.service ?? '';

  const disarm = (): void => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    armedAt = Infinity;
  };

  const arm = (at: number): void => {
    if (stopped || !started || at >= armedAt) return;
    disarm();
    armedAt = at;
    timer = clock.setTimeout(wake, Math.max(0, at - clock.now()));
  };

  const delayFor = (job: QueuedPoll, now: number): number => {
    const window = durations.window(job.kind, job.action);
    const base = pollDelay(
      job.kind,
      job.action,
      now - job.acceptedAt,
      options.speed?.() ?? 1,
      scale,
      window,
    );
    // Repeated unexplained failures (5xx, 404) back off further, up to a minute.
    return job.failures === 0
      ? base
      : Math.min(60_000 * scale, base * 2 ** Math.min(job.failures, 6));
  };

  function plan(): void {
    if (stopped || !started) return;
    const now = clock.now();
    const head = queue.peek();
    if (!head || running.size >= maxInFlight) return;
    // A paused service's task due now is moved to its service's time when woken (wake).
    let at = head.dueAt;
    if (at <= now) at = limiter.nextAvailableAt(now);
    arm(at);
  }

  function wake(): void {
    timer = null;
    armedAt = Infinity;
    if (stopped) return;
    const now = clock.now();
    while (running.size < maxInFlight) {
      const head = queue.peek();
      if (!head || head.dueAt > now) break;
      const held = pauses.heldUntil(serviceOf(head), now);
      if (held !== null) {
        queue.push({ ...head, dueAt: held });
        continue;
      }
      if (!limiter.tryTake(now)) break;
      queue.pop();
      dispatch(head);
    }
    plan();
  }

  function dispatch(job: QueuedPoll): void {
    const controller = new AbortController();
    // The status describes the task at some moment during the request: as of sending it,
    // it had been running at least this long.
    const sentAge = clock.now() - job.acceptedAt;
    const { id, taskId, kind, action, acceptedAt, service } = job;
    pauses.sent(serviceOf(job));
    const done = options
      .poll(
        { id, taskId, kind, action, acceptedAt, ...(service === undefined ? {} : { service }) },
        controller.signal,
      )
      .then(
        (outcome) => {
          pauses.reached(serviceOf(job));
          const now = clock.now();
          if (outcome === 'done')
            durations.observeFinish(job.kind, job.action, job.seenRunningAge, now - job.acceptedAt);
          if (outcome === 'continue' && !stopped) {
            const next = {
              ...job,
              failures: 0,
              seenRunningAge: Math.max(job.seenRunningAge, sentAge),
            };
            queue.push({ ...next, dueAt: now + delayFor(next, now) });
          }
        },
        (error: unknown) => {
          if (stopped) return;
          handleFailure(job, error);
        },
      )
      .finally(() => {
        pauses.answered(serviceOf(job));
        running.delete(job.id);
        plan();
      });
    running.set(job.id, { controller, done });
  }

  function handleFailure(job: QueuedPoll, error: unknown): void {
    const now = clock.now();
    const kind = classifyPollError(error);
    if (kind.type === 'pause') {
      const until = now + (kind.retryAfterMs ?? options.defaultRetryAfterMs ?? 5_000);
      queue.push({ ...job, dueAt: pauses.pause(serviceOf(job), until) });
      return;
    }
    if (kind.type === 'offline') {
      pauses.offline(serviceOf(job), now);
      // This job is the probe when we try again.
      queue.push({ ...job, dueAt: now });
      return;
    }
    const failed = { ...job, failures: job.failures + 1 };
    options.onPollError?.(job, error);
    queue.push({ ...failed, dueAt: now + delayFor(failed, now) });
  }

  return {
    add(job, dueAt) {
      if (stopped || running.has(job.id)) return;
      queue.push({ ...job, failures: 0, seenRunningAge: 0, dueAt: dueAt ?? clock.now() });
      plan();
    },
    remove(id) {
      queue.remove(id);
    },
    has: (id) => queue.has(id) || running.has(id),
    get size() {
      return queue.size + running.size;
    },
    get inFlight() {
      return running.size;
    },
    pollingState: () => state,
    start() {
      if (started || stopped) return;
      started = true;
      plan();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      disarm();
      const pending = [...running.values()];
      for (const entry of pending) entry.controller.abort();
      await Promise.allSettled(pending.map((entry) => entry.done));
    },
  };
}

import { describe, expect, it } from 'vitest';
import { ConnectionError, RateLimitError, ServerError } from '../api/errors';
import { createDurationModel } from './durationModel';
import { createFakeClock } from './fakeClock';
import {
  createScheduler,
  defaultMaxInFlight,
  type PollJob,
  type PollOutcome,
  type PollingState,
} from './scheduler';

function job(
  id: string,
  kind: PollJob['kind'] = 'image',
  acceptedAt = 1_000_000,
  action: string | null = null,
): PollJob {
  return { id, taskId: `task-${id}`, kind, action, acceptedAt };
}

describe('createScheduler', () => {
  it('polls one task until done with growing delays and a single timer', async () => {
    const clock = createFakeClock();
    const times: number[] = [];
    let calls = 0;
    const scheduler = createScheduler({
      clock,
      poll: async () => {
        times.push(clock.now());
        calls += 1;
        return calls >= 5 ? 'done' : 'continue';
      },
    });
    scheduler.add(job('a'));
    scheduler.start();
    await clock.advance(60_000);
    expect(calls).toBe(5);
    expect(scheduler.size).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
    const gaps = times.slice(1).map((time, index) => time - (times[index] as number));
    expect(gaps[0]).toBeGreaterThanOrEqual(1_000);
    for (let index = 1; index < gaps.length; index += 1)
      expect(gaps[index]).toBeGreaterThanOrEqual(gaps[index - 1] as number);
  });

  it('keeps a single timer for many tasks and respects the rate limit', async () => {
    const clock = createFakeClock();
    const polled: number[] = [];
    const scheduler = createScheduler({
      clock,
      requestsPerSecond: 10,
      poll: async () => {
        polled.push(clock.now());
        return 'continue';
      },
    });
    for (let index = 0; index < 200; index += 1) scheduler.add(job(`j${index}`));
    scheduler.start();
    expect(clock.pendingTimers()).toBeLessThanOrEqual(1);
    await clock.advance(10_000);
    expect(clock.pendingTimers()).toBeLessThanOrEqual(1);
    // 10 per second plus the initial burst.
    expect(polled.length).toBeGreaterThan(90);
    expect(polled.length).toBeLessThanOrEqual(10 * 10 + 3);
  });

  it('pauses everyone on retry_after and emits paused then running', async () => {
    const clock = createFakeClock();
    const states: PollingState[] = [];
    const polled: { id: string; at: number }[] = [];
    let limited = false;
    const scheduler = createScheduler({
      clock,
      maxInFlight: 1,
      onPollingState: (state) => states.push(state),
      poll: async (polledJob) => {
        polled.push({ id: polledJob.id, at: clock.now() });
        if (!limited) {
          limited = true;
          throw new RateLimitError('slow down', { status: 429, retryAfter: 7 });
        }
        return 'done';
      },
    });
    scheduler.add(job('a'));
    scheduler.add(job('b'));
    scheduler.start();
    await clock.advance(6_900);
    expect(polled).toHaveLength(1);
    expect(states[0]).toEqual({ state: 'paused', resumeAt: 1_000_000 + 7_000 });
    await clock.advance(1_000);
    expect(polled.map((entry) => entry.id).sort()).toEqual(['a', 'a', 'b'].sort());
    expect(polled.slice(1).every((entry) => entry.at >= 1_007_000)).toBe(true);
    expect(states.at(-1)).toEqual({ state: 'running', resumeAt: null });
  });

  it('goes offline on connection errors, probes with backoff, then resumes', async () => {
    const clock = createFakeClock();
    const states: PollingState[] = [];
    let online = false;
    let calls = 0;
    const scheduler = createScheduler({
      clock,
      offlineBackoff: { initialMs: 1_000, maxMs: 8_000 },
      onPollingState: (state) => states.push(state),
      poll: async (): Promise<PollOutcome> => {
        calls += 1;
        if (!online) throw new ConnectionError('refused', { sent: false });
        return 'done';
      },
    });
    for (const id of ['a', 'b', 'c']) scheduler.add(job(id));
    scheduler.start();
    await clock.advance(20_000);
    const offlineCalls = calls;
    // Probes at 0, 1, 3, 7, 15 s: one request each, not one per task.
    expect(offlineCalls).toBeLessThanOrEqual(6);
    expect(states.some((state) => state.state === 'offline')).toBe(true);
    online = true;
    await clock.advance(10_000);
    expect(scheduler.size).toBe(0);
    expect(states.at(-1)).toEqual({ state: 'running', resumeAt: null });
  });

  // A custom profile whose server has stopped (or that keeps asking for a minute's wait) must
  // not hold back the Sandbox's tasks: one shared pause made its task the probe at each step.
  it.each([
    ['offline', () => new ConnectionError('refused', { sent: false })],
    ['asking to wait', () => new RateLimitError('slow down', { status: 429, retryAfter: 60 })],
  ])(
    "holds back only the tasks of a service that is %s, not another profile's",
    async (_, failure) => {
      const clock = createFakeClock();
      const states: PollingState[] = [];
      const sandboxReads: number[] = [];
      let otherReads = 0;
      const scheduler = createScheduler({
        clock,
        offlineBackoff: { initialMs: 1_000, maxMs: 30_000 },
        onPollingState: (state) => states.push(state),
        poll: async (polled): Promise<PollOutcome> => {
          if (polled.id === 'other') {
            otherReads += 1;
            throw failure();
          }
          // The Sandbox's three tasks finish on their third read each.
          sandboxReads.push(clock.now() - 1_000_000);
          return sandboxReads.length >= 9 ? 'done' : 'continue';
        },
      });
      scheduler.add({ ...job('other'), service: 'custom' });
      scheduler.start();
      await clock.advance(2_000);
      for (const id of ['a', 'b', 'c'])
        scheduler.add({ ...job(id, 'image', clock.now()), service: 'sandbox' });
      await clock.advance(50_000);
      // Read at once and at their own cadence, all three finished within seconds.
      expect(sandboxReads.slice(0, 3)).toEqual([2_000, 2_000, 2_000]);
      expect(sandboxReads.slice(-1)[0]).toBeLessThanOrEqual(6_000);
      expect(scheduler.size).toBe(1);
      expect(scheduler.has('other')).toBe(true);
      // The other service: one probe per backoff step (0, 1, 3, 7, 15, 31 s), or its minute.
      expect(otherReads).toBeLessThanOrEqual(6);
      expect(states.at(-1)?.state).not.toBe('running');
    },
  );

  it('keeps polling through REVIEW_REQUIRED-like continues and backs a failing task off', async () => {
    const clock = createFakeClock();
    const errors: unknown[] = [];
    let calls = 0;
    const scheduler = createScheduler({
      clock,
      onPollError: (_job, error) => errors.push(error),
      poll: async () => {
        calls += 1;
        if (calls <= 3) throw new ServerError('boom', { status: 500 });
        return calls >= 6 ? 'done' : 'continue';
      },
    });
    scheduler.add(job('a', 'music', 1_000_000, 'generate'));
    scheduler.start();
    await clock.advance(120_000);
    expect(errors).toHaveLength(3);
    expect(calls).toBe(6);
    expect(scheduler.size).toBe(0);
  });

  it('stop aborts requests in flight and clears the timer', async () => {
    const clock = createFakeClock();
    let aborted = false;
    const scheduler = createScheduler({
      clock,
      poll: (_job, signal) =>
        new Promise<PollOutcome>((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    });
    scheduler.add(job('a'));
    scheduler.add(job('b', 'video'), clock.now() + 50_000);
    scheduler.start();
    await clock.advance(10);
    expect(scheduler.inFlight).toBe(1);
    await scheduler.stop();
    expect(aborted).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
    scheduler.add(job('c'));
    expect(clock.pendingTimers()).toBe(0);
  });

  it('scales delays by the speed preference', async () => {
    const run = async (speed: number): Promise<number> => {
      const clock = createFakeClock();
      let calls = 0;
      const scheduler = createScheduler({
        clock,
        speed: () => speed,
        poll: async () => ((calls += 1), 'continue'),
      });
      scheduler.add(job('a', 'video'));
      scheduler.start();
      await clock.advance(60_000);
      await scheduler.stop();
      return calls;
    };
    const normal = await run(1);
    const slow = await run(2);
    expect(slow).toBeLessThan(normal);
    expect(slow).toBeGreaterThan(1);
  });

  it('keeps the request rate when responses are slow, by allowing more requests in flight', async () => {
    const run = async (maxInFlight?: number): Promise<{ perSecond: number; peak: number }> => {
      const clock = createFakeClock();
      const sent: number[] = [];
      let peak = 0;
      const scheduler = createScheduler({
        clock,
        requestsPerSecond: 20,
        ...(maxInFlight !== undefined ? { maxInFlight } : {}),
        poll: (_job, signal) =>
          new Promise<PollOutcome>((resolve, reject) => {
            sent.push(clock.now());
            peak = Math.max(peak, scheduler.inFlight);
            const handle = clock.setTimeout(() => resolve('continue'), 800);
            signal.addEventListener('abort', () => {
              clock.clearTimeout(handle);
              reject(new Error('aborted'));
            });
          }),
      });
      for (let index = 0; index < 500; index += 1) scheduler.add(job(`j${index}`));
      scheduler.start();
      await clock.advance(20_000);
      await scheduler.stop();
      // Skip the start-up burst; measure the steady rate.
      return { perSecond: sent.filter((at) => at >= 1_005_000).length / 15, peak };
    };
    const bounded = await run(6);
    const sized = await run();
    expect(defaultMaxInFlight(20)).toBeGreaterThanOrEqual(24);
    expect(bounded.perSecond).toBeLessThan(8);
    expect(sized.perSecond).toBeGreaterThan(19);
    // The cap is on rate: never above it, and in flight is rate x latency, not the bound.
    expect(sized.perSecond).toBeLessThanOrEqual(20.1);
    expect(sized.peak).toBeLessThanOrEqual(20);
  });

  it('does not re-poll tasks before their class can plausibly be done, and polls near the finish first', async () => {
    const clock = createFakeClock();
    const durations = createDurationModel({ minSamples: 8 });
    // Images here have been taking 30-40 s.
    for (let index = 0; index < 10; index += 1)
      durations.observeFinish('image', null, 30_000 + index * 1_000, 31_000 + index * 1_000);
    const polls = new Map<string, number[]>();
    const scheduler = createScheduler({
      clock,
      durations,
      requestsPerSecond: 5,
      poll: async (polled) => {
        polls.set(polled.id, [...(polls.get(polled.id) ?? []), clock.now() - polled.acceptedAt]);
        return 'continue';
      },
    });
    const start = clock.now();
    scheduler.add(job('old', 'image', start - 29_500));
    for (let index = 0; index < 20; index += 1) scheduler.add(job(`young${index}`, 'image', start));
    scheduler.start();
    await clock.advance(25_000);
    // The young ones: one look on arrival, then nothing until 30 s of age.
    for (let index = 0; index < 20; index += 1) expect(polls.get(`young${index}`)).toHaveLength(1);
    // The one inside its window is polled at the image cadence (about once a second).
    expect((polls.get('old') ?? []).length).toBeGreaterThan(15);
    await clock.advance(10_000);
    for (let index = 0; index < 20; index += 1) {
      const ages = polls.get(`young${index}`) ?? [];
      expect(ages.length).toBeGreaterThan(1);
      expect(ages[1]).toBeGreaterThanOrEqual(30_000);
    }
    await scheduler.stop();
  });

  it('learns from the finishes it sees and spends fewer polls on later tasks', async () => {
    const clock = createFakeClock();
    const pollsBefore = new Map<string, number>();
    const ages = new Map<string, number[]>();
    const scheduler = createScheduler({
      clock,
      poll: async (polled) => {
        pollsBefore.set(polled.id, (pollsBefore.get(polled.id) ?? 0) + 1);
        ages.set(polled.id, [...(ages.get(polled.id) ?? []), clock.now() - polled.acceptedAt]);
        // Every task takes 40 s, far beyond the image prior.
        return clock.now() - polled.acceptedAt >= 40_000 ? 'done' : 'continue';
      },
    });
    for (let index = 0; index < 10; index += 1)
      scheduler.add(job(`first${index}`, 'image', clock.now()));
    scheduler.start();
    await clock.advance(60_000);
    expect(scheduler.size).toBe(0);
    const later = clock.now();
    for (let index = 0; index < 10; index += 1) scheduler.add(job(`later${index}`, 'image', later));
    await clock.advance(60_000);
    expect(scheduler.size).toBe(0);
    const total = (prefix: string): number =>
      [...pollsBefore]
        .filter(([id]) => id.startsWith(prefix))
        .reduce((sum, [, count]) => sum + count, 0);
    expect(total('later')).toBeLessThan(total('first') / 2);
    for (let index = 0; index < 10; index += 1) {
      const seen = ages.get(`later${index}`) ?? [];
      // A look on arrival, then nothing until close to the 40 s the first ones took…
      expect(seen[1]).toBeGreaterThanOrEqual(30_000);
      // …and still found finished within the image cadence.
      expect(seen.at(-1)).toBeLessThanOrEqual(41_000);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ConnectionError, RateLimitError, ServerError } from '../api/errors';
import { createFakeClock } from './fakeClock';
import { createScheduler, type PollJob, type PollOutcome, type PollingState } from './scheduler';

function job(id: string, kind: PollJob['kind'] = 'image', acceptedAt = 1_000_000, action: string | null = null): PollJob {
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
    for (let index = 1; index < gaps.length; index += 1) expect(gaps[index]).toBeGreaterThanOrEqual(gaps[index - 1] as number);
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
      const scheduler = createScheduler({ clock, speed: () => speed, poll: async () => ((calls += 1), 'continue') });
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
});

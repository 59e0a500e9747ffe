/**
 * A manual TimerClock for tests: time moves only when a test calls `advance`, which fires
 * due timers in order and lets promise callbacks settle between them.
 */
import type { TimerClock } from './ports';

export interface FakeClock extends TimerClock {
  advance(milliseconds: number): Promise<void>;
  /** Number of armed timers (the scheduler must never hold more than one). */
  pendingTimers(): number;
}

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function createFakeClock(start = 1_000_000): FakeClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, milliseconds) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, milliseconds), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    pendingTimers: () => timers.size,
    async advance(milliseconds) {
      const target = now + milliseconds;
      await settle();
      for (;;) {
        let earliest: [number, { at: number; callback: () => void }] | undefined;
        for (const entry of timers)
          if (entry[1].at <= target && (!earliest || entry[1].at < earliest[1].at))
            earliest = entry;
        if (!earliest) break;
        timers.delete(earliest[0]);
        now = Math.max(now, earliest[1].at);
        earliest[1].callback();
        await settle();
      }
      now = target;
      await settle();
    },
  };
}

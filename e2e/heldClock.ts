/**
 * A sandbox clock a spec can hold still: while held, every task the spec's sandbox has
 * accepted stays in the state it is in (statuses are computed from the clock on each read,
 * src/sandbox/taskTiming.ts), so a transient state such as the song page's waiting card stays
 * on screen exactly as long as the spec looks at it, however fast or busy the machine is.
 * Released, it is the wall clock again: time held is not made up, so tasks finish at once
 * when their time has passed.
 */
import type { Clock } from '../src/sandbox/clock';

export interface HeldClock extends Clock {
  /** Stops the sandbox's time where it is now. */
  hold(): void;
  /** Lets the sandbox's time run again, from the wall clock. */
  release(): void;
}

export function heldClock(): HeldClock {
  let heldAt: number | null = null;
  return {
    now: () => heldAt ?? Date.now(),
    hold: () => {
      heldAt = Date.now();
    },
    release: () => {
      heldAt = null;
    },
  };
}

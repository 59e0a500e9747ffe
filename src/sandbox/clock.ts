// The sandbox's only source of time. Task states are derived from it on every read, so
// tests can drive a whole lifecycle by moving a manual clock instead of sleeping.
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface ManualClock extends Clock {
  advance(milliseconds: number): void;
  set(epochMilliseconds: number): void;
}

export function createManualClock(start: number = Date.now()): ManualClock {
  let current = start;
  return {
    now: () => current,
    advance: (milliseconds) => {
      current += milliseconds;
    },
    set: (epochMilliseconds) => {
      current = epochMilliseconds;
    },
  };
}

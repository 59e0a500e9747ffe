/**
 * Owns the song page's playhead time: the inspector's player writes it many times a second,
 * and only the playhead line reads it, so the page does not re-render as the song plays.
 */
import { useState, useSyncExternalStore } from 'react';

export interface PlayheadClock {
  set: (seconds: number) => void;
  get: () => number;
  subscribe: (listener: () => void) => () => void;
}

export function createPlayheadClock(): PlayheadClock {
  let seconds = 0;
  const listeners = new Set<() => void>();
  return {
    set: (value) => {
      if (value === seconds) return;
      seconds = value;
      for (const listener of listeners) listener();
    },
    get: () => seconds,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function usePlayheadClock(): PlayheadClock {
  return useState(createPlayheadClock)[0];
}

export function usePlayheadTime(clock: PlayheadClock): number {
  return useSyncExternalStore(clock.subscribe, clock.get);
}

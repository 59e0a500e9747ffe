/**
 * A value loaded from main once, shared by every component that reads it, and kept
 * current by an event. Components read it with `useLiveResource`; `reload` asks again.
 */
import { useSyncExternalStore } from 'react';
import type { EventChannel, EventPayload } from '../../shared/ipc/types';

export interface LiveState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

export interface LiveResource<T, Args = void> {
  get(): LiveState<T>;
  subscribe(listener: () => void): () => void;
  reload(args?: Args): Promise<void>;
  /** Replaces the value (e.g. from a method's result) without asking main. */
  set(value: T): void;
}

export function createLiveResource<T, Args = void, C extends EventChannel = EventChannel>(options: {
  load: (args?: Args) => Promise<T>;
  /** The event whose payload is the new value (optionally mapped). */
  event?: C;
  fromEvent?: (payload: EventPayload<C>, current: T | undefined) => T;
}): LiveResource<T, Args> {
  let state: LiveState<T> = { data: undefined, error: undefined, loading: false };
  let started = false;
  const listeners = new Set<() => void>();
  const publish = (next: LiveState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const resource: LiveResource<T, Args> = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (!started) {
        started = true;
        // Shared for the window's lifetime, so the subscription is never undone.
        if (options.event && typeof window !== 'undefined' && window.atelier) {
          const map = options.fromEvent ?? ((payload: EventPayload<C>) => payload as unknown as T);
          window.atelier.on(options.event, (payload) => resource.set(map(payload, state.data)));
        }
        void resource.reload();
      }
      return () => {
        listeners.delete(listener);
      };
    },
    async reload(args) {
      publish({ ...state, loading: true });
      try {
        publish({ data: await options.load(args), error: undefined, loading: false });
      } catch (error) {
        publish({ ...state, error, loading: false });
      }
    },
    set(value) {
      publish({ data: value, error: undefined, loading: false });
    },
  };
  return resource;
}

export function useLiveResource<T, Args>(
  resource: LiveResource<T, Args>,
): LiveState<T> & { reload: (args?: Args) => Promise<void> } {
  const state = useSyncExternalStore(resource.subscribe, resource.get, resource.get);
  return { ...state, reload: resource.reload };
}

/**
 * Main-process events for the renderer. Services emit typed events; transports
 * (Electron windows, web preview sockets) subscribe and forward them.
 */
import type { EventChannel, EventPayload } from '../../shared/ipc/types';

export type EventListener = (channel: EventChannel, payload: unknown) => void;

export interface EventBus {
  emit<C extends EventChannel>(channel: C, payload: EventPayload<C>): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
}

export function createEventBus(): EventBus {
  const listeners = new Set<EventListener>();
  return {
    emit(channel, payload) {
      for (const listener of [...listeners]) {
        try {
          listener(channel, payload);
        } catch {
          // A broken transport must not stop other subscribers or the emitting service.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

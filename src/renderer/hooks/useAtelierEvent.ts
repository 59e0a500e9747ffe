/** Subscribes to one `window.atelier` event for the component's lifetime. */
import { useEffect, useRef } from 'react';
import type { EventChannel, EventPayload } from '../../shared/ipc/types';

export function useAtelierEvent<C extends EventChannel>(
  channel: C,
  listener: (payload: EventPayload<C>) => void,
): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => window.atelier.on(channel, (payload) => latest.current(payload)), [channel]);
}

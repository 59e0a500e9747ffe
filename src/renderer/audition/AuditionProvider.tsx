/**
 * The audition player's place in React: one store and one <audio> element for the whole
 * window, above the pages, so playback goes on across page changes.
 */
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { AuditionStore, type AuditionState } from './auditionStore';

const AuditionContext = createContext<AuditionStore | null>(null);

export function AuditionProvider(props: { children: React.ReactNode }): React.JSX.Element {
  const [store] = useState(() => new AuditionStore(window.localStorage));
  useAtelierEvent(
    'library:changed',
    (change) =>
      (change.reason === 'deleted' || change.reason === 'trashed') && store.forget(change.assetIds),
  );
  return (
    <AuditionContext.Provider value={store}>
      {props.children}
      <audio ref={store.attach} preload="none" data-testid="audition-audio" />
    </AuditionContext.Provider>
  );
}

/** The player's controls; reading them does not re-render on time updates. */
export function useAudition(): AuditionStore {
  const store = useContext(AuditionContext);
  if (!store) throw new Error('useAudition needs an AuditionProvider above it');
  return store;
}

/** A slice of the player's state (a value or the state itself: a new object each call would loop); the component re-renders when it changes. */
export function useAuditionState<T>(select: (state: AuditionState) => T): T {
  const store = useAudition();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

// Owns loading the finished tasks an action may use as its source track (library.sources
// filters by the allowed kind), reloaded when the library changes.
import { useEffect, useState } from 'react';
import type { TrackSource } from '../../shared/ipc/library';
import type { MusicAction } from '../../shared/service';

export interface TrackSourcesState {
  sources: TrackSource[];
  loading: boolean;
  /** Why the library could not be read (the picker then offers typing a task id). */
  error: string | null;
}

export function useTrackSources(action: MusicAction | null, needed: boolean): TrackSourcesState {
  const [state, setState] = useState<TrackSourcesState>({
    sources: [],
    loading: false,
    error: null,
  });
  const [generation, setGeneration] = useState(0);
  useEffect(
    () => window.atelier.on('library:changed', () => setGeneration((value) => value + 1)),
    [],
  );
  useEffect(() => {
    if (!needed || action === null) {
      setState({ sources: [], loading: false, error: null });
      return;
    }
    let cancelled = false;
    setState((previous) => ({ ...previous, loading: true }));
    window.atelier.library.sources({ action }).then(
      (sources) => !cancelled && setState({ sources, loading: false, error: null }),
      (error: unknown) =>
        !cancelled &&
        setState({
          sources: [],
          loading: false,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [action, needed, generation]);
  return state;
}

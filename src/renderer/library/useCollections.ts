/**
 * The user's collections with their counts, read from main and read again whenever a
 * collection changes or assets leave or come back (counts leave out the trash).
 */
import { useCallback, useEffect, useState } from 'react';
import type { CollectionView } from '../../shared/ipc/collections';
import { useAtelierEvent } from '../hooks/useAtelierEvent';

export function useCollections(): { items: CollectionView[]; error: unknown } {
  const [items, setItems] = useState<CollectionView[]>([]);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    window.atelier.collections.list().then(
      (list) => {
        setItems(list);
        setError(null);
      },
      (failure: unknown) => setError(failure),
    );
  }, []);
  useEffect(load, [load]);
  useAtelierEvent('collections:changed', load);
  useAtelierEvent('library:changed', (change) => {
    if (change.reason !== 'updated') load();
  });
  return { items, error };
}

/** Why a typed name cannot be a collection's, or null when it can (main checks again). */
export function nameProblem(
  name: string,
  taken: readonly CollectionView[],
  ownId: string | null,
  max: number,
): 'empty' | 'tooLong' | 'taken' | null {
  const clean = name.normalize('NFC').trim().replace(/\s+/gu, ' ');
  if (!clean) return 'empty';
  if (clean.length > max) return 'tooLong';
  const lower = clean.toLowerCase();
  return taken.some((each) => each.id !== ownId && each.name.toLowerCase() === lower)
    ? 'taken'
    : null;
}

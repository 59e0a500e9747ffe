/**
 * Owns the Library page's loaded assets: the first page for the current filters, more
 * pages by keyset cursor as the user scrolls, and live updates from 'library:changed'
 * (ids that leave this view drop out, updated ones are re-read, arrivals reload the first
 * page). The same hook serves the library and the trash: `scope` says which.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { toListQuery, type LibraryFilters, type LibraryListQuery } from './libraryFilters';

function listQuery(filters: LibraryFilters, scope: LibraryScope, page: { limit: number; cursor?: string | null }): LibraryListQuery {
  return { ...toListQuery(filters, page), ...(scope === 'trash' ? { trashed: true } : {}) };
}

export const PAGE_SIZE = 120;
const MAX_RELOAD = 500;

export interface LibraryAssets {
  items: AssetView[];
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  loadMore: () => void;
  reload: () => void;
  /** Replaces one asset in place (after an update returned it). */
  patch: (asset: AssetView) => void;
}

export type LibraryScope = 'library' | 'trash';

/** Changes that take assets out of a view, and those that bring assets into it. */
const LEAVES: Record<LibraryScope, readonly string[]> = { library: ['deleted', 'trashed'], trash: ['deleted', 'restored'] };

export function useLibraryAssets(filters: LibraryFilters, scope: LibraryScope = 'library'): LibraryAssets {
  const [items, setItems] = useState<AssetView[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(undefined);
  const generation = useRef(0);
  const loadingMore = useRef(false);
  const itemCount = useRef(0);
  itemCount.current = items.length;

  const loadFirst = useCallback(
    (limit: number) => {
      const mine = ++generation.current;
      setLoading(true);
      window.atelier.library.list(listQuery(filters, scope, { limit })).then(
        (page) => {
          if (mine !== generation.current) return;
          setItems(page.items);
          setCursor(page.nextCursor);
          setError(undefined);
          setLoading(false);
        },
        (failure: unknown) => {
          if (mine !== generation.current) return;
          setError(failure);
          setLoading(false);
        },
      );
    },
    [filters, scope],
  );

  useEffect(() => loadFirst(PAGE_SIZE), [loadFirst]);

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore.current) return;
    loadingMore.current = true;
    const mine = generation.current;
    window.atelier.library
      .list(listQuery(filters, scope, { limit: PAGE_SIZE, cursor }))
      .then(
        (page) => {
          if (mine !== generation.current) return;
          setItems((current) => {
            const known = new Set(current.map((item) => item.id));
            return [...current, ...page.items.filter((item) => !known.has(item.id))];
          });
          setCursor(page.nextCursor);
        },
        (failure: unknown) => mine === generation.current && setError(failure),
      )
      .finally(() => {
        loadingMore.current = false;
      });
  }, [cursor, filters, scope]);

  // Keep what the user had scrolled through when the list reloads for an addition.
  const reload = useCallback(() => loadFirst(Math.min(MAX_RELOAD, Math.max(PAGE_SIZE, itemCount.current))), [loadFirst]);

  const addedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (addedTimer.current && clearTimeout(addedTimer.current)), []);
  useAtelierEvent('library:changed', (change) => {
    if (LEAVES[scope].includes(change.reason)) {
      const gone = new Set(change.assetIds);
      setItems((current) => current.filter((item) => !gone.has(item.id)));
      return;
    }
    if (change.reason === 'updated') {
      for (const id of change.assetIds) {
        window.atelier.library.get({ id }).then(
          (asset) => setItems((current) => current.map((item) => (item.id === asset.id ? asset : item))),
          () => undefined, // Deleted meanwhile: its own event removes it.
        );
      }
      return;
    }
    // Downloads land many files in a burst: reload once per burst.
    if (addedTimer.current) return;
    addedTimer.current = setTimeout(() => {
      addedTimer.current = null;
      reload();
    }, 300);
  });

  const patch = useCallback((asset: AssetView) => setItems((current) => current.map((item) => (item.id === asset.id ? asset : item))), []);

  return { items, hasMore: cursor !== null, loading, error, loadMore, reload, patch };
}

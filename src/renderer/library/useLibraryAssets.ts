/**
 * Owns the Library page's loaded assets: the first page for the current filters, more
 * pages by keyset cursor as the user scrolls, and live updates from 'library:changed'
 * (ids that leave this view drop out, updated ones are re-read, arrivals reload the first
 * page). The same hook serves the library and the trash: `scope` says which.
 * With `maxPages`, only that many pages are held (libraryWindow.ts): scrolling on lets the
 * first ones go and scrolling back (`loadPrevious`) fetches them again; `shift` tells the view
 * how many items came (+) or went (−) above what it shows, to keep those rows on screen.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { toListQuery, type LibraryFilters, type LibraryListQuery } from './libraryFilters';
import {
  appendPage,
  cursorAfter,
  cursorBefore,
  emptyWindow,
  firstPage,
  mapItems,
  prependPage,
  windowItems,
  type LibraryWindow,
} from './libraryWindow';

function listQuery(
  filters: LibraryFilters,
  scope: LibraryScope,
  page: { limit: number; cursor?: string | null },
): LibraryListQuery {
  return { ...toListQuery(filters, page), ...(scope === 'trash' ? { trashed: true } : {}) };
}

export const PAGE_SIZE = 120;
const MAX_RELOAD = 500;

export interface LibraryAssets {
  items: AssetView[];
  hasMore: boolean;
  /** Pages before the first held one were let go (or arrived): `loadPrevious` reads them. */
  hasPrevious: boolean;
  loading: boolean;
  error: unknown;
  loadMore: () => void;
  loadPrevious: () => void;
  /** The last change above the held items: `items` came (+) or went (−); `serial` tells changes apart. */
  shift: WindowShift;
  /** Counts first pages loaded (new filters, reloads): what is held was replaced, not slid. */
  reloads: number;
  reload: () => void;
  /** Re-opens the window at a page cursor (a timeline month's): the pages before it read on scrolling up. */
  jumpTo: (cursor: string) => void;
  /** Counts jumps: the view scrolls to its top when it changes. */
  jumps: number;
  /** Replaces one asset in place (after an update returned it). */
  patch: (asset: AssetView) => void;
}

export type LibraryScope = 'library' | 'trash';

export interface WindowShift {
  serial: number;
  items: number;
}

interface Held {
  window: LibraryWindow<AssetView>;
  shift: WindowShift;
  reloads: number;
  jumps: number;
}

/** Changes that take assets out of a view, and those that bring assets into it. */
const LEAVES: Record<LibraryScope, readonly string[]> = {
  library: ['deleted', 'trashed'],
  trash: ['deleted', 'restored'],
};

export function useLibraryAssets(
  filters: LibraryFilters,
  scope: LibraryScope = 'library',
  maxPages = Infinity,
): LibraryAssets {
  const [held, setHeld] = useState<Held>({
    window: emptyWindow(),
    shift: { serial: 0, items: 0 },
    reloads: 0,
    jumps: 0,
  });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(undefined);
  const generation = useRef(0);
  const loadingMore = useRef(false);
  const items = useMemo(() => windowItems(held.window), [held.window]);
  const itemCount = useRef(0);
  itemCount.current = items.length;
  const atStart = useRef(true);
  atStart.current = cursorBefore(held.window) === null;

  const loadFirst = useCallback(
    (limit: number, cursor?: string) => {
      const mine = ++generation.current;
      setLoading(true);
      window.atelier.library
        .list(listQuery(filters, scope, { limit, cursor: cursor ?? null }))
        .then(
          (page) => {
            if (mine !== generation.current) return;
            setHeld((current) => ({
              window: firstPage(page),
              shift: current.shift,
              reloads: current.reloads + 1,
              jumps: current.jumps + (cursor ? 1 : 0),
            }));
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

  /** Reads the page at `cursor` and adds it after (or before) what is held. */
  const loadPage = useCallback(
    (cursor: string | null, side: 'after' | 'before') => {
      if (!cursor || loadingMore.current) return;
      loadingMore.current = true;
      const mine = generation.current;
      window.atelier.library
        .list(listQuery(filters, scope, { limit: PAGE_SIZE, cursor }))
        .then(
          (page) => {
            if (mine !== generation.current) return;
            setHeld((current) => {
              const moved =
                side === 'after'
                  ? (({ window, dropped }) => ({ window, items: -dropped }))(
                      appendPage(current.window, page, maxPages),
                    )
                  : (({ window, added }) => ({ window, items: added }))(
                      prependPage(current.window, page, maxPages),
                    );
              const shift =
                moved.items === 0
                  ? current.shift
                  : { serial: current.shift.serial + 1, items: moved.items };
              return {
                window: moved.window,
                shift,
                reloads: current.reloads,
                jumps: current.jumps,
              };
            });
          },
          (failure: unknown) => mine === generation.current && setError(failure),
        )
        .finally(() => {
          loadingMore.current = false;
        });
    },
    [filters, scope, maxPages],
  );
  const after = cursorAfter(held.window);
  const before = cursorBefore(held.window);
  const loadMore = useCallback(() => loadPage(after, 'after'), [loadPage, after]);
  const loadPrevious = useCallback(() => loadPage(before, 'before'), [loadPage, before]);
  const patch = useCallback(
    (asset: AssetView) =>
      setHeld((current) => ({
        ...current,
        window: mapItems(current.window, (item) => (item.id === asset.id ? asset : item)),
      })),
    [],
  );

  // Keep what the user had scrolled through when the list reloads for an addition.
  const reload = useCallback(
    () => loadFirst(Math.min(MAX_RELOAD, Math.max(PAGE_SIZE, itemCount.current))),
    [loadFirst],
  );
  const jumpTo = useCallback((cursor: string) => loadFirst(PAGE_SIZE, cursor), [loadFirst]);

  const addedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (addedTimer.current && clearTimeout(addedTimer.current)), []);
  useAtelierEvent('library:changed', (change) => {
    if (LEAVES[scope].includes(change.reason)) {
      const gone = new Set(change.assetIds);
      setHeld((current) => ({
        ...current,
        window: mapItems(current.window, (item) => (gone.has(item.id) ? null : item)),
      }));
      return;
    }
    if (change.reason === 'updated') {
      for (const id of change.assetIds) {
        window.atelier.library.get({ id }).then(
          (asset) => patch(asset),
          () => undefined, // Deleted meanwhile: its own event removes it.
        );
      }
      return;
    }
    // Downloads land many files in a burst: reload once per burst. Scrolled past pages the
    // view let go, the arrivals are above them: scrolling back reads them (the pages before).
    if (addedTimer.current || !atStart.current) return;
    addedTimer.current = setTimeout(() => {
      addedTimer.current = null;
      reload();
    }, 300);
  });

  return {
    items,
    hasMore: after !== null,
    hasPrevious: before !== null,
    loading,
    error,
    loadMore,
    loadPrevious,
    shift: held.shift,
    reloads: held.reloads,
    reload,
    jumpTo,
    jumps: held.jumps,
    patch,
  };
}

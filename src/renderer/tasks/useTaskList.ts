/** The live task list: first page, next pages by keyset cursor, live merges, download progress. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { listQuery, matchesFilter, mergeTask, type TaskFilter } from './taskList';

const PAGE_SIZE = 50;

export interface DownloadProgress {
  done: number;
  total: number;
  failed: number;
}

/** `filter` must be stable between renders (memoize it): a new object reloads the list. */
export function useTaskList(filter: TaskFilter) {
  const [items, setItems] = useState<SubmissionView[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [downloads, setDownloads] = useState<Record<string, DownloadProgress>>({});
  const generation = useRef(0);

  const load = useCallback(
    async (after: string | null) => {
      const mine = ++generation.current;
      setLoading(true);
      try {
        const page = await window.atelier.tasks.list({
          ...listQuery(filter),
          limit: PAGE_SIZE,
          ...(after ? { cursor: after } : {}),
        });
        if (mine !== generation.current) return;
        const rows = page.items.filter((item) => matchesFilter(item, filter));
        setItems((previous) =>
          after ? rows.reduce((list, row) => mergeTask(list, row, filter), previous) : rows,
        );
        setCursor(page.nextCursor);
        setError(null);
      } catch (caught) {
        if (mine === generation.current) setError(caught);
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [filter],
  );

  useEffect(() => {
    setItems([]);
    void load(null);
  }, [load]);

  useAtelierEvent('tasks:changed', (changed) =>
    setItems((previous) => mergeTask(previous, changed, filter)),
  );
  useAtelierEvent('tasks:download', (progress) =>
    setDownloads((previous) => ({
      ...previous,
      [progress.submissionId]: {
        done: progress.done,
        total: progress.total,
        failed: progress.failed,
      },
    })),
  );

  /** Replaces one row after an action (reconcile, dismiss, resubmit) returned its new view. */
  const apply = useCallback(
    (changed: SubmissionView) => setItems((previous) => mergeTask(previous, changed, filter)),
    [filter],
  );

  // Stable across renders: the table calls it from an effect as the view nears the end.
  const loadMore = useCallback(() => {
    if (cursor) void load(cursor);
  }, [cursor, load]);

  return {
    items,
    loading,
    error,
    downloads,
    hasMore: cursor !== null,
    loadMore,
    reload: () => load(null),
    apply,
  };
}

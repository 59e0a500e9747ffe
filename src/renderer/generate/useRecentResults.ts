// Owns the live data behind the Generate page's "Recent results" strip: the open target's
// latest jobs (from the task list of its kind, updated by task events), their download
// progress, their first saved file for a thumbnail, and the newest of those files.
import { useMemo } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import type { SubmissionView } from '../../shared/ipc/tasks';
import type { TaskFilter } from '../tasks/taskList';
import { useTaskList, type DownloadProgress } from '../tasks/useTaskList';
import { useTaskPreviews } from '../tasks/useTaskPreviews';
import { kindOfTarget, type GenerateTarget } from './generateTargets';
import { latestResult, recentOfTarget } from './recentResults';

export interface RecentResults {
  items: SubmissionView[];
  downloads: Readonly<Record<string, DownloadProgress>>;
  previews: Readonly<Record<string, AssetView>>;
  loading: boolean;
  /** The newest job's saved file (picture, video or track): the page shows it large. */
  latest: AssetView | null;
}

export function useRecentResults(target: GenerateTarget): RecentResults {
  const kind = kindOfTarget(target);
  // Stable per kind: switching models of one kind keeps the loaded list.
  const filter = useMemo<TaskFilter>(() => ({ status: 'all', kind, text: '' }), [kind]);
  const list = useTaskList(filter);
  const items = useMemo(() => recentOfTarget(list.items, target), [list.items, target]);
  const previews = useTaskPreviews(items);
  const latest = useMemo(() => latestResult(items, previews), [items, previews]);
  return { items, downloads: list.downloads, previews, loading: list.loading, latest };
}

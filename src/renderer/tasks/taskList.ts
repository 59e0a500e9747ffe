/**
 * The Tasks page's list logic, kept pure: filters (what to ask main for and how to judge
 * a live update), and merging a changed submission into the loaded list, newest first.
 */
import type { SubmissionState, SubmissionView } from '../../shared/ipc/tasks';
import type { ModelKind } from '../../shared/service/models';
import { presentTask } from './taskPresentation';

export const STATUS_FILTERS = [
  { value: 'all' },
  { value: 'running' },
  { value: 'succeeded' },
  { value: 'failed' },
  { value: 'review' },
  { value: 'in_doubt' },
  { value: 'rejected' },
  { value: 'dismissed' },
] as const;
/** The labels are the catalog's `tasks.filter.<value>`. */
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export interface TaskFilter {
  status: StatusFilter;
  kind: ModelKind | 'all';
  /** Search words as typed ('' = none). */
  text: string;
}

export interface ListQuery {
  states?: SubmissionState[];
  statuses?: string[];
  kinds?: ModelKind[];
  text?: string;
}

export function isStatusFilter(value: string | null): value is StatusFilter {
  return STATUS_FILTERS.some((filter) => filter.value === value);
}

/** What to ask `tasks.list` for; the page still checks each row with `matchesFilter`. */
export function listQuery(filter: TaskFilter): ListQuery {
  const query: ListQuery = {};
  if (filter.kind !== 'all') query.kinds = [filter.kind];
  if (filter.text.trim()) query.text = filter.text.trim();
  switch (filter.status) {
    case 'running':
      query.states = ['submitting', 'accepted'];
      break;
    case 'succeeded':
      query.states = ['accepted'];
      query.statuses = ['SUCCEEDED'];
      break;
    case 'failed':
      query.states = ['accepted'];
      query.statuses = ['FAILED'];
      break;
    case 'review':
      query.states = ['accepted'];
      query.statuses = ['REVIEW_REQUIRED'];
      break;
    case 'in_doubt':
    case 'rejected':
    case 'dismissed':
      query.states = [filter.status];
      break;
    case 'all':
      break;
  }
  return query;
}

/** Folds ASCII letters only, as SQLite's lower() does in the journal's search. */
const foldAscii = (text: string): string =>
  text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** The journal's text rule, for live rows: in the summary, model or action, or the exact task id. */
export function matchesText(task: SubmissionView, text: string): boolean {
  const wanted = text.trim();
  if (!wanted) return true;
  if (task.taskId === wanted) return true;
  const folded = foldAscii(wanted);
  const action = 'action' in task.target ? task.target.action : '';
  const model = 'model' in task.target ? task.target.model : 'tune';
  return [task.summary, model, action].some((field) => foldAscii(field).includes(folded));
}

export function matchesFilter(task: SubmissionView, filter: TaskFilter): boolean {
  if (filter.kind !== 'all' && task.kind !== filter.kind) return false;
  if (!matchesText(task, filter.text)) return false;
  const presentation = presentTask(task);
  switch (filter.status) {
    case 'all':
      return true;
    case 'running':
      return presentation.running;
    case 'succeeded':
      return task.state === 'accepted' && task.status === 'SUCCEEDED';
    case 'failed':
      return task.state === 'accepted' && task.status === 'FAILED';
    case 'review':
      return task.state === 'accepted' && task.status === 'REVIEW_REQUIRED';
    default:
      return task.state === filter.status;
  }
}

/** Newest first by creation time; ties by id so the order is stable. */
export function compareNewestFirst(a: SubmissionView, b: SubmissionView): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
}

/**
 * Applies a live change: replace the row in place, drop it when it no longer matches,
 * or insert a new matching row in order. Returns the same array when nothing changed.
 */
export function mergeTask(
  items: SubmissionView[],
  changed: SubmissionView,
  filter: TaskFilter,
): SubmissionView[] {
  const index = items.findIndex((item) => item.id === changed.id);
  const matches = matchesFilter(changed, filter);
  if (index !== -1) {
    if (!matches) return items.filter((item) => item.id !== changed.id);
    const next = items.slice();
    next[index] = changed;
    return next;
  }
  if (!matches) return items;
  return [...items, changed].sort(compareNewestFirst);
}

/** Rows from the end of what is loaded at which the next page is fetched: about a screen ahead. */
export const PREFETCH_ROWS = 15;

/** Whether the list should fetch its next page now that row `lastShown` is rendered. */
export function needsNextPage(view: {
  lastShown: number;
  loaded: number;
  hasMore: boolean;
  loading: boolean;
}): boolean {
  return view.hasMore && !view.loading && view.lastShown >= view.loaded - PREFETCH_ROWS;
}

// Owns what the Generate page's job panel lists: one row per job still on its way (sending,
// queued, processing, saving its files), oldest first as a queue runs, each with the model's
// or action's name, its prompt, its status in words and its elapsed time as m:ss. A row is a
// plain record, so jobs held in a queue before they are sent can be listed the same way.
import type { SubmissionView } from '../../shared/ipc/tasks';
import { formatClock } from '../../shared/format/clock';
import { t } from '../../shared/i18n/activeLanguage';
import { targetName } from '../catalog/targetName';
import { elapsedMs } from '../format/elapsed';
import { hrefFor } from '../routes';
import { presentTask } from '../tasks/taskPresentation';
import type { DownloadProgress } from '../tasks/useTaskList';

export interface JobRow {
  id: string;
  /** The model's or action's name. */
  name: string;
  /** The prompt, style or title, or "No prompt". */
  summary: string;
  /** The status in words: "Queued", "Processing", "Saving files 1 of 2"… */
  status: string;
  /** Time since it was sent, m:ss; "–" when unknown. */
  elapsed: string;
  /** Where the job's details are. */
  href: string;
}

export function jobRows(
  items: readonly SubmissionView[],
  downloads: Readonly<Record<string, DownloadProgress>>,
  now: number,
  modelNames: Readonly<Record<string, string>>,
): JobRow[] {
  return items
    .map((task) => ({ task, saving: downloads[task.id] ?? task.downloads }))
    .filter(({ task, saving }) => presentTask({ ...task, downloads: saving }).running)
    .sort(
      (a, b) =>
        a.task.createdAt.localeCompare(b.task.createdAt) || a.task.id.localeCompare(b.task.id),
    )
    .map(({ task, saving }) => {
      const presentation = presentTask({ ...task, downloads: saving });
      const status =
        presentation.label === t('status.savingFiles') && saving.total > 0
          ? t('tasks.savingLabel', { done: saving.done, total: saving.total })
          : presentation.label;
      const elapsed = elapsedMs(task, now, true);
      return {
        id: task.id,
        name: targetName(task.target, modelNames),
        summary: task.summary || t('generate.jobs.noPrompt'),
        status,
        elapsed: formatClock(elapsed === null ? null : elapsed / 1000),
        href: hrefFor('tasks', { id: task.id }),
      };
    });
}

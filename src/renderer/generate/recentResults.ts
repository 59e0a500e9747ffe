// Owns which jobs the Generate page's "Recent results" strip shows for the open form: this
// target's latest submissions, newest first, without dismissed ones, and where a click on
// one leads (the saved file in the Library, else the job on Tasks).
import type { AssetView } from '../../shared/ipc/library';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { hrefFor } from '../routes';
import { compareNewestFirst } from '../tasks/taskList';
import { targetKey, toGenerateTarget, type GenerateTarget } from './generateTargets';

/** How many jobs the strip keeps in view. */
export const RECENT_LIMIT = 8;

/** The latest `limit` submissions of `target`, newest first; dismissed ones are left out. */
export function recentOfTarget(
  items: readonly SubmissionView[],
  target: GenerateTarget,
  limit = RECENT_LIMIT,
): SubmissionView[] {
  const wanted = targetKey(target);
  return items
    .filter((item) => item.state !== 'dismissed')
    .filter((item) => {
      const known = toGenerateTarget(item.target);
      return known !== null && targetKey(known) === wanted;
    })
    .sort(compareNewestFirst)
    .slice(0, limit);
}

/** The saved result in the Library's preview when there is one, else the job's details. */
export function resultHref(
  task: Pick<SubmissionView, 'id'>,
  previewAssetId: string | undefined,
): string {
  return previewAssetId
    ? hrefFor('library', { asset: previewAssetId })
    : hrefFor('tasks', { id: task.id });
}

/** The saved file of the newest job that has one (`items` newest first), or null. */
export function latestResult(
  items: readonly Pick<SubmissionView, 'id'>[],
  previews: Readonly<Record<string, AssetView>>,
): AssetView | null {
  for (const item of items) {
    const found = previews[item.id];
    if (found) return found;
  }
  return null;
}

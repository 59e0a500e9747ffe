/**
 * OS notifications when a task finishes or fails (the `notifications.os` preference). Watches
 * `tasks:changed`, notifies once per transition to a final status, and a click brings the
 * user to that task (`app:navigate`).
 */
import type { SubmissionView } from '../../shared/ipc/tasks';
import { isFinalStatus } from '../../shared/service';
import type { Desktop } from '../desktop/Desktop';
import type { EventBus } from '../ipc/eventBus';

export interface OsNotifierOptions {
  bus: EventBus;
  desktop: Pick<Desktop, 'notify'>;
  enabled: () => boolean;
}

export function startOsNotifier(options: OsNotifierOptions): () => void {
  const announced = new Set<string>();
  return options.bus.subscribe((channel, payload) => {
    if (channel !== 'tasks:changed') return;
    const view = payload as SubmissionView;
    if (view.state !== 'accepted' || view.status === null || !isFinalStatus(view.status)) return;
    if (announced.has(view.id)) return;
    announced.add(view.id);
    if (!options.enabled()) return;
    const succeeded = view.status === 'SUCCEEDED';
    const what = 'model' in view.target ? view.target.model : `music/${view.target.action}`;
    options.desktop.notify({
      title: succeeded ? `Finished: ${what}` : `Failed: ${what}`,
      body: succeeded ? view.summary || 'Your result is in the library.' : (view.error?.message ?? 'The service could not finish this job.'),
      onClick: () => options.bus.emit('app:navigate', { hash: `#/tasks?id=${encodeURIComponent(view.id)}` }),
    });
  });
}

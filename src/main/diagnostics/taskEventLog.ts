/**
 * Logs what happened to each submission from the events the tasks domain already emits:
 * accepted (with the service's task id), rejected (with the error code), in doubt, a final
 * status. (Failed downloads are logged with their reason
 * by the downloader's onFailure, wired in services.ts.) Ids and codes only: a view's body and summary hold the
 * prompt and are never written. One subscriber here, so the tasks code needs no logger.
 */
import type { SubmissionView } from '../../shared/ipc/tasks';
import { targetLabel } from '../../shared/ipc/targets';
import type { EventBus } from '../ipc/eventBus';
import type { Logger } from '../logging/Logger';

const FINAL_STATUSES = new Set(['SUCCEEDED', 'FAILED']);

export function logTaskEvents(bus: Pick<EventBus, 'subscribe'>, logger: Logger): () => void {
  /** What was last logged per submission, so repeated `changed` events log once. */
  const seen = new Map<string, string>();
  return bus.subscribe((channel, payload) => {
    if (channel === 'tasks:changed') logChange(payload as SubmissionView);
  });

  function logChange(view: SubmissionView): void {
    const final = view.status && FINAL_STATUSES.has(view.status) ? view.status : '';
    const { done, failed, total } = view.downloads;
    const downloaded = final === 'SUCCEEDED' && total > 0 && done + failed >= total;
    const key = `${view.state}:${final}:${downloaded ? 'downloaded' : ''}`;
    if (seen.get(view.id) === key) return;
    seen.set(view.id, key);
    if (seen.size > 5_000) seen.delete(seen.keys().next().value!);
    const ids = {
      submissionId: view.id,
      target: targetLabel(view.target),
      ...(view.taskId ? { taskId: view.taskId } : {}),
    };
    // The code, field name and request id, never the message: a service may quote the prompt in it.
    const error = view.error
      ? {
          code: view.error.code,
          ...(view.error.field ? { field: view.error.field } : {}),
          ...(view.error.requestId ? { requestId: view.error.requestId } : {}),
        }
      : {};
    if (view.state === 'rejected') logger.warn('submit rejected', { ...ids, ...error });
    else if (view.state === 'in_doubt')
      logger.warn('submit in doubt: sent, outcome unknown', { ...ids, ...error });
    else if (view.state === 'accepted' && final === 'FAILED')
      logger.warn('task failed', { ...ids, ...error });
    else if (downloaded)
      (failed > 0 ? logger.warn : logger.info)('downloads finished', {
        ...ids,
        done,
        failed,
        total,
      });
    else if (view.state === 'accepted' && final === 'SUCCEEDED') logger.info('task succeeded', ids);
    else if (view.state === 'accepted')
      logger.info('submit accepted', { ...ids, credits: view.creditsDeducted });
    else if (view.state === 'dismissed') logger.info('submission dismissed', ids);
  }
}

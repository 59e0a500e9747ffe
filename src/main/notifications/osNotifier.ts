/**
 * OS notifications when a task finishes or fails (the `notifications.os` preference). Watches
 * `tasks:changed`, notifies once per transition to a final status, and a click brings the
 * user to that task (`app:navigate`). A burst becomes one summary notification, as in the app.
 */
import type { SubmissionView } from '../../shared/ipc/tasks';
import {
  createNoticeBatcher,
  summarizeOutcomes,
  summaryHash,
  type NoticeDelivery,
  type NoticeTimers,
} from '../../shared/notices/noticeBatcher';
import { t } from '../../shared/i18n/activeLanguage';
import { isFinalStatus } from '../../shared/service';
import { actionName } from '../../shared/service/music/actionNames';
import type { Desktop } from '../desktop/Desktop';
import type { EventBus } from '../ipc/eventBus';

export interface OsNotifierOptions {
  bus: EventBus;
  desktop: Pick<Desktop, 'notify'>;
  enabled: () => boolean;
  /** The catalog's name of a model ("Image A"); the key is shown while there is none. */
  modelName?: (modelKey: string) => string | null;
  /** Injected in tests; real timers otherwise. */
  timers?: NoticeTimers;
}

interface OsNotice {
  id: string;
  outcome: 'finished' | 'failed';
  view: SubmissionView;
}

export function startOsNotifier(options: OsNotifierOptions): () => void {
  const announced = new Set<string>();
  const navigate = (hash: string) => () => options.bus.emit('app:navigate', { hash });
  const deliver = (delivery: NoticeDelivery<OsNotice>): void => {
    if (delivery.kind === 'many') {
      const { title, detail } = summarizeOutcomes(delivery.counts);
      options.desktop.notify({
        title,
        body: t('notify.openTasks', { detail }),
        onClick: navigate(summaryHash(delivery.counts)),
      });
      return;
    }
    const { view, outcome } = delivery.notice;
    const what =
      'model' in view.target
        ? (options.modelName?.(view.target.model) ?? view.target.model)
        : actionName(view.target.action);
    options.desktop.notify({
      title: outcome === 'finished' ? t('notify.finished', { what }) : t('notify.failed', { what }),
      body:
        outcome === 'finished'
          ? view.summary || t('notify.inLibrary')
          : (view.error?.message ?? t('notify.couldNotFinish')),
      onClick: navigate(`#/tasks?id=${encodeURIComponent(view.id)}`),
    });
  };
  const batcher = createNoticeBatcher(deliver, options.timers ? { timers: options.timers } : {});
  const unsubscribe = options.bus.subscribe((channel, payload) => {
    if (channel !== 'tasks:changed') return;
    const view = payload as SubmissionView;
    if (view.state !== 'accepted' || view.status === null || !isFinalStatus(view.status)) return;
    if (announced.has(view.id)) return;
    announced.add(view.id);
    if (!options.enabled()) return;
    batcher.add({
      id: view.id,
      outcome: view.status === 'SUCCEEDED' ? 'finished' : 'failed',
      view,
    });
  });
  return () => {
    unsubscribe();
    batcher.dispose();
  };
}

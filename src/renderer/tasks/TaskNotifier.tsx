/**
 * In-app notifications when a task finishes, fails or falls into doubt, driven by
 * 'tasks:changed' transitions. A burst (a batch finishing together) becomes one summary
 * rather than a stack of dozens. A job whose outcome a page shows in place (inPlaceNotices)
 * gets no second message here. OS notifications are main's job; both obey settings.
 */
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { t } from '../../shared/i18n/activeLanguage';
import type { MessageKey } from '../../shared/i18n/translator';
import type { SubmissionView } from '../../shared/ipc/tasks';
import {
  createNoticeBatcher,
  summarizeOutcomes,
  summaryHash,
  type NoticeBatcher,
  type NoticeDelivery,
  type NoticeOutcome,
} from '../../shared/notices/noticeBatcher';
import { modelNamesOf } from '../catalog/targetName';
import { catalogResource, settingsResource } from '../data/resources';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { hrefFor } from '../routes';
import { isShownInPlace } from './inPlaceNotices';
import {
  notableTransition,
  presentTask,
  taskTitle,
  type TaskPresentation,
} from './taskPresentation';

interface TaskNotice {
  id: string;
  outcome: NoticeOutcome;
  task: SubmissionView;
}

const COLORS: Record<NoticeOutcome, string> = {
  finished: 'green',
  failed: 'red',
  in_doubt: 'orange',
};
const TITLES: Record<NoticeOutcome, MessageKey> = {
  finished: 'tasks.notice.finished',
  failed: 'tasks.notice.failed',
  in_doubt: 'tasks.notice.inDoubt',
};

export function TaskNotifier(): null {
  const seen = useRef(new Map<string, TaskPresentation>());
  const batcher = useRef<NoticeBatcher<TaskNotice> | null>(null);
  useEffect(() => {
    batcher.current = createNoticeBatcher(showDelivery);
    return () => batcher.current?.dispose();
  }, []);
  useAtelierEvent('tasks:changed', (task) => {
    const next = presentTask(task);
    const transition = notableTransition(seen.current.get(task.id), next);
    seen.current.set(task.id, next);
    if (transition === null || isShownInPlace(task.id)) return;
    // Unknown preferences (not loaded yet) count as "on": the default is on.
    if (settingsResource.get().data?.notifications.inApp === false) return;
    batcher.current?.add({ id: task.id, outcome: transition, task });
  });
  return null;
}

function showDelivery(delivery: NoticeDelivery<TaskNotice>): void {
  if (delivery.kind === 'one') return showOne(delivery.notice);
  const { title, detail } = summarizeOutcomes(delivery.counts);
  const id = `tasks-summary-${delivery.notices[0]?.id ?? ''}`;
  const quiet = delivery.counts.failed === 0 && delivery.counts.in_doubt === 0;
  notifications.show({
    id,
    color: quiet ? 'green' : delivery.counts.in_doubt > 0 ? 'orange' : 'red',
    title,
    message: t('notify.openTasks', { detail }),
    autoClose: quiet ? 6000 : false,
    onClick: () => {
      window.location.hash = summaryHash(delivery.counts).slice(1);
      notifications.hide(id);
    },
    style: { cursor: 'pointer' },
    'data-testid': 'task-notification',
  } as Parameters<typeof notifications.show>[0]);
}

function showOne({ task, outcome }: TaskNotice): void {
  const open = () => {
    window.location.hash = hrefFor('tasks', { id: task.id }).slice(1);
    notifications.hide(`task-${task.id}`);
  };
  notifications.show({
    id: `task-${task.id}`,
    color: COLORS[outcome],
    // The catalog's name ("Image A finished"), the key only while no catalog was read yet.
    title: t(TITLES[outcome], { what: taskTitle(task, modelNamesOf(catalogResource.get().data)) }),
    message: [
      ...(task.summary ? [truncate(task.summary, 80)] : []),
      ...(outcome === 'failed' && task.refunded ? [t('tasks.notice.refunded')] : []),
      t('tasks.notice.clickToOpen'),
    ].join(' · '),
    // Failures stay longer, but close like the others: the Tasks page keeps every one.
    autoClose: outcome === 'finished' ? 6000 : 12_000,
    onClick: open,
    style: { cursor: 'pointer' },
    'data-testid': 'task-notification',
  } as Parameters<typeof notifications.show>[0]);
}

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/**
 * In-app notifications when a task finishes, fails or falls into doubt, driven by
 * 'tasks:changed' transitions. OS notifications are main's job; both obey settings.
 */
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { settingsResource } from '../data/resources';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { hrefFor } from '../routes';
import { notableTransition, presentTask, taskTitle, type TaskPresentation } from './taskPresentation';

export function TaskNotifier(): null {
  const seen = useRef(new Map<string, TaskPresentation>());
  useAtelierEvent('tasks:changed', (task) => {
    const next = presentTask(task);
    const transition = notableTransition(seen.current.get(task.id), next);
    seen.current.set(task.id, next);
    if (transition === null) return;
    // Unknown preferences (not loaded yet) count as "on": the default is on.
    if (settingsResource.get().data?.notifications.inApp === false) return;
    const open = () => {
      window.location.hash = hrefFor('tasks', { id: task.id }).slice(1);
      notifications.hide(`task-${task.id}`);
    };
    notifications.show({
      id: `task-${task.id}`,
      color: transition === 'finished' ? 'green' : transition === 'failed' ? 'red' : 'orange',
      title: `${taskTitle(task)} ${transition === 'finished' ? 'finished' : transition === 'failed' ? 'failed' : 'is in doubt'}`,
      message: `${task.summary ? `${truncate(task.summary, 80)} · ` : ''}${
        transition === 'failed' && task.refunded ? 'credits refunded · ' : ''
      }click to open`,
      autoClose: transition === 'finished' ? 6000 : false,
      onClick: open,
      style: { cursor: 'pointer' },
      'data-testid': 'task-notification',
    } as Parameters<typeof notifications.show>[0]);
  });
  return null;
}

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

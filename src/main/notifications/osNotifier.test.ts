import { describe, expect, it } from 'vitest';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { createHeadlessDesktop } from '../desktop/headlessDesktop';
import { createEventBus } from '../ipc/eventBus';
import { startOsNotifier } from './osNotifier';

function view(id: string, status: string | null, extra: Partial<SubmissionView> = {}): SubmissionView {
  return {
    id,
    profileId: 'sandbox',
    target: { model: 'image-a' },
    kind: 'image',
    state: 'accepted',
    body: {},
    summary: 'a red fox',
    taskId: 't-1',
    status,
    creditsEstimated: 24,
    creditsDeducted: 24,
    refunded: false,
    error: null,
    createdAt: '',
    updatedAt: '',
    finishedAt: null,
    downloads: { done: 0, total: 0, failed: 0 },
    ...extra,
  };
}

describe('OS notifier', () => {
  it('notifies once when a task finishes or fails, and a click opens the task', () => {
    const bus = createEventBus();
    const desktop = createHeadlessDesktop('/tmp/unused');
    const navigations: unknown[] = [];
    bus.subscribe((channel, payload) => channel === 'app:navigate' && navigations.push(payload));
    startOsNotifier({ bus, desktop, enabled: () => true });

    bus.emit('tasks:changed', view('a', 'PROCESSING'));
    bus.emit('tasks:changed', view('a', 'SUCCEEDED'));
    bus.emit('tasks:changed', view('a', 'SUCCEEDED', { downloads: { done: 1, total: 1, failed: 0 } }));
    bus.emit('tasks:changed', view('b', 'FAILED', { error: { code: 'server', message: 'content policy' } }));

    expect(desktop.notifications.map((n) => [n.title, n.body])).toEqual([
      ['Finished: image-a', 'a red fox'],
      ['Failed: image-a', 'content policy'],
    ]);
    desktop.notifications[1]!.onClick?.();
    expect(navigations).toEqual([{ hash: '#/tasks?id=b' }]);
  });

  it('stays quiet when the preference is off', () => {
    const bus = createEventBus();
    const desktop = createHeadlessDesktop('/tmp/unused');
    startOsNotifier({ bus, desktop, enabled: () => false });
    bus.emit('tasks:changed', view('a', 'SUCCEEDED'));
    expect(desktop.notifications).toEqual([]);
  });
});

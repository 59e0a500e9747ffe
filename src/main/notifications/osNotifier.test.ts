import { describe, expect, it } from 'vitest';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { manualTimers } from '../../shared/notices/manualTimers';
import { createHeadlessDesktop } from '../desktop/headlessDesktop';
import { createEventBus } from '../ipc/eventBus';
import { startOsNotifier } from './osNotifier';

function view(
  id: string,
  status: string | null,
  extra: Partial<SubmissionView> = {},
): SubmissionView {
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

/** A notifier on a fresh bus and headless desktop, with timers the test drives. */
function setup(enabled = true, modelName?: (key: string) => string | null) {
  const bus = createEventBus();
  const desktop = createHeadlessDesktop('/tmp/unused');
  const navigations: unknown[] = [];
  bus.subscribe((channel, payload) => channel === 'app:navigate' && navigations.push(payload));
  const timers = manualTimers();
  const stop = startOsNotifier({
    bus,
    desktop,
    enabled: () => enabled,
    timers,
    ...(modelName ? { modelName } : {}),
  });
  const emit = (submission: SubmissionView) => bus.emit('tasks:changed', submission);
  return { desktop, navigations, timers, stop, emit };
}

describe('OS notifier', () => {
  it('notifies once when a task finishes or fails, and a click opens the task', () => {
    const { desktop, navigations, timers, emit } = setup();
    emit(view('a', 'PROCESSING'));
    emit(view('a', 'SUCCEEDED'));
    emit(view('a', 'SUCCEEDED', { downloads: { done: 1, total: 1, failed: 0 } }));
    emit(view('b', 'FAILED', { error: { code: 'server', message: 'content policy' } }));
    timers.advance(2000); // b came within a's window: it is held until the window closes

    expect(desktop.notifications.map((n) => [n.title, n.body])).toEqual([
      ['Finished: image-a', 'a red fox'],
      ['Failed: image-a', 'content policy'],
    ]);
    desktop.notifications[1]!.onClick?.();
    expect(navigations).toEqual([{ hash: '#/tasks?id=b' }]);
  });

  it("names the job in the user's words: the catalog's model name, a music action's human name", () => {
    const { desktop, timers, emit } = setup(true, (key) => (key === 'image-a' ? 'Image A' : null));
    emit(view('a', 'SUCCEEDED'));
    emit({ ...view('b', 'SUCCEEDED'), target: { action: 'stems-all' } });
    timers.advance(10_000);
    expect(desktop.notifications.map((n) => n.title)).toEqual([
      'Finished: Image A',
      'Finished: Separate all stems',
    ]);
  });

  it('stays quiet when the preference is off', () => {
    const { desktop, timers, emit } = setup(false);
    emit(view('a', 'SUCCEEDED'));
    timers.advance(5000);
    expect(desktop.notifications).toEqual([]);
  });

  it('turns a burst of finishing jobs into one summary that opens the Tasks page', () => {
    const { desktop, navigations, timers, emit } = setup();
    for (let index = 0; index < 25; index += 1)
      emit(view(`t${index}`, index < 3 ? 'FAILED' : 'SUCCEEDED'));
    timers.advance(2000);
    expect(desktop.notifications.map((n) => [n.title, n.body])).toEqual([
      ['Failed: image-a', 'The service could not finish this job.'],
      ['24 jobs ended', '22 finished, 2 failed. Click to open the Tasks page.'],
    ]);
    desktop.notifications[1]!.onClick?.();
    expect(navigations).toEqual([{ hash: '#/tasks' }]);
  });

  it('holds nothing back after it is stopped', () => {
    const { desktop, timers, stop, emit } = setup();
    emit(view('a', 'SUCCEEDED'));
    emit(view('b', 'SUCCEEDED'));
    stop();
    timers.advance(5000);
    emit(view('c', 'SUCCEEDED'));
    expect(desktop.notifications.map((n) => n.title)).toEqual(['Finished: image-a']);
  });
});

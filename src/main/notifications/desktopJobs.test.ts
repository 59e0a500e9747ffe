import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '../../shared/ipc/settings';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { createHeadlessDesktop } from '../desktop/headlessDesktop';
import { createEventBus } from '../ipc/eventBus';
import { startDesktopJobs } from './desktopJobs';

function view(
  id: string,
  status: string | null,
  state: SubmissionView['state'] = 'accepted',
): SubmissionView {
  return {
    id,
    profileId: 'sandbox',
    target: { model: 'image-a' },
    kind: 'image',
    state,
    body: {},
    summary: 'a red fox',
    taskId: `t-${id}`,
    status,
    creditsEstimated: 24,
    creditsDeducted: 24,
    refunded: false,
    error: null,
    createdAt: '',
    updatedAt: '',
    finishedAt: null,
    downloads: { done: 0, total: 0, failed: 0 },
  };
}

/** The service on a fresh bus and headless desktop; updates are deferred until `flush()`. */
function setup(running = 0) {
  const bus = createEventBus();
  const desktop = createHeadlessDesktop('/tmp/unused');
  const jobs = { running };
  const preferences: Preferences['desktop'] = { ...DEFAULT_PREFERENCES.desktop };
  const pending: (() => void)[] = [];
  const stop = startDesktopJobs({
    bus,
    desktop,
    preferences: () => preferences,
    runningCount: () => jobs.running,
    defer: (update) => void pending.push(update),
  });
  const flush = () => {
    for (const update of pending.splice(0)) update();
  };
  flush();
  return { bus, desktop, jobs, preferences, flush, stop, outside: desktop.outside };
}

describe('desktop jobs: the dock/taskbar progress bar', () => {
  it('follows running jobs and their downloads, then goes away', () => {
    const { bus, jobs, flush, outside } = setup();
    expect(outside.progress).toEqual([]);
    jobs.running = 1;
    bus.emit('tasks:changed', view('a', 'PROCESSING'));
    flush();
    bus.emit('tasks:download', { submissionId: 'a', done: 0, total: 2, failed: 0 });
    flush();
    bus.emit('tasks:download', { submissionId: 'a', done: 1, total: 2, failed: 0 });
    flush();
    jobs.running = 0;
    bus.emit('tasks:download', { submissionId: 'a', done: 2, total: 2, failed: 0 });
    flush();
    expect(outside.progress).toEqual(['indeterminate', 0, 0.5, null]);
  });

  it('shows jobs left running by the last session at start, and one update for a burst', () => {
    const { bus, jobs, flush, outside } = setup(3);
    expect(outside.progress).toEqual(['indeterminate']);
    jobs.running = 0;
    for (const id of ['a', 'b', 'c']) bus.emit('tasks:changed', view(id, 'FAILED'));
    flush();
    expect(outside.progress).toEqual(['indeterminate', null]);
  });

  it('is removed when turned off in Settings, and on close', () => {
    const first = setup(1);
    first.preferences.progress = false;
    first.bus.emit('settings:changed', DEFAULT_PREFERENCES);
    first.flush();
    expect(first.outside.progress).toEqual(['indeterminate', null]);
    const second = setup(1);
    second.stop();
    expect(second.outside.progress).toEqual(['indeterminate', null]);
  });
});

describe('desktop jobs: badge and attention', () => {
  it('counts results finished in the background, once each, and clears them when the window is focused', () => {
    const { bus, desktop, flush, outside } = setup();
    desktop.setFocused(false);
    bus.emit('tasks:changed', view('a', 'SUCCEEDED'));
    bus.emit('tasks:changed', view('a', 'SUCCEEDED')); // announced again once its files are saved
    bus.emit('tasks:changed', view('b', 'SUCCEEDED'));
    bus.emit('tasks:changed', view('c', 'FAILED')); // not a result; still worth a flash
    flush();
    expect(outside.badges).toEqual([2]);
    expect(outside.attentionRequests).toBe(1);
    desktop.setFocused(true);
    flush();
    expect(outside.badges).toEqual([2, 0]);
  });

  it('neither counts nor asks for attention while the window has the focus', () => {
    const { bus, flush, outside } = setup();
    bus.emit('tasks:changed', view('a', 'SUCCEEDED'));
    bus.emit('tasks:changed', view('b', 'SUCCEEDED', 'in_doubt'));
    flush();
    expect(outside.badges).toEqual([]);
    expect(outside.attentionRequests).toBe(0);
  });

  it('respects the Settings switches', () => {
    const { bus, desktop, preferences, flush, outside } = setup();
    desktop.setFocused(false);
    preferences.badge = false;
    preferences.attention = false;
    bus.emit('tasks:changed', view('a', 'SUCCEEDED'));
    flush();
    expect(outside.badges).toEqual([]);
    expect(outside.attentionRequests).toBe(0);
    // Turned back on: the unseen result shows.
    preferences.badge = true;
    bus.emit('settings:changed', DEFAULT_PREFERENCES);
    flush();
    expect(outside.badges).toEqual([1]);
  });
});

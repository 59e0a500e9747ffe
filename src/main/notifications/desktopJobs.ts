/**
 * Jobs seen from outside the window, through the Desktop port: the progress bar on the dock
 * icon / taskbar button (desktopProgress.ts), a badge counting results not seen yet, and one
 * flash or bounce when a job ends while Atelier is in the background. Each can be turned off
 * in Settings → Desktop (the `desktop` preferences).
 *
 * "Not seen yet" is deliberately simple: a result that finishes while no Atelier window has
 * the focus is unseen until an Atelier window gains the focus again (bringing the app to the
 * front is seeing it: the Tasks list and in-app notices are right there).
 *
 * A burst of events (a batch of downloads, "Variations ×10") becomes one update.
 */
import type { Preferences } from '../../shared/ipc/settings';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { isFinalStatus } from '../../shared/service';
import type { Desktop, TaskbarProgress } from '../desktop/Desktop';
import type { EventBus } from '../ipc/eventBus';
import { taskbarProgress, type DownloadCounts } from './desktopProgress';

export interface DesktopJobsOptions {
  bus: EventBus;
  desktop: Pick<
    Desktop,
    'setTaskbarProgress' | 'setBadgeCount' | 'requestAttention' | 'isFocused' | 'onFocus'
  >;
  preferences: () => Preferences['desktop'];
  /** Jobs not finished (the journal's `counts().running`): also those left running by the last session. */
  runningCount: () => number;
  /** Runs an update a little later, so a burst of events makes one (tests pass a synchronous one). */
  defer?: (update: () => void) => void;
}

const UPDATE_DELAY_MS = 100;

export function startDesktopJobs(options: DesktopJobsOptions): () => void {
  const { desktop } = options;
  const defer = options.defer ?? ((update) => void setTimeout(update, UPDATE_DELAY_MS));
  const downloads = new Map<string, DownloadCounts>();
  /** Submissions whose end was counted already (a final status is announced more than once). */
  const ended = new Set<string>();
  let unseen = 0;
  let attentionWanted = false;
  let scheduled = false;
  let stopped = false;
  const shown: { progress: TaskbarProgress; badge: number } = { progress: null, badge: 0 };

  function update(): void {
    scheduled = false;
    if (stopped) return;
    const wanted = options.preferences();
    const progress = wanted.progress
      ? taskbarProgress({ running: options.runningCount(), downloads: downloads.values() })
      : null;
    if (progress !== shown.progress) desktop.setTaskbarProgress((shown.progress = progress));
    const badge = wanted.badge ? unseen : 0;
    if (badge !== shown.badge) desktop.setBadgeCount((shown.badge = badge));
    if (attentionWanted && wanted.attention && !desktop.isFocused()) desktop.requestAttention();
    attentionWanted = false;
  }
  const schedule = (): void => {
    if (scheduled || stopped) return;
    scheduled = true;
    defer(update);
  };

  function onEnded(view: SubmissionView): void {
    if (ended.has(view.id)) return;
    ended.add(view.id);
    if (desktop.isFocused()) return;
    if (view.status === 'SUCCEEDED') unseen += 1;
    attentionWanted = true;
  }

  const unsubscribe = options.bus.subscribe((channel, payload) => {
    if (channel === 'tasks:download') {
      const { submissionId, ...counts } = payload as DownloadCounts & { submissionId: string };
      if (counts.done + counts.failed < counts.total) downloads.set(submissionId, counts);
      else downloads.delete(submissionId);
    } else if (channel === 'tasks:changed') {
      const view = payload as SubmissionView;
      if (view.state === 'accepted' && view.status !== null && isFinalStatus(view.status))
        onEnded(view);
    } else if (channel !== 'settings:changed') {
      return;
    }
    schedule();
  });
  const stopFocus = desktop.onFocus(() => {
    unseen = 0;
    schedule();
  });
  // Jobs left running by the last session show at once.
  schedule();

  return () => {
    stopped = true;
    unsubscribe();
    stopFocus();
    if (shown.progress !== null) desktop.setTaskbarProgress(null);
    if (shown.badge !== 0) desktop.setBadgeCount(0);
  };
}

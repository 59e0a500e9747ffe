/**
 * Coalesces task notices so a burst (a batch of jobs finishing together) becomes one
 * summary instead of a stack of dozens. The first notice after a quiet spell is delivered at
 * once; those that follow within `windowMs` are held and delivered together when the window
 * ends: alone if only one came, as a summary if several did. Used by both the in-app and the
 * OS notifications, so they agree on what a burst is.
 */
import { formatList } from '../format/number';
import { t } from '../i18n/activeLanguage';

export type NoticeOutcome = 'finished' | 'failed' | 'in_doubt';

export interface Notice {
  id: string;
  outcome: NoticeOutcome;
}

export type NoticeDelivery<T extends Notice> =
  | { kind: 'one'; notice: T }
  | { kind: 'many'; notices: T[]; counts: Record<NoticeOutcome, number> };

export interface NoticeTimers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

export const NOTICE_WINDOW_MS = 2000;

const defaultTimers: NoticeTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface NoticeBatcher<T extends Notice> {
  add: (notice: T) => void;
  /** Drops what is held and stops the timer (on unmount or shutdown). */
  dispose: () => void;
}

export function createNoticeBatcher<T extends Notice>(
  deliver: (delivery: NoticeDelivery<T>) => void,
  options: { windowMs?: number; timers?: NoticeTimers } = {},
): NoticeBatcher<T> {
  const windowMs = options.windowMs ?? NOTICE_WINDOW_MS;
  const timers = options.timers ?? defaultTimers;
  let held: T[] = [];
  let timer: unknown = null;

  const closeWindow = (): void => {
    timer = null;
    const batch = held;
    held = [];
    if (batch.length === 0) return;
    deliver(
      batch.length === 1
        ? { kind: 'one', notice: batch[0]! }
        : { kind: 'many', notices: batch, counts: countOutcomes(batch) },
    );
    // What was just delivered opens a new window, so a steady stream stays summarized.
    timer = timers.set(closeWindow, windowMs);
  };

  return {
    add(notice) {
      if (timer === null) {
        deliver({ kind: 'one', notice });
        timer = timers.set(closeWindow, windowMs);
      } else {
        held.push(notice);
      }
    },
    dispose() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      held = [];
    },
  };
}

export function countOutcomes(notices: readonly Notice[]): Record<NoticeOutcome, number> {
  const counts: Record<NoticeOutcome, number> = { finished: 0, failed: 0, in_doubt: 0 };
  for (const notice of notices) counts[notice.outcome] += 1;
  return counts;
}

/** A summary's words: "12 jobs finished" / "10 finished, 2 failed, 1 in doubt". */
export function summarizeOutcomes(counts: Record<NoticeOutcome, number>): {
  title: string;
  detail: string;
} {
  const total = counts.finished + counts.failed + counts.in_doubt;
  const only = (outcome: NoticeOutcome): boolean => counts[outcome] === total;
  const title = only('finished')
    ? 'notify.summary.finished'
    : only('failed')
      ? 'notify.summary.failed'
      : only('in_doubt')
        ? 'notify.summary.inDoubt'
        : 'notify.summary.ended';
  const parts = {
    finished: 'notify.count.finished',
    failed: 'notify.count.failed',
    in_doubt: 'notify.count.inDoubt',
  } as const;
  const detail = (['finished', 'failed', 'in_doubt'] as const)
    .filter((outcome) => counts[outcome] > 0)
    .map((outcome) => t(parts[outcome], { count: counts[outcome] }));
  return { title: t(title, { total }), detail: formatList(detail, 'unit') };
}

/** Where a summary's click leads: the Tasks page, filtered when every notice has one outcome. */
export function summaryHash(counts: Record<NoticeOutcome, number>): string {
  if (counts.finished === 0 && counts.in_doubt === 0) return '#/tasks?status=failed';
  if (counts.finished === 0 && counts.failed === 0) return '#/tasks?status=in_doubt';
  if (counts.failed === 0 && counts.in_doubt === 0) return '#/tasks?status=succeeded';
  return '#/tasks';
}

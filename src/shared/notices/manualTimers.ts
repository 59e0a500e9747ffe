/** For tests: timers driven by hand, so a notice window closes exactly when a test says. */
import type { NoticeTimers } from './noticeBatcher';

/** `advance(ms)` runs what falls due, in order. */
export function manualTimers(): NoticeTimers & { advance: (ms: number) => void } {
  let now = 0;
  let pending: { at: number; run: () => void; handle: number }[] = [];
  let next = 1;
  return {
    set: (run, ms) => {
      const handle = next++;
      pending.push({ at: now + ms, run, handle });
      return handle;
    },
    clear: (handle) => {
      pending = pending.filter((timer) => timer.handle !== handle);
    },
    advance(ms) {
      now += ms;
      for (;;) {
        const due = pending.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at)[0];
        if (!due) return;
        pending = pending.filter((timer) => timer !== due);
        due.run();
      }
    },
  };
}

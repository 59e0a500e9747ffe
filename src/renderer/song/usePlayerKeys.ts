/**
 * The song page's keys for its one player: Space plays and pauses, ←/→ seek 5 s, and Alt+←/→
 * (Option on macOS) move the chosen region 1 s, with Shift 5 s. A key typed into a field, or
 * Space on a button or link (which presses it), stays with that control, as in the library's
 * audio preview (ownsKey, one rule for both): Alt+← in a field still moves its caret by a word.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { ownsKey } from '../library/AudioPreview';
import { SEEK_STEP_S, type WaveformPlayerHandle } from '../library/WaveformPlayer';
import { NUDGE_BIG_STEP_S, NUDGE_STEP_S } from './songEdits';

/** Moves the chosen version's region by `seconds`; false when it has none. */
export type NudgeRegion = (seconds: number) => boolean;

export function usePlayerKeys(
  player: RefObject<WaveformPlayerHandle | null>,
  nudgeRegion?: NudgeRegion,
): void {
  // The page's region changes every render; the listener stays the same one.
  const nudge = useRef(nudgeRegion);
  nudge.current = nudgeRegion;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.ctrlKey ||
        event.metaKey ||
        ownsKey(event.target, event.key)
      )
        return;
      // A dialog (the price confirm) owns the keyboard while it is open.
      if (event.target instanceof HTMLElement && event.target.closest('[role="dialog"]')) return;
      const direction = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (event.altKey) {
        const step = event.shiftKey ? NUDGE_BIG_STEP_S : NUDGE_STEP_S;
        if (direction !== 0 && nudge.current?.(direction * step)) event.preventDefault();
        return;
      }
      const handle = player.current;
      if (!handle) return;
      if (event.key === ' ') handle.togglePlay();
      else if (direction !== 0) handle.seekBy(direction * SEEK_STEP_S);
      else return;
      // Space would scroll the page.
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [player]);
}

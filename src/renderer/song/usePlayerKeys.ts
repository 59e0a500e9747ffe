/**
 * The song page's keys for its one player: Space plays and pauses, ←/→ seek 5 s. A key typed
 * into a field, or Space on a button or link (which presses it), stays with that control, as
 * in the library's audio preview (ownsKey, one rule for both).
 */
import { useEffect, type RefObject } from 'react';
import { ownsKey } from '../library/AudioPreview';
import { SEEK_STEP_S, type WaveformPlayerHandle } from '../library/WaveformPlayer';

export function usePlayerKeys(player: RefObject<WaveformPlayerHandle | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        ownsKey(event.target, event.key)
      )
        return;
      // A dialog (the price confirm) owns the keyboard while it is open.
      if (event.target instanceof HTMLElement && event.target.closest('[role="dialog"]')) return;
      const handle = player.current;
      if (!handle) return;
      if (event.key === ' ') handle.togglePlay();
      else if (event.key === 'ArrowLeft') handle.seekBy(-SEEK_STEP_S);
      else if (event.key === 'ArrowRight') handle.seekBy(SEEK_STEP_S);
      else return;
      // Space would scroll the page.
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [player]);
}

// Brings a new submit outcome (the "Submitted" note, a submit error, the variations note)
// into sight: in a small window the side column sits beside or under a long form, and the
// note would otherwise appear below the fold. Scrolls only when a new outcome arrives, not
// as the note updates in place while the job moves.
import { useEffect, useRef } from 'react';

const OUTCOME_NOTES =
  '[data-testid="submitted"], [data-testid="submit-error"], [data-testid="variations-notice"]';

export function useOutcomeInSight<T extends HTMLElement>(
  outcomeKey: unknown,
): React.RefObject<T | null> {
  const container = useRef<T>(null);
  useEffect(() => {
    if (!outcomeKey) return;
    const frame = requestAnimationFrame(() => {
      container.current?.querySelector(OUTCOME_NOTES)?.scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [outcomeKey]);
  return container;
}

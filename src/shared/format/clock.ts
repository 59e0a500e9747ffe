/**
 * Owns the one way a length or time is written: m:ss (h:mm:ss past an hour), whole seconds
 * rounded down, "–" when unknown. The renderer (trackFacts.ts) and main's exports share it.
 */

/** `3:07` style duration. */
export function formatClock(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '–';
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * The steps of the players' arrow keys, shared by the players (renderer/library/WaveformPlayer,
 * renderer/song/usePlayerKeys) and the shortcut sheet that lists them.
 */

/** ←/→ seek this far. */
export const SEEK_STEP_S = 5;
/** Alt+←/→ (Option on macOS) move the song page's chosen region this far, with Shift further: whole seconds, as its m:ss shows it. */
export const NUDGE_STEP_S = 1;
export const NUDGE_BIG_STEP_S = 5;

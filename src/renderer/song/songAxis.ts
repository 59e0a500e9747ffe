/**
 * Owns the song page's time axis: how long it is (the end of the latest version, so every
 * lane fits) and where its m:ss ticks go (a round step, about six to ten of them).
 */

/** Round steps in seconds, smallest first: a tick every 5 s up to one every 10 min. */
const STEPS_S = [5, 10, 15, 30, 60, 120, 300, 600];
const MAX_TICKS = 10;
/** Room one "0:00" label needs, with space around it. */
const TICK_ROOM_PX = 56;

/** A version's place on the axis: where it starts and how long it is (null: not known yet). */
export interface Placed {
  startS: number;
  durationS: number | null;
}

/** Seconds from 0:00 to the end of the last version; a waiting version counts as its start. */
export function axisLength(placed: readonly Placed[]): number {
  const end = Math.max(0, ...placed.map((item) => item.startS + (item.durationS ?? 0)));
  return Math.max(1, end);
}

/** Tick times from 0:00 up to `lengthS`, a round step apart, no closer than a label's room in `widthPx`. */
export function axisTicks(lengthS: number, widthPx = Infinity): number[] {
  const most = Math.max(2, Math.min(MAX_TICKS, Math.floor(widthPx / TICK_ROOM_PX)));
  const step =
    STEPS_S.find((each) => lengthS / each <= most) ?? Math.ceil(lengthS / most / 600) * 600;
  const ticks: number[] = [];
  for (let at = 0; at <= lengthS + 1e-9; at += step) ticks.push(at);
  return ticks;
}

/** `seconds` as a percentage of the axis, for a CSS left or width; kept within 0–100. */
export function percentOf(seconds: number, lengthS: number): number {
  return Math.min(100, Math.max(0, (seconds / lengthS) * 100));
}

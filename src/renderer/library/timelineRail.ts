/**
 * Owns the date scrubber's geometry: each month gets a band of the rail's height in proportion
 * to its assets (with a floor so a small month can still be hit), and a point on the rail maps
 * back to its month. Labels: a year where it begins, a month where its band has room. Pure.
 */
import type { TimelineMonth } from '../../shared/ipc/library';

export interface RailBand {
  month: TimelineMonth;
  top: number;
  height: number;
  /** "2025" at a year's first band, "Mar" on a band with room, else null. */
  label: string | null;
  year: boolean;
}

const MIN_BAND = 3;
const LABEL_ROOM = 14;

export function railBands(
  months: readonly TimelineMonth[],
  height: number,
  shortMonth: (month: string) => string,
): RailBand[] {
  const total = months.reduce((sum, month) => sum + month.count, 0);
  const floor = months.length * MIN_BAND <= height / 2 ? MIN_BAND : 0;
  const spare = Math.max(0, height - floor * months.length);
  let top = 0;
  let lastLabel = -Infinity;
  let lastYear = '';
  return months.map((month) => {
    const band = floor + (total > 0 ? (spare * month.count) / total : spare / months.length);
    const year = month.month.slice(0, 4);
    const newYear = year !== lastYear;
    lastYear = year;
    const room = top - lastLabel >= LABEL_ROOM;
    const label =
      room && newYear ? year : room && band >= LABEL_ROOM ? shortMonth(month.month) : null;
    if (label) lastLabel = top;
    const result = { month, top, height: band, label, year: label !== null && newYear };
    top += band;
    return result;
  });
}

/** The band under a point `y` pixels from the rail's top (clamped to the first and last). */
export function bandAt(bands: readonly RailBand[], y: number): number {
  if (bands.length === 0) return -1;
  const index = bands.findIndex((band) => y < band.top + band.height);
  return index === -1 ? bands.length - 1 : Math.max(0, index);
}

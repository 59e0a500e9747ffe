/**
 * Where Atelier's window opens: from the state saved when it last closed and the displays
 * there are now, the bounds to create it with and whether to maximize it or make it full
 * screen. Pure (no Electron): the Electron glue is electronWindowState.ts.
 *
 * The rules, in order:
 * - a window at least half on one display's work area, its top edge (the title bar) inside
 *   it, stays where it was (a window may straddle two monitors, or sit on a left-hand one
 *   at negative x);
 * - otherwise it moves inside the work area of the display it was saved on, if that display
 *   is still there, or is centred on the primary display: never off-screen;
 * - it never exceeds that work area (a state saved on a larger monitor shrinks) and never
 *   goes below the window's minimum size.
 */

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of Electron's Display this needs (ids and rectangles in DIP points). */
export interface DisplayArea {
  id: number;
  bounds: Rectangle;
  workArea: Rectangle;
}

export interface SavedWindowState {
  /** The normal (not maximized, not full-screen) bounds: what unmaximizing returns to. */
  bounds: Rectangle;
  maximized: boolean;
  fullScreen: boolean;
  /** The display the normal bounds were mostly on. */
  displayId: number;
}

export interface WindowPlacement {
  bounds: Rectangle;
  maximized: boolean;
  fullScreen: boolean;
}

/** The window's minimum size (BrowserWindow minWidth/minHeight). */
export const MIN_WINDOW_SIZE = { width: 960, height: 640 } as const;
/** The size of a first window, fitted into the primary display's work area. */
export const DEFAULT_WINDOW_SIZE = { width: 1360, height: 880 } as const;

/** At least this share of the window must be on one work area for it to stay where it was. */
const VISIBLE_SHARE = 0.5;

const area = (rectangle: Rectangle): number =>
  Math.max(0, rectangle.width) * Math.max(0, rectangle.height);

function overlap(a: Rectangle, b: Rectangle): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The display whose work area holds most of `bounds`, if enough of it and its top edge. */
function displayShowing(bounds: Rectangle, displays: DisplayArea[]): DisplayArea | null {
  let best: DisplayArea | null = null;
  let bestOverlap = 0;
  for (const display of displays) {
    const shared = overlap(bounds, display.workArea);
    if (shared > bestOverlap) [best, bestOverlap] = [display, shared];
  }
  if (!best || bestOverlap < VISIBLE_SHARE * area(bounds)) return null;
  const { workArea } = best;
  const topEdgeInside = bounds.y >= workArea.y && bounds.y < workArea.y + workArea.height;
  return topEdgeInside ? best : null;
}

/** A size within the work area, but never below the minimum (Electron enforces it anyway). */
function fittedSize(
  size: { width: number; height: number },
  workArea: Rectangle,
): { width: number; height: number } {
  return {
    width: Math.round(Math.max(MIN_WINDOW_SIZE.width, Math.min(size.width, workArea.width))),
    height: Math.round(Math.max(MIN_WINDOW_SIZE.height, Math.min(size.height, workArea.height))),
  };
}

/** `start` moved so that `[start, start + length)` lies in `[low, low + room)` (or starts at `low` when it cannot). */
function clampInto(start: number, length: number, low: number, room: number): number {
  return Math.round(Math.max(low, Math.min(start, low + room - length)));
}

function centredIn(size: { width: number; height: number }, workArea: Rectangle): Rectangle {
  return {
    ...size,
    x: Math.round(workArea.x + Math.max(0, (workArea.width - size.width) / 2)),
    y: Math.round(workArea.y + Math.max(0, (workArea.height - size.height) / 2)),
  };
}

export function placeWindow(
  saved: SavedWindowState | null,
  displays: DisplayArea[],
  primaryId: number,
): WindowPlacement {
  const primary = displays.find((display) => display.id === primaryId) ?? displays[0];
  if (!primary) {
    // No display reported (never on a desktop): the default size, where the OS puts it.
    return { bounds: { x: 0, y: 0, ...DEFAULT_WINDOW_SIZE }, maximized: false, fullScreen: false };
  }
  if (!saved)
    return {
      bounds: centredIn(fittedSize(DEFAULT_WINDOW_SIZE, primary.workArea), primary.workArea),
      maximized: false,
      fullScreen: false,
    };

  const states = { maximized: saved.maximized, fullScreen: saved.fullScreen };
  const showing = displayShowing(saved.bounds, displays);
  const home = showing ?? displays.find((display) => display.id === saved.displayId) ?? null;
  if (!home)
    return {
      bounds: centredIn(fittedSize(saved.bounds, primary.workArea), primary.workArea),
      ...states,
    };

  const { workArea } = home;
  const size = fittedSize(saved.bounds, workArea);
  const unchanged =
    showing && size.width === saved.bounds.width && size.height === saved.bounds.height;
  if (unchanged) return { bounds: { ...saved.bounds }, ...states };
  return {
    bounds: {
      ...size,
      x: clampInto(saved.bounds.x, size.width, workArea.x, workArea.width),
      y: clampInto(saved.bounds.y, size.height, workArea.y, workArea.height),
    },
    ...states,
  };
}

/**
 * A name for the set of displays attached now. The window's state is kept per set, so a
 * laptop gets back its placement on the external monitor when docked, and its own when not.
 */
export function displayLayoutKey(displays: DisplayArea[]): string {
  return [...displays]
    .sort((a, b) => a.id - b.id)
    .map(({ id, bounds }) => `${id}@${bounds.x},${bounds.y},${bounds.width}x${bounds.height}`)
    .join('|');
}

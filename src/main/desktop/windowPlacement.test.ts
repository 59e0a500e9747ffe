import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WINDOW_SIZE,
  displayLayoutKey,
  MIN_WINDOW_SIZE,
  placeWindow,
  type DisplayArea,
  type SavedWindowState,
} from './windowPlacement';

/** A 1920×1080 primary display with a 40 px taskbar at the bottom. */
const primary: DisplayArea = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
};
/** A 2560×1440 monitor to the left of the primary: negative x. */
const leftHand: DisplayArea = {
  id: 2,
  bounds: { x: -2560, y: -200, width: 2560, height: 1440 },
  workArea: { x: -2560, y: -175, width: 2560, height: 1415 },
};

const saved = (
  bounds: SavedWindowState['bounds'],
  more: Partial<SavedWindowState> = {},
): SavedWindowState => ({
  bounds,
  maximized: false,
  fullScreen: false,
  displayId: 1,
  ...more,
});

describe('placeWindow', () => {
  it('opens a first window at the default size, centred on the primary display', () => {
    expect(placeWindow(null, [leftHand, primary], 1)).toEqual({
      bounds: { x: 280, y: 80, ...DEFAULT_WINDOW_SIZE },
      maximized: false,
      fullScreen: false,
    });
  });

  it('restores bounds, maximized and full-screen state where they still fit', () => {
    const state = saved({ x: 100, y: 50, width: 1200, height: 800 }, { maximized: true });
    expect(placeWindow(state, [primary], 1)).toEqual({
      bounds: { x: 100, y: 50, width: 1200, height: 800 },
      maximized: true,
      fullScreen: false,
    });
    expect(
      placeWindow({ ...state, maximized: false, fullScreen: true }, [primary], 1).fullScreen,
    ).toBe(true);
  });

  it('keeps a window on a left-hand monitor at negative coordinates', () => {
    const state = saved({ x: -2000, y: -100, width: 1500, height: 900 }, { displayId: 2 });
    expect(placeWindow(state, [primary, leftHand], 1).bounds).toEqual({
      x: -2000,
      y: -100,
      width: 1500,
      height: 900,
    });
  });

  it('keeps a window straddling two monitors when half of it is on one', () => {
    const state = saved({ x: -600, y: 100, width: 1200, height: 800 }, { displayId: 2 });
    expect(placeWindow(state, [primary, leftHand], 1).bounds).toEqual(state.bounds);
  });

  it('centres the window on the primary display when its display is gone, keeping its state', () => {
    const state = saved(
      { x: -2000, y: -100, width: 1500, height: 900 },
      { displayId: 2, maximized: true },
    );
    expect(placeWindow(state, [primary], 1)).toEqual({
      bounds: { x: 210, y: 70, width: 1500, height: 900 },
      maximized: true,
      fullScreen: false,
    });
  });

  it('moves a window that is mostly off every work area back inside its display', () => {
    const state = saved({ x: 1700, y: 900, width: 1000, height: 700 });
    expect(placeWindow(state, [primary], 1).bounds).toEqual({
      x: 920,
      y: 340,
      width: 1000,
      height: 700,
    });
  });

  it('moves a window whose title bar is above the work area down into it', () => {
    const state = saved({ x: 100, y: -30, width: 1000, height: 700 });
    expect(placeWindow(state, [primary], 1).bounds).toEqual({
      x: 100,
      y: 0,
      width: 1000,
      height: 700,
    });
  });

  it('shrinks a state saved on a bigger monitor to the new display, top-left in its work area', () => {
    const laptop: DisplayArea = {
      id: 7,
      bounds: { x: 0, y: 0, width: 1280, height: 800 },
      workArea: { x: 0, y: 25, width: 1280, height: 775 },
    };
    const state = saved({ x: 0, y: 0, width: 2500, height: 1400 }, { displayId: 7 });
    expect(placeWindow(state, [laptop], 7).bounds).toEqual({
      x: 0,
      y: 25,
      width: 1280,
      height: 775,
    });
  });

  it('never goes below the minimum size, even on a display smaller than it', () => {
    const tiny: DisplayArea = {
      id: 3,
      bounds: { x: 0, y: 0, width: 800, height: 600 },
      workArea: { x: 0, y: 0, width: 800, height: 600 },
    };
    expect(
      placeWindow(saved({ x: 10, y: 10, width: 400, height: 300 }, { displayId: 3 }), [tiny], 3)
        .bounds,
    ).toEqual({ x: 0, y: 0, ...MIN_WINDOW_SIZE });
    expect(
      placeWindow(saved({ x: 10, y: 10, width: 400, height: 300 }), [primary], 1).bounds,
    ).toEqual({ x: 10, y: 10, ...MIN_WINDOW_SIZE });
  });

  it('falls back to the first display when the primary id is unknown', () => {
    expect(placeWindow(null, [primary], 99).bounds).toEqual({
      x: 280,
      y: 80,
      ...DEFAULT_WINDOW_SIZE,
    });
  });
});

describe('displayLayoutKey', () => {
  it('names the set of displays whatever their order', () => {
    expect(displayLayoutKey([primary, leftHand])).toBe(displayLayoutKey([leftHand, primary]));
    expect(displayLayoutKey([primary])).not.toBe(displayLayoutKey([primary, leftHand]));
    expect(displayLayoutKey([primary])).toBe('1@0,0,1920x1080');
  });
});

/**
 * The window remembers where it was: reads the saved state and the displays attached now,
 * lets windowPlacement.ts decide (pure, unit-tested), and saves the state again half a second
 * after the last resize or move, and when the window closes. It saves the *normal* bounds
 * (getNormalBounds), so a maximized or full-screen window unmaximizes to where it was.
 */
import { screen, type BrowserWindow } from 'electron';
import { openElectronJsonStore } from './electronPreferencesStore';
import { displayLayoutKey, placeWindow, type DisplayArea, type Rectangle } from './windowPlacement';
import { openWindowStateFile } from './windowStateFile';

/** Long enough to wait out a drag or a resize, short enough that a crash loses little. */
const SAVE_DELAY_MS = 500;

export interface WindowStateKeeper {
  /** Where to create the window (BrowserWindow's x, y, width, height). */
  readonly bounds: Rectangle;
  /** Restores maximized / full screen before the window shows, then saves its state as it changes. */
  manage(window: BrowserWindow): void;
}

const displaysNow = (): DisplayArea[] =>
  screen.getAllDisplays().map(({ id, bounds, workArea }) => ({ id, bounds, workArea }));

/** Must run after `ready` (Electron's screen module is not usable before). */
export function restoreWindowState(userDataPath: string): WindowStateKeeper {
  const file = openWindowStateFile(userDataPath, openElectronJsonStore);
  const placement = placeWindow(
    file.stateFor(displayLayoutKey(displaysNow())),
    displaysNow(),
    screen.getPrimaryDisplay().id,
  );

  function save(window: BrowserWindow): void {
    if (window.isDestroyed()) return;
    const bounds = window.getNormalBounds();
    const state = {
      bounds,
      maximized: window.isMaximized(),
      fullScreen: window.isFullScreen(),
      displayId: screen.getDisplayMatching(bounds).id,
    };
    file.save(displayLayoutKey(displaysNow()), state, Date.now());
  }

  return {
    bounds: placement.bounds,
    manage(window) {
      // Registered before the caller's own ready-to-show listener, so this runs before show().
      window.once('ready-to-show', () => {
        // Maximized first: leaving full screen then returns to the maximized window.
        if (placement.maximized) window.maximize();
        if (placement.fullScreen) window.setFullScreen(true);
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const saveSoon = () => {
        clearTimeout(timer);
        timer = setTimeout(() => save(window), SAVE_DELAY_MS);
      };
      window.on('resize', saveSoon);
      window.on('move', saveSoon);
      window.on('close', () => {
        clearTimeout(timer);
        save(window);
      });
      window.once('closed', () => clearTimeout(timer));
    },
  };
}

/**
 * The BrowserWindow options of Atelier's window. Kept free of Electron imports (types
 * only) so the security settings are asserted by unit tests in plain Node.
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import { DEFAULT_WINDOW_SIZE, MIN_WINDOW_SIZE, type Rectangle } from './windowPlacement';

/** `bounds`: where the window opens (electronWindowState.ts); without them, the default size, centred. */
export function mainWindowOptions(
  preloadPath: string,
  iconPath?: string,
  bounds?: Rectangle,
): BrowserWindowConstructorOptions {
  return {
    ...(bounds ?? DEFAULT_WINDOW_SIZE),
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    show: false,
    title: 'Atelier',
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      spellcheck: true,
    },
  };
}

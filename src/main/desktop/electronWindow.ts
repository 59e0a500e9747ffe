/** Creates Atelier's window and hardens its session: CSP, navigation, permissions. */
import { BrowserWindow, session, shell } from 'electron';
import { contentSecurityPolicy } from '../security/contentSecurityPolicy';
import {
  appUrlCheck,
  guardNavigation,
  guardWindowOpen,
  type AppUrlCheck,
} from '../security/navigationPolicy';
import { permissionCheckHandler, permissionRequestHandler } from '../security/permissionPolicy';
import { mainWindowOptions } from './electronWindowOptions';
import type { WindowStateKeeper } from './electronWindowState';

export interface WindowSetup {
  rendererUrl: string;
  preloadPath: string;
  iconPath?: string;
  devServerOrigin?: string;
  /** Where the window was last (electronWindowState.ts); without it, the default size, centred. */
  windowState?: WindowStateKeeper;
}

export function hardenDefaultSession(isAppUrl: AppUrlCheck, devServerOrigin?: string): void {
  const csp = contentSecurityPolicy(devServerOrigin ? { devServerOrigin } : {});
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    // The page's policy goes on documents only: a media answer keeps its own `sandbox` policy.
    const isDocument = details.resourceType === 'mainFrame' || details.resourceType === 'subFrame';
    callback(
      isDocument
        ? { responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } }
        : {},
    );
  });
  session.defaultSession.setPermissionRequestHandler(permissionRequestHandler(isAppUrl));
  session.defaultSession.setPermissionCheckHandler(permissionCheckHandler(isAppUrl));
}

export function createMainWindow(setup: WindowSetup): BrowserWindow {
  const window = new BrowserWindow(
    mainWindowOptions(setup.preloadPath, setup.iconPath, setup.windowState?.bounds),
  );
  setup.windowState?.manage(window);
  const isAppUrl = appUrlCheck(setup.rendererUrl);
  window.webContents.on('will-navigate', guardNavigation(isAppUrl));
  window.webContents.on('will-redirect', guardNavigation(isAppUrl));
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());
  window.webContents.setWindowOpenHandler(guardWindowOpen((url) => void shell.openExternal(url)));
  window.once('ready-to-show', () => window.show());
  void window.loadURL(setup.rendererUrl);
  return window;
}

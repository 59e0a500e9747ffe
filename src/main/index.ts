/**
 * Electron entry: wires the Desktop port, the services and the window together. All
 * behaviour lives in services (plain Node); this file only connects Electron to them.
 */
import { app, BrowserWindow, dialog } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElectronDesktop } from './desktop/electronDesktop';
import { openElectronJsonStore } from './desktop/electronPreferencesStore';
import {
  electronMediaUrl,
  handleMediaProtocol,
  registerMediaScheme,
} from './desktop/electronMediaProtocol';
import { installApplicationMenu } from './desktop/electronMenu';
import { createMainWindow, hardenDefaultSession } from './desktop/electronWindow';
import { bindElectronIpc } from './ipc/electronIpc';
import { createRouter } from './ipc/router';
import { appUrlCheck } from './security/navigationPolicy';
import { createServices, type MainServices } from './services';

const devServerUrl = process.env['ELECTRON_RENDERER_URL'];
const rendererUrl =
  devServerUrl ?? pathToFileURL(join(import.meta.dirname, '../renderer/index.html')).href;
const preloadPath = join(import.meta.dirname, '../preload/index.cjs');
const iconPath = join(import.meta.dirname, '../../resources/icon.png');
/** electron-builder.yml's appId: Windows ties notifications and the taskbar to it. */
const APP_USER_MODEL_ID = 'app.atelier.studio';
/** package.json's license, for the About panel. */
const LICENSE = 'MIT';

// A second instance must not open the same SQLite library: it hands over to the first
// (`second-instance` below) and exits at once. app.quit() would not do: it lets `ready`
// fire and the rest of this file run.
if (!app.requestSingleInstanceLock()) app.exit(0);
else start();

function start(): void {
  app.enableSandbox();
  registerMediaScheme();
  // Windows shows notifications only for an app with an AppUserModelID (the installer's).
  if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);

  app.whenReady().then(async () => {
    const isAppUrl = appUrlCheck(rendererUrl);
    hardenDefaultSession(isAppUrl, devServerUrl ? new URL(devServerUrl).origin : undefined);
    const desktop = createElectronDesktop();
    let services: MainServices;
    try {
      services = await createServices({
        desktop,
        shell: 'electron',
        version: app.getVersion(),
        versions: {
          electron: process.versions.electron ?? '',
          chrome: process.versions.chrome ?? '',
        },
        mediaUrl: electronMediaUrl,
        openPreferencesFile: openElectronJsonStore,
        // electron-vite builds the sandbox's render worker next to this file.
        sandbox: { renderWorkerUrl: new URL('./renderWorker.js', import.meta.url) },
      });
    } catch (error) {
      // A damaged or newer-schema library must be explained, never silently replaced.
      dialog.showErrorBox(
        'Atelier could not start',
        error instanceof Error ? error.message : String(error),
      );
      app.exit(1);
      return;
    }
    const unhandleMedia = handleMediaProtocol(services.serveMedia);
    const unfollowMenu = installApplicationMenu({ dev: !!devServerUrl, menu: services.menu, onMenuCommand: services.onMenuCommand, license: LICENSE, iconPath });
    const router = createRouter(services.handlers, {
      onUnexpectedError: (channel, error) => console.error(`[ipc] ${channel}`, error),
    });
    const windows = () => BrowserWindow.getAllWindows().map((window) => window.webContents);
    const unbind = bindElectronIpc(router, services.bus, isAppUrl, windows);
    const open = () =>
      createMainWindow({
        rendererUrl,
        preloadPath,
        iconPath,
        ...(devServerUrl ? { devServerOrigin: new URL(devServerUrl).origin } : {}),
      });
    open();

    app.on('second-instance', () => {
      const [window] = BrowserWindow.getAllWindows();
      // macOS keeps running with no window open: the second launch opens one.
      if (!window) return void open();
      if (window.isMinimized()) window.restore();
      window.focus();
    });
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) open();
    });
    let closed = false;
    app.on('will-quit', (event) => {
      if (closed) return;
      // Finish closing (polling stopped, SQLite closed, sandbox stopped) before exiting.
      event.preventDefault();
      closed = true;
      unbind();
      unhandleMedia();
      unfollowMenu();
      void services.close().finally(() => app.quit());
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

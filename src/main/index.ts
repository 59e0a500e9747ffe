/**
 * Electron entry: wires the Desktop port, the services and the window together. All
 * behaviour lives in services (plain Node); this file only connects Electron to them.
 */
import { app, BrowserWindow, dialog } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElectronDesktop } from './desktop/electronDesktop';
import { openElectronJsonStore } from './desktop/electronPreferencesStore';
import { electronMediaUrl, handleMediaProtocol, registerMediaScheme } from './desktop/electronMediaProtocol';
import { createMainWindow, hardenDefaultSession } from './desktop/electronWindow';
import { bindElectronIpc } from './ipc/electronIpc';
import { createRouter } from './ipc/router';
import { appUrlCheck } from './security/navigationPolicy';
import { createServices, type MainServices } from './services';

const devServerUrl = process.env['ELECTRON_RENDERER_URL'];
const rendererUrl = devServerUrl ?? pathToFileURL(join(import.meta.dirname, '../renderer/index.html')).href;
const preloadPath = join(import.meta.dirname, '../preload/index.cjs');
const iconPath = join(import.meta.dirname, '../../resources/icon.png');

if (!app.requestSingleInstanceLock()) app.quit();

app.enableSandbox();
registerMediaScheme();

app.whenReady().then(async () => {
  hardenDefaultSession(devServerUrl ? new URL(devServerUrl).origin : undefined);
  const desktop = createElectronDesktop();
  let services: MainServices;
  try {
    services = await createServices({
      desktop,
      shell: 'electron',
      version: app.getVersion(),
      versions: { electron: process.versions.electron ?? '', chrome: process.versions.chrome ?? '' },
      mediaUrl: electronMediaUrl,
      openPreferencesFile: openElectronJsonStore,
      // electron-vite builds the sandbox's render worker next to this file.
      sandbox: { renderWorkerUrl: new URL('./renderWorker.js', import.meta.url) },
    });
  } catch (error) {
    // A damaged or newer-schema library must be explained, never silently replaced.
    dialog.showErrorBox('Atelier could not start', error instanceof Error ? error.message : String(error));
    app.exit(1);
    return;
  }
  const unhandleMedia = handleMediaProtocol(services.serveMedia);
  const router = createRouter(services.handlers, {
    onUnexpectedError: (channel, error) => console.error(`[ipc] ${channel}`, error),
  });
  const windows = () => BrowserWindow.getAllWindows().map((window) => window.webContents);
  const unbind = bindElectronIpc(router, services.bus, appUrlCheck(rendererUrl), windows);
  const open = () =>
    createMainWindow({ rendererUrl, preloadPath, iconPath, ...(devServerUrl ? { devServerOrigin: new URL(devServerUrl).origin } : {}) });
  open();

  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
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
    void services.close().finally(() => app.quit());
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

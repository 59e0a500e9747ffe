/**
 * Electron entry: wires the Desktop port, the services and the window together. All
 * behaviour lives in services (plain Node); this file only connects Electron to them.
 */
import { app, BrowserWindow, dialog } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startCrashReporter } from './desktop/electronCrashReporter';
import { startWithRecovery } from './app/startupRecovery';
import { createElectronDesktop } from './desktop/electronDesktop';
import { openElectronJsonStore } from './desktop/electronPreferencesStore';
import {
  electronMediaUrl,
  handleMediaProtocol,
  registerMediaScheme,
} from './desktop/electronMediaProtocol';
import { createElectronUpdater } from './desktop/electronUpdater';
import { askAboutDamagedLibrary } from './desktop/electronRecovery';
import { showUpgradeProgress } from './desktop/electronUpgradeWindow';
import { installApplicationMenu } from './desktop/electronMenu';
import { createMainWindow, hardenDefaultSession } from './desktop/electronWindow';
import { restoreWindowState } from './desktop/electronWindowState';
import { bindElectronIpc } from './ipc/electronIpc';
import { createEventBus } from './ipc/eventBus';
import { createRouter } from './ipc/router';
import { crashDumpsFolderOf, openLogger } from './logging/openLogger';
import { logProcessErrors } from './logging/processErrors';
import { appUrlCheck } from './security/navigationPolicy';
import { DOCUMENTATION_FILE } from './menu/menuCommands';
import { createServices, type MainServices } from './services';
import { t } from '../shared/i18n/activeLanguage';

const devServerUrl = process.env['ELECTRON_RENDERER_URL'];
const rendererUrl =
  devServerUrl ?? pathToFileURL(join(import.meta.dirname, '../renderer/index.html')).href;
const preloadPath = join(import.meta.dirname, '../preload/index.cjs');
const iconPath = join(import.meta.dirname, '../../resources/icon.png');
/** electron-builder.yml's appId: Windows ties notifications and the taskbar to it. */
const APP_USER_MODEL_ID = 'app.atelier.studio';
/** The launch's update check waits this long after the first paint: start-up work goes first. */
const UPDATE_CHECK_DELAY_MS = 3000;
/** package.json's license, for the About panel. */
const LICENSE = 'MIT';

// A second instance must not open the same SQLite library: it hands over to the first
// (`second-instance` below) and exits at once. app.quit() would not do: it lets `ready`
// fire and the rest of this file run.
if (!app.requestSingleInstanceLock()) app.exit(0);
else start();

function start(): void {
  app.enableSandbox();
  // Before `ready`, so every process Electron starts afterwards is watched (crashReporter docs).
  startCrashReporter(crashDumpsFolderOf(app.getPath('userData')));
  const log = openLogger(app.getPath('userData'));
  logProcessErrors(log.logger);
  app.on('render-process-gone', (_event, _contents, details) =>
    log.logger.error('renderer process gone', {
      reason: details.reason,
      exitCode: details.exitCode,
    }),
  );
  app.on('child-process-gone', (_event, details) =>
    log.logger.error('child process gone', {
      type: details.type,
      reason: details.reason,
      exitCode: details.exitCode,
    }),
  );
  registerMediaScheme();
  // Windows shows notifications only for an app with an AppUserModelID (the installer's).
  if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);

  app.whenReady().then(async () => {
    const isAppUrl = appUrlCheck(rendererUrl);
    hardenDefaultSession(isAppUrl, devServerUrl ? new URL(devServerUrl).origin : undefined);
    const desktop = createElectronDesktop();
    const windowSetup = {
      rendererUrl,
      preloadPath,
      iconPath,
      ...(devServerUrl ? { devServerOrigin: new URL(devServerUrl).origin } : {}),
    };
    // An upgrade of the library shows its progress in a window of its own until the app opens.
    const bus = createEventBus();
    const upgrade = showUpgradeProgress(bus, windowSetup);
    let services: MainServices;
    try {
      // A damaged library is asked about (new library, restore an archive, quit): startupRecovery.ts.
      const outcome = await startWithRecovery<MainServices>({
        start: () =>
          createServices({
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
            bus,
            log,
            updater: createElectronUpdater(),
            // electron-builder.yml ships the README beside app.asar (extraResources).
            ...(app.isPackaged
              ? { documentationPath: join(process.resourcesPath, DOCUMENTATION_FILE) }
              : {}),
          }),
        ask: askAboutDamagedLibrary,
        restore: async (started) =>
          started.handlers.exports.importArchive(undefined, { senderId: 'start-up' }),
        now: () => Date.now(),
      });
      if (outcome.kind === 'quit') return void app.exit(0);
      services = outcome.services;
    } catch (error) {
      log.logger.error('start-up failed', { error });
      // A newer-schema library (or anything unforeseen) must be explained, never silently replaced.
      dialog.showErrorBox(
        t('mainWords.startFailed'),
        error instanceof Error ? error.message : String(error),
      );
      app.exit(1);
      return;
    }
    const unhandleMedia = handleMediaProtocol(services.serveMedia);
    const unfollowMenu = installApplicationMenu({
      dev: !!devServerUrl,
      menu: services.menu,
      onMenuCommand: services.onMenuCommand,
      license: LICENSE,
      iconPath,
    });
    const router = createRouter(services.handlers, {
      onUnexpectedError: (channel, error) =>
        services.logger.error('ipc: unexpected error', { channel, error }),
    });
    const windows = () => BrowserWindow.getAllWindows().map((window) => window.webContents);
    const unbind = bindElectronIpc(router, services.bus, isAppUrl, windows);
    const open = () =>
      createMainWindow({
        ...windowSetup,
        windowState: restoreWindowState(app.getPath('userData')),
      });
    // The launch's update check: after the first paint, off the start-up path (electron-updater
    // is imported only then). Help → Check for updates… calls services.updates.checkForUpdatesByHand().
    // The library's file-presence check too: its reads would compete with the first paint.
    open().once('ready-to-show', () => {
      services.windowShown();
      setTimeout(() => void services.updates.checkAtLaunch(), UPDATE_CHECK_DELAY_MS).unref();
    });
    upgrade.close();

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
      void services.close().finally(() => {
        log.close();
        app.quit();
      });
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

/**
 * The updater port on electron-updater. It is imported lazily, on the first check (which
 * index.ts starts after the window's first paint), so its modules are never evaluated on
 * the start-up path; electron-vite leaves it external (a production dependency).
 *
 * Which updater class: electron-updater's `autoUpdater` picks the platform's own —
 * NsisUpdater (Windows installer), MacUpdater (Squirrel.Mac, the signed app), and on Linux
 * AppImageUpdater, or DebUpdater when the package says it is a deb (resources/package-type).
 * The feed is the `publish:` of electron-builder.yml, written into the package as
 * app-update.yml (GitHub Releases). A copy that is not packaged (run from source) or a
 * Linux install that is neither (no $APPIMAGE) has no active updater: `check` says so.
 */
import { createRequire } from 'node:module';
import type { AppUpdater, ProgressInfo } from 'electron-updater';
import type { UpdateChannel } from '../../shared/ipc/updates';
import type { Updater } from './Updater';

export interface UpdaterLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface ElectronUpdaterOptions {
  /** Which AppUpdater to drive; default electron-updater's `autoUpdater` for this platform. */
  load?: () => Promise<AppUpdater>;
  /** Where electron-updater's own log goes; default nowhere (failures reach the user as state). */
  log?: UpdaterLog;
}

const nodeRequire = createRequire(import.meta.url);

/**
 * electron-updater is CommonJS: required (not imported dynamically) at the first check. A
 * dynamic import in the entry bundle also made the boot harness's TypeScript loader (tsx)
 * transform the whole bundle at start-up, a second of the measured cold start that Electron
 * itself would not pay; `require` keeps the bundle as it was. (tsx looks for the text of a
 * dynamic import, comments included, and then parses the whole bundle: this comment avoids it.)
 */
async function loadAutoUpdater(): Promise<AppUpdater> {
  const updaterModule = nodeRequire('electron-updater') as typeof import('electron-updater');
  return updaterModule.autoUpdater;
}

export function createElectronUpdater(options: ElectronUpdaterOptions = {}): Updater {
  let loaded: Promise<AppUpdater> | null = null;
  const updater = (): Promise<AppUpdater> => {
    loaded ??= (options.load ?? loadAutoUpdater)().then((instance) => {
      // We download after a check ourselves (progress, errors) and restart only when asked.
      instance.autoDownload = false;
      // A downloaded update left when the user quits is installed then, as users expect.
      instance.autoInstallOnAppQuit = true;
      instance.logger = options.log ?? null;
      // A proxy asking for credentials (Electron's `login` on the request): without a handler
      // the request would wait forever; empty credentials cancel it with an error the user sees.
      // (Electron's docs: `callback()` with no credentials cancels; electron-updater's type wants two strings.)
      instance.on('login', (_authInfo, callback) => (callback as () => void)());
      return instance;
    });
    return loaded;
  };

  return {
    async check(channel: UpdateChannel) {
      const instance = await updater();
      // Beta reads the `beta` channel file and accepts pre-releases (GitHub's flag);
      // setting `channel` turns allowDowngrade on, which we do not want: going back to Stable
      // waits for a stable release newer than the beta installed, instead of downgrading.
      instance.channel = channel === 'beta' ? 'beta' : 'latest';
      instance.allowPrerelease = channel === 'beta';
      instance.allowDowngrade = false;
      const result = await instance.checkForUpdates();
      if (!result) return { kind: 'inactive' };
      const version = result.updateInfo.version;
      return result.isUpdateAvailable
        ? { kind: 'available', version }
        : { kind: 'none', latestVersion: version };
    },
    async download(onProgress) {
      const instance = await updater();
      const listener = (info: ProgressInfo) =>
        onProgress({
          percent: info.percent,
          transferredBytes: info.transferred,
          totalBytes: info.total,
          bytesPerSecond: info.bytesPerSecond,
        });
      instance.on('download-progress', listener);
      try {
        await instance.downloadUpdate();
      } finally {
        instance.off('download-progress', listener);
      }
    },
    async quitAndInstall() {
      if (!loaded) throw new Error('No update was downloaded');
      // Silent, then run the new version: "Restart to update" means the app comes back by itself.
      (await loaded).quitAndInstall(true, true);
    },
  };
}

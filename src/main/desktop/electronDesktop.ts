/** The Desktop port on Electron: dialogs, notifications, drag-out, safeStorage, the dock/taskbar. */
import {
  app,
  BrowserWindow,
  dialog,
  Notification,
  safeStorage,
  shell,
  webContents,
} from 'electron';
import type { Desktop, SecretCipher } from './Desktop';
import { isSafeExternalUrl } from '../security/externalUrl';
import { progressBarValue } from '../notifications/desktopProgress';
import { resolveElectronProxy, setElectronSessionProxy } from './electronProxy';

function focusedWindow(): BrowserWindow | undefined {
  return BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
}

const cipher: SecretCipher = {
  async isSecure() {
    if (!(await safeStorage.isAsyncEncryptionAvailable())) return false;
    // On Linux without a keyring Electron falls back to a hard-coded key: not a secret store.
    return process.platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text';
  },
  encrypt: async (plainText) => new Uint8Array(await safeStorage.encryptStringAsync(plainText)),
  async decrypt(cipherText) {
    const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(
      Buffer.from(cipherText),
    );
    return { plainText: result, shouldReEncrypt };
  },
};

/** Windows whose taskbar button flashes until they are focused. */
const flashing = new WeakSet<BrowserWindow>();

function flashUntilFocused(window: BrowserWindow): void {
  if (flashing.has(window)) return;
  flashing.add(window);
  window.flashFrame(true);
  window.once('focus', () => {
    flashing.delete(window);
    window.flashFrame(false);
  });
}

/** Notifications on screen, held so their click handlers survive garbage collection. */
const shownNotifications = new Set<Notification>();

export function createElectronDesktop(): Desktop {
  /** setProgressBar's last value: a window opened later (macOS reopens one) shows it too. */
  let progressValue = -1;
  app.on('browser-window-created', (_event, window) => {
    if (progressValue !== -1) window.setProgressBar(progressValue);
  });
  return {
    userDataPath: () => app.getPath('userData'),
    preferredSystemLanguages: () => app.getPreferredSystemLanguages(),
    async showSaveDialog(options) {
      const window = focusedWindow();
      // Linux dialogs do not ask before replacing a file unless told to (macOS and Windows do).
      const settings = {
        ...options,
        properties: ['showOverwriteConfirmation' as const, 'createDirectory' as const],
      };
      const result = window
        ? await dialog.showSaveDialog(window, settings)
        : await dialog.showSaveDialog(settings);
      return result.canceled || !result.filePath ? null : result.filePath;
    },
    async showOpenDialog(options) {
      const properties: ('openFile' | 'openDirectory' | 'multiSelections' | 'createDirectory')[] = [
        options.directory ? 'openDirectory' : 'openFile',
      ];
      if (options.directory) properties.push('createDirectory');
      if (options.multiple) properties.push('multiSelections');
      const { directory: _directory, multiple: _multiple, ...rest } = options;
      const settings = { ...rest, properties };
      const window = focusedWindow();
      const result = window
        ? await dialog.showOpenDialog(window, settings)
        : await dialog.showOpenDialog(settings);
      return result.canceled ? null : result.filePaths;
    },
    notify({ title, body, onClick }) {
      if (!Notification.isSupported()) return;
      const notification = new Notification({ title, body });
      // Electron notifications are garbage-collected once nothing references them, and a
      // collected one no longer delivers its click (electron#12690): keep each until it is
      // clicked, closed or failed.
      shownNotifications.add(notification);
      const release = () => void shownNotifications.delete(notification);
      notification.once('close', release);
      notification.once('failed', release);
      notification.on('click', () => {
        release();
        const window = focusedWindow();
        if (window) {
          if (window.isMinimized()) window.restore();
          window.focus();
        }
        onClick?.();
      });
      notification.show();
    },
    startDrag(senderId, files, iconPath) {
      const contents = webContents.fromId(Number(senderId));
      if (!contents || files.length === 0) return;
      contents.startDrag({ file: files[0]!, files, icon: iconPath });
    },
    showItemInFolder: (path) => shell.showItemInFolder(path),
    async openPath(path) {
      // shell.openPath resolves with an error message ('' on success) rather than rejecting.
      const failure = await shell.openPath(path);
      if (failure) throw new Error(failure);
    },
    async openExternal(url) {
      if (isSafeExternalUrl(url)) await shell.openExternal(url);
    },
    secretCipher: () => cipher,
    setTaskbarProgress(progress) {
      progressValue = progressBarValue(progress);
      for (const window of BrowserWindow.getAllWindows()) window.setProgressBar(progressValue);
    },
    setBadgeCount(count) {
      // Electron documents app.setBadgeCount for macOS and Linux only.
      if (process.platform === 'darwin' || process.platform === 'linux') app.setBadgeCount(count);
    },
    requestAttention() {
      if (BrowserWindow.getFocusedWindow()) return;
      // On macOS flashFrame bounces the dock icon until focused (electron#41391): once is enough.
      if (app.dock) return void app.dock.bounce('informational');
      for (const window of BrowserWindow.getAllWindows()) flashUntilFocused(window);
    },
    isFocused: () => BrowserWindow.getFocusedWindow() !== null,
    onFocus(listener) {
      const handler = () => listener();
      app.on('browser-window-focus', handler);
      return () => void app.removeListener('browser-window-focus', handler);
    },
    setSessionProxy: setElectronSessionProxy,
    resolveProxy: resolveElectronProxy,
  };
}

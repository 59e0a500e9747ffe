/**
 * Desktop port without Electron, for Node tests and the web preview host. Dialog answers
 * come from a queue the caller fills (tests) or fall back to a folder under the data
 * directory (the preview, which has no native dialogs); side effects are recorded, and so is
 * what the app would show on the dock or taskbar (`outside`). There is no OS window here:
 * it counts as focused until a test says otherwise (`setFocused`).
 */
import { join } from 'node:path';
import type {
  Desktop,
  DesktopNotification,
  OpenDialogOptions,
  SaveDialogOptions,
  TaskbarProgress,
} from './Desktop';
import type { SessionProxySettings } from '../network/proxyConfig';

export interface HeadlessDesktop extends Desktop {
  readonly notifications: DesktopNotification[];
  readonly drags: { senderId: string; files: string[]; iconPath: string }[];
  readonly openedUrls: string[];
  /** Paths shown in the file manager (there is none here; recorded for tests). */
  readonly revealed: string[];
  /** Every proxy setting the window's session would have been given (there is no window here). */
  readonly sessionProxies: SessionProxySettings[];
  /** Paths opened with the OS's default application (recorded for tests). */
  readonly openedPaths: string[];
  /** Queue answers for the next dialogs (null = the user cancelled). */
  answerNextSave(path: string | null): void;
  answerNextOpen(paths: string[] | null): void;
  /** Every progress bar, badge count and attention request, in order. */
  readonly outside: { progress: TaskbarProgress[]; badges: number[]; attentionRequests: number };
  /** The user brings the window to the front (true) or switches to another app (false). */
  setFocused(focused: boolean): void;
  /** The web preview's page tells its browser's languages (Accept-Language): they stand for the OS's. */
  setPageLanguages(languages: readonly string[]): void;
}

export function createHeadlessDesktop(dataDirectory: string): HeadlessDesktop {
  const saveAnswers: (string | null)[] = [];
  const openAnswers: (string[] | null)[] = [];
  const notifications: DesktopNotification[] = [];
  const drags: HeadlessDesktop['drags'] = [];
  const openedUrls: string[] = [];
  const revealed: string[] = [];
  const sessionProxies: SessionProxySettings[] = [];
  const openedPaths: string[] = [];
  const exportsFolder = join(dataDirectory, 'exports');
  const outside: HeadlessDesktop['outside'] = { progress: [], badges: [], attentionRequests: 0 };
  const focusListeners = new Set<() => void>();
  let pageLanguages: string[] = [];
  const languageListeners = new Set<() => void>();
  let focused = true;

  return {
    notifications,
    drags,
    openedUrls,
    revealed,
    sessionProxies,
    openedPaths,
    answerNextSave: (path) => void saveAnswers.push(path),
    answerNextOpen: (paths) => void openAnswers.push(paths),
    userDataPath: () => dataDirectory,
    async showSaveDialog(options: SaveDialogOptions) {
      if (saveAnswers.length > 0) return saveAnswers.shift() ?? null;
      const name = options.defaultPath?.split(/[\\/]/).pop() ?? 'export';
      return join(exportsFolder, name);
    },
    async showOpenDialog(_options: OpenDialogOptions) {
      if (openAnswers.length > 0) return openAnswers.shift() ?? null;
      return [exportsFolder];
    },
    notify: (notification) => void notifications.push(notification),
    startDrag: (senderId, files, iconPath) => void drags.push({ senderId, files, iconPath }),
    showItemInFolder: (path) => void revealed.push(path),
    openPath: async (path) => void openedPaths.push(path),
    openExternal: async (url) => void openedUrls.push(url),
    secretCipher: () => null,
    outside,
    preferredSystemLanguages: () => [...pageLanguages],
    onPreferredSystemLanguagesChange(listener) {
      languageListeners.add(listener);
      return () => void languageListeners.delete(listener);
    },
    setPageLanguages(languages) {
      if (languages.length === 0 || languages.join() === pageLanguages.join()) return;
      pageLanguages = [...languages];
      for (const listener of [...languageListeners]) listener();
    },
    setFocused(next) {
      const gained = next && !focused;
      focused = next;
      if (gained) for (const listener of [...focusListeners]) listener();
    },
    setTaskbarProgress: (progress) => void outside.progress.push(progress),
    setBadgeCount: (count) => void outside.badges.push(count),
    requestAttention() {
      if (!focused) outside.attentionRequests += 1;
    },
    isFocused: () => focused,
    onFocus(listener) {
      focusListeners.add(listener);
      return () => void focusListeners.delete(listener);
    },
    setSessionProxy: async (settings) => void sessionProxies.push(settings),
  };
}

/**
 * Desktop port without Electron, for Node tests and the web preview host. Dialog answers
 * come from a queue the caller fills (tests) or fall back to a folder under the data
 * directory (the preview, which has no native dialogs); side effects are recorded.
 */
import { join } from 'node:path';
import type {
  Desktop,
  DesktopNotification,
  OpenDialogOptions,
  SaveDialogOptions,
} from './Desktop';

export interface HeadlessDesktop extends Desktop {
  readonly notifications: DesktopNotification[];
  readonly drags: { senderId: string; files: string[]; iconPath: string }[];
  readonly openedUrls: string[];
  /** Paths shown in the file manager (there is none here; recorded for tests). */
  readonly revealed: string[];
  /** Paths opened with the OS's default application (recorded for tests). */
  readonly openedPaths: string[];
  /** Queue answers for the next dialogs (null = the user cancelled). */
  answerNextSave(path: string | null): void;
  answerNextOpen(paths: string[] | null): void;
}

export function createHeadlessDesktop(dataDirectory: string): HeadlessDesktop {
  const saveAnswers: (string | null)[] = [];
  const openAnswers: (string[] | null)[] = [];
  const notifications: DesktopNotification[] = [];
  const drags: HeadlessDesktop['drags'] = [];
  const openedUrls: string[] = [];
  const revealed: string[] = [];
  const openedPaths: string[] = [];
  const exportsFolder = join(dataDirectory, 'exports');

  return {
    notifications,
    drags,
    openedUrls,
    revealed,
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
  };
}

/**
 * The Desktop port: everything Atelier needs from the operating system through Electron.
 * Services depend on this interface; electronDesktop.ts implements it in the app and
 * headlessDesktop.ts in plain Node (tests, the web preview host).
 */
import type { SessionProxySettings } from '../network/proxyConfig';

export interface FileFilter {
  name: string;
  extensions: string[];
}

export interface SaveDialogOptions {
  title?: string;
  defaultPath?: string;
  filters?: FileFilter[];
}

export interface OpenDialogOptions {
  title?: string;
  defaultPath?: string;
  filters?: FileFilter[];
  directory?: boolean;
  multiple?: boolean;
}

export interface DesktopNotification {
  title: string;
  body: string;
  /** Called when the user clicks the notification. */
  onClick?: () => void;
}

export interface SecretCipher {
  /** Whether encryption is available and backed by a real OS store (not Linux `basic_text`). */
  isSecure(): Promise<boolean>;
  encrypt(plainText: string): Promise<Uint8Array>;
  /**
   * `shouldReEncrypt`: the OS store's key has rotated or the ciphertext uses an old scheme
   * (safeStorage's decryptStringAsync says so); the caller encrypts and saves it again.
   */
  decrypt(cipherText: Uint8Array): Promise<{ plainText: string; shouldReEncrypt: boolean }>;
}

/** The dock/taskbar progress bar: a share done (0–1), moving without a share, or none. */
export type TaskbarProgress = number | 'indeterminate' | null;

export interface Desktop {
  /** The per-user data directory (Electron's `userData`). */
  userDataPath(): string;
  /** The OS's preferred languages, most preferred first (Electron's app.getPreferredSystemLanguages()); none known when absent. */
  preferredSystemLanguages?(): string[];
  /** Told when those languages change (the web preview: a page of another browser language connects); returns the unsubscribe. */
  onPreferredSystemLanguagesChange?(listener: () => void): () => void;
  showSaveDialog(options: SaveDialogOptions): Promise<string | null>;
  showOpenDialog(options: OpenDialogOptions): Promise<string[] | null>;
  notify(notification: DesktopNotification): void;
  /** Starts an OS drag of files out of the window identified by `senderId`. */
  startDrag(senderId: string, files: string[], iconPath: string): void;
  /** Shows a file selected in the OS file manager (Finder, Explorer, Files). */
  showItemInFolder(path: string): void;
  /** Opens a folder (or file) with the OS's default application, e.g. the logs folder. */
  openPath(path: string): Promise<void>;
  /** Opens an external https URL in the user's browser. */
  openExternal(url: string): Promise<void>;
  /** Electron safeStorage; null where it does not exist (plain Node). */
  secretCipher(): SecretCipher | null;
  /** Shows (or removes, with null) the progress bar on the dock icon / taskbar button. */
  setTaskbarProgress(progress: TaskbarProgress): void;
  /** The number on the dock icon (macOS; Linux docks that show one); 0 removes it. */
  setBadgeCount(count: number): void;
  /**
   * Asks for the user's attention once, only while no Atelier window has the focus: bounces
   * the dock icon (macOS) or flashes the taskbar button until the window is focused.
   */
  requestAttention(): void;
  /** Whether an Atelier window has the focus (the user is looking at the app). */
  isFocused(): boolean;
  /** Calls `listener` whenever an Atelier window gains the focus; returns the unsubscribe. */
  onFocus(listener: () => void): () => void;
  /**
   * The window's session goes the way Settings → Network says (session.setProxy), so media
   * and thumbnails load too; a manual proxy's credentials answer Chromium's proxy login.
   */
  setSessionProxy(settings: SessionProxySettings): Promise<void>;
  /** What the window's session uses for `url`, PAC style ("DIRECT", "PROXY host:port"); absent outside Electron. */
  resolveProxy?: (url: string) => Promise<string>;
}

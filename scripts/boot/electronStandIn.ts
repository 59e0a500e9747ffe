/**
 * A stand-in for the `electron` module, for booting the real built bundles (out/main,
 * out/preload) in plain Node where Electron's binary cannot run. It is the one edge the
 * boot test replaces, and it follows Electron 45's documented behaviour rather than what
 * our code would like, wherever our code depends on it:
 *
 * - `ready` is emitted by the harness only after the ESM entry has fully evaluated
 *   (Electron loads the entry, then runs the message loop that emits `ready`);
 * - `protocol.registerSchemesAsPrivileged` takes effect only before `ready` (docs: "can only
 *   be used before the ready event"); afterwards it is ignored with a warning;
 * - a fetch of a custom scheme needs `supportFetchAPI`, and from another origin also
 *   `corsEnabled` (electron#51152); with it, no Access-Control-Allow-Origin is checked;
 * - `ipcMain.handle` throws when the channel already has a handler;
 * - `webContents.startDrag` throws without an `icon`;
 * - permission handlers are called as `(webContents, permission, callback, details)` and
 *   `(webContents, permission, requestingOrigin, details)`;
 * - IPC payloads are structured-cloned; an invoke whose handler throws rejects with
 *   "Error invoking remote method '<channel>': <error>";
 * - the preload runs sandboxed: its `require` knows only `electron`, `events`, `timers`
 *   and `url`; `contextBridge` copies values by its documented rules (contextBridgeCopy.ts);
 * - a Notification is referenced by nothing but its JS object: once that is collected,
 *   its click is never delivered (electron#12690);
 * - `app.quit()` before `ready` does not stop `ready` from firing; `app.exit()` ends the
 *   process at once without `will-quit`;
 * - `app.setPath` throws for a folder that does not exist, and for a name `getPath` does not
 *   know; `crashDumps` defaults to `<userData>/Crashpad`;
 * - `crashReporter.start` needs `submitURL` unless `uploadToServer` is false, takes the
 *   `crashDumps` folder as it is at that moment (set it before starting), and watches only
 *   processes created after it (the docs: call it before `ready`).
 * - `screen` cannot be used before `ready`; `getDisplayMatching` answers the display that
 *   most intersects the rectangle (the primary when none does); the displays come from
 *   ATELIER_BOOT_DISPLAYS (JSON) or one 1920×1080 primary display (standInScreen.ts);
 * - a window opens centred unless given `x` and `y`, never below its minimum size;
 *   `getNormalBounds` is the normal state's bounds whatever the state; `maximize()` also
 *   shows the window; `close` can be prevented; `show()` gives the focus;
 * - `app.dock` exists on macOS only; `dock.bounce()` answers -1 while the app is focused;
 *   `app.setBadgeCount` works on macOS and Linux only.
 * - the session's proxy (setProxy, resolveProxy, closeAllConnections) and the proxy `login`
 *   event, as sessionProxyStandIn.ts describes.
 * - `dialog` "cannot be used until the ready event"; `showMessageBox([window, ]options)` needs a
 *   string `message` and resolves `{ response, checkboxChecked }`, `response` being the index of
 *   the button clicked, or on Escape `cancelId`, which defaults to the first button labelled
 *   "cancel" or "no", else 0. The harness scripts the clicks (ATELIER_BOOT_MESSAGE_BOX: button
 *   indexes or `escape`, comma-separated) and the files an open dialog picks
 *   (ATELIER_BOOT_OPEN_DIALOG, a path).
 * - `Menu` and `MenuItem` (electronStandInMenu.ts): Electron's default menu unless the app sets
 *   its own, roles with their default accelerators, clicks only on enabled items, keys offered
 *   to the page before the menu; `app.setAboutPanelOptions` / `showAboutPanel`.
 */
import { EventEmitter } from 'node:events';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { exposeInMainWorld } from '../../src/preload/contextBridgeCopy';
import { createDock, createScreen, WindowGeometry, type Rectangle } from './standInScreen';
import { askProxyLogin, createSessionProxy } from './sessionProxyStandIn';
import { createPartitions, net } from './electronNetStandIn';
import { Menu, MenuItem, clickMenuItem, pressKey, setMenuHost } from './electronStandInMenu';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
  productName: string;
};

type Listener = (...args: unknown[]) => void;

// ---------------------------------------------------------------- app

interface SchemeRecord {
  scheme: string;
  privileges: Record<string, boolean | undefined>;
}

class App extends EventEmitter {
  ready = false;
  quitting = false;
  appUserModelId: string | null = null;
  sandboxEnabled = false;
  aboutPanelOptions: Record<string, unknown> | null = null;
  aboutPanelShown = 0;
  private readyWaiters: (() => void)[] = [];

  getVersion = () => packageJson.version;
  getName = () => packageJson.productName;
  /**
   * Docs: "The user's preferred system languages from most preferred to least preferred,
   * including the country codes if applicable"; on Linux from g_get_language_names(). Modelled
   * as glib does it on every OS the boot test pretends to be: the first of LANGUAGE (a colon
   * list), LC_ALL, LC_MESSAGES, LANG that is set, each name followed by its variants
   * (de_DE.UTF-8, de_DE, de.UTF-8, de), without the "C" locale (Electron leaves it out).
   */
  getPreferredSystemLanguages = (): string[] => {
    const value = ['LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'LANG']
      .map((name) => process.env[name])
      .find((each) => each);
    const names = (value ?? '')
      .split(':')
      .filter((name) => name && name !== 'C' && name !== 'POSIX');
    const variants = (name: string): string[] => {
      const match = /^([^_.@]+)(_[^.@]+)?(\.[^@]+)?(@.+)?$/.exec(name);
      if (!match) return [name];
      const [, language, territory = '', codeset = '', modifier = ''] = match;
      const all = [
        `${language}${territory}${codeset}${modifier}`,
        `${language}${territory}${modifier}`,
        `${language}${codeset}${modifier}`,
        `${language}${modifier}`,
      ];
      return [...new Set(all)];
    };
    return [...new Set(names.flatMap(variants))];
  };
  private paths = new Map<string, string>();
  /** Docs: true when the app runs packaged. Booting out/ is like `electron .`: false (a test may set it). */
  isPackaged = false;
  getAppPath = () => root;
  relaunchRequested = false;
  relaunch = () => void (this.relaunchRequested = true);
  getPath = (name: string) => {
    const set = this.paths.get(name);
    if (set) return set;
    if (name === 'userData') return standIn.userDataPath;
    if (name === 'temp') return standIn.userDataPath;
    if (name === 'crashDumps') return join(standIn.userDataPath, 'Crashpad');
    throw new Error(`stand-in: app.getPath('${name}') is not modelled`);
  };
  setPath = (name: string, path: string) => {
    this.getPath(name); // "You can only override paths of a name defined in app.getPath."
    if (!existsSync(path) || !statSync(path).isDirectory())
      throw new Error(`Failed to set path: ${path} does not exist`);
    this.paths.set(name, path);
  };
  isReady = () => this.ready;
  requestSingleInstanceLock = () => standIn.singleInstanceLock;
  enableSandbox = () => {
    if (this.ready) throw new Error('app.enableSandbox() must be called before the app is ready');
    this.sandboxEnabled = true;
  };
  setAppUserModelId = (id: string) => {
    this.appUserModelId = id;
  };
  whenReady = (): Promise<void> =>
    this.ready ? Promise.resolve() : new Promise((resolve) => this.readyWaiters.push(resolve));
  /** Asks to quit: before-quit, then will-quit (which may be prevented), then quit. */
  quit = () => {
    setImmediate(() => {
      this.quitting = true;
      this.emit('before-quit', { preventDefault() {} });
      let prevented = false;
      this.emit('will-quit', { preventDefault: () => (prevented = true) });
      if (!prevented) {
        standIn.quitCompleted = true;
        this.emit('quit', {}, 0);
      }
    });
  };
  exit = (code = 0) => {
    standIn.exitCode = code;
    // The harness's record of an exit, which ends the process before any report.
    console.log(
      `BOOT_EXIT ${JSON.stringify({ code, messageBoxes: dialog.messageBoxes, errors: dialog.errors })}`,
    );
    process.exit(code);
  };
  focus = () => undefined;
  /** The badge count set last (macOS dock, Linux launcher). */
  badgeCount = 0;
  setBadgeCount = (count?: number): boolean => {
    if (process.platform !== 'darwin' && process.platform !== 'linux') return false;
    this.badgeCount = count ?? 0;
    return true;
  };
  getBadgeCount = () => this.badgeCount;
  /** `Dock | undefined`: read at each access, because bootChild sets process.platform after importing this. */
  get dock(): typeof dock | undefined {
    return process.platform === 'darwin' ? dock : undefined;
  }
  setAboutPanelOptions = (options: Record<string, unknown>) => {
    this.aboutPanelOptions = { ...options };
  };
  /** Runs asynchronously in Electron; here it only counts. */
  showAboutPanel = () => {
    this.aboutPanelShown += 1;
  };

  /** Harness only: Electron emits ready once the entry module has evaluated. */
  emitReady(): void {
    this.emit('will-finish-launching');
    // Electron sets its default menu here unless the app has already set one (default-menu.ts).
    Menu.setDefaultApplicationMenu();
    this.ready = true;
    this.emit('ready', {}, {});
    for (const resolve of this.readyWaiters.splice(0)) resolve();
  }
}

const screen = createScreen(() => standIn.app.ready);
/** macOS's Dock: "when the app is focused it will return -1" from bounce. */
const dock = createDock(() => BrowserWindow.getFocusedWindow() !== null);

// ---------------------------------------------------------------- webContents and windows

export interface Frame {
  url: string;
  parent: Frame | null;
  routingId: number;
}

let nextContentsId = 1;
const allContents = new Map<number, WebContents>();

class WebContents extends EventEmitter {
  readonly id = nextContentsId++;
  readonly mainFrame: Frame = { url: '', parent: null, routingId: 1 };
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  destroyed = false;
  /** The page's main world (`window`), where the preload exposes its API. */
  mainWorld: Record<string, unknown> = {};
  /** ipcRenderer listeners of the preload running in this page. */
  readonly rendererListeners = new EventEmitter();
  readonly drags: { file: string; files?: string[]; icon: unknown }[] = [];
  /** Harness only: every message sent to this page, in order. */
  readonly sent: { channel: string; payload: unknown }[] = [];

  constructor() {
    super();
    allContents.set(this.id, this);
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  isDestroyed = () => this.destroyed;
  getURL = () => this.mainFrame.url;
  send(channel: string, ...args: unknown[]): void {
    if (this.destroyed) throw new Error('Object has been destroyed');
    this.sent.push({ channel, payload: structuredClone(args[0]) });
    this.rendererListeners.emit(
      channel,
      { sender: null },
      ...args.map((arg) => structuredClone(arg)),
    );
  }
  startDrag(item: { file: string; files?: string[]; icon?: unknown }): void {
    if (!item.icon) throw new TypeError("Must specify non-empty 'icon' option");
    if (!item.file && !item.files?.length)
      throw new TypeError("Must specify either 'file' or 'files' option");
    this.drags.push({
      file: item.file,
      ...(item.files ? { files: item.files } : {}),
      icon: item.icon,
    });
  }
}

let focusedId = 0;
const windows: BrowserWindow[] = [];

class BrowserWindow extends EventEmitter {
  readonly webContents = new WebContents();
  readonly options: Record<string, unknown>;
  visible = false;
  minimized = false;
  loaded = false;
  loadedAt = 0;
  private readonly geometry: WindowGeometry;
  /** Whether the taskbar button flashes (flashFrame), and every setProgressBar call. */
  flashing = false;
  readonly progressBar: { progress: number; mode?: string }[] = [];

  constructor(options: Record<string, unknown> = {}) {
    super();
    if (!standIn.app.ready) throw new Error('Cannot create BrowserWindow before app is ready');
    this.options = options;
    this.geometry = new WindowGeometry(options, screen, (event) => this.emit(event));
    windows.push(this);
    standIn.app.emit('browser-window-created', {}, this);
  }
  static getAllWindows = () => windows.filter((window) => !window.webContents.destroyed);
  static getFocusedWindow = () =>
    BrowserWindow.getAllWindows().find((window) => window.webContents.id === focusedId) ?? null;
  /** "Shows and gives focus to the window." */
  show = () => {
    this.visible = true;
    this.focus();
  };
  focus = () => {
    if (focusedId === this.webContents.id) return;
    BrowserWindow.getFocusedWindow()?.blur();
    focusedId = this.webContents.id;
    this.emit('focus');
    standIn.app.emit('browser-window-focus', {}, this);
  };
  /** "Removes focus from the window" (the user switched to another app). */
  blur = () => {
    if (focusedId !== this.webContents.id) return;
    focusedId = 0;
    this.emit('blur');
    standIn.app.emit('browser-window-blur', {}, this);
  };
  isFocused = () => focusedId === this.webContents.id;
  isMinimized = () => this.minimized;
  getNormalBounds = () => this.geometry.normal();
  getBounds = () => this.geometry.current();
  setBounds = (bounds: Partial<Rectangle>) => this.geometry.setNormal(bounds);
  isMaximized = () => this.geometry.maximized;
  /** "This will also show (but not focus) the window if it isn't being displayed already." */
  maximize = () => {
    this.visible = true;
    this.geometry.setMaximized(true);
  };
  unmaximize = () => this.geometry.setMaximized(false);
  isFullScreen = () => this.geometry.fullScreen;
  setFullScreen = (flag: boolean) => this.geometry.setFullScreen(flag);
  isNormal = () => !this.geometry.maximized && !this.geometry.fullScreen && !this.minimized;
  flashFrame = (flag: boolean) => void (this.flashing = flag);
  setProgressBar = (progress: number, options?: { mode?: string }) =>
    void this.progressBar.push({ progress, ...(options?.mode ? { mode: options.mode } : {}) });
  restore = () => void (this.minimized = false);
  isDestroyed = () => this.webContents.destroyed;
  /** Navigates the main frame, runs the preload in the new page, then reports the load. */
  async loadURL(url: string): Promise<void> {
    const contents = this.webContents;
    if (url.startsWith('file:')) readFileSync(fileURLToPath(url)); // a missing file fails the load
    contents.mainFrame.url = url;
    contents.mainWorld = {};
    const preload = (this.options['webPreferences'] as { preload?: string } | undefined)?.preload;
    if (preload) runSandboxedPreload(preload, contents);
    await new Promise((resolve) => setImmediate(resolve));
    this.loaded = true;
    this.loadedAt = performance.now();
    contents.emit('did-finish-load');
    this.emit('ready-to-show');
  }
  close(): void {
    let prevented = false;
    this.emit('close', { preventDefault: () => (prevented = true) });
    if (prevented) return;
    if (focusedId === this.webContents.id) focusedId = 0;
    this.webContents.destroyed = true;
    allContents.delete(this.webContents.id);
    this.emit('closed');
    if (BrowserWindow.getAllWindows().length === 0) standIn.app.emit('window-all-closed');
  }
}

const webContentsModule = {
  fromId: (id: number) => allContents.get(id),
};

// ---------------------------------------------------------------- ipcMain

type InvokeHandler = (event: InvokeEvent, ...args: unknown[]) => unknown;
export interface InvokeEvent {
  sender: WebContents;
  senderFrame: Frame | null;
  frameId: number;
  processId: number;
}
const invokeHandlers = new Map<string, InvokeHandler>();

const ipcMain = Object.assign(new EventEmitter(), {
  handle(channel: string, handler: InvokeHandler): void {
    if (invokeHandlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    invokeHandlers.set(channel, handler);
  },
  removeHandler(channel: string): void {
    invokeHandlers.delete(channel);
  },
});

/** What `ipcRenderer.invoke` does: clone the arguments, run the handler, clone the result. */
async function invokeFromRenderer(
  contents: WebContents,
  frame: Frame,
  channel: string,
  args: unknown[],
): Promise<unknown> {
  const handler = invokeHandlers.get(channel);
  if (!handler)
    throw new Error(
      `Error invoking remote method '${channel}': Error: No handler registered for '${channel}'`,
    );
  const event: InvokeEvent = {
    sender: contents,
    senderFrame: frame,
    frameId: frame.routingId,
    processId: 1,
  };
  try {
    return structuredClone(await handler(event, ...args.map((arg) => structuredClone(arg))));
  } catch (error) {
    throw new Error(`Error invoking remote method '${channel}': ${String(error)}`);
  }
}

// ---------------------------------------------------------------- protocol and session

const privilegedSchemes = new Map<string, SchemeRecord>();
const protocolHandlers = new Map<string, (request: Request) => Response | Promise<Response>>();

const protocol = {
  registerSchemesAsPrivileged(schemes: SchemeRecord[]): void {
    if (standIn.app.ready) {
      standIn.warnings.push('protocol.registerSchemesAsPrivileged called after ready: ignored');
      return;
    }
    for (const scheme of schemes)
      privilegedSchemes.set(scheme.scheme, {
        scheme: scheme.scheme,
        privileges: { ...scheme.privileges },
      });
  },
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void {
    if (!standIn.app.ready) throw new Error('protocol.handle must be called after app is ready');
    if (protocolHandlers.has(scheme)) throw new Error(`Failed to register protocol: ${scheme}`);
    protocolHandlers.set(scheme, handler);
  },
  unhandle(scheme: string): void {
    protocolHandlers.delete(scheme);
  },
  isProtocolHandled: (scheme: string) => protocolHandlers.has(scheme),
};

type PermissionRequestHandler = (
  contents: WebContents | null,
  permission: string,
  callback: (granted: boolean) => void,
  details: Record<string, unknown>,
) => void;
type PermissionCheckHandler = (
  contents: WebContents | null,
  permission: string,
  requestingOrigin: string,
  details: Record<string, unknown>,
) => boolean;

const sessionProxy = createSessionProxy();

const defaultSession = {
  proxy: sessionProxy.state,
  setProxy: sessionProxy.setProxy,
  resolveProxy: sessionProxy.resolveProxy,
  closeAllConnections: sessionProxy.closeAllConnections,
  permissionRequestHandler: null as PermissionRequestHandler | null,
  permissionCheckHandler: null as PermissionCheckHandler | null,
  headersListener: null as
    ((details: unknown, callback: (response: unknown) => void) => void) | null,
  setPermissionRequestHandler(handler: PermissionRequestHandler | null) {
    defaultSession.permissionRequestHandler = handler;
  },
  setPermissionCheckHandler(handler: PermissionCheckHandler | null) {
    defaultSession.permissionCheckHandler = handler;
  },
  webRequest: {
    onHeadersReceived(listener: (details: unknown, callback: (response: unknown) => void) => void) {
      defaultSession.headersListener = listener;
    },
  },
};

// ---------------------------------------------------------------- safeStorage, dialog, shell, Notification

/** Linux without a keyring: safeStorage works, but only with a hard-coded key. */
const safeStorage = {
  isAsyncEncryptionAvailable: async () => true,
  isEncryptionAvailable: () => true,
  getSelectedStorageBackend: () => 'basic_text',
  encryptStringAsync: async (plainText: string) =>
    Buffer.from(`v10${Buffer.from(plainText).toString('base64')}`),
  decryptStringAsync: async (cipherText: Buffer) => ({
    result: Buffer.from(cipherText.subarray(3).toString(), 'base64').toString(),
    shouldReEncrypt: false,
  }),
};

interface MessageBoxOptions {
  message: string;
  type?: string;
  buttons?: string[];
  defaultId?: number;
  cancelId?: number;
  title?: string;
  detail?: string;
  noLink?: boolean;
}

const scriptedClicks = (process.env['ATELIER_BOOT_MESSAGE_BOX'] ?? '')
  .split(',')
  .filter((each) => each !== '');
const scriptedOpenPath = process.env['ATELIER_BOOT_OPEN_DIALOG'] ?? '';

const requireReady = (method: string) => {
  if (!standIn.app.ready)
    throw new Error(`dialog.${method}: this module cannot be used until the ready event`);
};
/** `dialog.showMessageBox([window, ]options)`: the window argument is optional. */
const messageBoxOptions = (args: unknown[]): MessageBoxOptions =>
  (args[0] instanceof BrowserWindow ? args[1] : args[0]) as MessageBoxOptions;

const dialog = {
  errors: [] as { title: string; content: string }[],
  messageBoxes: [] as (MessageBoxOptions & { response: number })[],
  showErrorBox(title: string, content: string) {
    dialog.errors.push({ title, content });
  },
  async showMessageBox(
    ...args: unknown[]
  ): Promise<{ response: number; checkboxChecked: boolean }> {
    requireReady('showMessageBox');
    const options = messageBoxOptions(args);
    if (typeof options?.message !== 'string')
      throw new TypeError(
        'Error processing argument at index 0, conversion failure from undefined',
      );
    const buttons = options.buttons ?? [];
    const labelled = buttons.findIndex((label) => /^(cancel|no)$/i.test(label.replace(/&/g, '')));
    const cancelId = options.cancelId ?? (labelled >= 0 ? labelled : 0);
    const click = scriptedClicks.shift() ?? 'escape';
    const response = click === 'escape' ? cancelId : Number(click);
    dialog.messageBoxes.push({ ...options, response });
    return { response, checkboxChecked: false };
  },
  showSaveDialog: async () => ({ canceled: true, filePath: '' }),
  async showOpenDialog(): Promise<{ canceled: boolean; filePaths: string[] }> {
    requireReady('showOpenDialog');
    return scriptedOpenPath
      ? { canceled: false, filePaths: [scriptedOpenPath] }
      : { canceled: true, filePaths: [] };
  },
};

const shell = {
  opened: [] as string[],
  shown: [] as string[],
  openedPaths: [] as string[],
  /** Resolves with an error message, '' on success (docs: shell.openPath). */
  openPath: async (path: string) => {
    shell.openedPaths.push(path);
    return '';
  },
  openExternal: async (url: string) => void shell.opened.push(url),
  showItemInFolder: (path: string) => void shell.shown.push(path),
};

/** Only weak references: Electron's native side does not keep a notification's JS object alive. */
const shownNotifications: WeakRef<Notification>[] = [];

class Notification extends EventEmitter {
  static isSupported = () => true;
  constructor(readonly options: { title: string; body?: string }) {
    super();
  }
  show(): void {
    shownNotifications.push(new WeakRef(this));
  }
  close(): void {
    this.emit('close', {});
  }
}

// ---------------------------------------------------------------- the preload, sandboxed

/** `contextBridge` and `ipcRenderer` as a sandboxed preload in `contents` sees them. */
function rendererElectron(contents: WebContents) {
  const ipcRenderer = {
    invoke: (channel: string, ...args: unknown[]) =>
      invokeFromRenderer(contents, contents.mainFrame, channel, args),
    on(channel: string, listener: Listener) {
      contents.rendererListeners.on(channel, listener);
      return ipcRenderer;
    },
    removeListener(channel: string, listener: Listener) {
      contents.rendererListeners.removeListener(channel, listener);
      return ipcRenderer;
    },
  };
  const contextBridge = {
    exposeInMainWorld: (key: string, api: unknown) =>
      exposeInMainWorld(contents.mainWorld, key, api),
  };
  return { contextBridge, ipcRenderer };
}

const SANDBOXED_PRELOAD_MODULES = ['electron', 'events', 'timers', 'url'];

function runSandboxedPreload(path: string, contents: WebContents): void {
  const nodeRequire = createRequire(import.meta.url);
  const electron = rendererElectron(contents);
  const preloadRequire = (name: string): unknown => {
    if (!SANDBOXED_PRELOAD_MODULES.includes(name)) throw new Error(`module not found: ${name}`);
    return name === 'electron' ? electron : nodeRequire(name);
  };
  const module = { exports: {} as unknown };
  const source = readFileSync(path, 'utf8');
  // A sandboxed preload's globals: the renderer's web APIs plus Electron's few polyfills
  // (Buffer, a limited process, setImmediate); no Node require, no fs, no real process.
  const globals = {
    console,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    setImmediate,
    clearImmediate,
    queueMicrotask,
    structuredClone,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    AbortController,
    atob,
    btoa,
    Buffer,
    process: {
      platform: process.platform,
      versions: { ...process.versions },
      env: {},
      type: 'renderer',
      sandboxed: true,
      contextIsolated: true,
    },
  };
  const wrapper = runInNewContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    globals,
  ) as (
    exports: unknown,
    require: unknown,
    module: unknown,
    filename: string,
    dirname: string,
  ) => void;
  wrapper(module.exports, preloadRequire, module, path, dirname(path));
}

// ---------------------------------------------------------------- crashReporter

interface CrashReporterStart {
  submitURL?: string;
  uploadToServer?: boolean;
  [option: string]: unknown;
}

const crashReporter = {
  started: null as null | {
    options: CrashReporterStart;
    crashDumps: string;
    beforeReady: boolean;
    windowsUnwatched: number;
  },
  start(options: CrashReporterStart) {
    if (!options.submitURL && options.uploadToServer !== false)
      throw new Error('submitURL is required unless uploadToServer is false');
    // Crashpad's handler starts with the folder set now; renderers created earlier are not watched.
    crashReporter.started = {
      options: { ...options },
      crashDumps: standIn.app.getPath('crashDumps'),
      beforeReady: !standIn.app.ready,
      windowsUnwatched: windows.length,
    };
  },
};
// ---------------------------------------------------------------- menus

/** Roles clicked, in order; their effect on windows and pages is not modelled, except About's panel. */
const roleActions: string[] = [];
setMenuHost({
  runRole(role) {
    roleActions.push(role);
    if (role === 'about') standIn.app.showAboutPanel();
  },
  focusedWindow: () => BrowserWindow.getFocusedWindow(),
  appName: () => standIn.app.getName(),
});

// ---------------------------------------------------------------- the harness's handle

export const standIn = {
  userDataPath: process.env['ATELIER_BOOT_USER_DATA'] ?? '',
  singleInstanceLock: process.env['ATELIER_BOOT_SECOND_INSTANCE'] !== '1',
  app: new App(),
  warnings: [] as string[],
  exitCode: null as number | null,
  quitCompleted: false,
  windows,
  privilegedSchemes,
  protocolHandlers,
  defaultSession,
  dialog,
  shell,
  shownNotifications,
  invokeHandlers,
  crashReporter,
  dock,
  Menu,
  roleActions,
  clickMenuItem,
  pressKey,

  /** Calls a handler the way a frame of `contents` would (`frame` defaults to its main frame). */
  invoke(
    contents: WebContents,
    channel: string,
    input: unknown,
    frame: Frame = contents.mainFrame,
  ): Promise<unknown> {
    return invokeFromRenderer(contents, frame, channel, [input]);
  },

  /**
   * A `fetch()` from a page at `pageUrl`, as Chromium inside Electron routes it to a custom
   * scheme: refused unless the scheme supports fetch, and cross-origin also unless it is
   * corsEnabled (then served with no Access-Control-Allow-Origin check).
   */
  async fetchFromPage(pageUrl: string, url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const scheme = target.protocol.replace(/:$/, '');
    const record = privilegedSchemes.get(scheme);
    const handler = protocolHandlers.get(scheme);
    if (!record?.privileges['supportFetchAPI'] || !handler) throw new TypeError('Failed to fetch');
    const pageOrigin = new URL(pageUrl).protocol === 'file:' ? 'null' : new URL(pageUrl).origin;
    const targetOrigin = record.privileges['standard']
      ? `${target.protocol}//${target.host}`
      : 'null';
    if (pageOrigin !== targetOrigin && !record.privileges['corsEnabled'])
      throw new TypeError('Failed to fetch');
    return handler(new Request(url, init));
  },

  /** A permission request from a frame, through the session's handler (Electron's default without one: granted). */
  requestPermission(
    contents: WebContents,
    permission: string,
    details: { requestingUrl: string; isMainFrame: boolean },
  ): Promise<boolean> {
    const handler = defaultSession.permissionRequestHandler;
    if (!handler) return Promise.resolve(true);
    return new Promise((resolve) => handler(contents, permission, resolve, { ...details }));
  },
  checkPermission(
    contents: WebContents,
    permission: string,
    details: { requestingUrl: string; isMainFrame: boolean },
  ): boolean {
    const handler = defaultSession.permissionCheckHandler;
    if (!handler) return true;
    return handler(contents, permission, new URL(details.requestingUrl).origin, {
      ...details,
      embeddingOrigin: new URL(details.requestingUrl).origin,
    });
  },

  /** Chromium asks for the credentials of the proxy at `host:port` (the app's `login` event). */
  askProxyLogin: (authInfo: { host: string; port: number }) => askProxyLogin(standIn.app, authInfo),

  /** Clicks every shown notification still alive; returns how many were alive. */
  clickNotifications(): number {
    let alive = 0;
    for (const reference of shownNotifications) {
      const notification = reference.deref();
      if (!notification) continue;
      alive += 1;
      notification.emit('click', {});
    }
    return alive;
  },
};

// ---------------------------------------------------------------- the module's exports

export const app = standIn.app;
export {
  BrowserWindow,
  Menu,
  MenuItem,
  Notification,
  crashReporter,
  dialog,
  ipcMain,
  protocol,
  safeStorage,
  screen,
  shell,
};
// Partitions other than '' are separate in-memory sessions (electron-updater uses its own for net requests).
const fromPartition = createPartitions((partition) =>
  partition === '' ? defaultSession : { partition, ...createSessionProxy() },
);
export const session = {
  defaultSession,
  fromPartition: (partition: string, _options?: { cache?: boolean }) => fromPartition(partition),
};
export { net };
/**
 * Electron's autoUpdater (Squirrel, macOS and Windows) is not modelled; it is an EventEmitter, and
 * electron-updater emits `before-quit-for-update` on it before quitting to install.
 */
export const autoUpdater = new EventEmitter();
export const webContents = webContentsModule;
export const contextBridge = {
  exposeInMainWorld() {
    throw new Error('contextBridge is only available in a preload');
  },
};
export const ipcRenderer = undefined;
export default {
  app,
  autoUpdater,
  BrowserWindow,
  Menu,
  MenuItem,
  Notification,
  crashReporter,
  dialog,
  ipcMain,
  net,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  webContents,
};

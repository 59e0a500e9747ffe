/**
 * The stand-in's `Menu` and `MenuItem` (electronStandIn.ts), following Electron 45's
 * documentation (docs/api/menu.md, menu-item.md, tutorial/keyboard-shortcuts.md) and its
 * lib/browser/api/menu*.ts where the docs are silent:
 *
 * - `Menu.buildFromTemplate` needs an array whose items each have a label, a role or a type;
 *   extra fields become properties of the item; leading, trailing and doubled separators go;
 * - a role is stored lower-cased and brings its default accelerator, label and
 *   `registerAccelerator` (false for cut, copy, paste and paste-and-match-style);
 * - `enabled`, `visible` and `registerAccelerator` can be changed later; a disabled or hidden
 *   item cannot be clicked; a role item runs its role and ignores `click`, otherwise
 *   `click(menuItem, focusedWindow, event)` is called;
 * - the default menu (appMenu on macOS, fileMenu, editMenu, viewMenu, windowMenu) is set at
 *   `will-finish-launching` unless the app has set one; `Menu.setApplicationMenu` replaces it
 *   and, on Windows and Linux, becomes each window's menu; `getApplicationMenu` returns it;
 * - a key goes to the page first; only a key the page did not handle (preventDefault) reaches
 *   the menu: on macOS any enabled item with that key equivalent, on Windows and Linux only
 *   items whose accelerator is registered (electron_api_web_contents*.cc).
 */
import { parseAccelerator } from '../../src/shared/commands/accelerator';

type Platform = 'darwin' | 'win32' | 'linux';
const platform = (): Platform =>
  process.platform === 'darwin' || process.platform === 'win32' ? process.platform : 'linux';

interface RoleFacts {
  label?: string;
  accelerator?: (mac: boolean, windows: boolean) => string | undefined;
  registerAccelerator?: false;
}

/** Electron's roles that Atelier's menu or Electron's default menu use, with their defaults. */
const ROLES: Record<string, RoleFacts> = {
  about: {},
  services: { label: 'Services' },
  hide: { accelerator: () => 'Command+H' },
  hideothers: { label: 'Hide Others', accelerator: () => 'Command+Alt+H' },
  unhide: { label: 'Show All' },
  quit: { accelerator: (_mac, windows) => (windows ? undefined : 'CommandOrControl+Q') },
  undo: { label: 'Undo', accelerator: () => 'CommandOrControl+Z' },
  redo: {
    label: 'Redo',
    accelerator: (_mac, windows) => (windows ? 'Control+Y' : 'Shift+CommandOrControl+Z'),
  },
  cut: { label: 'Cut', accelerator: () => 'CommandOrControl+X', registerAccelerator: false },
  copy: { label: 'Copy', accelerator: () => 'CommandOrControl+C', registerAccelerator: false },
  paste: { label: 'Paste', accelerator: () => 'CommandOrControl+V', registerAccelerator: false },
  pasteandmatchstyle: {
    label: 'Paste and Match Style',
    accelerator: (mac) => (mac ? 'Cmd+Option+Shift+V' : 'Shift+CommandOrControl+V'),
    registerAccelerator: false,
  },
  delete: { label: 'Delete' },
  selectall: { label: 'Select All', accelerator: () => 'CommandOrControl+A' },
  reload: { label: 'Reload', accelerator: () => 'CmdOrCtrl+R' },
  toggledevtools: {
    label: 'Toggle Developer Tools',
    accelerator: (mac) => (mac ? 'Alt+Command+I' : 'Ctrl+Shift+I'),
  },
  resetzoom: { label: 'Actual Size', accelerator: () => 'CommandOrControl+0' },
  zoomin: { label: 'Zoom In', accelerator: () => 'CommandOrControl+Plus' },
  zoomout: { label: 'Zoom Out', accelerator: () => 'CommandOrControl+-' },
  togglefullscreen: {
    label: 'Toggle Full Screen',
    accelerator: (mac) => (mac ? 'Control+Command+F' : 'F11'),
  },
  minimize: { label: 'Minimize', accelerator: () => 'CommandOrControl+M' },
  close: { accelerator: () => 'CommandOrControl+W' },
  zoom: { label: 'Zoom' },
  front: { label: 'Bring All to Front' },
  window: { label: 'Window' },
  help: { label: 'Help' },
  appmenu: {},
  filemenu: { label: 'File' },
  editmenu: { label: 'Edit' },
  viewmenu: { label: 'View' },
  windowmenu: { label: 'Window' },
};

/** Labels that name the app or differ per OS (menu-item-roles.ts). */
function defaultLabel(role: string, appName: string): string {
  if (role === 'about') return platform() === 'linux' ? 'About' : `About ${appName}`;
  if (role === 'hide') return `Hide ${appName}`;
  if (role === 'quit') return platform() === 'win32' ? 'Exit' : `Quit ${appName}`;
  if (role === 'close') return platform() === 'darwin' ? 'Close Window' : 'Close';
  return role === 'appmenu' ? appName : role;
}

export interface MenuHost {
  /** What a role does when clicked (recorded by the harness). */
  runRole(role: string): void;
  focusedWindow(): unknown;
  appName(): string;
}

let host: MenuHost;
export function setMenuHost(next: MenuHost): void {
  host = next;
}

type Click = (item: MenuItem, window: unknown, event: unknown) => void;

export class MenuItem {
  id?: string;
  label = '';
  role?: string;
  type = 'normal';
  accelerator?: string;
  enabled = true;
  visible = true;
  registerAccelerator = true;
  acceleratorWorksWhenHidden = true;
  submenu?: Menu;
  private readonly onClick: Click | undefined;
  [extra: string]: unknown;

  constructor(options: Record<string, unknown>) {
    const { click, submenu, role, ...rest } = options;
    Object.assign(this, rest);
    const mac = platform() === 'darwin';
    if (typeof role === 'string') {
      this.role = role.toLowerCase();
      const facts = ROLES[this.role];
      if (!facts) throw new Error(`stand-in: role '${role}' is not modelled`);
      if (rest['label'] == null)
        this.label = facts.label ?? defaultLabel(this.role, host.appName());
      if (rest['accelerator'] == null) {
        const accelerator = facts.accelerator?.(mac, platform() === 'win32');
        if (accelerator) this.accelerator = accelerator;
      }
      if (rest['registerAccelerator'] == null && facts.registerAccelerator === false)
        this.registerAccelerator = false;
    }
    if (submenu != null)
      this.submenu =
        submenu instanceof Menu
          ? submenu
          : Menu.buildFromTemplate(submenu as Record<string, unknown>[]);
    if (this.submenu && rest['type'] == null) this.type = 'submenu';
    this.onClick = typeof click === 'function' ? (click as Click) : undefined;
  }

  /** Electron's `menuItem.click(event, focusedWindow, focusedWebContents)`: the role, else the user's click. */
  click(event: unknown = {}, focusedWindow: unknown = host.focusedWindow()): void {
    if (this.role) return host.runRole(this.role);
    this.onClick?.(this, focusedWindow ?? undefined, event);
  }
}

export class Menu {
  items: MenuItem[] = [];
  private static application: Menu | null = null;
  private static applicationWasSet = false;

  append(item: MenuItem): void {
    this.items.push(item);
  }

  /** Searches submenus too, as Electron does. */
  getMenuItemById(id: string): MenuItem | null {
    for (const item of this.items) {
      if (item.id === id) return item;
      const found = item.submenu?.getMenuItemById(id);
      if (found) return found;
    }
    return null;
  }

  static buildFromTemplate(template: unknown): Menu {
    if (!Array.isArray(template))
      throw new TypeError('Invalid template for Menu: Menu template must be an array');
    const items = template as Record<string, unknown>[];
    if (
      !items.every(
        (each) => each && (each['label'] != null || each['role'] != null || each['type'] != null),
      )
    ) {
      throw new TypeError(
        'Invalid template for MenuItem: must have at least one of label, role or type',
      );
    }
    const menu = new Menu();
    const kept = items.filter((each, index) => {
      if (each['type'] !== 'separator') return true;
      const previous = items
        .slice(0, index)
        .reverse()
        .find((other) => other['visible'] !== false);
      const next = items.slice(index + 1).find((other) => other['visible'] !== false);
      return previous !== undefined && next !== undefined && previous['type'] !== 'separator';
    });
    for (const each of kept) menu.append(each instanceof MenuItem ? each : new MenuItem(each));
    return menu;
  }

  static setApplicationMenu(menu: Menu | null): void {
    if (menu && !(menu instanceof Menu)) throw new TypeError('Invalid menu');
    Menu.application = menu;
    Menu.applicationWasSet = true;
  }

  static getApplicationMenu(): Menu | null {
    return Menu.application;
  }

  /** Harness: what Electron does at `will-finish-launching` (default-menu.ts). */
  static setDefaultApplicationMenu(): void {
    if (Menu.applicationWasSet) return;
    const mac = platform() === 'darwin';
    Menu.setApplicationMenu(
      Menu.buildFromTemplate([
        ...(mac ? [{ role: 'appMenu' }] : []),
        { role: 'fileMenu' },
        { role: 'editMenu' },
        { role: 'viewMenu' },
        { role: 'windowMenu' },
      ]),
    );
  }
}

function allItems(menu: Menu): MenuItem[] {
  return menu.items.flatMap((item) => [item, ...(item.submenu ? allItems(item.submenu) : [])]);
}

const sameKey = (a: string, b: string, mac: boolean) =>
  JSON.stringify(parseAccelerator(a, mac)) === JSON.stringify(parseAccelerator(b, mac));

/** Harness: a user's click on `item`; false when Electron would not let it be clicked. */
export function clickMenuItem(item: MenuItem): boolean {
  if (!item.enabled || !item.visible) return false;
  item.click();
  return true;
}

/**
 * Harness: a key pressed in the focused window whose page did (`pageHandled`) or did not stop
 * it. Returns the menu item that acted on it, if any.
 */
export function pressKey(accelerator: string, pageHandled: boolean): MenuItem | null {
  if (pageHandled) return null;
  const menu = Menu.getApplicationMenu();
  if (!menu) return null;
  const mac = platform() === 'darwin';
  const item = allItems(menu).find(
    (each) =>
      each.accelerator &&
      sameKey(each.accelerator, accelerator, mac) &&
      each.enabled &&
      (each.visible || each.acceleratorWorksWhenHidden) &&
      // Windows and Linux: only registered accelerators reach the menu; macOS offers every key equivalent.
      (mac || each.registerAccelerator),
  );
  if (!item) return null;
  item.click();
  return item;
}

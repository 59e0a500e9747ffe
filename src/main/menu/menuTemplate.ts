/**
 * The application menu as plain data, per OS and for development or not: built here in plain
 * Node (and unit-tested) and turned into Electron's menu by desktop/electronMenu.ts. Labels and
 * accelerators come from the command table (shared/commands), so the menu, the page's keys,
 * the palette and the shortcut sheet cannot disagree.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { acceleratorOf, commandSpec, type CommandId } from '../../shared/commands/commands';
import type { MenuState } from '../../shared/ipc/menu';
import { PAGES } from '../../shared/pages';

export type MenuPlatform = 'darwin' | 'win32' | 'linux';

/** Electron's MenuItemConstructorOptions, minus `click`: an item names the command it runs. */
export interface MenuTemplateItem {
  id?: string;
  label?: string;
  role?: NonNullable<MenuItemConstructorOptions['role']>;
  type?: 'separator';
  accelerator?: string;
  registerAccelerator?: boolean;
  enabled?: boolean;
  submenu?: MenuTemplateItem[];
  command?: CommandId;
}

export interface MenuTemplateOptions {
  platform: MenuPlatform;
  /** electron-vite dev: Reload and the developer tools are offered. */
  dev: boolean;
  state: MenuState;
  appName: string;
}

const separator: MenuTemplateItem = { type: 'separator' };

/** An item for one command of the table: its label, its accelerator and, for main's roles, the role. */
function item(id: CommandId, mac: boolean, enabled = true): MenuTemplateItem {
  const spec = commandSpec(id);
  const accelerator = acceleratorOf(spec, mac);
  return {
    id,
    label: spec.label,
    ...(spec.role ? { role: spec.role } : { command: id }),
    ...(accelerator ? { accelerator } : {}),
    // The page handles its own commands' keys (commands.ts): the menu only shows them.
    ...(accelerator && spec.scope === 'renderer' ? { registerAccelerator: false } : {}),
    ...(enabled ? {} : { enabled: false }),
  };
}

export function buildMenuTemplate({ platform, dev, state, appName }: MenuTemplateOptions): MenuTemplateItem[] {
  const mac = platform === 'darwin';
  const at = (id: CommandId, enabled = true) => item(id, mac, enabled);

  const appMenu: MenuTemplateItem = {
    label: appName,
    submenu: [
      { role: 'about', label: `About ${appName}` },
      separator,
      at('app.settings'),
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide', label: 'Show All' },
      separator,
      { role: 'quit' },
    ],
  };
  const fileMenu: MenuTemplateItem = {
    label: mac ? 'File' : '&File',
    submenu: [
      at('file.newGeneration'),
      separator,
      at('file.importArchive'),
      at('library.exportSelection', state.exportSelection),
      separator,
      // Windows and Linux keep Settings and Quit (Exit) in the File menu; macOS in the app menu.
      ...(mac ? [at('window.close')] : [at('app.settings'), separator, at('window.close'), { role: 'quit' } as const]),
    ],
  };
  const editMenu: MenuTemplateItem = {
    label: mac ? 'Edit' : '&Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'pasteAndMatchStyle' },
      { role: 'delete' },
      separator,
      { role: 'selectAll' },
    ],
  };
  const viewMenu: MenuTemplateItem = {
    label: mac ? 'View' : '&View',
    submenu: [
      ...PAGES.map((page) => at(`page.${page.path}`)),
      separator,
      at('view.palette'),
      at('view.toggleTheme'),
      separator,
      ...(dev ? [at('view.reload'), at('view.devTools'), separator] : []),
      at('view.resetZoom'),
      at('view.zoomIn'),
      at('view.zoomOut'),
      separator,
      at('view.fullScreen'),
    ],
  };
  const windowMenu: MenuTemplateItem = mac
    ? { role: 'window', label: 'Window', submenu: [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }] }
    : { label: '&Window', submenu: [{ role: 'minimize' }] };
  const helpMenu: MenuTemplateItem = {
    role: 'help',
    label: mac ? 'Help' : '&Help',
    submenu: [
      at('help.shortcuts'),
      at('help.documentation'),
      separator,
      at('help.openLogs'),
      at('help.exportDiagnostics'),
      separator,
      at('help.checkForUpdates'),
      // macOS has About in the app menu.
      ...(mac ? [] : [separator, { role: 'about', label: `About ${appName}` } as const]),
    ],
  };
  return [...(mac ? [appMenu] : []), fileMenu, editMenu, viewMenu, windowMenu, helpMenu];
}

/**
 * The application menu as plain data, per OS and for development or not: built here in plain
 * Node (and unit-tested) and turned into Electron's menu by desktop/electronMenu.ts. Labels and
 * accelerators come from the command table (shared/commands), so the menu, the page's keys,
 * the palette and the shortcut sheet cannot disagree. Every label is the catalog's, in the
 * language chosen when the menu is built (rebuilt on a switch), roles included: Electron
 * gives roles English labels of its own.
 */
import type { MenuItemConstructorOptions } from 'electron';
import {
  acceleratorOf,
  commandLabel,
  commandSpec,
  type CommandId,
} from '../../shared/commands/commands';
import { t } from '../../shared/i18n/activeLanguage';
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
    label: commandLabel(id),
    ...(spec.role ? { role: spec.role } : { command: id }),
    ...(accelerator ? { accelerator } : {}),
    // The page handles its own commands' keys (commands.ts): the menu only shows them.
    ...(accelerator && spec.scope === 'renderer' ? { registerAccelerator: false } : {}),
    ...(enabled ? {} : { enabled: false }),
  };
}

export function buildMenuTemplate({
  platform,
  dev,
  state,
  appName,
}: MenuTemplateOptions): MenuTemplateItem[] {
  const mac = platform === 'darwin';
  const at = (id: CommandId, enabled = true) => item(id, mac, enabled);

  const appMenu: MenuTemplateItem = {
    label: appName,
    submenu: [
      { role: 'about', label: t('menu.about', { appName }) },
      separator,
      at('app.settings'),
      separator,
      { role: 'services', label: t('menu.services') },
      separator,
      { role: 'hide', label: t('menu.hide', { appName }) },
      { role: 'hideOthers', label: t('menu.hideOthers') },
      { role: 'unhide', label: t('menu.showAll') },
      separator,
      { role: 'quit', label: t('menu.quit', { appName }) },
    ],
  };
  const fileMenu: MenuTemplateItem = {
    label: mac ? t('menu.file') : t('menu.fileWindows'),
    submenu: [
      at('file.newGeneration'),
      separator,
      at('file.importArchive'),
      at('library.exportSelection', state.exportSelection),
      separator,
      // Windows and Linux keep Settings and Quit (Exit) in the File menu; macOS in the app menu.
      ...(mac
        ? [at('window.close')]
        : [
            at('app.settings'),
            separator,
            at('window.close'),
            { role: 'quit', label: t('menu.exit') } as const,
          ]),
    ],
  };
  const editMenu: MenuTemplateItem = {
    label: mac ? t('menu.edit') : t('menu.editWindows'),
    submenu: [
      { role: 'undo', label: t('menu.undo') },
      { role: 'redo', label: t('menu.redo') },
      separator,
      { role: 'cut', label: t('menu.cut') },
      { role: 'copy', label: t('menu.copy') },
      { role: 'paste', label: t('menu.paste') },
      { role: 'pasteAndMatchStyle', label: t('menu.pasteAndMatchStyle') },
      { role: 'delete', label: t('menu.delete') },
      separator,
      { role: 'selectAll', label: t('menu.selectAll') },
    ],
  };
  const viewMenu: MenuTemplateItem = {
    label: mac ? t('menu.view') : t('menu.viewWindows'),
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
    ? {
        role: 'window',
        label: t('menu.window'),
        submenu: [
          { role: 'minimize', label: t('menu.minimize') },
          { role: 'zoom', label: t('menu.zoom') },
          separator,
          { role: 'front', label: t('menu.front') },
        ],
      }
    : {
        label: t('menu.windowWindows'),
        submenu: [{ role: 'minimize', label: t('menu.minimize') }],
      };
  const helpMenu: MenuTemplateItem = {
    role: 'help',
    label: mac ? t('menu.help') : t('menu.helpWindows'),
    submenu: [
      at('help.shortcuts'),
      at('help.documentation'),
      separator,
      at('help.openLogs'),
      at('help.exportDiagnostics'),
      separator,
      at('help.checkForUpdates'),
      // macOS has About in the app menu.
      ...(mac ? [] : [separator, { role: 'about', label: t('menu.about', { appName }) } as const]),
    ],
  };
  return [...(mac ? [appMenu] : []), fileMenu, editMenu, viewMenu, windowMenu, helpMenu];
}

/**
 * Installs Atelier's application menu (built as data by menu/menuTemplate.ts) in place of
 * Electron's default one, rebuilds it when the page reports what it can do, and sets the
 * About panel's text. Each item's click goes through the one `onMenuCommand`.
 */
import { app, Menu, type MenuItemConstructorOptions } from 'electron';
import { onLocaleChange } from '../../shared/i18n/activeLanguage';
import { aboutPanelOptions } from '../menu/aboutPanel';
import type { OnMenuCommand } from '../menu/menuCommands';
import type { MenuService } from '../menu/menuService';
import { buildMenuTemplate, type MenuPlatform, type MenuTemplateItem } from '../menu/menuTemplate';

export interface ApplicationMenuSetup {
  dev: boolean;
  menu: MenuService;
  onMenuCommand: OnMenuCommand;
  license: string;
  iconPath?: string;
}

const platformOf = (): MenuPlatform =>
  process.platform === 'darwin' || process.platform === 'win32' ? process.platform : 'linux';

function toElectron(
  items: MenuTemplateItem[],
  onMenuCommand: OnMenuCommand,
): MenuItemConstructorOptions[] {
  return items.map(({ command, submenu, ...rest }) => ({
    ...rest,
    ...(submenu ? { submenu: toElectron(submenu, onMenuCommand) } : {}),
    ...(command ? { click: () => void onMenuCommand(command) } : {}),
  }));
}

/** Returns the function that stops following the page's reports. */
export function installApplicationMenu(setup: ApplicationMenuSetup): () => void {
  const platform = platformOf();
  app.setAboutPanelOptions(
    aboutPanelOptions({
      platform,
      appName: app.getName(),
      version: app.getVersion(),
      versions: {
        electron: process.versions.electron,
        chrome: process.versions.chrome,
        node: process.versions.node,
      },
      license: setup.license,
      ...(setup.iconPath ? { iconPath: setup.iconPath } : {}),
    }),
  );
  const install = () => {
    const template = buildMenuTemplate({
      platform,
      dev: setup.dev,
      state: setup.menu.state(),
      appName: app.getName(),
    });
    // A whole new menu rather than flipping one item's `enabled`: one path for every change,
    // right on every OS whatever its menu bar does with a changed item.
    Menu.setApplicationMenu(Menu.buildFromTemplate(toElectron(template, setup.onMenuCommand)));
  };
  install();
  // A language switch in Settings rebuilds the menu in the new language, no restart.
  const stopLocale = onLocaleChange(install);
  const stopState = setup.menu.onChange(install);
  return () => {
    stopLocale();
    stopState();
  };
}

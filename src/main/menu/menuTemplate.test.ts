import { afterEach, describe, expect, it } from 'vitest';
import {
  acceleratorOf,
  commandSpec,
  COMMANDS,
  type CommandId,
} from '../../shared/commands/commands';
import { speakLanguage } from '../i18n/mainLanguage';
import { buildMenuTemplate, type MenuPlatform, type MenuTemplateItem } from './menuTemplate';

const build = (platform: MenuPlatform, dev = false, exportSelection = false) =>
  buildMenuTemplate({ platform, dev, state: { exportSelection }, appName: 'Atelier' });

function flatten(items: MenuTemplateItem[]): MenuTemplateItem[] {
  return items.flatMap((item) => [item, ...flatten(item.submenu ?? [])]);
}
const labels = (menu: MenuTemplateItem | undefined) =>
  (menu?.submenu ?? []).map((item) => item.label ?? item.role ?? '---');
const find = (items: MenuTemplateItem[], id: CommandId) =>
  flatten(items).find((item) => item.id === id);

/** Roles we use on purpose (standard editing, window and app items); Electron's whole default menus are not among them. */
const STANDARD_ROLES = new Set([
  'about',
  'services',
  'hide',
  'hideOthers',
  'unhide',
  'quit',
  'undo',
  'redo',
  'cut',
  'copy',
  'paste',
  'pasteAndMatchStyle',
  'delete',
  'selectAll',
  'minimize',
  'zoom',
  'front',
  'window',
  'help',
]);

describe('the application menu', () => {
  it('on macOS: the app menu holds About, Settings (⌘,), Services, Hide, Hide Others, Show All and Quit', () => {
    const menu = build('darwin');
    expect(menu.map((each) => each.label)).toEqual([
      'Atelier',
      'File',
      'Edit',
      'View',
      'Window',
      'Help',
    ]);
    expect(labels(menu[0])).toEqual([
      'About Atelier',
      '---',
      'Settings…',
      '---',
      'Services',
      '---',
      'Hide Atelier',
      'Hide Others',
      'Show All',
      '---',
      'Quit Atelier',
    ]);
    expect(find(menu, 'app.settings')).toMatchObject({
      accelerator: 'CommandOrControl+,',
      command: 'app.settings',
    });
    expect(labels(menu[1])).toEqual([
      'New generation',
      '---',
      'Import library archive…',
      'Export selection…',
      '---',
      'Close window',
    ]);
    expect(menu[4]).toMatchObject({ role: 'window' });
    expect(labels(menu[5])).not.toContain('About Atelier');
  });

  it('on Windows and Linux: Settings and Quit in File, About in Help, no app menu, Alt-key mnemonics', () => {
    for (const platform of ['win32', 'linux'] as const) {
      const menu = build(platform);
      expect(menu.map((each) => each.label)).toEqual([
        '&File',
        '&Edit',
        '&View',
        '&Window',
        '&Help',
      ]);
      expect(labels(menu[0])).toEqual([
        'New generation',
        '---',
        'Import library archive…',
        'Export selection…',
        '---',
        'Settings…',
        '---',
        'Close window',
        'E&xit',
      ]);
      expect(labels(menu[4])).toEqual([
        'Keyboard shortcuts',
        'Atelier documentation',
        '---',
        'Open logs folder',
        'Export diagnostics…',
        '---',
        'Check for updates…',
        '---',
        'About Atelier',
      ]);
      expect(flatten(menu).some((item) => item.role === 'services' || item.role === 'hide')).toBe(
        false,
      );
    }
  });

  it('View lists the six pages (Ctrl/Cmd+1…6), the palette, the theme, zoom and full screen; Reload and DevTools only in development', () => {
    const production = build('linux');
    expect(labels(production[2])).toEqual([
      'Generate',
      'Tasks',
      'Library',
      'Catalog',
      'Spending',
      'Settings',
      '---',
      'Command palette…',
      'Switch light or dark theme',
      '---',
      'Actual size',
      'Zoom in',
      'Zoom out',
      '---',
      'Full screen',
    ]);
    expect(find(production, 'page.spending')?.accelerator).toBe('CommandOrControl+5');
    expect(
      flatten(production).some(
        (item) =>
          item.role === 'reload' || item.role === 'toggleDevTools' || item.role === 'forceReload',
      ),
    ).toBe(false);
    const dev = build('darwin', true);
    expect(find(dev, 'view.reload')).toMatchObject({
      role: 'reload',
      accelerator: 'CommandOrControl+R',
    });
    expect(find(dev, 'view.devTools')).toMatchObject({
      role: 'toggleDevTools',
      accelerator: 'Alt+Command+I',
    });
    expect(find(build('darwin'), 'view.fullScreen')?.accelerator).toBe('Control+Command+F');
    expect(find(build('win32'), 'view.fullScreen')?.accelerator).toBe('F11');
  });

  it('keeps nothing of Electron’s default menu: every item is a command of the table or a standard role', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      for (const item of flatten(build(platform, true))) {
        if (item.type === 'separator' || (item.submenu && !item.role)) continue;
        if (item.id)
          expect(
            COMMANDS.some((command) => command.id === item.id),
            item.id,
          ).toBe(true);
        else
          expect(
            STANDARD_ROLES.has(item.role ?? ''),
            `${platform}: ${item.label ?? item.role}`,
          ).toBe(true);
        expect(item.role ?? '', 'a default *Menu role').not.toMatch(/Menu$/);
      }
    }
  });

  it('takes every accelerator from the table, and none twice; the page’s own commands are shown, not registered', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const mac = platform === 'darwin';
      const withKeys = flatten(build(platform, true)).filter((item) => item.accelerator);
      expect(withKeys.length).toBeGreaterThan(10);
      for (const item of withKeys) {
        const spec = commandSpec(item.id as CommandId);
        expect(item.accelerator, item.id).toBe(acceleratorOf(spec, mac));
        expect(item.registerAccelerator, item.id).toBe(
          spec.scope === 'renderer' ? false : undefined,
        );
      }
      const ids = flatten(build(platform, true)).flatMap((item) => (item.id ? [item.id] : []));
      expect(new Set(ids).size, 'ids are unique within the menu, as Electron wants').toBe(
        ids.length,
      );
      const accelerators = withKeys.map((item) => item.accelerator);
      expect(new Set(accelerators).size, accelerators.join(' ')).toBe(accelerators.length);
    }
  });

  it('enables Export selection only when the page reports a selection', () => {
    expect(find(build('win32', false, false), 'library.exportSelection')?.enabled).toBe(false);
    expect(find(build('win32', false, true), 'library.exportSelection')?.enabled).toBeUndefined();
  });

  describe('in the chosen language', () => {
    afterEach(() => speakLanguage('en'));

    it('labels every item, Electron’s roles included, from the catalog: German, Japanese, Chinese', () => {
      speakLanguage('de');
      const mac = build('darwin');
      expect(mac.map((each) => each.label)).toEqual([
        'Atelier',
        'Ablage',
        'Bearbeiten',
        'Darstellung',
        'Fenster',
        'Hilfe',
      ]);
      expect(labels(mac[0])).toEqual([
        'Über Atelier',
        '---',
        'Einstellungen …',
        '---',
        'Dienste',
        '---',
        'Atelier ausblenden',
        'Andere ausblenden',
        'Alle einblenden',
        '---',
        'Atelier beenden',
      ]);
      expect(build('win32').map((each) => each.label)).toEqual([
        '&Datei',
        '&Bearbeiten',
        '&Ansicht',
        '&Fenster',
        '&Hilfe',
      ]);
      speakLanguage('ja');
      expect(labels(build('linux')[2]).slice(0, 6)).toEqual([
        '生成',
        'タスク',
        'ライブラリ',
        'カタログ',
        '利用状況',
        '設定',
      ]);
      speakLanguage('zh-CN');
      expect(labels(build('linux')[1]).slice(0, 3)).toEqual(['撤销', '重做', '---']);
    });

    it('in the pseudo-locale, every label on every OS is accented: no item keeps English words', () => {
      speakLanguage('en-XA');
      for (const platform of ['darwin', 'win32', 'linux'] as const) {
        const english = flatten(build(platform, true))
          .filter((item) => item.type !== 'separator')
          // The app's name is the same in every language; a mnemonic's & is not a word.
          .map((item) => (item.label ?? '').replace(/Atelier/g, '').replace(/&/g, ''))
          .filter((label) => /[A-Za-z]{2,}/.test(label));
        expect(english, platform).toEqual([]);
      }
    });

    it('leaves no item without a label of its own, in any language (a role alone would show Electron’s English)', () => {
      for (const locale of ['en', 'de', 'ja', 'zh-CN', 'en-XA'] as const) {
        speakLanguage(locale);
        for (const platform of ['darwin', 'win32', 'linux'] as const) {
          for (const item of flatten(build(platform, true)))
            if (item.type !== 'separator')
              expect(item.label, `${locale} ${platform} ${item.role ?? item.id}`).toBeTruthy();
        }
      }
    });
  });
});

/** What boot.test.ts expects of the application menu the built app installs, on each OS (observed by bootMenu.ts). */
import { expect } from 'vitest';
import { acceleratorOf, commandSpec, type CommandId } from '../../src/shared/commands/commands';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

interface Item {
  id?: string;
  label: string;
  role?: string;
  type: string;
  accelerator?: string;
  registerAccelerator: boolean;
  enabled: boolean;
  submenu?: Item[];
}

const flatten = (items: Item[]): Item[] =>
  items.flatMap((item) => [item, ...flatten(item.submenu ?? [])]);
/** Electron's standard roles whose default accelerators the menu keeps (editing, hiding, quitting, minimizing). */
const ROLE_DEFAULTS = new Set([
  'undo',
  'redo',
  'cut',
  'copy',
  'paste',
  'pasteandmatchstyle',
  'selectall',
  'hide',
  'hideothers',
  'quit',
  'minimize',
]);

export function expectMenu(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON report, checked field by field
  report: Record<string, any>,
  platform: 'darwin' | 'win32' | 'linux',
): void {
  const mac = platform === 'darwin';
  expect(report['menuFailure'], report['menuFailure']).toBeUndefined();
  const menu = report['menu'] as Item[];
  const items = flatten(menu);
  // Atelier's menu replaced Electron's default (appMenu, fileMenu… roles) entirely.
  expect(menu.map((each) => each.label)).toEqual(
    mac
      ? ['Atelier', 'File', 'Edit', 'View', 'Window', 'Help']
      : ['&File', '&Edit', '&View', '&Window', '&Help'],
  );
  expect(items.filter((each) => /menu$/.test(each.role ?? ''))).toEqual([]);
  expect(items.some((each) => each.role === 'toggledevtools' || each.role === 'reload')).toBe(
    false,
  );
  if (mac)
    expect(menu[0]!.submenu!.map((each) => each.label)).toEqual([
      'About Atelier',
      '',
      'Settings…',
      '',
      'Services',
      '',
      'Hide Atelier',
      'Hide Others',
      'Show All',
      '',
      'Quit Atelier',
    ]);

  // Every accelerator is the table's (or a standard role's own default), and none is there twice.
  const withKeys = items.filter((each) => each.accelerator);
  for (const each of withKeys) {
    if (each.id)
      expect(each.accelerator, each.id).toBe(acceleratorOf(commandSpec(each.id as CommandId), mac));
    else expect(ROLE_DEFAULTS.has(each.role ?? ''), `${each.role} ${each.accelerator}`).toBe(true);
  }
  for (const id of [
    'app.settings',
    'file.newGeneration',
    'view.palette',
    'help.shortcuts',
    'page.generate',
    'page.settings',
    'view.zoomIn',
    'window.close',
  ] as const) {
    expect(items.find((each) => each.id === id)?.accelerator, id).toBe(
      acceleratorOf(commandSpec(id), mac),
    );
  }
  const accelerators = withKeys.map((each) =>
    each.accelerator!.replace(/^CmdOrCtrl\+/, 'CommandOrControl+'),
  );
  expect(new Set(accelerators).size, accelerators.join(' ')).toBe(accelerators.length);

  // Clicks reach the page as typed events; Export selection is greyed until the page reports a selection.
  // The menu speaks the OS's language (English here), switches with Settings at once, and back.
  const english = mac
    ? ['Atelier', 'File', 'Edit', 'View', 'Window', 'Help']
    : ['&File', '&Edit', '&View', '&Window', '&Help'];
  const japanese = mac
    ? ['Atelier', 'ファイル', '編集', '表示', 'ウインドウ', 'ヘルプ']
    : ['ファイル(&F)', '編集(&E)', '表示(&V)', 'ウインドウ(&W)', 'ヘルプ(&H)'];
  const chinese = mac
    ? ['Atelier', '文件', '编辑', '视图', '窗口', '帮助']
    : ['文件(&F)', '编辑(&E)', '视图(&V)', '窗口(&W)', '帮助(&H)'];
  expect(report['menuLanguage']).toEqual({
    atStart: english,
    japanese,
    japaneseSettings: '設定…',
    chinese,
    pseudoEnglish: [],
    backToSystem: english,
  });

  expect(report['menuClicks']).toEqual({
    settings: true,
    newGeneration: true,
    exportWithoutSelection: false,
  });
  expect(report['commandsAfterClicks']).toEqual([
    { command: 'app.settings' },
    { command: 'file.newGeneration' },
  ]);
  expect(report['foreignStateReport']).toEqual({
    ok: false,
    error: { code: 'forbidden_sender', message: 'Untrusted sender' },
  });
  expect(report['exportEnabledAfterForeignReport']).toBe(false);
  expect(report['malformedStateReport']).toMatchObject({
    ok: false,
    error: { code: 'invalid_input', field: 'exportSelection' },
  });
  expect(report['exportEnabledAfterReport']).toBe(true);
  expect(report['exportClicked']).toBe(true);
  expect(report['exportEnabledAfterClearing']).toBe(false);
  expect(report['commandsAfterExport']).toEqual([{ command: 'library.exportSelection' }]);

  // No key acts twice: the page handles its commands' keys, and the menu then never does.
  const keys = report['keys'] as {
    accelerator: string;
    item: string;
    pageHandled: boolean;
    registered: boolean;
    menuActed: string | null;
  }[];
  expect(
    keys
      .filter((each) => each.pageHandled)
      .map((each) => each.item)
      .sort(),
  ).toEqual(
    [
      'app.settings',
      'file.newGeneration',
      'help.shortcuts',
      'view.palette',
      'page.generate',
      'page.tasks',
      'page.library',
      'page.catalog',
      'page.spending',
      'page.settings',
    ].sort(),
  );
  // The page's own commands are shown, not registered, on Windows and Linux (like Electron's Cut, Copy, Paste).
  for (const each of keys)
    expect(each.registered, each.accelerator).toBe(
      !(each.item.includes('.') && commandSpec(each.item as CommandId).scope === 'renderer') &&
        !['cut', 'copy', 'paste', 'pasteandmatchstyle'].includes(each.item),
    );
  for (const each of keys)
    expect(each.menuActed, each.accelerator).toBe(
      each.pageHandled || (!mac && !each.registered) ? null : each.item,
    );
  expect(report['commandsAfterKeys']).toEqual([]);
  // A key the page never saw: macOS offers it to the menu; Windows and Linux never registered it.
  expect(report['unhandledSettingsKey']).toBe(mac ? 'app.settings' : null);
  expect(report['commandsAfterUnhandledKey']).toEqual(mac ? [{ command: 'app.settings' }] : []);

  // Help: the logs folder is made and opened; the documentation is the project's README (a packaged app's copy in its resources); the hooks do nothing yet.
  expect(report['logs']).toEqual({ opened: true, exists: true });
  const readme = join(import.meta.dirname, '..', '..', 'README.md');
  expect(existsSync(readme)).toBe(true);
  expect(report['documentationOpened']).toEqual([readme]);
  expect(report['diagnosticsAndUpdates']).toEqual({ diagnostics: true, updates: true, events: [] });

  // About: version, Electron, Chromium and Node, MIT; the About item shows the panel.
  const about = report['aboutPanel'] as Record<string, string>;
  expect(about).toMatchObject({ applicationName: 'Atelier', applicationVersion: '0.1.0' });
  const text = `${about['version'] ?? ''} ${about['credits'] ?? ''} ${about['copyright'] ?? ''}`;
  // Plain Node has no process.versions.electron or .chrome (setting them would make the app load
  // Electron-ABI native modules): the boot shows the line's shape, aboutPanel's test its values.
  expect(text).toMatch(/Electron \S+ · Chromium \S+ · Node \d+/);
  expect(text).toContain('MIT license');
  expect(report['aboutClicked']).toBe(1);
}

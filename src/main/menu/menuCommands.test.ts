import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHeadlessDesktop } from '../desktop/headlessDesktop';
import { createEventBus } from '../ipc/eventBus';
import { aboutPanelOptions } from './aboutPanel';
import { createMenuCommands } from './menuCommands';
import { createMenuService } from './menuService';

const README = join(import.meta.dirname, '..', '..', '..', 'README.md');

function setup(hooks = {}) {
  const desktop = createHeadlessDesktop(mkdtempSync(join(tmpdir(), 'atelier-menu-')));
  const bus = createEventBus();
  const events: unknown[] = [];
  bus.subscribe((channel, payload) => events.push({ channel, payload }));
  const errors: unknown[] = [];
  const onMenuCommand = createMenuCommands({
    bus,
    desktop,
    hooks,
    documentation: README,
    onError: (command, error) => errors.push({ command, error: String(error) }),
  });
  return { desktop, events, errors, onMenuCommand };
}

describe('menu commands', () => {
  it('sends the page’s commands as a typed menu:command event, and nothing else', async () => {
    const { events, desktop, onMenuCommand } = setup();
    await onMenuCommand('app.settings');
    await onMenuCommand('file.newGeneration');
    expect(events).toEqual([
      { channel: 'menu:command', payload: { command: 'app.settings' } },
      { channel: 'menu:command', payload: { command: 'file.newGeneration' } },
    ]);
    expect(desktop.openedUrls).toEqual([]);
  });

  it('opens <userData>/logs through the Desktop port, creating it first', async () => {
    const { desktop, events, errors, onMenuCommand } = setup();
    const folder = join(desktop.userDataPath(), 'logs');
    expect(existsSync(folder)).toBe(false);
    await onMenuCommand('help.openLogs');
    expect(statSync(folder).isDirectory()).toBe(true);
    expect(desktop.openedPaths).toEqual([folder]);
    expect(events).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens the documentation (the README that ships with the app), and routes diagnostics and updates to the hooks given', async () => {
    const ran: string[] = [];
    const { desktop, onMenuCommand } = setup({
      'help.exportDiagnostics': () => void ran.push('diagnostics'),
      'help.checkForUpdates': async () => void ran.push('updates'),
    });
    await onMenuCommand('help.documentation');
    await onMenuCommand('help.exportDiagnostics');
    await onMenuCommand('help.checkForUpdates');
    expect(desktop.openedPaths).toEqual([README]);
    expect(desktop.openedUrls).toEqual([]);
    expect(ran).toEqual(['diagnostics', 'updates']);
  });

  it('does nothing, and fails nothing, for diagnostics and updates before anyone provides them', async () => {
    const { events, errors, onMenuCommand } = setup();
    await onMenuCommand('help.exportDiagnostics');
    await onMenuCommand('help.checkForUpdates');
    expect(events).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('reports a failing command instead of throwing into the menu', async () => {
    const { errors, onMenuCommand } = setup({
      'help.checkForUpdates': () => Promise.reject(new Error('offline')),
    });
    await expect(onMenuCommand('help.checkForUpdates')).resolves.toBeUndefined();
    expect(errors).toEqual([{ command: 'help.checkForUpdates', error: 'Error: offline' }]);
  });
});

describe('the menu state the page reports', () => {
  it('tells the menu only when something changed', () => {
    const menu = createMenuService();
    const seen: boolean[] = [];
    menu.onChange((state) => seen.push(state.exportSelection));
    void menu.handlers.reportState({ exportSelection: false }, { senderId: '1' });
    void menu.handlers.reportState({ exportSelection: true }, { senderId: '1' });
    void menu.handlers.reportState({ exportSelection: true }, { senderId: '1' });
    expect(seen).toEqual([true]);
    expect(menu.state()).toEqual({ exportSelection: true });
  });
});

describe('the About panel', () => {
  const facts = {
    appName: 'Atelier',
    version: '0.1.0',
    versions: { electron: '45.4.1', chrome: '142.0.1', node: '22.20.0' },
    license: 'MIT',
    iconPath: '/icon.png',
  };
  it('names the version, the runtime and the MIT license in the fields each OS shows', () => {
    expect(aboutPanelOptions({ ...facts, platform: 'darwin' })).toEqual({
      applicationName: 'Atelier',
      applicationVersion: '0.1.0',
      version: 'Electron 45.4.1 · Chromium 142.0.1 · Node 22.20.0',
      credits: 'Electron 45.4.1 · Chromium 142.0.1 · Node 22.20.0',
      copyright: 'Released under the MIT license.',
    });
    expect(aboutPanelOptions({ ...facts, platform: 'win32' })).toMatchObject({
      credits: 'Electron 45.4.1 · Chromium 142.0.1 · Node 22.20.0',
      iconPath: '/icon.png',
    });
    // Linux shows neither `version` nor `credits`.
    const linux = aboutPanelOptions({ ...facts, platform: 'linux' });
    expect(linux.copyright).toBe(
      'Released under the MIT license.\nElectron 45.4.1 · Chromium 142.0.1 · Node 22.20.0',
    );
    expect(linux).not.toHaveProperty('credits');
  });
});

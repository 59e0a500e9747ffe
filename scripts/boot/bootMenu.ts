/**
 * The boot test's look at the application menu, on whichever OS bootChild.ts pretends to be:
 * what the built app put in the menu, what its clicks and keys reach, and how the page's menu
 * reports enable Export selection. Everything observed goes into the report (boot.test.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseAccelerator } from '../../src/shared/commands/accelerator';
import { commandForKey } from '../../src/shared/commands/match';
import { WIRE_KEY, unwrapWireApi, type WireApi } from '../../src/shared/ipc/bridge';
import type { standIn as StandIn } from './electronStandIn';
import type { Menu, MenuItem } from './electronStandInMenu';

type Contents = Parameters<typeof StandIn.invoke>[0];

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function describeItems(menu: Menu): Record<string, unknown>[] {
  return menu.items.map((item: MenuItem) => ({
    ...(item.id ? { id: item.id } : {}),
    label: item.label,
    ...(item.role ? { role: item.role } : {}),
    type: item.type,
    ...(item.accelerator ? { accelerator: item.accelerator } : {}),
    registerAccelerator: item.registerAccelerator,
    enabled: item.enabled,
    ...(item.submenu ? { submenu: describeItems(item.submenu) } : {}),
  }));
}

function allItems(menu: Menu): MenuItem[] {
  return menu.items.flatMap((item) => [item, ...(item.submenu ? allItems(item.submenu) : [])]);
}

export async function exerciseMenu(
  standIn: typeof StandIn,
  contents: Contents,
  report: Record<string, unknown>,
): Promise<void> {
  const mac = process.platform === 'darwin';
  const api = unwrapWireApi(contents.mainWorld[WIRE_KEY] as WireApi);
  const commands: unknown[] = [];
  api.on('menu:command', (payload) => commands.push(payload));
  const current = (): Menu => {
    const menu = standIn.Menu.getApplicationMenu();
    if (!menu) throw new Error('No application menu');
    return menu;
  };
  const item = (id: string): MenuItem => {
    const found = current().getMenuItemById(id);
    if (!found) throw new Error(`No menu item ${id}`);
    return found;
  };
  const click = async (id: string) => {
    const clicked = standIn.clickMenuItem(item(id));
    await settle();
    return clicked;
  };
  report['menu'] = describeItems(current());
  report['aboutPanel'] = standIn.app.aboutPanelOptions;

  // Clicks reach the page as typed events; a disabled item cannot be clicked.
  report['menuClicks'] = {
    settings: await click('app.settings'),
    newGeneration: await click('file.newGeneration'),
    exportWithoutSelection: await click('library.exportSelection'),
  };
  report['commandsAfterClicks'] = commands.splice(0);

  // The page reports a selection: only from its own frame, parsed like every channel.
  const foreign = { url: 'https://attacker.example/', parent: contents.mainFrame, routingId: 9 };
  report['foreignStateReport'] = await standIn.invoke(
    contents,
    'menu:reportState',
    { exportSelection: true },
    foreign,
  );
  report['exportEnabledAfterForeignReport'] = item('library.exportSelection').enabled;
  report['malformedStateReport'] = await standIn.invoke(contents, 'menu:reportState', {
    exportSelection: 'yes',
  });
  await api.menu.reportState({ exportSelection: true });
  report['exportEnabledAfterReport'] = item('library.exportSelection').enabled;
  report['exportClicked'] = await click('library.exportSelection');
  await api.menu.reportState({ exportSelection: false });
  report['exportEnabledAfterClearing'] = item('library.exportSelection').enabled;
  report['commandsAfterExport'] = commands.splice(0);

  // Every accelerator of the menu pressed, the page deciding as it does (shared/commands/match.ts).
  const keys: Record<string, unknown>[] = [];
  for (const each of allItems(current()).filter((entry) => entry.accelerator)) {
    const accelerator = each.accelerator!;
    const parsed = parseAccelerator(accelerator, mac);
    const event = {
      key: parsed.key,
      ctrlKey: parsed.ctrl,
      metaKey: parsed.meta,
      altKey: parsed.alt,
      shiftKey: parsed.shift,
    };
    const pageHandled = commandForKey(event, mac) !== null;
    const acted = standIn.pressKey(accelerator, pageHandled);
    keys.push({
      accelerator,
      item: each.id ?? each.role,
      pageHandled,
      registered: each.registerAccelerator,
      menuActed: acted ? (acted.id ?? acted.role ?? acted.label) : null,
    });
  }
  await settle();
  report['keys'] = keys;
  report['commandsAfterKeys'] = commands.splice(0);
  // A key the page did not see (focus outside it): Windows and Linux never registered it.
  report['unhandledSettingsKey'] = standIn.pressKey('CommandOrControl+,', false)?.id ?? null;
  await settle();
  report['commandsAfterUnhandledKey'] = commands.splice(0);

  // Help: the logs folder (made if missing), the documentation; About.
  await click('help.openLogs');
  const logs = join(standIn.userDataPath, 'logs');
  // The folder is made (async) before it is opened: 30 ms was not always enough on a loaded machine.
  for (
    const deadline = Date.now() + 5000;
    !standIn.shell.openedPaths.includes(logs) && Date.now() < deadline;
  )
    await settle();
  report['logs'] = { opened: standIn.shell.openedPaths.includes(logs), exists: existsSync(logs) };
  const pathsBefore = standIn.shell.openedPaths.length;
  await click('help.documentation');
  report['documentationOpened'] = standIn.shell.openedPaths.slice(pathsBefore);
  report['diagnosticsAndUpdates'] = {
    diagnostics: await click('help.exportDiagnostics'),
    updates: await click('help.checkForUpdates'),
    events: commands.splice(0),
  };
  const about = allItems(current()).find((entry) => entry.role === 'about');
  report['aboutClicked'] = about
    ? standIn.clickMenuItem(about) && standIn.app.aboutPanelShown
    : null;

  // The language: the OS's (app.getPreferredSystemLanguages()) at start, a Settings choice at
  // once (the menu is rebuilt, no restart), and back to the OS's.
  const topLabels = (): string[] => current().items.map((each) => each.label);
  const language: Record<string, unknown> = { atStart: topLabels() };
  await api.settings.update({ language: 'ja' });
  await settle();
  language['japanese'] = topLabels();
  language['japaneseSettings'] = item('app.settings').label;
  await api.settings.update({ language: 'zh-CN' });
  await settle();
  language['chinese'] = topLabels();
  // The pseudo-locale accents every letter it translates: an item left with English words
  // (a role's label Electron wrote, one not in the catalog) shows here, on every menu level.
  await api.settings.update({ language: 'en-XA' });
  await settle();
  language['pseudoEnglish'] = allItems(current())
    .filter((each) => each.type !== 'separator')
    .map((each) => each.label.replace(/Atelier|&/g, ''))
    .filter((label) => /[A-Za-z]{2,}/.test(label));
  await api.settings.update({ language: 'system' });
  await settle();
  language['backToSystem'] = topLabels();
  report['menuLanguage'] = language;
}

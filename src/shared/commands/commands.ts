/**
 * The one table of Atelier's commands and their shortcuts. It feeds the application menu
 * (labels and accelerators), the renderer's key handling, the command palette and the
 * shortcut sheet; nothing else declares a shortcut.
 *
 * Who handles a key (the rule the menu and the renderer both follow):
 * - `scope: 'renderer'`: the page runs it, in Electron and in the web preview alike. The page
 *   handles the key itself and stops it (preventDefault). Electron gives the page the first
 *   look at every key and passes only unhandled ones on to the menu (PlatformHandleKeyboardEvent
 *   in electron_api_web_contents*.cc), and on Windows and Linux the menu does not even register
 *   these accelerators (`registerAccelerator: false`, as Electron's own Copy and Paste roles):
 *   the menu only shows them, and a click on the item sends the command to the page.
 * - `scope: 'main'`: the menu runs it (a role such as zoom or close, or main's own handler);
 *   the page never handles its key.
 * So no key is ever acted on twice.
 */
import { t } from '../i18n/activeLanguage';
import { PAGES } from '../pages';

export type CommandScope = 'renderer' | 'main';
/** Where a renderer command's key works: anywhere, or only while that page owns the focus. */
export type CommandContext = 'app' | 'generate' | 'library';
export type CommandGroup =
  'General' | 'Pages' | 'Generate' | 'Library' | 'View' | 'Window' | 'Help';

/** Electron roles that run a main-scope command. */
export type CommandRole =
  'reload' | 'toggleDevTools' | 'resetZoom' | 'zoomIn' | 'zoomOut' | 'togglefullscreen' | 'close';

export interface CommandSpec {
  /** Its label, in the menu, the palette and the sheet, is the catalog's `command.<id>` (commandLabel). */
  readonly id: string;
  readonly group: CommandGroup;
  readonly scope: CommandScope;
  /** Electron's Accelerator syntax (`CommandOrControl+,`); `macAccelerator` replaces it on macOS. */
  readonly accelerator?: string;
  readonly macAccelerator?: string;
  /** Another key the page accepts for the same command (Backspace, the Mac's delete key). */
  readonly alsoKey?: string;
  readonly context?: CommandContext;
  readonly role?: CommandRole;
  /** Shown only in development (electron-vite dev). */
  readonly devOnly?: boolean;
}

const pageCommands = PAGES.map(
  (page, index) =>
    ({
      id: `page.${page.path}`,
      group: 'Pages',
      scope: 'renderer',
      accelerator: `CommandOrControl+${index + 1}`,
    }) as const,
);

export const COMMANDS = [
  { id: 'app.settings', group: 'General', scope: 'renderer', accelerator: 'CommandOrControl+,' },
  {
    id: 'file.newGeneration',
    group: 'General',
    scope: 'renderer',
    accelerator: 'CommandOrControl+N',
  },
  { id: 'view.palette', group: 'General', scope: 'renderer', accelerator: 'CommandOrControl+K' },
  { id: 'help.shortcuts', group: 'General', scope: 'renderer', accelerator: 'CommandOrControl+/' },
  { id: 'view.toggleTheme', group: 'View', scope: 'renderer' },
  ...pageCommands,
  {
    id: 'generate.submit',
    group: 'Generate',
    scope: 'renderer',
    accelerator: 'CommandOrControl+Enter',
    context: 'generate',
  },
  { id: 'file.importArchive', group: 'Library', scope: 'renderer' },
  { id: 'library.exportSelection', group: 'Library', scope: 'renderer' },
  {
    id: 'library.selectAll',
    group: 'Library',
    scope: 'renderer',
    accelerator: 'CommandOrControl+A',
    context: 'library',
  },
  {
    id: 'library.trash',
    group: 'Library',
    scope: 'renderer',
    accelerator: 'Delete',
    alsoKey: 'Backspace',
    context: 'library',
  },
  {
    id: 'library.clearSelection',
    group: 'Library',
    scope: 'renderer',
    accelerator: 'Escape',
    context: 'library',
  },
  {
    id: 'view.reload',
    group: 'View',
    scope: 'main',
    role: 'reload',
    accelerator: 'CommandOrControl+R',
    devOnly: true,
  },
  {
    id: 'view.devTools',
    group: 'View',
    scope: 'main',
    role: 'toggleDevTools',
    accelerator: 'Control+Shift+I',
    macAccelerator: 'Alt+Command+I',
    devOnly: true,
  },
  {
    id: 'view.resetZoom',
    group: 'View',
    scope: 'main',
    role: 'resetZoom',
    accelerator: 'CommandOrControl+0',
  },
  {
    id: 'view.zoomIn',
    group: 'View',
    scope: 'main',
    role: 'zoomIn',
    accelerator: 'CommandOrControl+Plus',
  },
  {
    id: 'view.zoomOut',
    group: 'View',
    scope: 'main',
    role: 'zoomOut',
    accelerator: 'CommandOrControl+-',
  },
  {
    id: 'view.fullScreen',
    group: 'View',
    scope: 'main',
    role: 'togglefullscreen',
    accelerator: 'F11',
    macAccelerator: 'Control+Command+F',
  },
  {
    id: 'window.close',
    group: 'Window',
    scope: 'main',
    role: 'close',
    accelerator: 'CommandOrControl+W',
  },
  { id: 'help.openLogs', group: 'Help', scope: 'main' },
  { id: 'help.exportDiagnostics', group: 'Help', scope: 'main' },
  { id: 'help.checkForUpdates', group: 'Help', scope: 'main' },
  { id: 'help.documentation', group: 'Help', scope: 'main' },
] as const satisfies readonly CommandSpec[];

type Command = (typeof COMMANDS)[number];
export type CommandId = Command['id'];
/** Commands the page runs: a menu click on one travels to the renderer as `menu:command`. */
export type RendererCommandId = Extract<Command, { scope: 'renderer' }>['id'];
/** Commands main runs itself (roles aside): the `onMenuCommand` map's keys. */
export type MainCommandId = Exclude<
  Extract<Command, { scope: 'main' }>,
  { role: CommandRole }
>['id'];

export const RENDERER_COMMAND_IDS = COMMANDS.filter((command) => command.scope === 'renderer').map(
  (command) => command.id,
) as RendererCommandId[];

const byId = new Map<string, CommandSpec>(COMMANDS.map((command) => [command.id, command]));

export function commandSpec(id: CommandId): CommandSpec {
  return byId.get(id)!;
}

/** The command's label in the chosen language: "Settings…", "Einstellungen …". */
export function commandLabel(id: CommandId): string {
  return t(`command.${id}`);
}

/** The command's accelerator on this platform, if it has one. */
export function acceleratorOf(spec: CommandSpec, mac: boolean): string | undefined {
  return (mac ? spec.macAccelerator : undefined) ?? spec.accelerator;
}

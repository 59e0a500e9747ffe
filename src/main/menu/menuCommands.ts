/**
 * What a menu item does when clicked, in one place (`onMenuCommand`): a command the page runs
 * travels to it as the typed `menu:command` event; main's own commands run from one map.
 * Export diagnostics and Check for updates are hooks the diagnostics and updater work fills
 * (`hooks`); until then they do nothing rather than fail.
 */
import { mkdir } from 'node:fs/promises';
import {
  RENDERER_COMMAND_IDS,
  type CommandId,
  type MainCommandId,
  type RendererCommandId,
} from '../../shared/commands/commands';
import type { Desktop } from '../desktop/Desktop';
import type { EventBus } from '../ipc/eventBus';
import { logsFolderOf } from '../logging/openLogger';

/**
 * Atelier's documentation is its README, shipped with the app: electron-builder.yml copies it
 * to `<resources>/README.md` (extraResources; a file inside app.asar could not be opened by
 * another program), and in development and the web preview it is the project's own. It opens
 * in the OS's viewer for Markdown. No web address is named: the project has no fixed public
 * repository (electron-builder.yml's publish config takes it from the build's environment).
 */
export const DOCUMENTATION_FILE = 'README.md';

export type MainCommandHandlers = Record<MainCommandId, () => void | Promise<void>>;

export interface MenuCommandOptions {
  bus: EventBus;
  desktop: Desktop;
  /** Handlers other parts of the app provide (diagnostics, updates); missing ones do nothing. */
  hooks?: Partial<MainCommandHandlers>;
  /** The README Help → Atelier documentation opens (DOCUMENTATION_FILE, wherever it ships). */
  documentation: string;
  onError?: (command: CommandId, error: unknown) => void;
}

const rendererCommands: ReadonlySet<string> = new Set(RENDERER_COMMAND_IDS);
const isRendererCommand = (command: CommandId): command is RendererCommandId =>
  rendererCommands.has(command);

export type OnMenuCommand = (command: CommandId) => Promise<void>;

export function createMenuCommands({
  bus,
  desktop,
  hooks = {},
  documentation,
  onError,
}: MenuCommandOptions): OnMenuCommand {
  const handlers: MainCommandHandlers = {
    'help.openLogs': async () => {
      const folder = logsFolderOf(desktop.userDataPath());
      // The folder may not exist before the first log line: opening it must still work.
      await mkdir(folder, { recursive: true });
      await desktop.openPath(folder);
    },
    'help.documentation': () => desktop.openPath(documentation),
    'help.exportDiagnostics': () => undefined,
    'help.checkForUpdates': () => undefined,
    ...hooks,
  };
  return async (command) => {
    try {
      if (isRendererCommand(command)) bus.emit('menu:command', { command });
      else if (command in handlers) await handlers[command as MainCommandId]();
    } catch (error) {
      onError?.(command, error);
    }
  };
}

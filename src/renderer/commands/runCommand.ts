/**
 * Runs the table's renderer commands, whichever way they come: a key the page handles, a click
 * in the application menu (`menu:command`), or the palette. A command a page owns (Import
 * library archive…) opens that page first and runs once the page has registered it.
 */
import { acceleratorOf, COMMANDS, type CommandSpec, type RendererCommandId } from '../../shared/commands/commands';
import type { KeyLike } from '../../shared/commands/accelerator';
import { runOrAwait } from '../palette/paletteCommands';
import type { RoutePath } from '../routes';
import { isMac, matchesCommand } from './keys';

const PAGE_OF: Partial<Record<RendererCommandId, RoutePath>> = { 'file.importArchive': 'library', 'library.exportSelection': 'library' };

export function runCommand(id: RendererCommandId): void {
  if (runOrAwait(id)) return;
  const page = PAGE_OF[id];
  if (page) window.location.hash = `/${page}`;
}

/** The renderer commands whose keys work anywhere; page keys (Ctrl+Enter, Ctrl+A…) are their pages'. */
const APP_KEY_COMMANDS = (COMMANDS as readonly CommandSpec[]).filter((spec) => spec.scope === 'renderer' && (spec.context ?? 'app') === 'app' && spec.accelerator);

/** The app-wide command `event` is the shortcut of, if any. */
export function commandForKey(event: KeyLike, mac = isMac): RendererCommandId | null {
  const spec = APP_KEY_COMMANDS.find((each) => acceleratorOf(each, mac) && matchesCommand(event, each.id as RendererCommandId, mac));
  return spec ? (spec.id as RendererCommandId) : null;
}

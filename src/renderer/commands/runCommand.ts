/**
 * Runs the table's renderer commands, whichever way they come: a key the page handles, a click
 * in the application menu (`menu:command`), or the palette. A command a page owns (Import
 * library archive…) opens that page first and runs once the page has registered it.
 */
import type { RendererCommandId } from '../../shared/commands/commands';
import { runOrAwait } from '../palette/paletteCommands';
import type { RoutePath } from '../routes';

const PAGE_OF: Partial<Record<RendererCommandId, RoutePath>> = {
  'file.importArchive': 'library',
  'library.exportSelection': 'library',
};

export function runCommand(id: RendererCommandId): void {
  if (runOrAwait(id)) return;
  const page = PAGE_OF[id];
  if (page) window.location.hash = `/${page}`;
}

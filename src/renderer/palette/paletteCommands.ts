/**
 * Owns what the page can run now: the shell and pages register their commands (the table's
 * ids from shared/commands, such as 'library.exportSelection', or a palette entry's own id) and
 * the palette, the keyboard and the application menu run them by id. A tiny external store,
 * read with useSyncExternalStore.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { PaletteEntry } from './paletteActions';

export interface RegisteredCommand {
  id: string;
  /** How the palette lists it; null when the palette lists it elsewhere (a page under Pages). */
  entry: PaletteEntry | null;
  run: () => void;
}

let commands: ReadonlyMap<string, RegisteredCommand> = new Map();
const listeners = new Set<() => void>();
/** A command asked for before its page registered it (the menu's Import while on another page). */
let waiting: { id: string; until: number } | null = null;
const WAIT_MS = 5_000;

function publish(next: ReadonlyMap<string, RegisteredCommand>): void {
  commands = next;
  for (const listener of listeners) listener();
}

export function registerCommand(command: RegisteredCommand): () => void {
  publish(new Map(commands).set(command.id, command));
  if (waiting?.id === command.id) {
    const due = waiting.until >= Date.now();
    waiting = null;
    if (due) queueMicrotask(() => commands.get(command.id)?.run());
  }
  return () => {
    if (commands.get(command.id) !== command) return;
    const next = new Map(commands);
    next.delete(command.id);
    publish(next);
  };
}

/** Runs `id` now if registered; otherwise once it is registered within a few seconds. Returns whether it ran now. */
export function runOrAwait(id: string): boolean {
  const command = commands.get(id);
  if (command) {
    command.run();
    return true;
  }
  waiting = { id, until: Date.now() + WAIT_MS };
  return false;
}

export function useRegisteredCommands(): ReadonlyMap<string, RegisteredCommand> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => commands,
  );
}

/** Registers a command while the calling component is mounted (and `command` is not null). */
export function usePaletteCommand(command: RegisteredCommand | null): void {
  useEffect(() => (command ? registerCommand(command) : undefined), [command]);
}

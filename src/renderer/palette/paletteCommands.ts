/**
 * Owns the palette's run-time commands: the shell and pages register what they can do now
 * (switch the theme, export the library selection…) and the palette lists and runs them.
 * A tiny external store, read with useSyncExternalStore.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { PaletteEntry } from './paletteActions';

export interface RegisteredCommand {
  entry: PaletteEntry;
  run: () => void;
}

let commands: ReadonlyMap<string, RegisteredCommand> = new Map();
const listeners = new Set<() => void>();

function publish(next: ReadonlyMap<string, RegisteredCommand>): void {
  commands = next;
  for (const listener of listeners) listener();
}

export function registerCommand(command: RegisteredCommand): () => void {
  publish(new Map(commands).set(command.entry.id, command));
  return () => {
    if (commands.get(command.entry.id) !== command) return;
    const next = new Map(commands);
    next.delete(command.entry.id);
    publish(next);
  };
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

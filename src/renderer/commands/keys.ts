/**
 * The page's side of the command table: whether a key event is a command's shortcut, and a
 * command's keys as this OS writes them. Everything reads the table (shared/commands).
 */
import { acceleratorKeys, matchesAccelerator, type KeyLike } from '../../shared/commands/accelerator';
import { acceleratorOf, commandSpec, type CommandId } from '../../shared/commands/commands';

export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** True when `event` is `id`'s shortcut (or its other key) on this OS. */
export function matchesCommand(event: KeyLike, id: CommandId, mac = isMac): boolean {
  const spec = commandSpec(id);
  const accelerator = acceleratorOf(spec, mac);
  return (!!accelerator && matchesAccelerator(event, accelerator, mac)) || (!!spec.alsoKey && matchesAccelerator(event, spec.alsoKey, mac));
}

/** ['⌘', 'K'] on macOS, ['Ctrl', 'K'] elsewhere; null for a command without a shortcut. */
export function commandKeys(id: CommandId, mac = isMac): string[] | null {
  const accelerator = acceleratorOf(commandSpec(id), mac);
  return accelerator ? acceleratorKeys(accelerator, mac) : null;
}

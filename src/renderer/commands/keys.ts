/**
 * The page's side of the command table on this OS: whether a key event is a command's shortcut,
 * and a command's keys as this OS writes them. Everything reads the table (shared/commands).
 */
import { acceleratorKeys, type KeyLike } from '../../shared/commands/accelerator';
import {
  acceleratorOf,
  commandSpec,
  type CommandId,
  type RendererCommandId,
} from '../../shared/commands/commands';
import {
  commandForKey as commandForKeyOn,
  matchesCommand as matchesCommandOn,
} from '../../shared/commands/match';

export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** True when `event` is `id`'s shortcut (or its other key) on this OS. */
export const matchesCommand = (event: KeyLike, id: CommandId, mac = isMac): boolean =>
  matchesCommandOn(event, id, mac);

/** The app-wide command `event` is the shortcut of, if any. */
export const commandForKey = (event: KeyLike, mac = isMac): RendererCommandId | null =>
  commandForKeyOn(event, mac);

/** ['⌘', 'K'] on macOS, ['Ctrl', 'K'] elsewhere; null for a command without a shortcut. */
export function commandKeys(id: CommandId, mac = isMac): string[] | null {
  const accelerator = acceleratorOf(commandSpec(id), mac);
  return accelerator ? acceleratorKeys(accelerator, mac) : null;
}

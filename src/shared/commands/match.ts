/** Which command of the table a key event is, on a given OS: the page's key handling and the boot test's model of it. */
import { matchesAccelerator, type KeyLike } from './accelerator';
import {
  acceleratorOf,
  COMMANDS,
  commandSpec,
  type CommandId,
  type CommandSpec,
  type RendererCommandId,
} from './commands';

/** True when `event` is `id`'s shortcut (or its other key) on this OS. */
export function matchesCommand(event: KeyLike, id: CommandId, mac: boolean): boolean {
  const spec = commandSpec(id);
  const accelerator = acceleratorOf(spec, mac);
  return (
    (!!accelerator && matchesAccelerator(event, accelerator, mac)) ||
    (!!spec.alsoKey && matchesAccelerator(event, spec.alsoKey, mac))
  );
}

/** The renderer commands whose keys work anywhere; page keys (Ctrl+Enter, Ctrl+A…) are their pages'. */
const APP_KEY_COMMANDS = (COMMANDS as readonly CommandSpec[]).filter(
  (spec) => spec.scope === 'renderer' && (spec.context ?? 'app') === 'app' && spec.accelerator,
);

/** The app-wide command `event` is the shortcut of, if any: the page handles (and stops) exactly these. */
export function commandForKey(event: KeyLike, mac: boolean): RendererCommandId | null {
  const spec = APP_KEY_COMMANDS.find((each) =>
    matchesCommand(event, each.id as RendererCommandId, mac),
  );
  return spec ? (spec.id as RendererCommandId) : null;
}

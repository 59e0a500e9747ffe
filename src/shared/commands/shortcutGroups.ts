/** What the shortcut sheet lists: the command table's shortcuts on this OS, grouped, in its key names. */
import { acceleratorKeys } from './accelerator';
import { acceleratorOf, COMMANDS, type CommandGroup, type CommandSpec } from './commands';

export interface ShortcutGroup {
  title: string;
  where?: string;
  /** `keys`: one list of key labels per accepted key (a command may take a second key). */
  rows: { id: string; label: string; keys: string[][] }[];
}

const GROUPS: { group: CommandGroup; title: string; where?: string }[] = [
  { group: 'General', title: 'General' },
  { group: 'Pages', title: 'Go to' },
  { group: 'Generate', title: 'Generate', where: 'On the Generate page' },
  { group: 'Library', title: 'Library', where: 'In the library’s grid or list' },
  { group: 'View', title: 'View' },
  { group: 'Window', title: 'Window' },
];

/** The sheet's groups: commands with a shortcut on this OS; development-only ones are left out. */
export function shortcutGroups(mac: boolean): ShortcutGroup[] {
  return GROUPS.map(({ group, title, where }) => ({
    title,
    ...(where ? { where } : {}),
    rows: (COMMANDS as readonly CommandSpec[])
      .filter((spec) => spec.group === group && !spec.devOnly && acceleratorOf(spec, mac))
      .map((spec) => ({
        id: spec.id,
        label: spec.label,
        keys: [acceleratorOf(spec, mac)!, ...(spec.alsoKey ? [spec.alsoKey] : [])].map((accelerator) => acceleratorKeys(accelerator, mac)),
      })),
  })).filter((each) => each.rows.length > 0);
}


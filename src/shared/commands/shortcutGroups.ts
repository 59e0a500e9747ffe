/** What the shortcut sheet lists: the command table's shortcuts on this OS, grouped, in its key names. */
import { acceleratorKeys } from './accelerator';
import { NUDGE_BIG_STEP_S, NUDGE_STEP_S, SEEK_STEP_S } from './playerKeys';
import { t } from '../i18n/activeLanguage';
import type { MessageKey } from '../i18n/translator';
import {
  acceleratorOf,
  commandLabel,
  COMMANDS,
  type CommandGroup,
  type CommandId,
  type CommandSpec,
} from './commands';

export interface ShortcutGroup {
  title: string;
  where?: string;
  /** `keys`: one list of key labels per accepted key (a command may take a second key). */
  rows: { id: string; label: string; keys: string[][] }[];
}

const GROUPS: { group: CommandGroup; title: MessageKey; where?: MessageKey }[] = [
  { group: 'General', title: 'shortcuts.general' },
  { group: 'Pages', title: 'shortcuts.goTo' },
  { group: 'Generate', title: 'shortcuts.generate', where: 'shortcuts.onGenerate' },
  { group: 'Library', title: 'shortcuts.library', where: 'shortcuts.inLibrary' },
  { group: 'View', title: 'shortcuts.view' },
  { group: 'Window', title: 'shortcuts.window' },
];

/**
 * The song page's player keys (renderer/song/usePlayerKeys.ts): the page's own, not commands.
 */
function songPageGroup(mac: boolean): ShortcutGroup {
  const keys = (...accelerators: string[]) =>
    accelerators.map((accelerator) => acceleratorKeys(accelerator, mac));
  return {
    title: t('shortcuts.song'),
    where: t('shortcuts.onSong'),
    rows: [
      { id: 'song.play', label: t('shortcuts.songPlay'), keys: keys('Space') },
      {
        id: 'song.seek',
        label: t('shortcuts.songSeek', { seconds: SEEK_STEP_S }),
        keys: keys('Left', 'Right'),
      },
      {
        id: 'song.nudge',
        label: t('shortcuts.songNudge', { seconds: NUDGE_STEP_S }),
        keys: keys('Alt+Left', 'Alt+Right'),
      },
      {
        id: 'song.nudgeMore',
        label: t('shortcuts.songNudge', { seconds: NUDGE_BIG_STEP_S }),
        keys: keys('Alt+Shift+Left', 'Alt+Shift+Right'),
      },
    ],
  };
}

/** The sheet's groups, in the chosen language: commands with a shortcut on this OS; development-only ones are left out. */
export function shortcutGroups(mac: boolean): ShortcutGroup[] {
  return [...commandGroups(mac), songPageGroup(mac)];
}

function commandGroups(mac: boolean): ShortcutGroup[] {
  return GROUPS.map(({ group, title, where }) => ({
    title: t(title),
    ...(where ? { where: t(where) } : {}),
    rows: (COMMANDS as readonly CommandSpec[])
      .filter((spec) => spec.group === group && !spec.devOnly && acceleratorOf(spec, mac))
      .map((spec) => ({
        id: spec.id,
        label: commandLabel(spec.id as CommandId),
        keys: [acceleratorOf(spec, mac)!, ...(spec.alsoKey ? [spec.alsoKey] : [])].map(
          (accelerator) => acceleratorKeys(accelerator, mac),
        ),
      })),
  })).filter((each) => each.rows.length > 0);
}

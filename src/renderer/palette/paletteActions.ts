/**
 * The command palette's entries: commands, pages, every submit model and music action, and
 * what a search finds in the library (and the songs its tracks belong to) and among tasks. Pure: the palette turns each entry's
 * `href` into navigation and its `command` into the action a page or the shell registered.
 */
import { commandLabel, type CommandId } from '../../shared/commands/commands';
import { t } from '../../shared/i18n/activeLanguage';
import { pageDescription, pageLabel } from '../../shared/pages';
import type { AssetView } from '../../shared/ipc/library';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { actionName } from '../../shared/service/music/actionNames';
import { MODEL_KEYS, modelKind } from '../../shared/service/models';
import { MUSIC_ACTIONS, TRACK_SOURCE_ACTIONS } from '../../shared/service/music/actions';
import { modelNamesOf, targetName } from '../catalog/targetName';
import { catalogResource } from '../data/resources';
import { displayTitle, kindLabel } from '../library/assetPresentation';
import { sourceActionOf } from '../library/trackActions';
import { hrefFor, ROUTES } from '../routes';
import { presentTask } from '../tasks/taskPresentation';

export type PaletteGroup =
  'Commands' | 'Songs' | 'Library' | 'Tasks' | 'Pages' | 'Models' | 'Music actions';

export interface PaletteEntry {
  id: string;
  group: PaletteGroup;
  label: string;
  description: string;
  /** Where it goes; or `command`, the id of a registered command it runs. */
  href?: string;
  command?: string;
  keywords: string[];
  /** The table command whose shortcut the palette shows beside it (shared/commands). */
  shortcut?: CommandId;
  /** Found by the search for the current text: shown as found, not filtered again. */
  found?: boolean;
}

export const TOGGLE_THEME = 'view.toggleTheme';

const firstModel = (kind: 'image' | 'video'): string | undefined =>
  MODEL_KEYS.find((key) => modelKind(key) === kind);

/** Commands that are always there (pages may register more, e.g. "Export selection"). */
function commands(): PaletteEntry[] {
  return [
    {
      id: 'new-image',
      group: 'Commands',
      label: t('palette.newImage'),
      description: t('palette.newImage.description'),
      href: hrefFor('generate', { model: firstModel('image') }),
      keywords: ['create', 'generate', 'picture'],
    },
    {
      id: 'new-video',
      group: 'Commands',
      label: t('palette.newVideo'),
      description: t('palette.newVideo.description'),
      href: hrefFor('generate', { model: firstModel('video') }),
      keywords: ['create', 'generate', 'clip'],
    },
    {
      id: 'new-song',
      group: 'Commands',
      label: t('palette.newSong'),
      description: t('palette.newSong.description'),
      href: hrefFor('generate', { action: 'generate' }),
      keywords: ['create', 'generate', 'music'],
    },
    {
      id: TOGGLE_THEME,
      group: 'Commands',
      label: commandLabel(TOGGLE_THEME),
      description: t('palette.toggleTheme.description'),
      command: TOGGLE_THEME,
      shortcut: TOGGLE_THEME,
      keywords: ['dark', 'light', 'color', 'mode', 'theme'],
    },
    {
      id: 'open-trash',
      group: 'Commands',
      label: t('palette.openTrash'),
      description: t('palette.openTrash.description'),
      href: hrefFor('library', { view: 'trash' }),
      keywords: ['deleted', 'restore', 'bin'],
    },
  ];
}

export function paletteEntries(modelNames: Record<string, string> = {}): PaletteEntry[] {
  const pages: PaletteEntry[] = ROUTES.map((route) => ({
    id: `page-${route.path}`,
    group: 'Pages',
    label: pageLabel(route.path),
    description: pageDescription(route.path),
    href: hrefFor(route.path),
    shortcut: `page.${route.path}`,
    keywords: [route.path],
  }));
  const models: PaletteEntry[] = MODEL_KEYS.map((key) => ({
    id: `model-${key}`,
    group: 'Models',
    label: modelNames[key] ?? key,
    description: t(`palette.model.${modelKind(key)}`, { key }),
    href: hrefFor('generate', { model: key }),
    keywords: [key, modelKind(key), 'generate'],
  }));
  const actions: PaletteEntry[] = MUSIC_ACTIONS.map((action) => ({
    id: `action-${action}`,
    group: 'Music actions',
    label: actionName(action),
    description: t('palette.musicAction', { action }),
    href: hrefFor('generate', { action }),
    keywords: [action, 'music', 'song'],
  }));
  return [...commands(), ...pages, ...models, ...actions];
}

/** A library search result: opens the asset's preview in the library. */
export function assetEntry(asset: AssetView): PaletteEntry {
  const model = asset.model ? (catalogModelNames()[asset.model] ?? asset.model) : null;
  const facts = [kindLabel(asset), asset.action ? actionName(asset.action) : model];
  return {
    id: `asset-${asset.id}`,
    group: 'Library',
    label: displayTitle(asset),
    description: facts.join(' · '),
    href: hrefFor('library', { asset: asset.id }),
    keywords: [],
    found: true,
  };
}

/** Stems are parts of a song, not versions of it: they do not open as songs. */
const NOT_A_SONG = new Set(['stems', 'stems-all']);

/**
 * "Open song: Neon Drive" for each song version among found tracks (one per task): opens
 * the song page, where its takes and versions sit on the timeline.
 */
export function songEntries(assets: readonly AssetView[]): PaletteEntry[] {
  const seen = new Set<string>();
  const entries: PaletteEntry[] = [];
  for (const asset of assets) {
    const action = asset.kind === 'audio' ? sourceActionOf(asset) : null;
    if (
      !action ||
      !TRACK_SOURCE_ACTIONS.includes(action) ||
      NOT_A_SONG.has(action) ||
      seen.has(asset.taskId)
    )
      continue;
    seen.add(asset.taskId);
    entries.push({
      id: `song-${asset.taskId}`,
      group: 'Songs',
      label: t('palette.openSong', { title: displayTitle(asset) }),
      description: t('palette.songPage', { action: actionName(action) }),
      href: hrefFor('song', { task: asset.taskId }),
      keywords: [],
      found: true,
    });
  }
  return entries;
}

/** A task search result: opens the task's details. */
export function taskEntry(task: SubmissionView): PaletteEntry {
  const target = targetName(task.target, catalogModelNames());
  return {
    id: `task-${task.id}`,
    group: 'Tasks',
    label: task.summary || target,
    description: `${target} · ${presentTask(task).label}`,
    href: hrefFor('tasks', { id: task.id }),
    keywords: [],
    found: true,
  };
}

/** The catalog's model names as last read (the API key only while none was read yet). */
function catalogModelNames(): Record<string, string> {
  return modelNamesOf(catalogResource.get().data);
}

const GROUP_ORDER: readonly PaletteGroup[] = [
  'Commands',
  'Songs',
  'Library',
  'Tasks',
  'Pages',
  'Models',
  'Music actions',
];

/**
 * What the palette shows for `query`: found entries as they are; others whose label holds
 * the text before those whose description or keywords do; grouped in GROUP_ORDER.
 */
export function filterEntries(query: string, entries: readonly PaletteEntry[]): PaletteEntry[] {
  const text = query.trim().toLowerCase();
  const byLabel: PaletteEntry[] = [];
  const byOther: PaletteEntry[] = [];
  for (const entry of entries) {
    if (entry.found || !text || entry.label.toLowerCase().includes(text)) byLabel.push(entry);
    else if (
      entry.description.toLowerCase().includes(text) ||
      entry.keywords.some((keyword) => keyword.toLowerCase().includes(text))
    )
      byOther.push(entry);
  }
  const ranked = [...byLabel, ...byOther];
  return GROUP_ORDER.flatMap((group) => ranked.filter((entry) => entry.group === group));
}

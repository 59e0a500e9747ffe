/**
 * Ctrl/Cmd+K over everything: run a command (new image, switch theme, export the selection,
 * open the trash), find an asset or a task by text, or jump to any page, model or action.
 */
import { Group, Kbd, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { Spotlight, spotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { commandKeys } from '../commands/keys';
import { t } from '../../shared/i18n/activeLanguage';
import { useCatalog } from '../data/resources';
import { filterEntries, paletteEntries, TOGGLE_THEME, type PaletteEntry } from './paletteActions';
import { usePaletteCommand, useRegisteredCommands } from './paletteCommands';
import { usePaletteSearch } from './usePaletteSearch';

export function CommandPalette(): React.JSX.Element {
  const catalog = useCatalog();
  const [query, setQuery] = useState('');
  const found = usePaletteSearch(query);
  const registered = useRegisteredCommands();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  // One registration for the palette's life: the command reads the current scheme when run
  // (Mantine's setter is a new function each render, and re-registering re-renders).
  const toggle = useRef(() => {});
  toggle.current = () => setColorScheme(scheme === 'dark' ? 'light' : 'dark');
  const theme = useMemo(
    () => ({
      id: TOGGLE_THEME,
      entry: paletteEntries().find((each) => each.id === TOGGLE_THEME)!,
      run: () => toggle.current(),
    }),
    [],
  );
  usePaletteCommand(theme);
  // Ctrl/Cmd+K comes from the command table (useCommandKeys), not Spotlight's own hotkey, so that
  // the key and the View menu's item open it the same way and nothing toggles it twice.
  usePaletteCommand(
    useMemo(() => ({ id: 'view.palette', entry: null, run: () => spotlight.open() }), []),
  );

  const names = useMemo(
    () =>
      Object.fromEntries(
        (catalog.data?.catalog.models ?? [])
          .filter((model) => model.name)
          .map((model) => [model.model_key, model.name as string]),
      ),
    [catalog.data],
  );
  const actions = useMemo<SpotlightActionGroupData[]>(() => {
    const own = paletteEntries(names).filter(
      (entry) => !entry.command || registered.has(entry.command),
    );
    const extra = [...registered.values()].flatMap((command) =>
      command.entry && !own.some((each) => each.id === command.entry?.id) ? [command.entry] : [],
    );
    // Results of an older search are not shown against newer text.
    const results = found.text === query.trim() ? found.entries : [];
    const groups = new Map<string, SpotlightActionGroupData>();
    for (const entry of filterEntries(query, [...own, ...extra, ...results])) {
      const group = groups.get(entry.group) ?? {
        group: t(`palette.group.${entry.group}`),
        actions: [],
      };
      const keys = entry.shortcut ? commandKeys(entry.shortcut) : null;
      const rightSection = keys ? (
        <Group gap={2} wrap="nowrap">
          {keys.map((key) => (
            <Kbd key={key} size="xs">
              {key}
            </Kbd>
          ))}
        </Group>
      ) : undefined;
      group.actions.push({
        id: entry.id,
        label: entry.label,
        description: entry.description,
        onClick: () => run(entry),
        ...(rightSection ? { rightSection } : {}),
      });
      groups.set(entry.group, group);
    }
    return [...groups.values()];

    function run(entry: PaletteEntry): void {
      if (entry.command) registered.get(entry.command)?.run();
      else if (entry.href) window.location.hash = entry.href.slice(1);
    }
  }, [names, registered, found, query]);

  return (
    <Spotlight
      actions={actions}
      query={query}
      onQueryChange={setQuery}
      filter={(_query, filtered) => filtered}
      shortcut={null}
      nothingFound={
        query.trim().length >= 2 && found.text !== query.trim()
          ? t('palette.searching')
          : t('palette.nothingFound')
      }
      highlightQuery
      limit={24}
      scrollable
      maxHeight={460}
      searchProps={{
        leftSection: <IconSearch size={18} aria-hidden />,
        placeholder: t('palette.placeholder'),
        'aria-label': t('palette.searchLabel'),
      }}
    />
  );
}

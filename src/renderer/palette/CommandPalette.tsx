/** Ctrl/Cmd+K: jump to any page, model form or music action form. */
import { Spotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useCatalog } from '../data/resources';
import { paletteEntries } from './paletteActions';

export function CommandPalette(): React.JSX.Element {
  const catalog = useCatalog();
  const names = useMemo(
    () => Object.fromEntries((catalog.data?.catalog.models ?? []).filter((model) => model.name).map((model) => [model.model_key, model.name as string])),
    [catalog.data],
  );
  const actions = useMemo<SpotlightActionGroupData[]>(() => {
    const groups = new Map<string, SpotlightActionGroupData>();
    for (const entry of paletteEntries(names)) {
      const group = groups.get(entry.group) ?? { group: entry.group, actions: [] };
      group.actions.push({
        id: entry.id,
        label: entry.label,
        description: entry.description,
        keywords: entry.keywords,
        onClick: () => {
          window.location.hash = entry.href.slice(1);
        },
      });
      groups.set(entry.group, group);
    }
    return [...groups.values()];
  }, [names]);
  return (
    <Spotlight
      actions={actions}
      shortcut={['mod + K']}
      nothingFound="Nothing found"
      highlightQuery
      limit={12}
      scrollable
      maxHeight={420}
      searchProps={{ leftSection: <IconSearch size={18} aria-hidden />, placeholder: 'Go to a page, model or music action…', 'aria-label': 'Search commands' }}
    />
  );
}

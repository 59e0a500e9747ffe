/** Search, filters, sort, view toggle and the library-archive menu above the collection. */
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  MultiSelect,
  Popover,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconArchive,
  IconFileImport,
  IconFilter,
  IconLayoutGrid,
  IconList,
  IconPackageExport,
  IconSearch,
  IconX,
} from '@tabler/icons-react';
import { ASSET_KINDS, type AssetKind } from '../../shared/ipc/library';
import { MODEL_KEYS, MUSIC_ACTIONS } from '../../shared/service';
import { MUSICAL_KEYS, keyName, type MusicalKey } from '../../shared/service/music/musicalKeys';
import { KIND_LABELS } from './assetPresentation';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  parseBpm,
  parseDuration,
  type LibraryFilters,
  type LibrarySort,
} from './libraryFilters';
import { TrashButton } from './TrashButton';

export type LibraryView = 'grid' | 'list';

/**
 * Every sort the library offers; assets whose duration, size or tempo is unknown come last.
 * Keys are a filter, not a sort: an order of keys (C, C♯, D… or the circle of fifths) means
 * little when browsing, while "only A minor" is what a producer asks for.
 */
const SORT_OPTIONS: { value: LibrarySort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'title', label: 'Title A–Z' },
  { value: 'longest', label: 'Longest first' },
  { value: 'shortest', label: 'Shortest first' },
  { value: 'largest', label: 'Largest image' },
  { value: 'fastest', label: 'Fastest first' },
  { value: 'slowest', label: 'Slowest first' },
];

/** The 24 keys by name, in the spec's order (C major, C minor, C♯ major…). */
const KEY_OPTIONS = MUSICAL_KEYS.map((key) => ({ value: key, label: keyName(key) }));

export interface LibraryToolbarProps {
  filters: LibraryFilters;
  onFilters: (filters: LibraryFilters) => void;
  /** The search box's own text (the page debounces it into `filters.text`). */
  text: string;
  onText: (text: string) => void;
  view: LibraryView;
  onView: (view: LibraryView) => void;
  knownTags: string[];
  onExportArchive: () => void;
  onImportArchive: () => void;
  archiveBusy: boolean;
}

export function LibraryToolbar(props: LibraryToolbarProps): React.JSX.Element {
  const { filters } = props;
  const set = (change: Partial<LibraryFilters>) => props.onFilters({ ...filters, ...change });
  const count = activeFilterCount(filters);
  return (
    <Group gap="sm" mb="sm" wrap="wrap">
      <TextInput
        placeholder="Search prompts, titles, styles, lyrics, tags"
        aria-label="Search the library"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          props.text ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label="Clear search"
              onClick={() => props.onText('')}
            >
              <IconX size={14} />
            </ActionIcon>
          ) : null
        }
        value={props.text}
        onChange={(event) => props.onText(event.currentTarget.value)}
        style={{ flex: 1, minWidth: 220 }}
        data-testid="library-search"
      />
      <Popover width={420} position="bottom-end" shadow="md" trapFocus>
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<IconFilter size={16} />}
            rightSection={
              count > 0 ? (
                <Badge size="xs" circle>
                  {count}
                </Badge>
              ) : null
            }
          >
            Filters
          </Button>
        </Popover.Target>
        {/* Scrolls inside itself in a small window rather than hiding "Favorites only" and "Clear filters" below it. */}
        <Popover.Dropdown mah="calc(100dvh - 220px)" style={{ overflowY: 'auto' }}>
          <Stack gap="xs">
            {/* Pairs side by side: with the tempo and key filters, one column no longer fits a laptop screen. */}
            <Group grow gap="xs" align="flex-start">
              <MultiSelect
                label="Kind"
                size="xs"
                data={ASSET_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
                value={filters.kinds}
                onChange={(kinds) => set({ kinds: kinds as AssetKind[] })}
                clearable
                comboboxProps={{ withinPortal: false }}
              />
              <MultiSelect
                label="Profile"
                size="xs"
                data={[
                  { value: 'sandbox', label: 'Sandbox' },
                  { value: 'live', label: 'Live' },
                ]}
                value={filters.profileIds}
                onChange={(profileIds) => set({ profileIds })}
                clearable
                comboboxProps={{ withinPortal: false }}
              />
            </Group>
            <Group grow gap="xs" align="flex-start">
              <MultiSelect
                label="Model"
                size="xs"
                data={[...MODEL_KEYS]}
                value={filters.models}
                onChange={(models) => set({ models })}
                searchable
                clearable
                comboboxProps={{ withinPortal: false }}
              />
              <MultiSelect
                label="Music action"
                size="xs"
                data={[...MUSIC_ACTIONS]}
                value={filters.actions}
                onChange={(actions) => set({ actions })}
                searchable
                clearable
                comboboxProps={{ withinPortal: false }}
              />
            </Group>
            <MultiSelect
              label="Tags"
              size="xs"
              data={props.knownTags}
              value={filters.tags}
              onChange={(tags) => set({ tags })}
              searchable
              clearable
              comboboxProps={{ withinPortal: false }}
            />
            <Group grow gap="xs">
              <TextInput
                label="From"
                size="xs"
                type="date"
                value={filters.fromDate}
                onChange={(event) => set({ fromDate: event.currentTarget.value })}
              />
              <TextInput
                label="To"
                size="xs"
                type="date"
                value={filters.toDate}
                onChange={(event) => set({ toDate: event.currentTarget.value })}
              />
            </Group>
            <Group grow gap="xs" align="flex-start">
              {(['minDuration', 'maxDuration'] as const).map((field) => (
                <TextInput
                  key={field}
                  label={field === 'minDuration' ? 'Length from' : 'Length to'}
                  size="xs"
                  placeholder="m:ss"
                  value={filters[field]}
                  error={
                    filters[field].trim() && parseDuration(filters[field]) === null
                      ? 'Type a length like 1:30'
                      : undefined
                  }
                  onChange={(event) => set({ [field]: event.currentTarget.value })}
                />
              ))}
            </Group>
            <Group grow gap="xs" align="flex-start">
              {(['minBpm', 'maxBpm'] as const).map((field) => (
                <TextInput
                  key={field}
                  label={field === 'minBpm' ? 'Tempo from' : 'Tempo to'}
                  size="xs"
                  placeholder="BPM"
                  inputMode="decimal"
                  value={filters[field]}
                  error={
                    filters[field].trim() && parseBpm(filters[field]) === null
                      ? 'Type a tempo from 1 to 300 BPM'
                      : undefined
                  }
                  onChange={(event) => set({ [field]: event.currentTarget.value })}
                />
              ))}
            </Group>
            <MultiSelect
              label="Key"
              size="xs"
              placeholder={filters.musicalKeys.length ? undefined : 'Any key'}
              data={KEY_OPTIONS}
              value={filters.musicalKeys}
              onChange={(keys) => set({ musicalKeys: keys as MusicalKey[] })}
              searchable
              clearable
              comboboxProps={{ withinPortal: false }}
            />
            <Switch
              label="Favorites only"
              size="sm"
              checked={filters.favoritesOnly}
              onChange={(event) => set({ favoritesOnly: event.currentTarget.checked })}
            />
            <Button
              size="xs"
              variant="subtle"
              disabled={count === 0}
              onClick={() =>
                props.onFilters({ ...DEFAULT_FILTERS, text: filters.text, sort: filters.sort })
              }
            >
              Clear filters
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Select
        aria-label="Sort"
        w={160}
        allowDeselect={false}
        data={SORT_OPTIONS}
        value={filters.sort}
        onChange={(sort) => sort && set({ sort: sort as LibrarySort })}
      />
      <SegmentedControl
        aria-label="View"
        value={props.view}
        onChange={(view) => props.onView(view as LibraryView)}
        data={[
          { value: 'grid', label: <IconLayoutGrid size={16} aria-label="Grid view" /> },
          { value: 'list', label: <IconList size={16} aria-label="List view" /> },
        ]}
      />
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <Tooltip label="Library archive">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Library archive"
              loading={props.archiveBusy}
            >
              <IconArchive size={18} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Move the library between computers</Menu.Label>
          <Menu.Item leftSection={<IconPackageExport size={14} />} onClick={props.onExportArchive}>
            Export library archive…
          </Menu.Item>
          <Menu.Item leftSection={<IconFileImport size={14} />} onClick={props.onImportArchive}>
            Import library archive…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <TrashButton />
    </Group>
  );
}

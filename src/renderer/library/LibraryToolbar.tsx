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
import { useMemo } from 'react';
import { ASSET_KINDS, type AssetKind } from '../../shared/ipc/library';
import type { MessageKey } from '../../shared/i18n/translator';
import { MODEL_KEYS, MUSIC_ACTIONS } from '../../shared/service';
import { actionName } from '../../shared/service/music/actionNames';
import { MUSICAL_KEYS, keyName, type MusicalKey } from '../../shared/service/music/musicalKeys';
import { useModelNames } from '../catalog/targetName';
import { useLocale, useT } from '../i18n/useLocale';
import { kindName } from './assetPresentation';
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
const SORT_OPTIONS: { value: LibrarySort; label: MessageKey }[] = [
  { value: 'newest', label: 'library.sort.newest' },
  { value: 'oldest', label: 'library.sort.oldest' },
  { value: 'title', label: 'library.sort.title' },
  { value: 'longest', label: 'library.sort.longest' },
  { value: 'shortest', label: 'library.sort.shortest' },
  { value: 'largest', label: 'library.sort.largest' },
  { value: 'fastest', label: 'library.sort.fastest' },
  { value: 'slowest', label: 'library.sort.slowest' },
];

/** The 24 keys by name, in the spec's order (C major, C minor, C♯ major…). */
/** The key filter's choices, named in the language of the moment (built per render, not once at load). */
const keyOptions = (): { value: MusicalKey; label: string }[] =>
  MUSICAL_KEYS.map((key) => ({ value: key, label: keyName(key) }));

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
  /** The collection entry (CollectionPicker), shown before the archive menu. */
  collectionEntry?: React.ReactNode;
}

export function LibraryToolbar(props: LibraryToolbarProps): React.JSX.Element {
  const t = useT();
  const locale = useLocale();
  const modelNames = useModelNames();
  // Rebuilt when the language changes: "C major" becomes "C-Dur" at once, with no restart.
  const keyChoices = useMemo(keyOptions, [locale]);
  const { filters } = props;
  const set = (change: Partial<LibraryFilters>) => props.onFilters({ ...filters, ...change });
  const count = activeFilterCount(filters);
  return (
    <Group gap="sm" mb="sm" wrap="wrap">
      <TextInput
        placeholder={t('library.toolbar.searchPlaceholder')}
        aria-label={t('library.toolbar.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          props.text ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('library.toolbar.clearSearch')}
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
            {t('library.filters.button')}
          </Button>
        </Popover.Target>
        {/* Scrolls inside itself in a small window rather than hiding "Favorites only" and "Clear filters" below it. */}
        <Popover.Dropdown mah="calc(100dvh - 220px)" style={{ overflowY: 'auto' }}>
          <Stack gap="xs">
            {/* Pairs side by side: with the tempo and key filters, one column no longer fits a laptop screen. */}
            <Group grow gap="xs" align="flex-start">
              <MultiSelect
                label={t('library.filters.kind')}
                size="xs"
                data={ASSET_KINDS.map((kind) => ({ value: kind, label: kindName(kind) }))}
                value={filters.kinds}
                onChange={(kinds) => set({ kinds: kinds as AssetKind[] })}
                clearable
                comboboxProps={{ withinPortal: false }}
              />
              <MultiSelect
                label={t('library.filters.profile')}
                size="xs"
                data={[
                  { value: 'sandbox', label: t('library.filters.sandbox') },
                  { value: 'live', label: t('library.filters.live') },
                ]}
                value={filters.profileIds}
                onChange={(profileIds) => set({ profileIds })}
                clearable
                comboboxProps={{ withinPortal: false }}
              />
            </Group>
            <Group grow gap="xs" align="flex-start">
              <MultiSelect
                label={t('library.filters.model')}
                size="xs"
                data={MODEL_KEYS.map((model) => ({
                  value: model,
                  label: modelNames[model] ?? model,
                }))}
                value={filters.models}
                onChange={(models) => set({ models })}
                searchable
                clearable
                comboboxProps={{ withinPortal: false }}
              />
              <MultiSelect
                label={t('library.filters.action')}
                size="xs"
                // Human names only: the API's action names stay under a task's technical details.
                data={MUSIC_ACTIONS.map((action) => ({ value: action, label: actionName(action) }))}
                value={filters.actions}
                onChange={(actions) => set({ actions })}
                searchable
                clearable
                comboboxProps={{ withinPortal: false }}
              />
            </Group>
            <MultiSelect
              label={t('library.filters.tags')}
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
                label={t('library.filters.from')}
                size="xs"
                type="date"
                value={filters.fromDate}
                onChange={(event) => set({ fromDate: event.currentTarget.value })}
              />
              <TextInput
                label={t('library.filters.to')}
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
                  label={t(
                    field === 'minDuration'
                      ? 'library.filters.lengthFrom'
                      : 'library.filters.lengthTo',
                  )}
                  size="xs"
                  placeholder={t('library.filters.lengthPlaceholder')}
                  value={filters[field]}
                  error={
                    filters[field].trim() && parseDuration(filters[field]) === null
                      ? t('library.filters.lengthInvalid')
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
                  label={t(
                    field === 'minBpm' ? 'library.filters.tempoFrom' : 'library.filters.tempoTo',
                  )}
                  size="xs"
                  placeholder={t('library.filters.tempoPlaceholder')}
                  inputMode="decimal"
                  value={filters[field]}
                  error={
                    filters[field].trim() && parseBpm(filters[field]) === null
                      ? t('library.filters.tempoInvalid')
                      : undefined
                  }
                  onChange={(event) => set({ [field]: event.currentTarget.value })}
                />
              ))}
            </Group>
            <MultiSelect
              label={t('library.filters.key')}
              size="xs"
              placeholder={filters.musicalKeys.length ? undefined : t('library.filters.anyKey')}
              data={keyChoices}
              value={filters.musicalKeys}
              onChange={(keys) => set({ musicalKeys: keys as MusicalKey[] })}
              searchable
              clearable
              comboboxProps={{ withinPortal: false }}
            />
            <Switch
              label={t('library.filters.favoritesOnly')}
              size="sm"
              checked={filters.favoritesOnly}
              onChange={(event) => set({ favoritesOnly: event.currentTarget.checked })}
            />
            <Button
              size="xs"
              variant="subtle"
              disabled={count === 0}
              onClick={() =>
                props.onFilters({
                  ...DEFAULT_FILTERS,
                  text: filters.text,
                  sort: filters.sort,
                  collectionId: filters.collectionId,
                })
              }
            >
              {t('library.filters.clear')}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Select
        aria-label={t('library.sort.label')}
        w={180}
        allowDeselect={false}
        data={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        value={filters.sort}
        onChange={(sort) => sort && set({ sort: sort as LibrarySort })}
      />
      <SegmentedControl
        aria-label={t('library.toolbar.view')}
        value={props.view}
        onChange={(view) => props.onView(view as LibraryView)}
        data={[
          {
            value: 'grid',
            label: <IconLayoutGrid size={16} aria-label={t('library.toolbar.gridView')} />,
          },
          {
            value: 'list',
            label: <IconList size={16} aria-label={t('library.toolbar.listView')} />,
          },
        ]}
      />
      {props.collectionEntry}
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <Tooltip label={t('library.archive.label')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('library.archive.label')}
              loading={props.archiveBusy}
            >
              <IconArchive size={18} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('library.archive.heading')}</Menu.Label>
          <Menu.Item leftSection={<IconPackageExport size={14} />} onClick={props.onExportArchive}>
            {t('library.archive.export')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileImport size={14} />} onClick={props.onImportArchive}>
            {t('library.archive.import')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <TrashButton />
    </Group>
  );
}

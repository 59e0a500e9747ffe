/**
 * The Library page's body: toolbar, selection bar, grid or list and preview drawer, wired
 * to selection, keyboard, exports, the trash, the compare view and live updates.
 */
import { Anchor, Box, Center, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useLocalStorage } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EXPORT_SELECTION_MAX } from '../../shared/ipc/exports';
import type { AssetView } from '../../shared/ipc/library';
import { useSettings } from '../data/resources';
import { localMonth } from '../format/date';
import { ErrorAlert, describeError } from '../errors';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { matchesCommand } from '../commands/keys';
import { useT } from '../i18n/useLocale';
import { usePaletteCommand } from '../palette/paletteCommands';
import { AssetGrid } from './AssetGrid';
import { COLLECTION_FILL, type AssetCollectionProps } from './assetItemProps';
import { AssetList } from './AssetList';
import { AssetPreview } from './AssetPreview';
import { CollectionPicker } from './CollectionPicker';
import { CollectionSelectionButtons, type MatchingQuery } from './CollectionSelectionButtons';
import { compareSet } from './compareModel';
import { CompareView } from './CompareView';
import { dragIds, startDragOut } from './dragOut';
import { LibraryActionsContext, type LibraryActions } from './libraryActions';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  toListQuery,
  type LibraryFilters,
} from './libraryFilters';
import { LibraryToolbar, type LibraryView } from './LibraryToolbar';
import { SelectionBar } from './SelectionBar';
import {
  EMPTY_SELECTION,
  clickSelect,
  keepListed,
  selectAll,
  selectedInOrder,
  toggleSelected,
  withoutIds,
  type Selection,
} from './selectionModel';
import { useExports } from './useExports';
import { moveToTrash } from './moveToTrash';
import { arrangeStacks, withFoldedParts } from './stacks';
import { useAssetLink } from './useAssetLink';
import { MAX_PAGES } from './libraryWindow';
import { useCollections } from './useCollections';
import { useLibraryAssets } from './useLibraryAssets';
import { useLibraryTimeline } from './useLibraryTimeline';
import { TimelineRail } from './TimelineRail';
import { useLibraryAudition } from './useLibraryAudition';
import { useMenuState } from './useMenuState';

/** The filters as "all matching" for main (no page): what Select all matching selected. */
function matchingQuery(filters: LibraryFilters): MatchingQuery {
  const { limit: _limit, cursor: _cursor, ...query } = toListQuery(filters, { limit: 1 });
  return query;
}

export function LibraryBrowser(): React.JSX.Element {
  const t = useT();
  const [text, setText] = useState('');
  const [debouncedText] = useDebouncedValue(text, 250);
  const [baseFilters, setBaseFilters] = useState<LibraryFilters>(DEFAULT_FILTERS);
  const filters = useMemo(
    () => ({ ...baseFilters, text: debouncedText }),
    [baseFilters, debouncedText],
  );
  const [view, setView] = useLocalStorage<LibraryView>({
    key: 'atelier.library.view',
    defaultValue: 'grid',
  });
  const assets = useLibraryAssets(filters, 'library', MAX_PAGES);
  const timeline = useLibraryTimeline(filters);
  const [topMonth, setTopMonth] = useState<string | null>(null);
  const onTopItem = useCallback((asset: AssetView) => setTopMonth(localMonth(asset.createdAt)), []);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  /** The selection "Select all matching" made, with how many assets match in all; stale once the selection changes. */
  const [matching, setMatching] = useState<{ selection: Selection; total: number } | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [previewFallback, setPreviewFallback] = useState<AssetView | null>(null);
  const [knownTags, setKnownTags] = useState<string[]>([]);
  const settings = useSettings();
  const exports = useExports();
  const [archiveBusy, setArchiveBusy] = useState(false);
  const collections = useCollections();
  const shownCollection =
    collections.items.find((each) => each.id === filters.collectionId) ?? null;
  const [comparing, setComparing] = useState<ReturnType<typeof compareSet> | null>(null);
  // Parts of one result fold under their first (stacks.ts); the page shows `shown`.
  const [openStacks, setOpenStacks] = useState<ReadonlySet<string>>(new Set());
  const arranged = useMemo(
    () => arrangeStacks(assets.items, openStacks),
    [assets.items, openStacks],
  );
  const shown = arranged.items;
  const toggleStack = useCallback(
    (key: string) =>
      setOpenStacks((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  /** The assets an action on these cards means (a closed stack stands for all its parts). */
  const meant = (ids: readonly string[]): AssetView[] => {
    const wanted = new Set(withFoldedParts(ids, arranged.stacks));
    return assets.items.filter((item) => wanted.has(item.id));
  };
  /** Selected ids the window let go (scrolled far away): actions on the selection take them too. */
  const letGo = (ids: readonly string[]): string[] => ids.filter((id) => !heldIds.has(id));
  const audition = useLibraryAudition(shown, setFocusedId);

  const order = useMemo(() => shown.map((item) => item.id), [shown]);
  // What is no longer shown leaves the selection (folded into a stack, filtered out), except
  // what the view let go while scrolling (libraryWindow.ts): that stays selected until new
  // filters or a reload; assets that leave the library leave it too (below).
  const heldIds = useMemo(() => new Set(assets.items.map((item) => item.id)), [assets.items]);
  const seenReloads = useRef(assets.reloads);
  useEffect(() => {
    const reloaded = seenReloads.current !== assets.reloads;
    seenReloads.current = assets.reloads;
    setSelection((current) =>
      keepListed(
        current,
        reloaded ? order : [...order, ...[...current.ids].filter((id) => !heldIds.has(id))],
      ),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when what is shown changes; reloads and held ids are read with it
  }, [order]);

  const loadTags = useCallback(() => {
    window.atelier.library.tags().then(
      (tags) => setKnownTags(tags.map((each) => each.tag)),
      () => undefined,
    );
  }, []);
  useEffect(loadTags, [loadTags]);
  useAtelierEvent('library:changed', (change) => {
    loadTags();
    if (change.reason === 'deleted' || change.reason === 'trashed')
      setSelection((current) => withoutIds(current, change.assetIds));
    if (
      (change.reason === 'deleted' || change.reason === 'trashed') &&
      previewId &&
      change.assetIds.includes(previewId)
    )
      setPreviewId(null);
  });

  // The collection shown lost or gained members: its view reads them again.
  useAtelierEvent('collections:changed', (change) => {
    if (filters.collectionId && change.collectionIds.includes(filters.collectionId))
      assets.reload();
  });

  // The preview follows live updates of its asset (rename, tags) when it is in the list.
  const preview = previewId
    ? (assets.items.find((item) => item.id === previewId) ??
      (previewFallback?.id === previewId ? previewFallback : null))
    : null;

  const actions: LibraryActions = {
    open: (asset) => {
      setPreviewFallback(asset);
      setPreviewId(asset.id);
      setFocusedId(asset.id);
    },
    moveToTrash: (items) => void moveToTrash(items),
    patch: (asset) => {
      assets.patch(asset);
      if (previewFallback?.id === asset.id) setPreviewFallback(asset);
    },
    exports,
    stemNameTemplate: settings.data?.export.stemNameTemplate,
    knownTags,
  };

  // Shown ones in the order seen, then those the view let go (scrolled far away).
  const selectedIds = selectedInOrder(selection, order);
  if (selectedIds.length < selection.ids.size) {
    const listed = new Set(selectedIds);
    selectedIds.push(...[...selection.ids].filter((id) => !listed.has(id)));
  }
  useAssetLink(actions.open);
  const currentFilters = useRef(filters);
  currentFilters.current = filters;
  const selectAllMatching = async () => {
    const asked = filters;
    const { limit: _limit, cursor: _cursor, ...query } = toListQuery(asked, { limit: 1 });
    try {
      const found = await window.atelier.library.matchingIds(query);
      // The filters changed while the ids were read: they are another view's matches.
      if (currentFilters.current !== asked) return;
      const all: Selection = { ids: new Set(found.ids), anchor: order[0] ?? null };
      setSelection(all);
      setMatching({ selection: all, total: found.total });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('library.browser.selectAllFailed'),
        message: describeError(error).action,
      });
    }
  };
  const exportSelection = () =>
    void exports.run(t('library.browser.exportSelection'), () =>
      window.atelier.exports.selection({
        ids: withFoldedParts(selectedIds, arranged.stacks).slice(0, EXPORT_SELECTION_MAX),
      }),
    );
  const exportRef = useRef(exportSelection);
  exportRef.current = exportSelection;
  const count = selectedIds.length;
  // A closed stack's card stands for its parts: selecting a variations stack compares its variations.
  const toCompare = compareSet(meant(selectedIds));
  // Export selection (palette, menu) acts only when the selection bar's Export button would.
  const canExport = count > 0 && count <= EXPORT_SELECTION_MAX && exports.busy === null;
  usePaletteCommand(
    useMemo(
      () =>
        canExport
          ? {
              id: 'library.exportSelection',
              entry: {
                id: 'library.exportSelection',
                command: 'library.exportSelection',
                group: 'Commands',
                label: t('library.browser.exportSelectionCount', { count }),
                description: t('library.browser.exportSelectionDetail'),
                keywords: ['save', 'files'],
              },
              run: () => exportRef.current(),
            }
          : null,
      [canExport, count, t],
    ),
  );
  useMenuState(canExport);
  // File → Import library archive… (and the palette) run the toolbar's import.
  const archiveRef = useRef<(kind: 'export' | 'import') => void>(() => undefined);
  usePaletteCommand(
    useMemo(
      () => ({
        id: 'file.importArchive',
        entry: {
          id: 'file.importArchive',
          command: 'file.importArchive',
          group: 'Commands',
          label: t('command.file.importArchive'),
          description: t('library.browser.importArchiveDetail'),
          keywords: ['import', 'archive', 'zip'],
        },
        run: () => archiveRef.current('import'),
      }),
      [t],
    ),
  );

  const onKeyDown: AssetCollectionProps['onKeyDown'] = (event, columns) => {
    const modifier = event.ctrlKey || event.metaKey;
    if (matchesCommand(event, 'library.selectAll')) {
      event.preventDefault();
      setSelection(selectAll(order));
      return;
    }
    if (matchesCommand(event, 'library.clearSelection')) return setSelection(EMPTY_SELECTION);
    const focused = focusedId ? assets.items.find((item) => item.id === focusedId) : undefined;
    if (matchesCommand(event, 'library.trash') && (selectedIds.length || focused)) {
      event.preventDefault();
      void moveToTrash(
        meant(selectedIds.length ? selectedIds : focused ? [focused.id] : []),
        letGo(selectedIds),
      );
      return;
    }
    if (event.key === 'Enter' && focused) return actions.open(focused);
    // Space on a control inside an item (checkbox, button) is that control's. On the collection
    // it plays or pauses; with Ctrl/Cmd it toggles the focused item's selection.
    if (event.key === ' ' && event.target === event.currentTarget) {
      event.preventDefault();
      if (!modifier) return audition.toggle(focused);
      if (focused) setSelection((current) => toggleSelected(current, focused.id));
      return;
    }
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      Home: -Infinity,
      End: Infinity,
    };
    const move = moves[event.key];
    if (move === undefined || order.length === 0) return;
    event.preventDefault();
    const from = focusedId ? order.indexOf(focusedId) : -1;
    const index = Math.min(order.length - 1, Math.max(0, from === -1 ? 0 : from + move));
    const id = order[index]!;
    setFocusedId(id);
    if (event.shiftKey)
      setSelection((current) =>
        clickSelect(
          current.anchor ? current : { ids: current.ids, anchor: focusedId ?? id },
          order,
          id,
          { shift: true },
        ),
      );
    else if (!modifier) {
      // A plain move selects the item (Ctrl/Cmd moves the focus only) and, while playing, plays it.
      setSelection((current) => clickSelect(current, order, id));
      audition.moved(shown[index]!);
    }
    if (index >= order.length - 2) assets.loadMore();
    if (index <= 1) assets.loadPrevious();
  };

  const collection: AssetCollectionProps = {
    items: shown,
    selectedIds: selection.ids,
    focusedId,
    hasMore: assets.hasMore,
    loadMore: assets.loadMore,
    hasPrevious: assets.hasPrevious,
    loadPrevious: assets.loadPrevious,
    shift: assets.shift,
    onItemClick: (event, asset) => {
      setFocusedId(asset.id);
      setSelection((current) =>
        clickSelect(current, order, asset.id, {
          shift: event.shiftKey,
          toggle: event.ctrlKey || event.metaKey,
        }),
      );
      audition.clicked(event, asset);
    },
    onToggle: (asset) => setSelection((current) => toggleSelected(current, asset.id)),
    onDragStart: (event, asset) =>
      startDragOut(event, withFoldedParts(dragIds(asset.id, selectedIds), arranged.stacks)),
    onKeyDown,
    stacks: arranged.stacks,
    onToggleStack: toggleStack,
    jumps: assets.jumps,
    onTopItem,
  };

  const archive = async (kind: 'export' | 'import') => {
    setArchiveBusy(true);
    try {
      if (kind === 'export')
        await exports.run(t('library.browser.exportArchive'), () =>
          window.atelier.exports.exportArchive(),
        );
      else {
        const result = await window.atelier.exports.importArchive();
        if (!result.cancelled) {
          notifications.show({
            color: result.failed.length ? 'orange' : 'teal',
            title: t('library.browser.imported', { count: result.imported }),
            message: result.failed.length
              ? t('library.browser.importSkippedFailed', {
                  skipped: result.skipped,
                  failed: result.failed.length,
                  names: result.failed.map((each) => `${each.name} (${each.reason})`).join(', '),
                })
              : t('library.browser.importSkipped', { skipped: result.skipped }),
          });
          assets.reload();
        }
      }
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('library.browser.importFailed'),
        message: describeError(error).action,
      });
    } finally {
      setArchiveBusy(false);
    }
  };

  archiveRef.current = (kind) => void archive(kind);

  const filtered = activeFilterCount(filters) > 0 || filters.text.trim() !== '';
  return (
    <LibraryActionsContext.Provider value={actions}>
      <LibraryToolbar
        filters={baseFilters}
        onFilters={setBaseFilters}
        text={text}
        onText={setText}
        view={view}
        onView={setView}
        knownTags={knownTags}
        onExportArchive={() => void archive('export')}
        onImportArchive={() => void archive('import')}
        archiveBusy={archiveBusy}
        collectionEntry={
          <CollectionPicker
            collections={collections.items}
            value={baseFilters.collectionId}
            onChange={(collectionId) => setBaseFilters((current) => ({ ...current, collectionId }))}
            exports={exports}
          />
        }
      />
      <SelectionBar
        ids={selectedIds}
        total={shown.length}
        moreMatching={assets.hasMore || assets.hasPrevious}
        matchingTotal={matching?.selection === selection ? matching.total : null}
        busy={exports.busy !== null}
        compareBlocked={
          toCompare.mode === 'none'
            ? count === 0
              ? t('library.browser.compareHint')
              : toCompare.reason
            : null
        }
        onCompare={() => setComparing(toCompare)}
        onExport={exportSelection}
        onTrash={() => void moveToTrash(meant(selectedIds), letGo(selectedIds))}
        onClear={() => setSelection(EMPTY_SELECTION)}
        onSelectAll={() => setSelection(selectAll(order))}
        onSelectAllMatching={() => void selectAllMatching()}
        collectionButtons={
          <CollectionSelectionButtons
            collections={collections.items}
            shown={shownCollection}
            ids={withFoldedParts(selectedIds, arranged.stacks)}
            matching={matching?.selection === selection ? matchingQuery(filters) : null}
          />
        }
      />
      {assets.error !== undefined && (
        <ErrorAlert error={assets.error} title={t('library.browser.readFailed')} />
      )}
      {assets.loading && assets.items.length === 0 ? (
        <Center h={200}>
          <Loader role="status" aria-label={t('library.browser.loading')} />
        </Center>
      ) : assets.items.length === 0 && assets.error === undefined ? (
        <Center h={240}>
          <Stack align="center" gap={4} data-testid="library-empty">
            {shownCollection?.count === 0 ? (
              <>
                <Text fw={600}>{t('collections.empty.title', { name: shownCollection.name })}</Text>
                <Text size="sm" c="dimmed">
                  {t('collections.empty.hint')}
                </Text>
              </>
            ) : (
              <>
                <Text fw={600}>
                  {filtered ? t('library.empty.noMatch') : t('library.empty.none')}
                </Text>
                <Text size="sm" c="dimmed">
                  {filtered ? t('library.empty.noMatchHint') : t('library.empty.noneHint')}
                </Text>
                {!filtered && <Anchor href="#/generate">{t('library.empty.generate')}</Anchor>}
              </>
            )}
          </Stack>
        </Center>
      ) : (
        <Box style={{ ...COLLECTION_FILL, display: 'flex', gap: 4 }}>
          {view === 'grid' ? <AssetGrid {...collection} /> : <AssetList {...collection} />}
          {/* One month has nowhere to jump: the rail shows from two. */}
          {timeline && timeline.length > 1 && (
            <TimelineRail
              months={timeline}
              currentMonth={topMonth}
              onJump={(month) => assets.jumpTo(month.cursor)}
            />
          )}
        </Box>
      )}
      <CompareView
        items={comparing && comparing.mode !== 'none' ? comparing.items : null}
        mode={comparing?.mode === 'ab' ? 'ab' : 'side-by-side'}
        onClose={() => setComparing(null)}
        onDiscard={(discarded) => {
          setSelection(EMPTY_SELECTION);
          void moveToTrash(discarded);
        }}
      />
      <AssetPreview asset={preview} onClose={() => setPreviewId(null)} onOpen={actions.open} />
    </LibraryActionsContext.Provider>
  );
}

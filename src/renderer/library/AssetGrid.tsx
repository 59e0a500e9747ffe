/** The library as a virtualized grid of cards: only the rows in view are in the DOM. */
import { Badge, Box, Checkbox, Group, Loader, Center, Paper, Stack, Text } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { AssetMenu } from './AssetMenu';
import { AssetThumb } from './AssetThumb';
import { assetCellId, COLLECTION_FILL, type AssetCollectionProps } from './assetItemProps';
import { useModelNames } from '../catalog/targetName';
import {
  kindLabel,
  assetApiOrigin,
  assetOrigin,
  displayTitle,
  formatDate,
} from './assetPresentation';
import { FavoriteButton } from './FavoriteButton';
import type { StackInfo } from './stacks';
import { STACK_MEMBER_STYLE, StackToggle } from './StackToggle';
import { InlineTitle } from './InlineTitle';
import { useT } from '../i18n/useLocale';
import { TitleText } from './TitleText';
import { useLibraryActions } from './libraryActions';
import { scrollMemory } from './scrollMemory';
import { useKeepRowsInView } from './useKeepRowsInView';
import { useWindowJumps } from './useWindowJumps';
import { formatClock, formatMusicFacts } from './trackFacts';

const CARD_MIN_WIDTH = 200;
// Room for the title's two lines: the name, then the version under it.
const CARD_HEIGHT = 244;
const GAP = 12;

function AssetCard(
  props: {
    asset: AssetView;
    selected: boolean;
    focused: boolean;
    stack: StackInfo | undefined;
  } & Pick<AssetCollectionProps, 'onItemClick' | 'onToggle' | 'onDragStart' | 'onToggleStack'>,
): React.JSX.Element {
  const t = useT();
  const actions = useLibraryActions();
  const modelNames = useModelNames();
  const { asset } = props;
  const musicFacts = formatMusicFacts(asset);
  const [renaming, setRenaming] = useState(false);
  return (
    <Paper
      withBorder
      p={8}
      h={CARD_HEIGHT}
      radius="md"
      role="gridcell"
      id={assetCellId(asset.id)}
      aria-selected={props.selected}
      data-asset-id={asset.id}
      data-kind={asset.kind}
      data-focused={props.focused || undefined}
      draggable={!renaming}
      onDragStart={(event) => props.onDragStart(event, asset)}
      onClick={(event) => !renaming && props.onItemClick(event, asset)}
      onDoubleClick={() => !renaming && actions.open(asset)}
      style={{
        cursor: 'pointer',
        outline: props.focused ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: 1,
        background: props.selected ? 'var(--mantine-primary-color-light)' : undefined,
        borderColor: props.selected ? 'var(--mantine-primary-color-filled)' : undefined,
        ...(props.stack && !props.stack.head ? STACK_MEMBER_STYLE : {}),
      }}
      data-stack={props.stack?.key}
    >
      <Stack gap={6} h="100%">
        <Box pos="relative">
          <AssetThumb asset={asset} size={140} />
          <Checkbox
            pos="absolute"
            top={6}
            left={6}
            size="xs"
            checked={props.selected}
            aria-label={t('library.item.select', { title: displayTitle(asset) })}
            onClick={(event) => event.stopPropagation()}
            onChange={() => props.onToggle(asset)}
          />
          <Box
            pos="absolute"
            top={2}
            right={2}
            bg="var(--mantine-color-body)"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <FavoriteButton asset={asset} onChanged={actions.patch} />
          </Box>
        </Box>
        {/* The title gives way (cut in its middle); the "…" menu keeps its place at the end. */}
        <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start" miw={0}>
          {renaming ? (
            <Box style={{ flex: '1 1 auto', minWidth: 0 }}>
              <InlineTitle
                asset={asset}
                onChanged={actions.patch}
                editing
                onEditingChange={setRenaming}
              />
            </Box>
          ) : (
            <TitleText title={displayTitle(asset)} versionBelow />
          )}
          <Box style={{ flex: 'none' }}>
            <AssetMenu asset={asset} onRename={() => setRenaming(true)} />
          </Box>
        </Group>
        <Group gap={6} wrap="nowrap">
          {props.stack?.head ? (
            <StackToggle stack={props.stack} onToggle={props.onToggleStack} />
          ) : (
            <Badge size="xs" variant="light" style={{ flex: 'none' }}>
              {kindLabel(asset)}
            </Badge>
          )}
          {asset.durationS !== null && (
            <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
              {formatClock(asset.durationS)}
            </Text>
          )}
          {musicFacts && (
            // Tempo and key stay whole; the origin after them is what gets cut (its full text is its tooltip).
            <Text size="xs" c="dimmed" style={{ flex: 'none' }} data-testid="card-music-facts">
              {musicFacts}
            </Text>
          )}
          <Text size="xs" c="dimmed" truncate="end" title={assetApiOrigin(asset)}>
            {assetOrigin(asset, modelNames)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" truncate="end">
          {formatDate(asset.createdAt)}
          {asset.tags.length > 0 ? ` · #${asset.tags.join(' #')}` : ''}
        </Text>
      </Stack>
    </Paper>
  );
}

export function AssetGrid(props: AssetCollectionProps): React.JSX.Element {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { ref: sizeRef, width } = useElementSize();
  const mergedRef = useMergedRef(scrollRef, sizeRef);
  const columns = Math.max(1, Math.floor((width + GAP) / (CARD_MIN_WIDTH + GAP)));
  const rows = Math.ceil(props.items.length / columns);
  const virtualizer = useVirtualizer({
    count: rows + (props.hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_HEIGHT + GAP,
    overscan: 3,
    ...scrollMemory('grid'),
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastIndex = virtualRows[virtualRows.length - 1]?.index ?? -1;
  const firstIndex = virtualRows[0]?.index ?? 0;
  const { hasMore, loadMore, hasPrevious, loadPrevious } = props;
  useEffect(() => {
    if (hasMore && lastIndex >= rows - 2) loadMore();
  }, [hasMore, lastIndex, rows, loadMore]);
  useEffect(() => {
    if (hasPrevious && firstIndex <= 1) loadPrevious?.();
  }, [hasPrevious, firstIndex, loadPrevious]);
  useWindowJumps(
    virtualizer,
    props.items,
    CARD_HEIGHT + GAP,
    columns,
    props.jumps,
    props.onTopItem,
  );
  useKeepRowsInView(scrollRef, props.items, props.shift, CARD_HEIGHT + GAP, columns);

  const focusedIndex = props.focusedId
    ? props.items.findIndex((item) => item.id === props.focusedId)
    : -1;
  useEffect(() => {
    if (focusedIndex >= 0)
      virtualizer.scrollToIndex(Math.floor(focusedIndex / columns), { align: 'auto' });
  }, [focusedIndex, columns, virtualizer]);

  return (
    <Box
      ref={mergedRef}
      style={{ ...COLLECTION_FILL, overflowY: 'auto', overflowX: 'hidden', outline: 'none' }}
      tabIndex={0}
      role="grid"
      aria-multiselectable
      aria-label={t('library.item.collection')}
      aria-activedescendant={
        props.focusedId && focusedIndex >= 0 ? assetCellId(props.focusedId) : undefined
      }
      data-testid="library-grid"
      onKeyDown={(event) => props.onKeyDown(event, columns)}
    >
      <Box pos="relative" h={virtualizer.getTotalSize()}>
        {virtualRows.map((row) => {
          const start = row.index * columns;
          const slice = props.items.slice(start, start + columns);
          return (
            <Box
              key={row.key}
              pos="absolute"
              top={0}
              left={0}
              w="100%"
              role="row"
              style={{
                transform: `translateY(${row.start}px)`,
                display: 'grid',
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                gap: GAP,
                paddingRight: 4,
              }}
            >
              {row.index >= rows ? (
                <Center h={CARD_HEIGHT} role="gridcell" style={{ gridColumn: '1 / -1' }}>
                  <Loader size="sm" role="status" aria-label={t('library.item.loadingMore')} />
                </Center>
              ) : (
                slice.map((asset) => (
                  <AssetCard
                    key={asset.id}
                    asset={asset}
                    selected={props.selectedIds.has(asset.id)}
                    focused={props.focusedId === asset.id}
                    onItemClick={props.onItemClick}
                    onToggle={props.onToggle}
                    onDragStart={props.onDragStart}
                    stack={props.stacks.get(asset.id)}
                    onToggleStack={props.onToggleStack}
                  />
                ))
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

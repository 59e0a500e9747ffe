/** The library as a virtualized list of compact rows (title editable inline, tags, and the facts: length, tempo, key, size, bytes, date). */
import { Badge, Box, Center, Checkbox, Group, Loader, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { keyName } from '../../shared/service/music/musicalKeys';
import { AssetMenu } from './AssetMenu';
import { AssetThumb } from './AssetThumb';
import { assetCellId, COLLECTION_FILL, type AssetCollectionProps } from './assetItemProps';
import { useModelNames } from '../catalog/targetName';
import {
  kindLabel,
  assetApiOrigin,
  assetOrigin,
  displayTitle,
  formatBytes,
  formatDate,
} from './assetPresentation';
import { FavoriteButton } from './FavoriteButton';
import type { StackInfo } from './stacks';
import { STACK_MEMBER_STYLE, StackToggle } from './StackToggle';
import { InlineTitle } from './InlineTitle';
import { useT } from '../i18n/useLocale';
import { useLibraryActions } from './libraryActions';
import { scrollMemory } from './scrollMemory';
import { useKeepRowsInView } from './useKeepRowsInView';
import { useWindowJumps } from './useWindowJumps';
import { formatBpm, formatClock } from './trackFacts';

const ROW_HEIGHT = 60;

function AssetRow(
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
  const [renaming, setRenaming] = useState(false);
  const { asset } = props;
  // Tempo and key belong to tracks: "–" there when unknown, nothing for an image.
  const isTrack = asset.kind === 'audio';
  return (
    <Group
      h={ROW_HEIGHT - 4}
      px="xs"
      gap="sm"
      wrap="nowrap"
      role="gridcell"
      id={assetCellId(asset.id)}
      aria-selected={props.selected}
      data-asset-id={asset.id}
      data-kind={asset.kind}
      draggable={!renaming}
      onDragStart={(event) => props.onDragStart(event, asset)}
      onClick={(event) => !renaming && props.onItemClick(event, asset)}
      onDoubleClick={() => !renaming && actions.open(asset)}
      style={{
        cursor: 'pointer',
        borderRadius: 'var(--mantine-radius-sm)',
        background: props.selected ? 'var(--mantine-primary-color-light)' : undefined,
        outline: props.focused ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: -2,
        ...(props.stack && !props.stack.head ? STACK_MEMBER_STYLE : {}),
      }}
      data-stack={props.stack?.key}
    >
      <Checkbox
        size="xs"
        checked={props.selected}
        aria-label={t('library.item.select', { title: displayTitle(asset) })}
        onClick={(event) => event.stopPropagation()}
        onChange={() => props.onToggle(asset)}
      />
      <Box w={44} style={{ flex: 'none' }}>
        <AssetThumb asset={asset} size={44} />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <InlineTitle
          asset={asset}
          onChanged={actions.patch}
          editing={renaming}
          onEditingChange={setRenaming}
        />
        <Text size="xs" c="dimmed" truncate="end" title={assetApiOrigin(asset)}>
          {assetOrigin(asset, modelNames)}
          {asset.tags.length > 0 ? ` · #${asset.tags.join(' #')}` : ''}
        </Text>
      </Box>
      {props.stack?.head ? (
        <StackToggle stack={props.stack} onToggle={props.onToggleStack} />
      ) : (
        <Badge size="xs" variant="light" w={64} style={{ flex: 'none' }}>
          {kindLabel(asset)}
        </Badge>
      )}
      <Text size="xs" c="dimmed" w={48} ta="right" visibleFrom="md">
        {asset.durationS !== null ? formatClock(asset.durationS) : ''}
      </Text>
      <Text size="xs" c="dimmed" w={64} ta="right" visibleFrom="md" data-column="bpm">
        {isTrack ? formatBpm(asset.bpm) : ''}
      </Text>
      <Text size="xs" c="dimmed" w={64} ta="right" visibleFrom="md" data-column="key">
        {isTrack ? keyName(asset.musicalKey) : ''}
      </Text>
      <Text size="xs" c="dimmed" w={76} ta="right" visibleFrom="md">
        {asset.width !== null && asset.height !== null ? `${asset.width} × ${asset.height}` : ''}
      </Text>
      <Text size="xs" c="dimmed" w={64} ta="right" visibleFrom="md">
        {formatBytes(asset.bytes)}
      </Text>
      <Text size="xs" c="dimmed" w={150} ta="right" visibleFrom="lg">
        {formatDate(asset.createdAt)}
      </Text>
      <FavoriteButton asset={asset} onChanged={actions.patch} />
      <AssetMenu asset={asset} onRename={() => setRenaming(true)} />
    </Group>
  );
}

export function AssetList(props: AssetCollectionProps): React.JSX.Element {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: props.items.length + (props.hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    ...scrollMemory('list'),
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastIndex = virtualRows[virtualRows.length - 1]?.index ?? -1;
  const { hasMore, loadMore, items, hasPrevious, loadPrevious } = props;
  const firstIndex = virtualRows[0]?.index ?? 0;
  useEffect(() => {
    if (hasPrevious && firstIndex <= 3) loadPrevious?.();
  }, [hasPrevious, firstIndex, loadPrevious]);
  useWindowJumps(virtualizer, props.items, ROW_HEIGHT, 1, props.jumps, props.onTopItem);
  useKeepRowsInView(scrollRef, items, props.shift, ROW_HEIGHT, 1);
  useEffect(() => {
    if (hasMore && lastIndex >= items.length - 5) loadMore();
  }, [hasMore, lastIndex, items.length, loadMore]);
  const focusedIndex = props.focusedId
    ? items.findIndex((item) => item.id === props.focusedId)
    : -1;
  useEffect(() => {
    if (focusedIndex >= 0) virtualizer.scrollToIndex(focusedIndex, { align: 'auto' });
  }, [focusedIndex, virtualizer]);

  return (
    <Box
      ref={scrollRef}
      style={{ ...COLLECTION_FILL, overflowY: 'auto', outline: 'none' }}
      tabIndex={0}
      role="grid"
      aria-multiselectable
      aria-label={t('library.item.collection')}
      aria-activedescendant={
        props.focusedId && focusedIndex >= 0 ? assetCellId(props.focusedId) : undefined
      }
      data-testid="library-list"
      onKeyDown={(event) => props.onKeyDown(event, 1)}
    >
      <Box pos="relative" h={virtualizer.getTotalSize()}>
        {virtualRows.map((row) => {
          const asset = items[row.index];
          return (
            <Box
              key={row.key}
              role="row"
              pos="absolute"
              top={0}
              left={0}
              w="100%"
              h={ROW_HEIGHT}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {asset ? (
                <AssetRow
                  asset={asset}
                  selected={props.selectedIds.has(asset.id)}
                  focused={props.focusedId === asset.id}
                  onItemClick={props.onItemClick}
                  onToggle={props.onToggle}
                  onDragStart={props.onDragStart}
                  stack={props.stacks.get(asset.id)}
                  onToggleStack={props.onToggleStack}
                />
              ) : (
                <Center h={ROW_HEIGHT} role="gridcell">
                  <Loader size="sm" role="status" aria-label={t('library.item.loadingMore')} />
                </Center>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

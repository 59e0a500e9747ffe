/**
 * The trash: what was deleted from the library in the last TRASH_DAYS days, with the day
 * each item goes for good. Items can be restored (files move back) or deleted for good,
 * one by one, by selection, or all at once ("Empty trash").
 */
import { Anchor, Button, Center, Checkbox, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconArrowLeft, IconTrashX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ASSET_KINDS, TRASH_DAYS, type AssetView } from '../../shared/ipc/library';
import { ErrorAlert, describeError } from '../errors';
import { useT } from '../i18n/useLocale';
import { hrefFor } from '../routes';
import { AssetThumb } from './AssetThumb';
import { kindLabel, displayTitle, formatDate } from './assetPresentation';
import { DeleteForeverModal } from './DeleteForeverModal';
import { DEFAULT_FILTERS, type LibraryFilters } from './libraryFilters';
import { deleteForever, restoreAssets } from './moveToTrash';
import { useLibraryAssets } from './useLibraryAssets';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The trash shows everything in it, data records included (the library hides those by default). */
const ALL_KINDS: LibraryFilters = { ...DEFAULT_FILTERS, kinds: [...ASSET_KINDS] };

/** The day an item trashed at `trashedAt` is deleted for good. */
export function goesForGoodOn(trashedAt: string): string {
  return new Date(Date.parse(trashedAt) + TRASH_DAYS * DAY_MS).toISOString();
}

type Pending = { ids: string[] | 'all'; count: number; title?: string };

export function TrashView(): React.JSX.Element {
  const t = useT();
  const assets = useLibraryAssets(ALL_KINDS, 'trash');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const shownSelected = useMemo(
    () => assets.items.filter((item) => selected.has(item.id)).map((item) => item.id),
    [assets.items, selected],
  );

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const restore = async (ids: string[]) => {
    try {
      const restored = await restoreAssets(ids);
      setSelected(new Set());
      notifications.show({
        color: 'teal',
        title: t('library.trash.restored', { count: restored }),
        message: t('library.trash.restoredDetail'),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('library.trash.restoreFailed'),
        message: describeError(error).action,
      });
    }
  };

  const confirmDelete = async () => {
    if (!pending) return;
    const deleted =
      pending.ids === 'all'
        ? (await window.atelier.library.emptyTrash()).deleted
        : await deleteForever(pending.ids);
    setPending(null);
    setSelected(new Set());
    notifications.show({
      color: 'gray',
      title: t('library.trash.deleted', { count: deleted }),
      message: t('library.trash.deletedDetail'),
    });
  };

  const items = assets.items;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Anchor href={hrefFor('library')} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            {t('library.trash.back')}
          </Group>
        </Anchor>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowBackUp size={14} />}
            disabled={shownSelected.length === 0}
            onClick={() => void restore(shownSelected)}
          >
            {t('library.trash.restoreSelected')}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            disabled={shownSelected.length === 0}
            onClick={() => setPending({ ids: shownSelected, count: shownSelected.length })}
          >
            {t('library.trash.deleteSelected')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrashX size={14} />}
            disabled={items.length === 0}
            onClick={() => setPending({ ids: 'all', count: items.length })}
          >
            {t('library.trash.empty')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('library.trash.keptFor', { days: TRASH_DAYS })}
      </Text>
      {assets.error !== undefined && (
        <ErrorAlert error={assets.error} title={t('library.trash.readFailed')} />
      )}
      {assets.loading && items.length === 0 ? (
        <Center h={160}>
          <Loader role="status" aria-label={t('library.trash.loading')} />
        </Center>
      ) : items.length === 0 ? (
        <Center h={200}>
          <Stack align="center" gap={4} data-testid="trash-empty">
            <Text fw={600}>{t('library.trash.isEmpty')}</Text>
            <Text size="sm" c="dimmed">
              {t('library.trash.isEmptyHint', { days: TRASH_DAYS })}
            </Text>
          </Stack>
        </Center>
      ) : (
        <Table
          verticalSpacing={6}
          highlightOnHover
          aria-label={t('library.trash.title')}
          data-testid="trash-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  size="xs"
                  aria-label={t('library.trash.selectAll')}
                  checked={shownSelected.length > 0 && shownSelected.length === items.length}
                  indeterminate={shownSelected.length > 0 && shownSelected.length < items.length}
                  onChange={() =>
                    setSelected(
                      shownSelected.length === items.length
                        ? new Set()
                        : new Set(items.map((item) => item.id)),
                    )
                  }
                />
              </Table.Th>
              <Table.Th w={52} aria-label={t('library.trash.preview')} />
              <Table.Th>{t('library.trash.columnTitle')}</Table.Th>
              <Table.Th>{t('library.filters.kind')}</Table.Th>
              <Table.Th>{t('library.trash.columnDeleted')}</Table.Th>
              <Table.Th>{t('library.trash.columnGone')}</Table.Th>
              <Table.Th aria-label={t('library.actions.button')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((asset) => (
              <TrashRow
                key={asset.id}
                asset={asset}
                selected={selected.has(asset.id)}
                onToggle={toggle}
                onRestore={(id) => void restore([id])}
                onDelete={(item) =>
                  setPending({ ids: [item.id], count: 1, title: displayTitle(item) })
                }
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {assets.hasMore && (
        <Button variant="subtle" size="xs" onClick={assets.loadMore}>
          {t('library.trash.showMore')}
        </Button>
      )}
      <DeleteForeverModal
        what={pending}
        onClose={() => setPending(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

function TrashRow(props: {
  asset: AssetView;
  selected: boolean;
  onToggle: (id: string) => void;
  onRestore: (id: string) => void;
  onDelete: (asset: AssetView) => void;
}): React.JSX.Element {
  const t = useT();
  const { asset } = props;
  const title = displayTitle(asset);
  return (
    <Table.Tr data-testid="trash-row">
      <Table.Td>
        <Checkbox
          size="xs"
          aria-label={t('library.item.select', { title })}
          checked={props.selected}
          onChange={() => props.onToggle(asset.id)}
        />
      </Table.Td>
      <Table.Td>
        <AssetThumb asset={asset} size={40} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500} lineClamp={1}>
          {title}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{kindLabel(asset)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{asset.trashedAt ? formatDate(asset.trashedAt) : ''}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{asset.trashedAt ? formatDate(goesForGoodOn(asset.trashedAt)) : ''}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconArrowBackUp size={12} />}
            onClick={() => props.onRestore(asset.id)}
            aria-label={t('library.trash.restoreOne', { title })}
          >
            {t('library.trash.restore')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => props.onDelete(asset)}
            aria-label={t('library.trash.deleteOne', { title })}
          >
            {t('library.trash.delete')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

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
        title: `Restored ${restored} item${restored === 1 ? '' : 's'}`,
        message: 'Back in the library, files and all.',
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Could not restore',
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
      title: `Deleted ${deleted} item${deleted === 1 ? '' : 's'} for good`,
      message: 'Their files were removed.',
    });
  };

  const items = assets.items;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Anchor href={hrefFor('library')} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            Back to the library
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
            Restore selected
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            disabled={shownSelected.length === 0}
            onClick={() => setPending({ ids: shownSelected, count: shownSelected.length })}
          >
            Delete selected for good…
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrashX size={14} />}
            disabled={items.length === 0}
            onClick={() => setPending({ ids: 'all', count: items.length })}
          >
            Empty trash…
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Deleted items stay here for {TRASH_DAYS} days, files and all, then are deleted for good.
      </Text>
      {assets.error !== undefined && (
        <ErrorAlert error={assets.error} title="Could not read the trash" />
      )}
      {assets.loading && items.length === 0 ? (
        <Center h={160}>
          <Loader aria-label="Loading the trash" />
        </Center>
      ) : items.length === 0 ? (
        <Center h={200}>
          <Stack align="center" gap={4} data-testid="trash-empty">
            <Text fw={600}>The trash is empty</Text>
            <Text size="sm" c="dimmed">
              What you delete from the library waits here for {TRASH_DAYS} days.
            </Text>
          </Stack>
        </Center>
      ) : (
        <Table verticalSpacing={6} highlightOnHover aria-label="Trash" data-testid="trash-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  size="xs"
                  aria-label="Select every item shown"
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
              <Table.Th w={52} aria-label="Preview" />
              <Table.Th>Title</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Deleted</Table.Th>
              <Table.Th>Gone for good</Table.Th>
              <Table.Th aria-label="Actions" />
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
          Show more
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
  const { asset } = props;
  const title = displayTitle(asset);
  return (
    <Table.Tr data-testid="trash-row">
      <Table.Td>
        <Checkbox
          size="xs"
          aria-label={`Select ${title}`}
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
            aria-label={`Restore ${title}`}
          >
            Restore
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => props.onDelete(asset)}
            aria-label={`Delete ${title} for good`}
          >
            Delete…
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

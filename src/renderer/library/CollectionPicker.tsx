/**
 * The Library toolbar's collection entry: shows everything or one collection (a filter), and
 * its menu makes, renames and deletes collections and exports the one shown (an archive, or
 * DAW packs of its songs). Deleting asks first and says the items stay in the library.
 */
import { Box, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArchive,
  IconCheck,
  IconChevronDown,
  IconFolders,
  IconPencil,
  IconPlus,
  IconStack2,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { CollectionView } from '../../shared/ipc/collections';
import { describeError } from '../errors';
import { formatCount } from '../format/count';
import { useT } from '../i18n/useLocale';
import { CollectionNameModal } from './CollectionNameModal';
import type { ExportRunner } from './useExports';

export function CollectionPicker(props: {
  collections: readonly CollectionView[];
  /** The collection shown, or '' for the whole library. */
  value: string;
  onChange: (collectionId: string) => void;
  exports: ExportRunner;
}): React.JSX.Element {
  const t = useT();
  const [naming, setNaming] = useState<{ renaming: CollectionView | null } | null>(null);
  const [deleting, setDeleting] = useState<CollectionView | null>(null);
  const current = props.collections.find((each) => each.id === props.value) ?? null;
  const failed = (title: string, error: unknown) =>
    notifications.show({ color: 'red', title, message: describeError(error).action });

  const exportPacks = async (collection: CollectionView) => {
    const result = await props.exports.run(t('collections.export.packs'), async () => {
      const packs = await window.atelier.exports.collectionDawPacks({
        collectionId: collection.id,
      });
      if (packs.packs === 0)
        notifications.show({
          color: 'orange',
          title: t('collections.export.noPacks', { name: collection.name }),
          message: t('collections.export.noPacksHint'),
        });
      else if (packs.withoutPack.length > 0)
        notifications.show({
          color: 'orange',
          title: t('collections.export.someWithout', { count: packs.withoutPack.length }),
          message: packs.withoutPack.join(', '),
        });
      return packs;
    });
    return result;
  };

  const shownLabel = current
    ? t('collections.picker.option', { name: current.name, count: formatCount(current.count) })
    : t('collections.picker.all');
  return (
    <>
      {/* One button: the toolbar has no room for a select and a menu beside it at 1280 px. */}
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconFolders size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={t('collections.picker.current', { name: shownLabel })}
            maw={220}
            data-testid="collection-picker"
          >
            <Text span inherit truncate="end">
              {shownLabel}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown mah="calc(100dvh - 220px)" style={{ overflowY: 'auto' }} maw={320}>
          <Menu.Label>{t('collections.picker.label')}</Menu.Label>
          {[{ id: '', label: t('collections.picker.all') }]
            .concat(
              props.collections.map((each) => ({
                id: each.id,
                label: t('collections.picker.option', {
                  name: each.name,
                  count: formatCount(each.count),
                }),
              })),
            )
            .map((option) => (
              <Menu.Item
                key={option.id}
                onClick={() => props.onChange(option.id)}
                leftSection={option.id === props.value ? <IconCheck size={14} /> : <Box w={14} />}
                aria-current={option.id === props.value ? 'true' : undefined}
              >
                {option.label}
              </Menu.Item>
            ))}
          <Menu.Item
            leftSection={<IconPlus size={14} />}
            onClick={() => setNaming({ renaming: null })}
          >
            {t('collections.menu.create')}
          </Menu.Item>
          {current && (
            <>
              <Menu.Divider />
              <Menu.Label>{current.name}</Menu.Label>
              <Menu.Item
                leftSection={<IconPencil size={14} />}
                onClick={() => setNaming({ renaming: current })}
              >
                {t('collections.menu.rename')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArchive size={14} />}
                disabled={current.count === 0 || props.exports.busy !== null}
                onClick={() =>
                  void props.exports.run(t('collections.export.archive'), () =>
                    window.atelier.exports.exportArchive({ collectionId: current.id }),
                  )
                }
              >
                {t('collections.menu.exportArchive')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconStack2 size={14} />}
                disabled={current.count === 0 || props.exports.busy !== null}
                onClick={() => void exportPacks(current)}
              >
                {t('collections.menu.exportPacks')}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => setDeleting(current)}
              >
                {t('collections.menu.delete')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <CollectionNameModal
        open={naming}
        collections={props.collections}
        onClose={() => setNaming(null)}
        onSave={async (name) => {
          if (naming?.renaming) {
            await window.atelier.collections.rename({ id: naming.renaming.id, name });
            return;
          }
          const made = await window.atelier.collections.create({ name });
          props.onChange(made.id);
        }}
      />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        centered
        title={t('collections.delete.title', { name: deleting?.name ?? '' })}
      >
        <Text size="sm">{t('collections.delete.body', { count: deleting?.count ?? 0 })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
            {t('collections.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              const gone = deleting;
              setDeleting(null);
              if (!gone) return;
              if (props.value === gone.id) props.onChange('');
              window.atelier.collections
                .delete({ id: gone.id })
                .catch((error: unknown) => failed(t('collections.delete.failed'), error));
            }}
          >
            {t('collections.delete.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

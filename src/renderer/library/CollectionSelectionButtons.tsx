/**
 * The selection bar's collection actions: add the selection to a collection (or to a new
 * one), and remove it from the collection shown. After "Select all matching" the query goes
 * to main instead of the ids, so every matching asset is added, past the selection's limit.
 */
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconFolderMinus, IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { CollectionView } from '../../shared/ipc/collections';
import type { LibraryListQuery } from './libraryFilters';
import { describeError } from '../errors';
import { useT } from '../i18n/useLocale';
import { CollectionNameModal } from './CollectionNameModal';

export type MatchingQuery = Omit<LibraryListQuery, 'limit' | 'cursor'>;

export function CollectionSelectionButtons(props: {
  collections: readonly CollectionView[];
  /** The collection the Library shows, or null. */
  shown: CollectionView | null;
  /** The selected assets (a closed stack's parts included). */
  ids: readonly string[];
  /** Set when the selection is "all matching": these filters, sent instead of the ids. */
  matching: MatchingQuery | null;
}): React.JSX.Element {
  const t = useT();
  const [naming, setNaming] = useState(false);
  const count = props.ids.length;
  const others = props.collections.filter((each) => each.id !== props.shown?.id);

  const addTo = async (collection: { id: string; name: string }) => {
    try {
      const { added } = props.matching
        ? await window.atelier.collections.addMatching({
            id: collection.id,
            query: props.matching,
          })
        : await window.atelier.collections.addAssets({
            id: collection.id,
            assetIds: [...props.ids],
          });
      notifications.show({
        color: 'teal',
        title:
          added === 0
            ? t('collections.add.already', { name: collection.name })
            : t('collections.add.done', { count: added, name: collection.name }),
        message: '',
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('collections.add.failed', { name: collection.name }),
        message: describeError(error).action,
      });
    }
  };
  const removeFromShown = async (collection: CollectionView) => {
    try {
      const { removed } = props.matching
        ? await window.atelier.collections.removeMatching({
            id: collection.id,
            query: props.matching,
          })
        : await window.atelier.collections.removeAssets({
            id: collection.id,
            assetIds: [...props.ids],
          });
      notifications.show({
        color: 'teal',
        title: t('collections.remove.done', { count: removed, name: collection.name }),
        message: t('collections.remove.kept'),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('collections.remove.failed', { name: collection.name }),
        message: describeError(error).action,
      });
    }
  };

  // One menu button: two more buttons would push the bar onto a third row at 1280 px.
  return (
    <>
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFolderPlus size={14} />}
            rightSection={<IconChevronDown size={12} aria-hidden />}
            disabled={count === 0}
            data-testid="collection-selection"
          >
            {t('collections.selection.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown mah="calc(100dvh - 220px)" style={{ overflowY: 'auto' }} maw={320}>
          <Menu.Label>{t('collections.add.button')}</Menu.Label>
          {others.map((each) => (
            <Menu.Item key={each.id} onClick={() => void addTo(each)}>
              {each.name}
            </Menu.Item>
          ))}
          <Menu.Item leftSection={<IconPlus size={14} />} onClick={() => setNaming(true)}>
            {t('collections.add.new')}
          </Menu.Item>
          {props.shown && (
            <>
              <Menu.Divider />
              <Menu.Item
                leftSection={<IconFolderMinus size={14} />}
                onClick={() => props.shown && void removeFromShown(props.shown)}
              >
                {t('collections.remove.from', { name: props.shown.name })}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <CollectionNameModal
        open={naming ? { renaming: null } : null}
        collections={props.collections}
        onClose={() => setNaming(false)}
        onSave={async (name) => {
          const made = await window.atelier.collections.create({ name });
          await addTo(made);
        }}
      />
    </>
  );
}

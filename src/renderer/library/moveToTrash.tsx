/**
 * Owns "delete" in the library: assets move to the trash at once (no question asked, as in
 * a file manager), and the notice offers Undo and a way to the trash. Nothing is deleted
 * for good from here.
 */
import { Anchor, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TRASH_DAYS, type AssetView } from '../../shared/ipc/library';
import { t } from '../../shared/i18n/activeLanguage';
import { describeError } from '../errors';
import { hrefFor } from '../routes';
import { displayTitle } from './assetPresentation';

/** The most ids one `library` call takes (its schema's limit). */
const BATCH = 1000;

export const TRASH_HREF = hrefFor('library', { view: 'trash' });

async function inBatches(
  ids: string[],
  call: (batch: string[]) => Promise<number>,
): Promise<number> {
  let done = 0;
  for (let start = 0; start < ids.length; start += BATCH)
    done += await call(ids.slice(start, start + BATCH));
  return done;
}

export function restoreAssets(ids: string[]): Promise<number> {
  return inBatches(
    ids,
    async (batch) => (await window.atelier.library.restore({ ids: batch })).restored,
  );
}

export function deleteForever(ids: string[]): Promise<number> {
  return inBatches(
    ids,
    async (batch) => (await window.atelier.library.deleteForever({ ids: batch })).deleted,
  );
}

/** `unloaded`: selected ids the Library's window let go (scrolled far away), moved with the rest. */
export async function moveToTrash(
  assets: AssetView[],
  unloaded: readonly string[] = [],
): Promise<void> {
  const ids = [...assets.map((asset) => asset.id), ...unloaded];
  if (ids.length === 0) return;
  try {
    const moved = await inBatches(
      ids,
      async (batch) => (await window.atelier.library.trash({ ids: batch })).trashed,
    );
    const id = `trash-${ids[0]}-${Date.now()}`;
    const undo = async () => {
      notifications.hide(id);
      await restoreAssets(ids).catch((error: unknown) =>
        notifications.show({
          color: 'red',
          title: t('library.trash.restoreFailed'),
          message: describeError(error).action,
        }),
      );
    };
    notifications.show({
      id,
      color: 'gray',
      autoClose: 8000,
      title:
        moved === 1 && assets[0]
          ? t('library.trash.movedOne', { title: displayTitle(assets[0]) })
          : t('library.trash.moved', { count: moved }),
      message: (
        <Group gap="sm" mt={4}>
          <Button size="compact-xs" variant="light" onClick={() => void undo()}>
            {t('library.trash.undo')}
          </Button>
          <Anchor href={TRASH_HREF} size="sm" onClick={() => notifications.hide(id)}>
            {t('library.trash.open')}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('library.trash.keptDays', { days: TRASH_DAYS })}
          </Text>
        </Group>
      ),
    });
  } catch (error) {
    notifications.show({
      color: 'red',
      title: t('library.trash.moveFailed'),

      message: describeError(error).action,
    });
  }
}

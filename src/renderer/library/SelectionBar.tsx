/** What can be done with the selected assets: compare them, export them, drag them out, move them to the trash. */
import { Button, Group, Paper, Text } from '@mantine/core';
import {
  IconColumns,
  IconDragDrop,
  IconPackageExport,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { DRAG_OUT_MAX, EXPORT_SELECTION_MAX } from '../../shared/ipc/exports';
import { commandKeys, isMac } from '../commands/keys';
import { formatCount } from '../format/count';
import { useT } from '../i18n/useLocale';
import { startDragOut } from './dragOut';

export function SelectionBar(props: {
  ids: string[];
  /** Items the view holds (its window of loaded pages). */
  total: number;
  /** The filters keep more assets than the view holds: "Select all matching" reads their ids. */
  moreMatching: boolean;
  /** The selection is the one "Select all matching" made: how many match in all (more than selected past its limit). */
  matchingTotal: number | null;
  busy: boolean;
  /** Why Compare is off for this selection (compareModel.ts); null when it can open. */
  compareBlocked: string | null;
  onCompare: () => void;
  onExport: () => void;
  onTrash: () => void;
  onClear: () => void;
  onSelectAll: () => void;
  onSelectAllMatching: () => void;
  /** Add to / remove from a collection (CollectionSelectionButtons), before Move to trash. */
  collectionButtons?: React.ReactNode;
}): React.JSX.Element {
  const t = useT();
  const count = props.ids.length;
  const tooManyToExport = count > EXPORT_SELECTION_MAX;
  const tooManyToDrag = count > DRAG_OUT_MAX;
  return (
    <Paper withBorder px="sm" py={6} mb="sm" radius="md" data-testid="selection-bar">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={600} aria-live="polite">
            {count === 0
              ? t('library.selection.shown', { count: props.total })
              : t('library.selection.selected', { count })}
            {props.matchingTotal !== null && props.matchingTotal > count && (
              <Text span size="sm" c="dimmed" fw={400}>
                {t('library.selection.firstOfMatching', {
                  count,
                  total: formatCount(props.matchingTotal),
                })}
              </Text>
            )}
          </Text>
          {count < props.total && (
            <Button size="compact-xs" variant="subtle" onClick={props.onSelectAll}>
              {t('library.selection.selectAllLoaded', {
                keys: commandKeys('library.selectAll')?.join(isMac ? '' : '+') ?? '',
              })}
            </Button>
          )}
          {count >= props.total &&
            count > 0 &&
            props.moreMatching &&
            props.matchingTotal === null && (
              <Button size="compact-xs" variant="subtle" onClick={props.onSelectAllMatching}>
                {t('library.selection.selectAllMatching')}
              </Button>
            )}
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconColumns size={14} />}
            disabled={props.compareBlocked !== null}
            onClick={props.onCompare}
            data-testid="compare-selected"
            title={props.compareBlocked ?? t('library.selection.compareHint')}
          >
            {t('library.selection.compare')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPackageExport size={14} />}
            disabled={count === 0 || props.busy || tooManyToExport}
            onClick={props.onExport}
            title={
              tooManyToExport
                ? t('library.selection.exportTooMany', { max: EXPORT_SELECTION_MAX })
                : undefined
            }
          >
            {t('library.selection.export')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDragDrop size={14} />}
            disabled={count === 0 || tooManyToDrag}
            draggable={count > 0 && !tooManyToDrag}
            onDragStart={(event) => startDragOut(event, props.ids)}
            title={
              tooManyToDrag
                ? t('library.selection.dragTooMany', { max: DRAG_OUT_MAX })
                : t('library.selection.dragHint')
            }
            style={{ cursor: count && !tooManyToDrag ? 'grab' : undefined }}
          >
            {t('library.selection.drag')}
          </Button>
          {props.collectionButtons}
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconTrash size={14} />}
            disabled={count === 0}
            onClick={props.onTrash}
          >
            {t('library.menu.trash')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} />}
            disabled={count === 0}
            onClick={props.onClear}
          >
            {t('library.selection.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** What can be done with the selected assets: compare them, export them, drag them out, move them to the trash. */
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconColumns, IconDragDrop, IconPackageExport, IconTrash, IconX } from '@tabler/icons-react';
import { startDragOut } from './dragOut';

export function SelectionBar(props: {
  ids: string[];
  total: number;
  busy: boolean;
  /** Why Compare is off for this selection (compareModel.ts); null when it can open. */
  compareBlocked: string | null;
  onCompare: () => void;
  onExport: () => void;
  onTrash: () => void;
  onClear: () => void;
  onSelectAll: () => void;
}): React.JSX.Element {
  const count = props.ids.length;
  return (
    <Paper withBorder px="sm" py={6} mb="sm" radius="md" data-testid="selection-bar">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={600} aria-live="polite">
            {count === 0 ? `${props.total} shown` : `${count} selected`}
          </Text>
          {count < props.total && (
            <Button size="compact-xs" variant="subtle" onClick={props.onSelectAll}>
              Select all loaded (Ctrl/⌘+A)
            </Button>
          )}
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="default" leftSection={<IconColumns size={14} />} disabled={props.compareBlocked !== null} onClick={props.onCompare}
            title={props.compareBlocked ?? 'Compare these results side by side, or as A/B for tracks'}>
            Compare
          </Button>
          <Button size="xs" variant="default" leftSection={<IconPackageExport size={14} />} disabled={count === 0 || props.busy} onClick={props.onExport}>
            Export selection…
          </Button>
          <Button size="xs" variant="default" leftSection={<IconDragDrop size={14} />} disabled={count === 0} draggable={count > 0} onDragStart={(event) => startDragOut(event, props.ids)}
            title="Drag these files to your desktop or DAW" style={{ cursor: count ? 'grab' : undefined }}>
            Drag out
          </Button>
          <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={14} />} disabled={count === 0} onClick={props.onTrash}>
            Move to trash
          </Button>
          <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} disabled={count === 0} onClick={props.onClear}>
            Clear
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

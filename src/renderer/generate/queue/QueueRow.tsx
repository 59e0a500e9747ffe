// One job held in the queue: its place, the model's name and the prompt, its price, and the
// buttons that move, edit and remove it. The row can be dragged to another place; the up and
// down buttons do the same from the keyboard.
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { QueuedJob } from '../../../shared/ipc/queue';
import { formatCredits } from '../../format/credits';
import { useT } from '../../i18n/useLocale';

export interface QueueRowProps {
  job: QueuedJob;
  index: number;
  count: number;
  name: string;
  editing: boolean;
  /** The job on its way to the service now: it cannot be changed until answered. */
  busy: boolean;
  onMove: (index: number) => void;
  onEdit: () => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDropHere: () => void;
}

const short = (text: string): string => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

export function QueueRow(props: QueueRowProps): React.JSX.Element {
  const t = useT();
  const { job, index, count } = props;
  const words = job.summary || t('generate.jobs.noPrompt');
  const action = (label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        size="sm"
        variant="subtle"
        color="gray"
        aria-label={`${label}: ${words}`}
        disabled={disabled || props.busy}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group
      component="li"
      gap={4}
      wrap="nowrap"
      data-testid="queue-row"
      data-job-id={job.id}
      draggable={!props.busy}
      onDragStart={(event: React.DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        props.onDragStart();
      }}
      onDragOver={(event: React.DragEvent) => event.preventDefault()}
      onDrop={(event: React.DragEvent) => {
        event.preventDefault();
        props.onDropHere();
      }}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: props.editing ? 'var(--mantine-color-violet-light)' : undefined,
      }}
    >
      <IconGripVertical size={14} aria-hidden style={{ cursor: 'grab', flexShrink: 0 }} />
      <Text size="xs" c="dimmed" w={18} ta="right" aria-hidden>
        {index + 1}
      </Text>
      {/* Two lines, so the prompt keeps the row's width in a narrow side column. */}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" fw={600} truncate="end">
            {props.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="queue-price">
            {job.credits === null ? t('generate.queue.priceOnSend') : formatCredits(job.credits)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" truncate="end" title={job.summary} data-testid="queue-summary">
          {short(words)}
        </Text>
      </Stack>
      {action(
        t('generate.queue.moveUp'),
        <IconArrowUp size={14} />,
        () => props.onMove(index - 1),
        index === 0,
      )}
      {action(
        t('generate.queue.moveDown'),
        <IconArrowDown size={14} />,
        () => props.onMove(index + 1),
        index === count - 1,
      )}
      {action(t('generate.queue.edit'), <IconPencil size={14} />, props.onEdit)}
      {action(t('generate.queue.remove'), <IconTrash size={14} />, props.onRemove)}
    </Group>
  );
}

/**
 * The task list as a table that keeps only the rows near the view in the DOM (the page, not
 * the table, scrolls), and asks for the next page as the view nears the last loaded row.
 * Spacer rows above and below stand in for the rest, so the table keeps its columns.
 */
import { Badge, Box, Group, Progress, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { targetName, useModelNames } from '../catalog/targetName';
import { formatCredits } from '../format/credits';
import { elapsedMs, formatDuration } from '../format/elapsed';
import { needsNextPage } from './taskList';
import { AssetThumb } from '../library/AssetThumb';
import { formatDate } from '../library/assetPresentation';
import { presentTask, taskCredits, variationLabel } from './taskPresentation';
import type { DownloadProgress } from './useTaskList';
import { useTaskPreviews } from './useTaskPreviews';
import { t } from '../../shared/i18n/activeLanguage';

const ROW_ESTIMATE_PX = 73;
const COLUMNS = 6;
const OVERSCAN_ROWS = 8;

export interface TaskTableProps {
  items: SubmissionView[];
  downloads: Record<string, DownloadProgress>;
  now: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  onOpen: (id: string) => void;
}

export function TaskTable(props: TaskTableProps): React.JSX.Element {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body) setScrollMargin(body.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: props.items.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    getItemKey: (index) => props.items[index]?.id ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const previews = useTaskPreviews(props.items);
  const modelNames = useModelNames();
  const lastShown = rows.at(-1)?.index ?? -1;
  const { hasMore, loading, onLoadMore, items } = props;
  useEffect(() => {
    if (needsNextPage({ lastShown, loaded: items.length, hasMore, loading })) onLoadMore();
  }, [lastShown, items.length, hasMore, loading, onLoadMore]);

  const first = rows[0];
  const last = rows.at(-1);
  const above = first ? first.start - scrollMargin : 0;
  const below = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  return (
    <Table
      highlightOnHover
      verticalSpacing="sm"
      data-testid="task-list"
      aria-label={t('tasks.title')}
      aria-rowcount={items.length + 1}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={60} aria-label={t('tasks.column.result')} />
          <Table.Th>{t('tasks.column.job')}</Table.Th>
          <Table.Th w={200} visibleFrom="md">
            {t('tasks.column.started')}
          </Table.Th>
          <Table.Th w={180}>{t('tasks.column.status')}</Table.Th>
          <Table.Th w={110}>{t('tasks.column.elapsed')}</Table.Th>
          <Table.Th w={120} ta="right">
            {t('tasks.column.credits')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody ref={bodyRef}>
        {above > 0 && <Spacer height={above} />}
        {rows.map((row) => {
          const task = items[row.index];
          if (!task) return null;
          return (
            <TaskRow
              key={task.id}
              task={task}
              index={row.index}
              measure={virtualizer.measureElement}
              now={props.now}
              download={props.downloads[task.id]}
              preview={previews[task.id]}
              name={targetName(task.target, modelNames)}
              onOpen={() => props.onOpen(task.id)}
            />
          );
        })}
        {below > 0 && <Spacer height={below} />}
      </Table.Tbody>
    </Table>
  );
}

function Spacer(props: { height: number }): React.JSX.Element {
  return (
    <tr aria-hidden="true" style={{ height: props.height, border: 0 }}>
      <td colSpan={COLUMNS} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

interface TaskRowProps {
  task: SubmissionView;
  index: number;
  measure: (element: Element | null) => void;
  now: number;
  download: DownloadProgress | undefined;
  preview: AssetView | undefined;
  /** The model's or action's name in the user's words. */
  name: string;
  onOpen: () => void;
}

function TaskRow(props: TaskRowProps): React.JSX.Element {
  const { task } = props;
  const download =
    props.download ??
    (task.downloads.total > 0 && task.downloads.done < task.downloads.total
      ? task.downloads
      : undefined);
  // The row and the header agree: running until the files are saved.
  const presentation = presentTask({ ...task, downloads: download ?? task.downloads });
  const elapsed = elapsedMs(task, props.now, presentation.running);
  const credits = taskCredits(task);
  const variation = variationLabel(task);
  return (
    <Table.Tr
      ref={props.measure}
      data-index={props.index}
      aria-rowindex={props.index + 2}
      data-testid="task-row"
      data-task-id={task.id}
      data-state={task.state}
      data-status={task.status ?? ''}
      onClick={props.onOpen}
      style={{ cursor: 'pointer' }}
    >
      <Table.Td>
        <Box w={44} h={44}>
          {props.preview ? <AssetThumb asset={props.preview} size={44} /> : null}
        </Box>
      </Table.Td>
      <Table.Td>
        {/* Named by its visible text (model, then prompt), as a screen reader shows it. */}
        <UnstyledButton onClick={props.onOpen}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600}>
              {props.name}
            </Text>
            {variation && (
              <Badge size="xs" variant="light" color="grape" data-testid="task-variation">
                {variation}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {task.summary || '—'}
          </Text>
        </UnstyledButton>
        {download && download.done + download.failed < download.total && (
          <Group gap={8} mt={4} wrap="nowrap" data-testid="task-download">
            <Progress
              size="sm"
              style={{ flex: 1 }}
              value={(100 * download.done) / Math.max(1, download.total)}
              aria-label={t('tasks.savingLabel', { done: download.done, total: download.total })}
            />
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('tasks.saving', { done: download.done, total: download.total })}
            </Text>
          </Group>
        )}
      </Table.Td>
      <Table.Td visibleFrom="md">
        <Text size="sm">{formatDate(task.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Tooltip
          label={presentation.explanation ?? task.status ?? task.state}
          multiline
          w={280}
          disabled={!presentation.explanation}
        >
          <Badge
            color={presentation.color}
            variant={presentation.running ? 'dot' : 'light'}
            data-testid="task-status"
          >
            {presentation.label}
          </Badge>
        </Tooltip>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace" aria-label={t('tasks.elapsedLabel')}>
          {elapsed === null ? '—' : formatDuration(elapsed)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">
          {credits.credits === null ? '—' : formatCredits(credits.credits, { unit: false })}
          {credits.estimated && (
            <Text span size="xs" c="dimmed">
              {' '}
              est.
            </Text>
          )}
          {task.refunded && (
            <Badge size="xs" color="teal" variant="light" ml={6}>
              refunded
            </Badge>
          )}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

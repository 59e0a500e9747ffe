/** The live task list with filters, "load more" and a details drawer (`#/tasks?id=…`). */
import { Alert, Badge, Button, Group, Loader, Progress, SegmentedControl, Select, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import type { ModelKind } from '../../shared/service/models';
import { PageHeader } from '../components/PageHeader';
import { ErrorAlert } from '../errors/ErrorAlert';
import { formatCredits } from '../format/credits';
import { elapsedMs, formatDuration } from '../format/elapsed';
import { useHashQuery } from '../hooks/useRoute';
import { useNow } from '../hooks/useNow';
import { hrefFor } from '../routes';
import { TaskDetailsDrawer } from '../tasks/TaskDetailsDrawer';
import { isStatusFilter, STATUS_FILTERS, type TaskFilter } from '../tasks/taskList';
import { presentTask, taskCredits, taskTitle } from '../tasks/taskPresentation';
import { useTaskList, type DownloadProgress } from '../tasks/useTaskList';
import type { SubmissionView } from '../../shared/ipc/tasks';

const KINDS = ['all', 'image', 'video', 'music'] as const;

export function TasksPage(): React.JSX.Element {
  const query = useHashQuery();
  const status = query.get('status');
  const kind = query.get('kind');
  const filter: TaskFilter = useMemo(
    () => ({
      status: isStatusFilter(status) ? status : 'all',
      kind: kind === 'image' || kind === 'video' || kind === 'music' ? (kind as ModelKind) : 'all',
    }),
    [status, kind],
  );
  const openId = query.get('id');
  const list = useTaskList(filter);
  const anyRunning = list.items.some((item) => presentTask(item).running);
  const now = useNow(1000, anyRunning);

  const go = (change: { status?: string; kind?: string; id?: string | undefined }) => {
    const next = { status: filter.status, kind: filter.kind, id: openId ?? undefined, ...change };
    window.location.hash = hrefFor('tasks', {
      status: next.status === 'all' ? undefined : next.status,
      kind: next.kind === 'all' ? undefined : next.kind,
      id: next.id,
    }).slice(1);
  };

  return (
    <>
      <PageHeader title="Tasks" description="Your jobs, live as they run. Newest first." />
      <Group mb="md" gap="md" align="flex-end">
        <Select
          label="Status"
          data={STATUS_FILTERS.map((option) => ({ value: option.value, label: option.label }))}
          value={filter.status}
          onChange={(value) => go({ status: value ?? 'all', id: undefined })}
          allowDeselect={false}
          w={180}
        />
        <div>
          <Text size="sm" fw={500} id="kind-filter-label" mb={4}>
            Kind
          </Text>
          <SegmentedControl
            aria-labelledby="kind-filter-label"
            value={filter.kind}
            onChange={(value) => go({ kind: value, id: undefined })}
            data={KINDS.map((value) => ({ value, label: value === 'all' ? 'All' : value.charAt(0).toUpperCase() + value.slice(1) }))}
          />
        </div>
      </Group>
      {list.error !== null && <ErrorAlert error={list.error} title="Could not load tasks" maw={720} />}
      {list.items.length === 0 && !list.loading && list.error === null && (
        <Alert variant="light" title="No tasks here yet" maw={720}>
          {filter.status === 'all' && filter.kind === 'all' ? 'Jobs you start on the Generate page appear here as they run.' : 'No task matches these filters.'}
        </Alert>
      )}
      {list.items.length > 0 && (
        <Table highlightOnHover verticalSpacing="sm" data-testid="task-list" aria-label="Tasks">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Job</Table.Th>
              <Table.Th w={180}>Status</Table.Th>
              <Table.Th w={110}>Elapsed</Table.Th>
              <Table.Th w={120} ta="right">
                Credits
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((task) => (
              <TaskRow key={task.id} task={task} now={now} download={list.downloads[task.id]} onOpen={() => go({ id: task.id })} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Stack align="center" mt="md">
        {list.loading && <Loader size="sm" aria-label="Loading tasks" />}
        {list.hasMore && !list.loading && (
          <Button variant="default" onClick={() => void list.loadMore()}>
            Load more
          </Button>
        )}
      </Stack>
      <TaskDetailsDrawer id={openId} onClose={() => go({ id: undefined })} onChanged={list.apply} download={openId ? list.downloads[openId] : undefined} />
    </>
  );
}

function TaskRow(props: { task: SubmissionView; now: number; download: DownloadProgress | undefined; onOpen: () => void }): React.JSX.Element {
  const { task } = props;
  const presentation = presentTask(task);
  const elapsed = elapsedMs(task, props.now, presentation.running);
  const credits = taskCredits(task);
  const download = props.download ?? (task.downloads.total > 0 && task.downloads.done < task.downloads.total ? task.downloads : undefined);
  return (
    <Table.Tr data-testid="task-row" data-task-id={task.id} data-state={task.state} data-status={task.status ?? ''} onClick={props.onOpen} style={{ cursor: 'pointer' }}>
      <Table.Td>
        <UnstyledButton onClick={props.onOpen} aria-label={`Open details of ${taskTitle(task)}: ${task.summary || 'no prompt'}`}>
          <Text size="sm" fw={600} ff="monospace">
            {taskTitle(task)}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {task.summary || '—'}
          </Text>
        </UnstyledButton>
        {download && download.done < download.total && (
          <Progress size="xs" mt={4} value={(100 * download.done) / Math.max(1, download.total)} aria-label={`Downloading ${download.done} of ${download.total}`} />
        )}
      </Table.Td>
      <Table.Td>
        <Tooltip label={presentation.explanation ?? task.status ?? task.state} multiline w={280} disabled={!presentation.explanation}>
          <Badge color={presentation.color} variant={presentation.running ? 'dot' : 'light'} data-testid="task-status">
            {presentation.label}
          </Badge>
        </Tooltip>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace" aria-label="Elapsed time">
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

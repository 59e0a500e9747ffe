// Owns the compact panel beside the Generate form that lists the jobs still on their way
// (ComfyUI's queue is the model): a row each with the model's name, the prompt, the status
// and a ticking m:ss clock, each row a link to the job on Tasks. Jobs sent from any form
// show, so switching model never hides one that is still running.
import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useModelNames } from '../catalog/targetName';
import { useNow } from '../hooks/useNow';
import { useT } from '../i18n/useLocale';
import type { TaskFilter } from '../tasks/taskList';
import { useTaskList } from '../tasks/useTaskList';
import { jobRows, type JobRow } from './jobRows';
import { SidePanelCard } from './SidePanelCard';

const RUNNING: TaskFilter = { status: 'running', kind: 'all', text: '' };

export function JobsPanel(): React.JSX.Element {
  const t = useT();
  const list = useTaskList(RUNNING);
  const modelNames = useModelNames();
  const now = useNow(1000, list.items.length > 0);
  const rows = useMemo(
    () => jobRows(list.items, list.downloads, now, modelNames),
    [list.items, list.downloads, now, modelNames],
  );
  return (
    <SidePanelCard name="jobs" title={t('generate.jobs.title')} count={rows.length} color="blue">
      {rows.length === 0 ? (
        <Text size="xs" c="dimmed" data-testid="jobs-empty">
          {list.loading ? t('generate.jobs.checking') : t('generate.jobs.empty')}
        </Text>
      ) : (
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none', maxHeight: 180, overflowY: 'auto' }}
        >
          {rows.map((row) => (
            <JobRowItem key={row.id} row={row} />
          ))}
        </Stack>
      )}
    </SidePanelCard>
  );
}

function JobRowItem({ row }: { row: JobRow }): React.JSX.Element {
  return (
    <Group component="li" gap="xs" wrap="nowrap" data-testid="job-row" data-task-id={row.id}>
      <Loader size={14} aria-hidden />
      <Anchor
        href={row.href}
        size="xs"
        c="inherit"
        underline="hover"
        style={{ flex: 1, minWidth: 0 }}
      >
        <Text span size="xs" fw={600}>
          {row.name}
        </Text>{' '}
        <Text span size="xs" c="dimmed" title={row.summary}>
          · {row.summary.length > 60 ? `${row.summary.slice(0, 59)}…` : row.summary}
        </Text>
      </Anchor>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="job-status">
        {row.status}
      </Text>
      <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="job-elapsed">
        {row.elapsed}
      </Text>
    </Group>
  );
}

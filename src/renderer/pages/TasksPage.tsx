/** The live task list with filters, a virtualized table that loads as it scrolls, and a details drawer (`#/tasks?id=…`). */
import {
  Alert,
  Button,
  CloseButton,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ModelKind } from '../../shared/service/models';
import { PageHeader } from '../components/PageHeader';
import { ErrorAlert } from '../errors/ErrorAlert';
import { useHashQuery } from '../hooks/useRoute';
import { useNow } from '../hooks/useNow';
import { hrefFor } from '../routes';
import { TaskDetailsDrawer } from '../tasks/TaskDetailsDrawer';
import { isStatusFilter, STATUS_FILTERS, type TaskFilter } from '../tasks/taskList';
import { presentTask } from '../tasks/taskPresentation';
import { TaskTable } from '../tasks/TaskTable';
import { useTaskList } from '../tasks/useTaskList';

import { useT } from '../i18n/useLocale';

const KINDS = ['all', 'image', 'video', 'music'] as const;

export function TasksPage(): React.JSX.Element {
  const t = useT();
  const query = useHashQuery();
  const status = query.get('status');
  const kind = query.get('kind');
  const [text, setText] = useState('');
  const [searched] = useDebouncedValue(text.trim(), 250);
  const filter: TaskFilter = useMemo(
    () => ({
      status: isStatusFilter(status) ? status : 'all',
      kind: kind === 'image' || kind === 'video' || kind === 'music' ? (kind as ModelKind) : 'all',
      text: searched,
    }),
    [status, kind, searched],
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
      <PageHeader title={t('tasks.title')} description={t('tasks.description')} />
      <Group mb="md" gap="md" align="flex-end">
        <TextInput
          label={t('tasks.search')}
          placeholder={t('tasks.searchPlaceholder')}
          aria-label={t('tasks.searchLabel')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            text ? (
              <CloseButton
                size="sm"
                aria-label={t('tasks.clearSearch')}
                onClick={() => setText('')}
              />
            ) : null
          }
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={300}
          maxLength={200}
        />
        <Select
          label={t('tasks.status')}
          data={STATUS_FILTERS.map((option) => ({
            value: option.value,
            label: t(`tasks.filter.${option.value}`),
          }))}
          value={filter.status}
          onChange={(value) => go({ status: value ?? 'all', id: undefined })}
          allowDeselect={false}
          w={180}
        />
        <div>
          <Text size="sm" fw={500} id="kind-filter-label" mb={4}>
            {t('tasks.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="kind-filter-label"
            value={filter.kind}
            onChange={(value) => go({ kind: value, id: undefined })}
            data={KINDS.map((value) => ({ value, label: t(`tasks.kind.${value}`) }))}
          />
        </div>
      </Group>
      {list.error !== null && (
        <ErrorAlert error={list.error} title={t('tasks.loadError')} maw={720} />
      )}
      {list.items.length === 0 && !list.loading && list.error === null && (
        <Alert
          variant="light"
          title={
            filter.status === 'all' && filter.kind === 'all' && !filter.text
              ? t('tasks.emptyTitle')
              : t('tasks.noMatchTitle')
          }
          maw={720}
        >
          {filter.status === 'all' && filter.kind === 'all' && !filter.text
            ? t('tasks.empty')
            : t('tasks.noMatch')}
        </Alert>
      )}
      {list.items.length > 0 && (
        <TaskTable
          items={list.items}
          downloads={list.downloads}
          now={now}
          hasMore={list.hasMore}
          loading={list.loading}
          onLoadMore={list.loadMore}
          onOpen={(id) => go({ id })}
        />
      )}
      <Stack align="center" mt="md">
        {list.loading && <Loader size="sm" role="status" aria-label={t('tasks.loading')} />}
        {/* The table loads on scroll; the button is the keyboard's way to the same. */}
        {list.hasMore && !list.loading && (
          <Button variant="default" onClick={list.loadMore}>
            {t('tasks.loadMore')}
          </Button>
        )}
      </Stack>
      <TaskDetailsDrawer
        id={openId}
        onClose={() => go({ id: undefined })}
        onChanged={list.apply}
        download={openId ? list.downloads[openId] : undefined}
      />
    </>
  );
}

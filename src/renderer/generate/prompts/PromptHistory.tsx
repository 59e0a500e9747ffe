/**
 * Owns one list of the Prompts panel: the history (or its starred prompts), searched by words
 * and filtered by model, most recently used first. Each prompt says its model or action by
 * name, how many jobs used it and when last; it can be starred, forgotten or reused.
 */
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconSearch, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { PromptEntry } from '../../../shared/ipc/prompts';
import { MODEL_KEYS, modelName } from '../../../shared/service';
import { targetName, useModelNames } from '../../catalog/targetName';
import { ErrorAlert } from '../../errors';
import { formatDate } from '../../format/date';
import { useT } from '../../i18n/useLocale';
import { usePromptHistory } from './usePromptHistory';

export function PromptHistory(props: {
  starred: boolean;
  onReuse: (entry: PromptEntry) => void;
}): React.JSX.Element {
  const t = useT();
  const [text, setText] = useState('');
  const [model, setModel] = useState<string | null>(null);
  const history = usePromptHistory({ text, model, starred: props.starred });
  const [actionError, setActionError] = useState<unknown>(null);
  const modelNames = useModelNames();
  const nameOf = (key: string): string => modelNames[key] ?? modelName(key);
  const act = (run: () => Promise<unknown>): void => {
    setActionError(null);
    run().catch(setActionError);
  };
  const items = history.items ?? [];
  return (
    <Stack gap="sm">
      <Group gap="xs" grow wrap="wrap">
        <TextInput
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={t('prompts.search.placeholder')}
          aria-label={t('prompts.search.label')}
          leftSection={<IconSearch size={14} aria-hidden />}
          maxLength={500}
          data-autofocus
          data-testid="prompts-search"
        />
        <Select
          value={model}
          onChange={setModel}
          clearable
          placeholder={t('prompts.model.all')}
          aria-label={t('prompts.model.label')}
          data={MODEL_KEYS.map((key) => ({ value: key, label: nameOf(key) }))}
          data-testid="prompts-model"
        />
      </Group>
      {history.error && <ErrorAlert error={history.error} title={t('prompts.loadError')} />}
      {actionError !== null && <ErrorAlert error={actionError} title={t('prompts.actionError')} />}
      {history.items && items.length === 0 && (
        <Text c="dimmed" size="sm" role="status">
          {text.trim() || model
            ? t('prompts.noMatch')
            : props.starred
              ? t('prompts.noStarred')
              : t('prompts.noHistory')}
        </Text>
      )}
      <Stack
        gap="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('prompts.listName')}
      >
        {items.map((entry) => (
          <Paper
            component="li"
            withBorder
            radius="sm"
            p="sm"
            key={entry.id}
            data-testid="prompt-entry"
          >
            <Text
              size="sm"
              lineClamp={4}
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {entry.prompt}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {t('prompts.entryMeta', {
                name: targetName(entry.target, modelNames),
                uses: entry.uses,
                when: formatDate(entry.lastUsedAt),
              })}
            </Text>
            <Group gap="xs" mt="xs" justify="flex-end">
              <Tooltip label={t('prompts.forget')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('prompts.forget')}
                  onClick={() => act(() => window.atelier.prompts.forget({ id: entry.id }))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={entry.starred ? t('prompts.unstar') : t('prompts.star')}>
                <ActionIcon
                  variant="subtle"
                  color="yellow"
                  aria-label={t('prompts.star')}
                  aria-pressed={entry.starred}
                  onClick={() =>
                    act(() =>
                      window.atelier.prompts.star({ id: entry.id, starred: !entry.starred }),
                    )
                  }
                >
                  {entry.starred ? (
                    <IconStarFilled size={16} aria-hidden />
                  ) : (
                    <IconStar size={16} aria-hidden />
                  )}
                </ActionIcon>
              </Tooltip>
              <Button size="compact-sm" variant="light" onClick={() => props.onReuse(entry)}>
                {t('prompts.reuse')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      {items.length >= 50 && (
        <Text size="xs" c="dimmed">
          {t('prompts.mostRecent', { count: items.length })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Owns the Templates tab of the Prompts panel: the saved templates by name, each with its
 * variables' values, "Use in batch" (the batch panel opened with its wildcard text for the
 * form's model or action: `#/generate?model=…&batch=…`), edit and delete; and a new one.
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import type { PromptTemplate } from '../../../shared/ipc/prompts';
import { batchSize, batchText, templateIssues } from '../../../shared/prompts/templateText';
import { ErrorAlert } from '../../errors';
import { useAsync } from '../../hooks/useAsync';
import { useAtelierEvent } from '../../hooks/useAtelierEvent';
import { useT } from '../../i18n/useLocale';
import { batchLinkFor } from '../batch/batchRoute';
import type { GenerateTarget } from '../generateTargets';
import { TemplateEditor } from './TemplateEditor';
import { templateIssueText } from './templateWords';

export function PromptTemplates(props: {
  target: GenerateTarget;
  onUsed: () => void;
}): React.JSX.Element {
  const t = useT();
  const templates = useAsync(() => window.atelier.prompts.templates(), []);
  const { reload } = templates;
  useAtelierEvent('prompts:changed', (change) => change.what === 'templates' && reload());
  const [editing, setEditing] = useState<PromptTemplate | 'new' | null>(null);
  const [error, setError] = useState<unknown>(null);

  if (editing)
    return (
      <TemplateEditor
        template={editing === 'new' ? null : editing}
        onSaved={() => setEditing(null)}
        onCancel={() => setEditing(null)}
      />
    );
  const use = (template: PromptTemplate): void => {
    window.location.hash = batchLinkFor(props.target, batchText(template.text, template.values));
    props.onUsed();
  };
  const remove = (template: PromptTemplate): void => {
    setError(null);
    window.atelier.prompts.deleteTemplate({ id: template.id }).catch(setError);
  };
  const list = templates.data ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('prompts.template.intro')}
        </Text>
        <Button
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setEditing('new')}
        >
          {t('prompts.template.new')}
        </Button>
      </Group>
      {templates.error && <ErrorAlert error={templates.error} title={t('prompts.loadError')} />}
      {error !== null && <ErrorAlert error={error} title={t('prompts.actionError')} />}
      {templates.data && list.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {t('prompts.template.none')}
        </Text>
      )}
      {list.map((template) => {
        const issues = templateIssues(template.text, template.values);
        return (
          <Paper withBorder radius="sm" p="sm" key={template.id} data-testid="prompt-template">
            <Text fw={600} size="sm">
              {template.name}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {template.text}
            </Text>
            {issues.length > 0 ? (
              issues.map((issue) => (
                <Text size="xs" c="orange" key={JSON.stringify(issue)}>
                  {templateIssueText(t, issue)}
                </Text>
              ))
            ) : (
              <Text size="xs" c="dimmed">
                {t('prompts.template.size', { count: batchSize(template.text, template.values) })}
              </Text>
            )}
            <Group gap="xs" mt="xs" justify="flex-end">
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => remove(template)}
              >
                {t('prompts.template.delete')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setEditing(template)}>
                {t('prompts.template.edit')}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconStack2 size={14} aria-hidden />}
                disabled={issues.length > 0}
                onClick={() => use(template)}
              >
                {t('prompts.template.useInBatch')}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

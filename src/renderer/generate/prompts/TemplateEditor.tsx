/**
 * Owns writing a prompt template: its name, its text with {variables}, and each variable's
 * values (typed `red | blue` or one per line). What keeps it from becoming a batch is named
 * under the variable it concerns; a template is saved even so, to finish later.
 */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { GrowingTextarea } from '../../components/GrowingTextarea';
import { useState } from 'react';
import type { PromptTemplate } from '../../../shared/ipc/prompts';
import { MAX_TEMPLATE_TEXT } from '../../../shared/ipc/prompts';
import {
  splitValues,
  templateIssues,
  templateVariables,
} from '../../../shared/prompts/templateText';
import { ErrorAlert } from '../../errors';
import { useT } from '../../i18n/useLocale';
import { templateIssueText } from './templateWords';

export function TemplateEditor(props: {
  template: PromptTemplate | null;
  onSaved: () => void;
  onCancel: () => void;
}): React.JSX.Element {
  const t = useT();
  const [name, setName] = useState(props.template?.name ?? '');
  const [text, setText] = useState(props.template?.text ?? '');
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(props.template?.values ?? {}).map(([key, list]) => [key, list.join(' | ')]),
    ),
  );
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const variables = templateVariables(text);
  const values = Object.fromEntries(
    variables.map((variable) => [variable, splitValues(typed[variable] ?? '')]),
  );
  const issues = templateIssues(text, values).filter((issue) => issue.rule !== 'no_values');
  const nameError = attempted && !name.trim() ? t('prompts.template.nameRequired') : null;
  const textError = attempted && !text.trim() ? t('prompts.template.textRequired') : null;

  const save = async (): Promise<void> => {
    setAttempted(true);
    if (!name.trim() || !text.trim() || issues.length > 0) return;
    setSaving(true);
    setError(null);
    try {
      await window.atelier.prompts.saveTemplate({
        ...(props.template ? { id: props.template.id } : {}),
        name,
        text,
        values,
      });
      props.onSaved();
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="template-editor"
    >
      <TextInput
        label={t('prompts.template.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={80}
        error={nameError}
        data-autofocus
      />
      <GrowingTextarea
        label={t('prompts.template.text')}
        description={t('prompts.template.textHelp')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        minRows={2}
        maxLength={MAX_TEMPLATE_TEXT}
        error={textError}
      />
      {variables.map((variable) => {
        const issue = issues.find((found) => 'variable' in found && found.variable === variable);
        return (
          <TextInput
            key={variable}
            label={t('prompts.template.values', { variable })}
            placeholder={t('prompts.template.valuesPlaceholder')}
            value={typed[variable] ?? ''}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setTyped((previous) => ({ ...previous, [variable]: next }));
            }}
            error={issue ? templateIssueText(t, issue) : null}
          />
        );
      })}
      {issues.some((issue) => issue.rule === 'too_many_variables') && (
        <Text size="sm" c="red">
          {templateIssueText(t, { rule: 'too_many_variables' })}
        </Text>
      )}
      {error !== null && <ErrorAlert error={error} title={t('prompts.template.saveError')} />}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={props.onCancel}>
          {t('prompts.template.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('prompts.template.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * One track action's small form in the Library preview (issue 22 item 5): the few fields it
 * asks, drawn by the Generate page's own field renderer and checked by the shared validator,
 * then its priced button (a preflight of the exact request). A request that breaks a rule keeps
 * the button disabled with the rule said, so it is never priced as sendable nor sent.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import type { MusicAction } from '../../shared/service';
import { actionName } from '../../shared/service/music/actionNames';
import { FieldControl } from '../generate/FieldControl';
import { useT } from '../i18n/useLocale';
import { SongActionButton } from '../song/SongActionButton';
import type { SongRequest } from '../song/useSongSubmit';
import {
  formBody,
  formFields,
  formProblems,
  initialValues,
  type FormStart,
  type FormValues,
} from './trackActionForms';
import { formatClock } from './trackFacts';

export interface TrackActionFormProps {
  action: MusicAction;
  start: FormStart;
  busy: boolean;
  onRequest: (request: SongRequest) => void;
  onBack: () => void;
}

/** The button's words before its price: the range or point it acts on, once both are numbers. */
function actionWords(
  t: ReturnType<typeof useT>,
  action: MusicAction,
  body: Record<string, unknown>,
): string | undefined {
  const { start_s: start, end_s: end, continue_at: at } = body;
  if (typeof start === 'number' && typeof end === 'number')
    return t('library.actions.rangeName', {
      action: actionName(action),
      start: formatClock(start),
      end: formatClock(end),
    });
  if (action === 'extend' && typeof at === 'number')
    return t('library.actions.extendFrom', { time: formatClock(at) });
  return undefined;
}

export function TrackActionForm(props: TrackActionFormProps): React.JSX.Element {
  const t = useT();
  const [values, setValues] = useState<FormValues>(() => initialValues(props.action, props.start));
  const body = formBody(props.action, props.start.source, values);
  const problems = formProblems(props.action, body, props.start.durationS);
  const problem = problems[''] ?? Object.values(problems)[0] ?? null;
  const name = actionWords(t, props.action, body);
  return (
    <Stack gap="xs" data-testid="track-action-form" data-action={props.action}>
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          leftSection={<IconArrowLeft size={12} />}
          onClick={props.onBack}
        >
          {t('library.actions.back')}
        </Button>
        <Text size="sm" fw={600} truncate="end">
          {actionName(props.action)}
        </Text>
      </Group>
      {formFields(props.action, body).map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          value={values[field.name]}
          error={problems[field.name]}
          onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
        />
      ))}
      {problems[''] && (
        <Text size="xs" c="red" role="alert">
          {problems['']}
        </Text>
      )}
      <SongActionButton
        action={props.action}
        body={body}
        {...(name ? { name } : {})}
        problem={problem}
        busy={props.busy}
        onRequest={props.onRequest}
      />
    </Stack>
  );
}

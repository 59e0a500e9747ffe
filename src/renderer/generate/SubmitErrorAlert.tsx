// Owns showing a failed submit: what happened, what to do next, a countdown for rate
// limits and a link to Tasks when the job's state is kept there.
import { useT } from '../i18n/useLocale';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { SerializedError } from '../../shared/errors';
import { describeSubmitError } from './submitErrorView';

export function SubmitErrorAlert(props: {
  error: SerializedError;
  secondsLeft: number;
  onClose: () => void;
}): React.JSX.Element {
  const t = useT();
  const view = describeSubmitError(props.error);
  return (
    <Alert
      color={view.color}
      variant="light"
      title={view.title}
      withCloseButton
      onClose={props.onClose}
      role="alert"
      data-testid="submit-error"
      data-code={props.error.code}
    >
      <Stack gap={4}>
        <Text size="sm">{view.message}</Text>
        <Text size="sm">{view.advice}</Text>
        {view.retryAfter !== null && (
          <Text size="sm" fw={600} data-testid="retry-countdown">
            {props.secondsLeft > 0
              ? t('generate.error.againIn', { seconds: props.secondsLeft })
              : t('generate.error.againNow')}
          </Text>
        )}
        {view.showTasksLink && (
          <Anchor href="#/tasks" size="sm">
            {t('generate.error.openTasks')}
          </Anchor>
        )}
        {props.error.requestId && (
          <Text size="xs" c="dimmed">
            {t('generate.error.requestId', { id: props.error.requestId })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

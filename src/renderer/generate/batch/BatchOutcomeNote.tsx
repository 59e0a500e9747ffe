// Owns what the panel says after sending: all sent (their results stack together), or where
// the batch stopped and why, how many went out before it, how many were never sent, and for a
// job whose answer was lost, that it may have been charged and waits on the Tasks page.
import { Alert, Anchor, Text } from '@mantine/core';
import type { BatchOutcome } from '../../../shared/ipc/tasks';
import { useT } from '../../i18n/useLocale';
import { describeSubmitError } from '../submitErrorView';

export function BatchOutcomeNote({ outcome }: { outcome: BatchOutcome }): React.JSX.Element {
  const t = useT();
  const { stopped, requested } = outcome;
  if (!stopped) {
    return (
      <Alert color="teal" variant="light" data-testid="batch-outcome" role="status">
        {t('generate.batch.done', { count: requested })}
      </Alert>
    );
  }
  const reason = describeSubmitError(stopped.error);
  const inDoubt = outcome.submissions.at(-1)?.state === 'in_doubt';
  const accepted = outcome.submissions.filter((view) => view.state === 'accepted').length;
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('generate.batch.stopped', { job: stopped.job, count: requested })}
      data-testid="batch-outcome"
      role="alert"
    >
      <Text size="sm">
        {reason.title}: {reason.message}
      </Text>
      <Text size="sm" mt={4}>
        {t('generate.batch.stoppedCounts', { sent: accepted, notSent: requested - stopped.job })}
      </Text>
      {inDoubt && (
        <Text size="sm" mt={4}>
          {t('generate.batch.stoppedInDoubt', { job: stopped.job })}
        </Text>
      )}
      <Anchor href="#/tasks" size="sm" mt={4} display="inline-block">
        {t('generate.batch.tasksLink')}
      </Anchor>
    </Alert>
  );
}

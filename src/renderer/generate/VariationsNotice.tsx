// Owns the outcome note of a "Variations ×N" submit in the Generate page's side column: how
// many of the N were sent, where they are, and, when the run stopped early, why and that the
// rest were never sent (nothing is resent by itself).
import { useT } from '../i18n/useLocale';
import { Alert, Anchor, Text } from '@mantine/core';
import type { VariationsOutcome } from '../../shared/ipc/tasks';
import { hrefFor } from '../routes';

export interface VariationsNoticeProps {
  outcome: VariationsOutcome;
  name: string;
  onClose: () => void;
}

export function VariationsNotice({
  outcome,
  name,
  onClose,
}: VariationsNoticeProps): React.JSX.Element {
  const t = useT();
  const sent = outcome.submissions.length;
  const full = outcome.stopped === null;
  return (
    <Alert
      color={full ? 'teal' : 'orange'}
      variant="light"
      withCloseButton
      onClose={onClose}
      title={t('generate.variations.sent', { name, sent, count: outcome.requested })}
      data-testid="variations-notice"
    >
      {full ? (
        <Text size="sm">{t('generate.variations.full')}</Text>
      ) : (
        <Text size="sm">
          {t('generate.variations.stopped', {
            reason: outcome.stopped?.message ?? '',
            count: outcome.requested - sent,
          })}
        </Text>
      )}
      <Anchor size="sm" href={hrefFor('tasks')}>
        {t('generate.variations.openTasks')}
      </Anchor>
    </Alert>
  );
}

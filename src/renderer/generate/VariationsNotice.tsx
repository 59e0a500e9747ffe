// Owns the outcome note of a "Variations ×N" submit in the Generate page's side column: how
// many of the N were sent, where they are, and, when the run stopped early, why and that the
// rest were never sent (nothing is resent by itself).
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
  const sent = outcome.submissions.length;
  const full = outcome.stopped === null;
  return (
    <Alert
      color={full ? 'teal' : 'orange'}
      variant="light"
      withCloseButton
      onClose={onClose}
      title={`${name}: ${sent} of ${outcome.requested} variations sent`}
      data-testid="variations-notice"
    >
      {full ? (
        <Text size="sm">
          Each is its own task; their results arrive in the library as one stack.
        </Text>
      ) : (
        <Text size="sm">
          Stopped: {outcome.stopped?.message} The other {outcome.requested - sent} were not sent and
          will not be sent by themselves.
        </Text>
      )}
      <Anchor size="sm" href={hrefFor('tasks')}>
        Open Tasks
      </Anchor>
    </Alert>
  );
}

// Owns the confirm step of a paid submit: it states the cost (or that it is unknown, and
// why), the balance after and a crossed budget line, and only then sends.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PreflightResult } from '../../shared/ipc/tasks';
import { formatCredits, formatCreditsUsd } from '../format/credits';
import { CONFIRM_MODAL_ATTRIBUTE } from './useSubmitShortcut';

export interface ConfirmSubmitProps {
  opened: boolean;
  title: string;
  preflight: PreflightResult | null;
  creditToUsd: number | null;
  submitting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** What the price covers, when it is more than one job (the DAW pack's parts)... */
  children?: React.ReactNode;
  /** ...and the words that then replace "This request costs N. It is billed once…". */
  costIntro?: string;
}

export function ConfirmSubmit(props: ConfirmSubmitProps): React.JSX.Element {
  const estimate = props.preflight?.estimate;
  const known = estimate?.kind === 'known' ? estimate.credits : null;
  const usd = known === null ? null : formatCreditsUsd(known, props.creditToUsd);
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={`Submit ${props.title}?`} centered {...{ [CONFIRM_MODAL_ATTRIBUTE]: true }}>
      <Stack gap="sm">
        {known !== null ? (
          <Text data-testid="confirm-cost">
            {props.costIntro ?? 'This request costs'} <b>{formatCredits(known)}</b>
            {usd ? ` (≈ ${usd})` : ''}.{props.costIntro ? '' : ' It is billed once, when the service accepts it.'}
          </Text>
        ) : (
          <Alert color="yellow" variant="light" title="The cost is not known in advance" data-testid="confirm-cost">
            {estimate?.kind === 'unknown' ? estimate.reason : 'No estimate is available.'} The service charges what its catalog says; the
            amount appears on the Tasks page.
          </Alert>
        )}
        {props.children}
        {props.preflight?.budget?.line === 'soft' && (
          <Alert color="orange" variant="light" title="Over your monthly budget" data-testid="confirm-budget">
            {props.preflight.budget.message}
          </Alert>
        )}
        {props.preflight && props.preflight.balanceAfter !== null && (
          <Text size="sm" c="dimmed">
            Balance after: {formatCredits(props.preflight.balanceAfter)}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={props.onCancel} disabled={props.submitting}>
            Cancel
          </Button>
          <Button onClick={props.onConfirm} loading={props.submitting} data-autofocus>
            {known !== null ? `Pay ${formatCredits(known)} and submit` : 'Submit'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

// Owns the confirm step of a paid submit: it states the cost (or that it is unknown, and
// why), the balance after and a crossed budget line, and only then sends. For "Variations ×N"
// it states the total (N × the price of one) in the same one confirm. A result a finished task
// already holds is never bought silently: the confirm says so and its only paying button is
// "Buy again anyway" (a part of a DAW pack that is held is listed free, with its own button).
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PreflightResult } from '../../shared/ipc/tasks';
import { formatCredits, formatCreditsUsd } from '../format/credits';
import { formatDate } from '../format/date';
import { CONFIRM_MODAL_ATTRIBUTE } from './useSubmitShortcut';
import { offerWords, upperBoundOffer } from './upperBoundOffer';

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
  /** A second, explicit choice next to the main one (the DAW pack's "Buy again anyway"). */
  extraAction?: { label: string; onClick: () => void };
  /** Nothing is left to buy (every part is held): no paying button, only the extra action. */
  nothingToBuy?: boolean;
}

export function ConfirmSubmit(props: ConfirmSubmitProps): React.JSX.Element {
  const estimate = props.preflight?.estimate;
  const count = props.preflight?.count ?? 1;
  const each = estimate?.kind === 'known' ? estimate.credits : null;
  const known = props.preflight?.totalCredits ?? null;
  const usd = known === null ? null : formatCreditsUsd(known, props.creditToUsd);
  const title =
    count > 1 ? `Submit ${count} variations of ${props.title}?` : `Submit ${props.title}?`;
  const held = props.preflight?.reusable ?? null;
  // A price unknown under a hard budget line: confirming accepts its upper bound (upperBoundOffer.ts).
  const offer = props.preflight ? upperBoundOffer(props.preflight) : null;
  const payLabel = offer
    ? `Pay at most ${formatCredits(offer.credits)} and submit`
    : known !== null
      ? `Pay ${formatCredits(known)} and submit${count > 1 ? ` ${count}` : ''}`
      : count > 1
        ? `Submit ${count}`
        : 'Submit';
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={title}
      centered
      {...{ [CONFIRM_MODAL_ATTRIBUTE]: true }}
    >
      <Stack gap="sm">
        {known !== null && count > 1 && each !== null ? (
          <Text data-testid="confirm-cost">
            These {count} variations cost <b>{formatCredits(known)}</b> in all ({count} ×{' '}
            {formatCredits(each)}
            {usd ? `, ≈ ${usd}` : ''}). Each is its own task, billed once when the service accepts
            it; if one fails, the others are not resent.
          </Text>
        ) : known !== null ? (
          <Text data-testid="confirm-cost">
            {props.costIntro ?? 'This request costs'} <b>{formatCredits(known)}</b>
            {usd ? ` (≈ ${usd})` : ''}.
            {props.costIntro ? '' : ' It is billed once, when the service accepts it.'}
          </Text>
        ) : (
          <Alert
            color="yellow"
            variant="light"
            title="The cost is not known in advance"
            data-testid="confirm-cost"
          >
            {estimate?.kind === 'unknown' ? estimate.reason : 'No estimate is available.'} The
            service charges what its catalog says; the amount appears on the Tasks page.
            {count > 1 ? ` ${count} tasks will be sent, each billed on its own.` : ''}
            {props.preflight?.acceptedUpperBound && props.preflight.upperBound
              ? ` You accepted paying at most ${formatCredits(props.preflight.upperBound.credits)} (${props.preflight.upperBound.basis}).`
              : ''}
          </Alert>
        )}
        {offer && (
          <Alert
            color="orange"
            variant="light"
            title="Under your hard budget limit"
            data-testid="confirm-accept-bound"
          >
            {offerWords(offer, formatCredits)}
          </Alert>
        )}
        {held && (
          <Alert
            color="teal"
            variant="light"
            title="You already have this result"
            data-testid="confirm-reusable"
          >
            A finished task{held.finishedAt ? ` (${formatDate(held.finishedAt)})` : ''} holds it
            {held.format ? ` as ${held.format}` : ''}, in your library. Nothing needs to be bought;
            choose “Buy again anyway” only to pay for a new one.
          </Alert>
        )}
        {props.children}
        {props.preflight?.budget?.line === 'soft' && (
          <Alert
            color="orange"
            variant="light"
            title="Over your monthly budget"
            data-testid="confirm-budget"
          >
            {props.preflight.budget.message}
          </Alert>
        )}
        {props.preflight && props.preflight.balanceAfter !== null && (
          <Text size="sm" c="dimmed">
            Balance after: {formatCredits(props.preflight.balanceAfter)}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button
            variant="default"
            onClick={props.onCancel}
            disabled={props.submitting}
            {...(held || props.nothingToBuy ? { 'data-autofocus': true } : {})}
          >
            {props.nothingToBuy || held ? 'Keep what I have' : 'Cancel'}
          </Button>
          {props.extraAction && (
            <Button
              variant="default"
              color="orange"
              onClick={props.extraAction.onClick}
              disabled={props.submitting}
            >
              {props.extraAction.label}
            </Button>
          )}
          {!props.nothingToBuy && (
            <Button
              onClick={props.onConfirm}
              loading={props.submitting}
              data-autofocus
              {...(held ? { color: 'orange', variant: 'light' } : {})}
            >
              {held
                ? `Buy again anyway${known !== null ? ` (${formatCredits(known)})` : ''}`
                : payLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

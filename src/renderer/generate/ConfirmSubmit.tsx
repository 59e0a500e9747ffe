// Owns the confirm step of a paid submit: it states the cost (or that it is unknown, and
// why), the balance after and a crossed budget line, and only then sends. For "Variations ×N"
// it states the total (N × the price of one) in the same one confirm. A result a finished task
// already holds is never bought silently: the confirm says so and its only paying button is
// "Buy again anyway" (a part of a DAW pack that is held is listed free, with its own button).
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PreflightResult } from '../../shared/ipc/tasks';
import { formatCredits, formatCreditsUsd } from '../format/credits';
import { formatDate } from '../format/date';
import { useT } from '../i18n/useLocale';
import { priceWords } from './fieldWords';
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

/** The translated sentence with its amount in bold (the amount is a value, so word order is the language's). */
function withBold(text: string, bold: string): React.ReactNode {
  const at = text.indexOf(bold);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <b>{bold}</b>
      {text.slice(at + bold.length)}
    </>
  );
}

export function ConfirmSubmit(props: ConfirmSubmitProps): React.JSX.Element {
  const t = useT();
  const estimate = props.preflight?.estimate;
  const count = props.preflight?.count ?? 1;
  const each = estimate?.kind === 'known' ? estimate.credits : null;
  const known = props.preflight?.totalCredits ?? null;
  const usd = known === null ? null : formatCreditsUsd(known, props.creditToUsd);
  const title =
    count > 1
      ? t('generate.confirm.titleVariations', { count, name: props.title })
      : t('generate.confirm.title', { name: props.title });
  const held = props.preflight?.reusable ?? null;
  // A price unknown under a hard budget line: confirming accepts its upper bound (upperBoundOffer.ts).
  const offer = props.preflight ? upperBoundOffer(props.preflight) : null;
  const payLabel = offer
    ? t('generate.confirm.payAtMost', { credits: formatCredits(offer.credits) })
    : known !== null
      ? t('generate.confirm.pay', { credits: formatCredits(known), count })
      : count > 1
        ? t('generate.confirm.submitCount', { count })
        : t('generate.submit');
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
            {withBold(
              t('generate.confirm.variationsCost', {
                count,
                total: formatCredits(known),
                each: formatCredits(each),
                usd: usd ?? 'none',
              }),
              formatCredits(known),
            )}
          </Text>
        ) : known !== null ? (
          <Text data-testid="confirm-cost">
            {props.costIntro ? (
              <>
                {props.costIntro} <b>{formatCredits(known)}</b>
                {usd ? ` (≈ ${usd})` : ''}.
              </>
            ) : (
              withBold(
                t('generate.confirm.cost', { credits: formatCredits(known), usd: usd ?? 'none' }),
                formatCredits(known),
              )
            )}
          </Text>
        ) : (
          <Alert
            color="yellow"
            variant="light"
            title={t('generate.confirm.unknownTitle')}
            data-testid="confirm-cost"
          >
            {estimate?.kind === 'unknown' && estimate.said
              ? priceWords(estimate.said, [])
              : t('generate.cost.noPrice')}{' '}
            {t('generate.confirm.unknownBody')}
            {count > 1 ? ` ${t('generate.confirm.unknownCount', { count })}` : ''}
            {props.preflight?.acceptedUpperBound && props.preflight.upperBound
              ? ` ${t('generate.confirm.accepted', { credits: formatCredits(props.preflight.upperBound.credits) })}`
              : ''}
          </Alert>
        )}
        {offer && (
          <Alert
            color="orange"
            variant="light"
            title={t('generate.confirm.underHard')}
            data-testid="confirm-accept-bound"
          >
            {offerWords(offer, formatCredits)}
          </Alert>
        )}
        {held && (
          <Alert
            color="teal"
            variant="light"
            title={t('generate.confirm.haveIt')}
            data-testid="confirm-reusable"
          >
            {t('generate.confirm.haveItBody', {
              date: held.finishedAt ? formatDate(held.finishedAt) : 'none',
              format: held.format ?? 'none',
            })}
          </Alert>
        )}
        {props.children}
        {props.preflight?.budget?.line === 'soft' && (
          <Alert
            color="orange"
            variant="light"
            title={t('generate.cost.overBudget')}
            data-testid="confirm-budget"
          >
            {props.preflight.budget.message}
          </Alert>
        )}
        {props.preflight && props.preflight.balanceAfter !== null && (
          <Text size="sm" c="dimmed">
            {t('generate.cost.balanceAfterValue', {
              credits: formatCredits(props.preflight.balanceAfter),
            })}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button
            variant="default"
            onClick={props.onCancel}
            disabled={props.submitting}
            {...(held || props.nothingToBuy ? { 'data-autofocus': true } : {})}
          >
            {props.nothingToBuy || held ? t('generate.confirm.keep') : t('generate.confirm.cancel')}
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
                ? known !== null
                  ? t('generate.confirm.buyAgainPrice', { credits: formatCredits(known) })
                  : t('generate.confirm.buyAgain')
                : payLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

// Owns the Generate page's action bar: stuck to the bottom of the window while the form is
// longer than the screen, so the price and Submit are in sight in a small window too. It is
// layout only: the Submit button and the Variations field are passed in as they are.
import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatCredits, formatCreditsUsd } from '../format/credits';
import { useT } from '../i18n/useLocale';
import type { PreflightState } from './usePreflight';

export interface SubmitBarProps {
  preflight: Omit<PreflightState, 'runNow'>;
  creditToUsd: number | null;
  /** The Variations field and the Submit group, unchanged. */
  children: React.ReactNode;
  /** A line under the bar: why Submit is disabled, next to it. */
  note?: React.ReactNode;
}

/** The price in one line (the total for variations) and the balance or budget state under it. */
export function PriceSummary({
  preflight,
  creditToUsd,
}: Pick<SubmitBarProps, 'preflight' | 'creditToUsd'>): React.JSX.Element {
  const t = useT();
  const { result, error, loading } = preflight;
  const estimate = result?.estimate;
  const credits =
    result && result.count > 1
      ? result.totalCredits
      : estimate?.kind === 'known'
        ? estimate.credits
        : null;
  const usd = credits === null ? null : formatCreditsUsd(credits, creditToUsd);
  const state = !result
    ? null
    : result.budget
      ? {
          text:
            result.budget.line === 'hard'
              ? t('generate.cost.overHard')
              : t('generate.cost.overBudget'),
          color: result.budget.line === 'hard' ? 'red' : 'orange',
        }
      : result.shortfall !== null
        ? {
            text: t('generate.cost.shortBy', { credits: formatCredits(result.shortfall) }),
            color: 'red',
          }
        : {
            text: t('generate.cost.balanceAfterValue', {
              credits:
                result.balanceAfter === null
                  ? t('generate.cost.unknownValue')
                  : formatCredits(result.balanceAfter),
            }),
            color: 'dimmed',
          };
  return (
    <Stack gap={0} data-testid="submit-bar-price" aria-live="polite" style={{ minWidth: 0 }}>
      <Group gap={6} wrap="nowrap" align="baseline">
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {credits !== null
            ? result && result.count > 1
              ? t('generate.cost.totalFor', {
                  credits: formatCredits(credits),
                  count: result.count,
                })
              : formatCredits(credits)
            : result || error
              ? t('generate.cost.unknown')
              : t('generate.cost.estimating')}
        </Text>
        {usd && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            ≈ {usd}
          </Text>
        )}
        {loading && <Loader size={12} aria-hidden />}
      </Group>
      {state && (
        <Text size="xs" c={state.color} truncate="end">
          {state.text}
        </Text>
      )}
    </Stack>
  );
}

export function SubmitBar(props: SubmitBarProps): React.JSX.Element {
  const t = useT();
  return (
    <Paper
      role="group"
      aria-label={t('generate.cost.priceAndSubmit')}
      data-testid="submit-bar"
      pos="sticky"
      bottom="var(--app-shell-footer-offset, 0px)"
      // Out to the form's edges, over what scrolls under it.
      mx="calc(var(--mantine-spacing-lg) * -1)"
      mb="calc(var(--mantine-spacing-lg) * -1)"
      px="lg"
      py="sm"
      radius={0}
      style={{
        zIndex: 2,
        borderTop: '1px solid var(--mantine-color-default-border)',
        borderBottomLeftRadius: 'var(--mantine-radius-md)',
        borderBottomRightRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <PriceSummary preflight={props.preflight} creditToUsd={props.creditToUsd} />
        <Group gap="sm" align="center" wrap="nowrap" ml="auto">
          {props.children}
        </Group>
      </Group>
      {props.note}
    </Paper>
  );
}

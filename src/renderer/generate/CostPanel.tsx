// Owns the live cost panel: the estimate in credits and USD, the balance and the balance
// after this request, or "unknown" with the catalog's reason; warns about a shortfall. With
// "Variations ×N" it adds the total (N × the price of one), which the balance after counts.
import {
  Alert,
  Badge,
  Checkbox,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { FieldSpec } from '../../shared/service';
import { formatCredits, formatCreditsUsd } from '../format/credits';
import { useT } from '../i18n/useLocale';
import { priceWords } from './fieldWords';
import { TechnicalDetails } from './TechnicalDetails';
import type { PreflightState } from './usePreflight';

export interface CostPanelProps {
  preflight: Omit<PreflightState, 'runNow'>;
  creditToUsd: number | null;
  /**
   * Under a hard budget line a job of unknown price is refused unless the user accepts its
   * upper bound (the catalog's highest tier): called with that bound, or null to take it back.
   */
  onAcceptBound?: (credits: number | null) => void;
  /** The form's fields: a price note that names one says its label. */
  fields?: readonly FieldSpec[];
}

function Row(props: {
  label: string;
  value: string;
  testId?: string;
  color?: string;
}): React.JSX.Element {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text
        size="sm"
        fw={500}
        {...(props.color ? { c: props.color } : {})}
        data-testid={props.testId}
      >
        {props.value}
      </Text>
    </Group>
  );
}

export function CostPanel(props: CostPanelProps): React.JSX.Element {
  const t = useT();
  const { preflight, creditToUsd } = props;
  const { result, error, loading } = preflight;
  const estimate = result?.estimate;
  const fields = props.fields ?? [];
  const unknownValue = t('generate.cost.unknownValue');
  return (
    <Paper withBorder p="md" radius="md" aria-label={t('generate.cost.panel')} component="section">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{t('generate.cost.title')}</Title>
          {loading && <Loader size="xs" role="status" aria-label={t('generate.cost.updating')} />}
        </Group>
        {error && !result && (
          <Alert
            color="gray"
            variant="light"
            title={t('generate.cost.unknown')}
            data-testid="cost-unknown"
          >
            {t('generate.cost.unavailable', { message: error.message })}
          </Alert>
        )}
        {estimate?.kind === 'known' && (
          <>
            <Group gap="xs" align="baseline">
              <Text size="xl" fw={700} data-testid="cost-credits">
                {formatCredits(estimate.credits)}
              </Text>
              {formatCreditsUsd(estimate.credits, creditToUsd) && (
                <Text c="dimmed" data-testid="cost-usd">
                  ≈ {formatCreditsUsd(estimate.credits, creditToUsd)}
                </Text>
              )}
            </Group>
            {result && result.count > 1 && result.totalCredits !== null && (
              <Row
                label={t('generate.cost.variations', { count: result.count })}
                value={formatCredits(result.totalCredits)}
                testId="cost-total"
              />
            )}
            {(estimate.notes ?? []).length > 0 && (
              <List size="xs" c="dimmed" spacing={2} data-testid="cost-notes">
                {(estimate.notes ?? []).map((note) => {
                  const line = priceWords(note, fields);
                  return <List.Item key={line}>{line}</List.Item>;
                })}
              </List>
            )}
            <TechnicalDetails lines={estimate.breakdown} testId="cost-technical" />
          </>
        )}
        {estimate?.kind === 'unknown' && (
          <Stack gap={4} data-testid="cost-unknown">
            <Badge color="gray" variant="light" w="fit-content">
              {t('generate.cost.unknown')}
            </Badge>
            <Text size="sm" c="dimmed" data-testid="cost-unknown-reason">
              {estimate.said ? priceWords(estimate.said, fields) : t('generate.cost.noPrice')}
            </Text>
            <TechnicalDetails lines={[estimate.reason]} testId="cost-technical" />
          </Stack>
        )}
        {result && (
          <Stack gap={2}>
            <Row
              label={t('generate.cost.balance')}
              value={result.balance === null ? unknownValue : formatCredits(result.balance)}
              testId="cost-balance"
            />
            <Row
              label={t('generate.cost.balanceAfter')}
              value={
                result.balanceAfter === null ? unknownValue : formatCredits(result.balanceAfter)
              }
              testId="cost-balance-after"
              {...(result.shortfall !== null ? { color: 'red' } : {})}
            />
          </Stack>
        )}
        {result?.budget && (
          <Alert
            color={result.budget.line === 'hard' ? 'red' : 'orange'}
            variant="light"
            data-testid="cost-budget"
            title={
              result.budget.priceUnknown
                ? t('generate.cost.priceUnknownHard')
                : result.budget.line === 'hard'
                  ? t('generate.cost.overHard')
                  : t('generate.cost.overBudget')
            }
          >
            {result.budget.message}
          </Alert>
        )}
        {props.onAcceptBound &&
          result?.upperBound &&
          (result.budget?.priceUnknown?.boundFits || result.acceptedUpperBound) && (
            <div data-testid="cost-accept-bound">
              <Checkbox
                checked={result.acceptedUpperBound}
                onChange={(event) =>
                  props.onAcceptBound?.(
                    event.currentTarget.checked ? result.upperBound!.credits : null,
                  )
                }
                label={t('generate.cost.acceptAtMost', {
                  credits: formatCredits(result.upperBound.credits),
                })}
                description={result.upperBound.basis}
              />
            </div>
          )}
        {result?.shortfall != null && (
          <Alert
            color="orange"
            variant="light"
            title={t('generate.cost.notEnough')}
            data-testid="cost-shortfall"
          >
            {t('generate.cost.notEnoughBody', { credits: formatCredits(result.shortfall) })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

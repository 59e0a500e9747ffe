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
import { formatCredits, formatCreditsUsd } from '../format/credits';
import type { PreflightState } from './usePreflight';

export interface CostPanelProps {
  preflight: Omit<PreflightState, 'runNow'>;
  creditToUsd: number | null;
  /**
   * Under a hard budget line a job of unknown price is refused unless the user accepts its
   * upper bound (the catalog's highest tier): called with that bound, or null to take it back.
   */
  onAcceptBound?: (credits: number | null) => void;
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
  const { preflight, creditToUsd } = props;
  const { result, error, loading } = preflight;
  const estimate = result?.estimate;
  return (
    <Paper withBorder p="md" radius="md" aria-label="Cost estimate" component="section">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>Cost</Title>
          {loading && <Loader size="xs" aria-label="Updating the estimate" />}
        </Group>
        {error && !result && (
          <Alert color="gray" variant="light" title="Cost unknown" data-testid="cost-unknown">
            The estimate is not available: {error.message}
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
                label={`× ${result.count} variations`}
                value={formatCredits(result.totalCredits)}
                testId="cost-total"
              />
            )}
            <List size="xs" c="dimmed" spacing={2}>
              {estimate.breakdown.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </>
        )}
        {estimate?.kind === 'unknown' && (
          <Stack gap={4} data-testid="cost-unknown">
            <Badge color="gray" variant="light" w="fit-content">
              Cost unknown
            </Badge>
            <Text size="sm" c="dimmed">
              {estimate.reason}
            </Text>
          </Stack>
        )}
        {result && (
          <Stack gap={2}>
            <Row
              label="Balance"
              value={result.balance === null ? 'unknown' : formatCredits(result.balance)}
              testId="cost-balance"
            />
            <Row
              label="Balance after"
              value={result.balanceAfter === null ? 'unknown' : formatCredits(result.balanceAfter)}
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
                ? 'Price unknown under a hard budget limit'
                : result.budget.line === 'hard'
                  ? 'Over your hard budget limit'
                  : 'Over your monthly budget'
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
                label={`Accept paying at most ${formatCredits(result.upperBound.credits)}`}
                description={result.upperBound.basis}
              />
            </div>
          )}
        {result?.shortfall != null && (
          <Alert
            color="orange"
            variant="light"
            title="Not enough credits"
            data-testid="cost-shortfall"
          >
            This needs {formatCredits(result.shortfall)} more than the balance. Top up, or choose a
            cheaper option.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

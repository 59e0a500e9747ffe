// Owns the preview's total: what the whole batch costs, against the balance (what is left,
// or how much is missing) and against the month's budget (the spending module's check of the
// total, and the month so far). Pure display of main's one check of the total.
import { Alert, Stack, Text } from '@mantine/core';
import type { GroupPreflightResult } from '../../../shared/ipc/tasks';
import { formatCredits, formatCreditsUsd } from '../../format/credits';
import { useT } from '../../i18n/useLocale';
import { useMonthSpend } from '../../spending/monthSpend';

export function BatchTotals(props: {
  preview: GroupPreflightResult;
  creditToUsd: number | null;
}): React.JSX.Element {
  const t = useT();
  const { preview } = props;
  const month = useMonthSpend().data;
  const count = preview.parts.length;
  const total = preview.totalCredits;
  const invalid = preview.parts.filter((part) => part.issues.length > 0).length;
  const usd = total === null ? null : formatCreditsUsd(total, props.creditToUsd);
  const line = month ? (month.soft ?? month.hard) : null;
  return (
    <Stack gap={6} data-testid="batch-totals">
      <Text fw={600} data-testid="batch-total">
        {total === null
          ? t('generate.batch.totalUnknown', { count })
          : t('generate.batch.total', {
              count,
              credits: formatCredits(total),
              usd: usd ?? 'none',
            })}
      </Text>
      {preview.balance !== null && (
        <Text size="sm" c="dimmed">
          {preview.balanceAfter === null
            ? t('generate.batch.balance', { balance: formatCredits(preview.balance) })
            : t('generate.batch.balanceAfter', {
                balance: formatCredits(preview.balance),
                after: formatCredits(Math.max(0, preview.balanceAfter)),
              })}
        </Text>
      )}
      {month && (
        <Text size="sm" c="dimmed" data-testid="batch-month">
          {t('generate.batch.month', {
            spent: formatCredits(month.spent),
            line: line === null ? 'none' : formatCredits(line),
          })}
        </Text>
      )}
      {preview.shortfall !== null && (
        <Alert color="red" variant="light" data-testid="batch-shortfall">
          {t('generate.batch.shortfall', { shortfall: formatCredits(preview.shortfall) })}
        </Alert>
      )}
      {preview.budget && (
        <Alert
          color={preview.budget.line === 'hard' ? 'red' : 'orange'}
          variant="light"
          title={t('generate.cost.overBudget')}
          data-testid="batch-budget"
        >
          {preview.budget.message}
        </Alert>
      )}
      {invalid > 0 && (
        <Alert color="red" variant="light" data-testid="batch-invalid">
          {t('generate.batch.invalid', { count: invalid })}
        </Alert>
      )}
    </Stack>
  );
}

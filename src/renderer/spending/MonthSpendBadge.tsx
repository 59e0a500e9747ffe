/** The header's "this month" figure next to the balance: spend and, when set, the budget line. */
import { Anchor, Badge, Tooltip } from '@mantine/core';
import { formatCredits } from '../format/credits';
import { budgetState, useMonthSpend } from './monthSpend';

const COLORS = { ok: 'gray', soft: 'orange', hard: 'red' } as const;

export function MonthSpendBadge(): React.JSX.Element | null {
  const month = useMonthSpend().data;
  if (!month) return null;
  const line = month.soft ?? month.hard;
  const text = `${month.month}: ${formatCredits(month.spent)}${line !== null ? ` of ${formatCredits(line, { unit: false })}` : ''}`;
  const state = budgetState(month);
  const tip =
    state === 'hard'
      ? 'The hard budget line is reached: paid jobs are refused until next month or until you raise it.'
      : state === 'soft'
        ? 'Over this month’s budget: each paid job asks first.'
        : 'Spent this month (refunds taken off, in-doubt jobs counted). Open Spending for the details.';
  return (
    <Tooltip label={tip} multiline w={260}>
      <Anchor href="#/spending" underline="never" data-testid="header-month-spend" aria-label={`Spent in ${text}`}>
        <Badge variant="light" color={COLORS[state]} tt="none">
          {text}
        </Badge>
      </Anchor>
    </Tooltip>
  );
}

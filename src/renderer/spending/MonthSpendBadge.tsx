/** The header's "this month" figure next to the balance: spend and, when set, the budget line. */
import { Anchor, Badge, Tooltip } from '@mantine/core';
import { formatCredits } from '../format/credits';
import { formatMonthName } from '../format/date';
import { useT } from '../i18n/useLocale';
import { budgetState, useMonthSpend } from './monthSpend';

const COLORS = { ok: 'gray', soft: 'orange', hard: 'red' } as const;

export function MonthSpendBadge(): React.JSX.Element | null {
  const t = useT();
  const month = useMonthSpend().data;
  if (!month) return null;
  const monthName = formatMonthName(month.monthKey);
  const line = month.soft ?? month.hard;
  const spent = formatCredits(month.spent);
  const text =
    line !== null
      ? t('header.month.textOfLine', {
          month: monthName,
          spent,
          line: formatCredits(line, { unit: false }),
        })
      : t('header.month.text', { month: monthName, spent });
  const state = budgetState(month);
  const tip =
    state === 'hard'
      ? t('header.month.hard')
      : state === 'soft'
        ? t('header.month.soft')
        : t('header.month.ok');
  return (
    <Tooltip label={tip} multiline w={260}>
      <Anchor
        href="#/spending"
        underline="never"
        data-testid="header-month-spend"
        aria-label={t('header.month.label', { summary: text })}
      >
        <Badge variant="light" color={COLORS[state]} tt="none">
          {text}
        </Badge>
      </Anchor>
    </Tooltip>
  );
}

/** Spend per day, week or month (bars) and the running balance (a line), drawn with @mantine/charts. */
import { BarChart, LineChart } from '@mantine/charts';
import { Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { SpendingView, SpendPeriod } from '../../shared/ipc/spending';
import { formatCredits, formatCreditsUsd } from '../format/credits';
import { formatDate, formatDay, formatMonth } from '../format/date';
import { t } from '../../shared/i18n/activeLanguage';
import { useT } from '../i18n/useLocale';

const PERIODS: SpendPeriod[] = ['day', 'week', 'month'];

/** "Nov 23, 2026", "Week of Nov 23, 2026", "November 2026" from ledger.ts's period keys. */
export function periodLabel(period: SpendPeriod, key: string): string {
  if (period === 'month') return formatMonth(key);
  return period === 'week' ? t('spending.chart.weekOf', { day: formatDay(key) }) : formatDay(key);
}

export function SpendCharts(props: {
  view: SpendingView;
  onPeriod: (period: SpendPeriod) => void;
}): React.JSX.Element {
  const { view } = props;
  useT();
  const net = t('spending.chart.net');
  const inDoubt = t('spending.chart.inDoubt');
  const balance = t('spending.balance.series');
  const money = (credits: number) => {
    const usd = formatCreditsUsd(credits, view.creditToUsd);
    return usd
      ? t('spending.chart.withUsd', { credits: formatCredits(credits), usd })
      : formatCredits(credits);
  };
  // Axis ticks stay short ("1,200"); the tooltip says credits and USD.
  const tick = (value: number) => formatCredits(value, { unit: false });
  const bars = view.byPeriod.map((total) => ({
    period: periodLabel(view.period, total.key),
    [net]: total.net,
    [inDoubt]: total.inDoubt,
  }));
  const balances = view.balances.map((reading) => ({
    at: formatDate(reading.at),
    [balance]: reading.credits,
  }));
  return (
    <Group align="stretch" grow gap="md" mb="lg" wrap="wrap">
      <Card withBorder padding="md" miw={320} aria-labelledby="spend-chart-title">
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Title order={4} id="spend-chart-title">
            {t(`spending.chart.title.${view.period}`)}
          </Title>
          <SegmentedControl
            size="xs"
            value={view.period}
            onChange={(value) => props.onPeriod(value as SpendPeriod)}
            data={PERIODS.map((value) => ({ value, label: t(`spending.period.${value}`) }))}
            aria-label={t('spending.chart.groupBy')}
          />
        </Group>
        {bars.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('spending.noPaidJobs')}
          </Text>
        ) : (
          <BarChart
            h={220}
            data={bars}
            dataKey="period"
            type="stacked"
            series={[
              { name: net, color: 'violet.6' },
              { name: inDoubt, color: 'orange.5' },
            ]}
            valueFormatter={money}
            yAxisProps={{ tickFormatter: tick, width: 56 }}
            yAxisLabel={t('spending.chart.credits')}
            maxBarWidth={56}
            withLegend
            data-testid="spend-chart"
          />
        )}
      </Card>
      <Card withBorder padding="md" miw={320} aria-labelledby="balance-chart-title">
        <Title order={4} id="balance-chart-title" mb="sm">
          {t('spending.balance.title')}
        </Title>
        {balances.length === 0 ? (
          <Stack gap={4}>
            <Text c="dimmed" size="sm">
              {t('spending.balance.empty')}
            </Text>
          </Stack>
        ) : (
          <LineChart
            h={220}
            data={balances}
            dataKey="at"
            series={[{ name: balance, color: 'teal.6' }]}
            curveType="stepAfter"
            valueFormatter={money}
            yAxisProps={{ tickFormatter: tick, width: 56, domain: ['auto', 'auto'] }}
            yAxisLabel={t('spending.chart.credits')}
            withXAxis={false}
            data-testid="balance-chart"
          />
        )}
      </Card>
    </Group>
  );
}

/** Spend per day, week or month (bars) and the running balance (a line), drawn with @mantine/charts. */
import { BarChart, LineChart } from '@mantine/charts';
import { Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { SpendingView, SpendPeriod } from '../../shared/ipc/spending';
import { formatCredits, formatCreditsUsd } from '../format/credits';
import { formatDate, formatDay } from '../format/date';

const PERIOD_LABELS: Record<SpendPeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** "Nov 23, 2026", "Week of Nov 23, 2026", "November 2026" from ledger.ts's period keys. */
export function periodLabel(period: SpendPeriod, key: string): string {
  if (period === 'month') {
    const date = new Date(`${key}-01T00:00:00`);
    return Number.isNaN(date.getTime()) ? key : date.toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
  }
  return period === 'week' ? `Week of ${formatDay(key)}` : formatDay(key);
}

export function SpendCharts(props: { view: SpendingView; onPeriod: (period: SpendPeriod) => void }): React.JSX.Element {
  const { view } = props;
  const money = (credits: number) => {
    const usd = formatCreditsUsd(credits, view.creditToUsd);
    return usd ? `${formatCredits(credits)} (≈ ${usd})` : formatCredits(credits);
  };
  // Axis ticks stay short ("1,200"); the tooltip says credits and USD.
  const tick = (value: number) => formatCredits(value, { unit: false });
  const bars = view.byPeriod.map((total) => ({ period: periodLabel(view.period, total.key), Net: total.net, 'In doubt': total.inDoubt }));
  const balances = view.balances.map((reading) => ({ at: formatDate(reading.at), Balance: reading.credits }));
  return (
    <Group align="stretch" grow gap="md" mb="lg" wrap="wrap">
      <Card withBorder padding="md" miw={320} aria-labelledby="spend-chart-title">
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Title order={4} id="spend-chart-title">
            Spend per {PERIOD_LABELS[view.period].toLowerCase()}
          </Title>
          <SegmentedControl
            size="xs"
            value={view.period}
            onChange={(value) => props.onPeriod(value as SpendPeriod)}
            data={Object.entries(PERIOD_LABELS).map(([value, label]) => ({ value, label }))}
            aria-label="Group spend by"
          />
        </Group>
        {bars.length === 0 ? (
          <Text c="dimmed" size="sm">No paid jobs yet.</Text>
        ) : (
          <BarChart
            h={220}
            data={bars}
            dataKey="period"
            type="stacked"
            series={[{ name: 'Net', color: 'violet.6' }, { name: 'In doubt', color: 'orange.5' }]}
            valueFormatter={money}
            yAxisProps={{ tickFormatter: tick, width: 56 }}
            yAxisLabel="credits"
            maxBarWidth={56}
            withLegend
            data-testid="spend-chart"
          />
        )}
      </Card>
      <Card withBorder padding="md" miw={320} aria-labelledby="balance-chart-title">
        <Title order={4} id="balance-chart-title" mb="sm">
          Balance over time
        </Title>
        {balances.length === 0 ? (
          <Stack gap={4}>
            <Text c="dimmed" size="sm">No balance read yet. Each balance Atelier reads is kept here.</Text>
          </Stack>
        ) : (
          <LineChart
            h={220}
            data={balances}
            dataKey="at"
            series={[{ name: 'Balance', color: 'teal.6' }]}
            curveType="stepAfter"
            valueFormatter={money}
            yAxisProps={{ tickFormatter: tick, width: 56, domain: ['auto', 'auto'] }}
            yAxisLabel="credits"
            withXAxis={false}
            data-testid="balance-chart"
          />
        )}
      </Card>
    </Group>
  );
}

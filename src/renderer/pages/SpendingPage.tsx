/**
 * The Spending page: what the active profile's jobs cost, from the journal (works offline):
 * spend per period and the balance line, totals by kind/model/action/song, the month against
 * its budget, the ledger of every paid job, and a CSV export. Refreshes when spend moves.
 */
import '@mantine/charts/styles.css';
import { Alert, Button, Group, Loader, SimpleGrid, Card, Text } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import type { LedgerRow, SpendPeriod } from '../../shared/ipc/spending';
import { PageHeader } from '../components/PageHeader';
import { ErrorAlert } from '../errors/ErrorAlert';
import { useAsync } from '../hooks/useAsync';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { formatCredits } from '../format/credits';
import { LedgerTable } from '../spending/LedgerTable';
import { Money } from '../spending/Money';
import { SpendCharts } from '../spending/SpendCharts';
import { SpendTotals } from '../spending/SpendTotals';

const PAGE = 100;

import { useT } from '../i18n/useLocale';

export function SpendingPage(): React.JSX.Element {
  const t = useT();
  const [period, setPeriod] = useState<SpendPeriod>('day');
  const summary = useAsync(() => window.atelier.spending.summary({ period }), [period]);
  const [rows, setRows] = useState<LedgerRow[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [exporting, setExporting] = useState(false);

  const loadFirst = useCallback(async () => {
    const page = await window.atelier.spending.ledger({ limit: PAGE });
    setRows(page.items);
    setCursor(page.nextCursor);
  }, []);
  useEffect(() => {
    void loadFirst();
  }, [loadFirst]);
  // A charge, refund or new job moved the figures (main sends this once per burst).
  useAtelierEvent('spending:month', () => {
    summary.reload();
    void loadFirst();
  });

  const more = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await window.atelier.spending.ledger({ cursor, limit: PAGE });
      setRows((current) => [...current, ...page.items]);
      setCursor(page.nextCursor);
    } finally {
      setLoadingMore(false);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const result = await window.atelier.spending.exportCsv();
      if (result.saved)
        notifications.show({
          color: 'teal',
          title: t('spending.exported'),
          message: result.paths[0] ?? '',
        });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('spending.exportFailed'),
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setExporting(false);
    }
  };

  const view = summary.data;
  return (
    <>
      <PageHeader title={t('spending.title')} description={t('spending.description')} />
      <Group mb="md" justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconFileExport size={16} aria-hidden />}
          onClick={() => void exportCsv()}
          loading={exporting}
        >
          {t('spending.exportCsv')}
        </Button>
      </Group>
      {summary.error && <ErrorAlert error={summary.error} title={t('spending.readError')} />}
      {!view && !summary.error && <Loader role="status" aria-label={t('spending.loading')} />}
      {view && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="lg">
            <Fact label={t('spending.netAllTime')} testId="spend-overall">
              <Money credits={view.overall.net} creditToUsd={view.creditToUsd} />
            </Fact>
            <Fact label={t('spending.spentIn', { month: view.month.month })} testId="spend-month">
              <Money credits={view.month.spent} creditToUsd={view.creditToUsd} />
              {view.month.soft !== null && (
                <Text size="xs" c="dimmed">
                  {t('spending.budget', { credits: formatCredits(view.month.soft) })}
                </Text>
              )}
              {view.month.hard !== null && (
                <Text size="xs" c="dimmed">
                  {t('spending.hardLimit', { credits: formatCredits(view.month.hard) })}
                </Text>
              )}
            </Fact>
            <Fact label={t('spending.refundedAllTime')} testId="spend-refunds">
              <Money credits={view.overall.refunds} creditToUsd={view.creditToUsd} />
            </Fact>
          </SimpleGrid>
          {view.overall.inDoubt > 0 && (
            <Alert color="orange" variant="light" mb="md" title={t('spending.inDoubt.title')}>
              {t('spending.inDoubt.body', { credits: formatCredits(view.overall.inDoubt) })}
            </Alert>
          )}
          <SpendCharts view={view} onPeriod={setPeriod} />
          <SpendTotals view={view} />
          <LedgerTable
            rows={rows}
            creditToUsd={view.creditToUsd}
            hasMore={cursor !== null}
            loadingMore={loadingMore}
            onMore={() => void more()}
          />
        </>
      )}
    </>
  );
}

function Fact(props: {
  label: string;
  testId: string;
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    <Card withBorder padding="md" data-testid={props.testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text component="div" size="lg" fw={700}>
        {props.children}
      </Text>
    </Card>
  );
}

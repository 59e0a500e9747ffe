/** Totals tables: by kind, by model, by music action and by song (the whole lineage tree). */
import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { SpendingView, SpendTotal } from '../../shared/ipc/spending';
import { formatCredits } from '../format/credits';
import { Money } from './Money';

import { formatNumber } from '../../shared/format/number';
import { t } from '../../shared/i18n/activeLanguage';
import type { MessageKey } from '../../shared/i18n/translator';
import { modelName } from '../../shared/service/models';
import { actionName } from '../../shared/service/music/actionNames';

const KIND_KEYS: Readonly<Record<string, MessageKey>> = {
  image: 'tasks.kind.image',
  video: 'tasks.kind.video',
  music: 'tasks.kind.music',
};

/**
 * Each table's rows named here, in the page's language, from their keys: main's labels were
 * written in its language when the summary was read (a switch did not rename them), and its
 * kinds in English ("Music" in the pseudo-locale walk). A song keeps its own title.
 */
const NAMES = {
  kind: (row: SpendTotal) => (KIND_KEYS[row.key] ? t(KIND_KEYS[row.key]!) : row.label),
  model: (row: SpendTotal) => modelName(row.key),
  action: (row: SpendTotal) => actionName(row.key),
  song: (row: SpendTotal) => row.label || t('spending.totals.untitledSong'),
} as const;

function TotalsTable(props: {
  title: string;
  id: string;
  rows: SpendTotal[];
  name: (row: SpendTotal) => string;
  creditToUsd: number | null;
  empty: string;
}): React.JSX.Element {
  return (
    <Card withBorder padding="md" aria-labelledby={props.id}>
      <Title order={5} id={props.id} mb="xs">
        {props.title}
      </Title>
      {props.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        <Table data-testid={props.id} striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('spending.totals.name')}</Table.Th>
              <Table.Th ta="right">{t('spending.totals.jobs')}</Table.Th>
              <Table.Th ta="right">{t('spending.totals.refunds')}</Table.Th>
              <Table.Th ta="right">{t('spending.totals.net')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={row.key} data-key={row.key}>
                <Table.Td>{props.name(row)}</Table.Td>
                <Table.Td ta="right">{formatNumber(row.count)}</Table.Td>
                <Table.Td ta="right">
                  {row.refunds > 0 ? formatCredits(row.refunds, { unit: false }) : '—'}
                </Table.Td>
                <Table.Td ta="right" data-testid="total-net">
                  <Money credits={row.net} creditToUsd={props.creditToUsd} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

export function SpendTotals(props: { view: SpendingView }): React.JSX.Element {
  const { view } = props;
  const usd = view.creditToUsd;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="lg">
      <TotalsTable
        title={t('spending.totals.byKind')}
        id="totals-kind"
        name={NAMES.kind}
        rows={view.byKind}
        creditToUsd={usd}
        empty={t('spending.noPaidJobs')}
      />
      <TotalsTable
        title={t('spending.totals.byModel')}
        id="totals-model"
        name={NAMES.model}
        rows={view.byModel}
        creditToUsd={usd}
        empty={t('spending.noPaidJobs')}
      />
      <TotalsTable
        title={t('spending.totals.byAction')}
        id="totals-action"
        name={NAMES.action}
        rows={view.byAction}
        creditToUsd={usd}
        empty={t('spending.totals.noMusic')}
      />
      <TotalsTable
        title={t('spending.totals.bySong')}
        id="totals-song"
        name={NAMES.song}
        rows={view.bySong}
        creditToUsd={usd}
        empty={t('spending.totals.noSongs')}
      />
    </SimpleGrid>
  );
}

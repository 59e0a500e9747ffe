/** Totals tables: by kind, by model, by music action and by song (the whole lineage tree). */
import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { SpendingView, SpendTotal } from '../../shared/ipc/spending';
import { formatCredits } from '../format/credits';
import { Money } from './Money';

function TotalsTable(props: { title: string; id: string; rows: SpendTotal[]; creditToUsd: number | null; empty: string }): React.JSX.Element {
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
              <Table.Th>Name</Table.Th>
              <Table.Th ta="right">Jobs</Table.Th>
              <Table.Th ta="right">Refunds</Table.Th>
              <Table.Th ta="right">Net</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={row.key} data-key={row.key}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td ta="right">{row.count}</Table.Td>
                <Table.Td ta="right">{row.refunds > 0 ? formatCredits(row.refunds, { unit: false }) : '—'}</Table.Td>
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
      <TotalsTable title="By kind" id="totals-kind" rows={view.byKind} creditToUsd={usd} empty="No paid jobs yet." />
      <TotalsTable title="By model" id="totals-model" rows={view.byModel} creditToUsd={usd} empty="No paid jobs yet." />
      <TotalsTable title="By music action" id="totals-action" rows={view.byAction} creditToUsd={usd} empty="No music jobs yet." />
      <TotalsTable title="By song (with its extensions, covers and stems)" id="totals-song" rows={view.bySong} creditToUsd={usd} empty="No songs yet." />
    </SimpleGrid>
  );
}

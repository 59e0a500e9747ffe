/**
 * The ledger: every paid submission, newest first, a page at a time. A charge that differs
 * from its estimate stands out with the catalog tier that priced it; in-doubt jobs say so.
 */
import { Badge, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import type { LedgerRow } from '../../shared/ipc/spending';
import { formatCredits } from '../format/credits';
import { formatDate } from '../format/date';
import { Money } from './Money';

// A faint tint and a bar at the row's start: visible in both schemes, text keeps its contrast.
const FLAGGED_ROW: React.CSSProperties = {
  background: 'light-dark(var(--mantine-color-yellow-0), rgba(250, 176, 5, 0.07))',
  boxShadow: 'inset 4px 0 0 var(--mantine-color-yellow-filled)',
};

const credits = (value: number | null) => (value === null ? '—' : formatCredits(value, { unit: false }));

function RowNote(props: { row: LedgerRow }): React.JSX.Element | null {
  const { row } = props;
  if (row.inDoubt > 0 || row.state !== 'accepted') {
    return (
      <Tooltip label="Sent, outcome unknown: it may have been charged. Not in the net until it is settled on Tasks." multiline w={260}>
        <Badge color="orange" variant="light" size="sm">In doubt</Badge>
      </Tooltip>
    );
  }
  if (row.refund > 0) return <Badge color="teal" variant="light" size="sm">Refunded</Badge>;
  return null;
}

export function LedgerTable(props: {
  rows: LedgerRow[];
  creditToUsd: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}): React.JSX.Element {
  return (
    <Card withBorder padding="md" aria-labelledby="ledger-title">
      <Title order={4} id="ledger-title" mb="sm">
        Every paid job
      </Title>
      {props.rows.length === 0 ? (
        <Text size="sm" c="dimmed">No paid jobs yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table data-testid="ledger-table" highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th ta="right">Estimate</Table.Th>
                <Table.Th ta="right">Charged</Table.Th>
                <Table.Th ta="right">Refund</Table.Th>
                <Table.Th ta="right">Net</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  data-testid="ledger-row"
                  data-flagged={row.flagged || undefined}
                  {...(row.flagged ? { style: FLAGGED_ROW } : {})}
                >
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={500}>{row.name}</Text>
                        <Text size="xs" c="dimmed">{row.action ?? row.model}</Text>
                        <RowNote row={row} />
                        {row.imported && (
                          <Badge color="gray" variant="light" size="xs" data-testid="ledger-imported" title="Brought in from a library archive; not counted in this device's budget">
                            Imported
                          </Badge>
                        )}
                      </Group>
                      {row.summary && (
                        <Text size="xs" c="dimmed" lineClamp={1} maw={360}>{row.summary}</Text>
                      )}
                      {row.flagged && (
                        <Text size="xs" data-testid="ledger-flag">
                          <Badge color="yellow" variant="filled" size="xs" mr={6}>Charged ≠ estimate</Badge>
                          Priced by: {row.priceBasis ?? 'tier not recorded (submitted before Atelier kept it)'}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right">{credits(row.estimated)}</Table.Td>
                  <Table.Td ta="right" fw={row.flagged ? 700 : undefined}>{credits(row.charged)}</Table.Td>
                  <Table.Td ta="right">{row.refund > 0 ? formatCredits(row.refund, { unit: false }) : '—'}</Table.Td>
                  <Table.Td ta="right" data-testid="ledger-net">
                    <Money credits={row.net} creditToUsd={props.creditToUsd} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {props.hasMore && (
        <Group justify="center" mt="sm">
          <Button variant="default" size="xs" onClick={props.onMore} loading={props.loadingMore}>
            Show older jobs
          </Button>
        </Group>
      )}
    </Card>
  );
}

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

import { t } from '../../shared/i18n/activeLanguage';

const credits = (value: number | null) =>
  value === null ? '—' : formatCredits(value, { unit: false });

function RowNote(props: { row: LedgerRow }): React.JSX.Element | null {
  const { row } = props;
  if (row.inDoubt > 0 || row.state !== 'accepted') {
    return (
      <Tooltip label={t('spending.ledger.inDoubtTip')} multiline w={260}>
        <Badge color="orange" variant="light" size="sm">
          {t('spending.ledger.inDoubt')}
        </Badge>
      </Tooltip>
    );
  }
  if (row.refund > 0)
    return (
      <Badge color="teal" variant="light" size="sm">
        {t('spending.ledger.refunded')}
      </Badge>
    );
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
        {t('spending.ledger.title')}
      </Title>
      {props.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('spending.noPaidJobs')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table data-testid="ledger-table" highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('spending.ledger.when')}</Table.Th>
                <Table.Th>{t('spending.ledger.what')}</Table.Th>
                <Table.Th ta="right">{t('spending.ledger.estimate')}</Table.Th>
                <Table.Th ta="right">{t('spending.ledger.charged')}</Table.Th>
                <Table.Th ta="right">{t('spending.ledger.refund')}</Table.Th>
                <Table.Th ta="right">{t('spending.ledger.net')}</Table.Th>
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
                        {/* The API's name stays a technical detail: on hover only. */}
                        <Text size="sm" fw={500} title={row.action ?? row.model}>
                          {row.name}
                        </Text>
                        <RowNote row={row} />
                        {row.imported && (
                          <Badge
                            color="gray"
                            variant="light"
                            size="xs"
                            data-testid="ledger-imported"
                            title={t('spending.ledger.importedTip')}
                          >
                            {t('spending.ledger.imported')}
                          </Badge>
                        )}
                      </Group>
                      {row.summary && (
                        <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
                          {row.summary}
                        </Text>
                      )}
                      {row.flagged && (
                        <Text size="xs" data-testid="ledger-flag">
                          <Badge color="yellow" variant="filled" size="xs" mr={6}>
                            {t('spending.ledger.flag')}
                          </Badge>
                          {t('spending.ledger.pricedBy', {
                            basis: row.priceBasis ?? t('spending.ledger.noTier'),
                          })}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right">{credits(row.estimated)}</Table.Td>
                  <Table.Td ta="right" fw={row.flagged ? 700 : undefined}>
                    {credits(row.charged)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {row.refund > 0 ? formatCredits(row.refund, { unit: false }) : '—'}
                  </Table.Td>
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
            {t('spending.ledger.more')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

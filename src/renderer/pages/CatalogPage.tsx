/** Every model and tier from the service's /pricing, grouped by kind, with credits and USD. */
import { Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { CatalogModel } from '../../shared/service/catalog';
import { describeTierParams, groupCatalog, tierLabel, unitLabel } from '../catalog/groupCatalog';
import { PageHeader } from '../components/PageHeader';
import { catalogResource, useCatalog } from '../data/resources';
import { ErrorAlert } from '../errors/ErrorAlert';
import { formatDate } from '../format/date';
import { creditsToUsd, formatCredits, formatUsd } from '../format/credits';
import { formatAgo } from '../format/elapsed';
import { useNow } from '../hooks/useNow';
import { useT } from '../i18n/useLocale';

export function CatalogPage(): React.JSX.Element {
  const t = useT();
  const catalog = useCatalog();
  const now = useNow(30_000);
  const [refreshing, setRefreshing] = useState(false);
  const askedForStale = useRef(false);
  const refresh = async () => {
    setRefreshing(true);
    await catalogResource.reload({ refresh: true });
    setRefreshing(false);
  };
  useEffect(() => {
    // A stale catalog is refreshed once when the page opens; the button forces another.
    if (catalog.data?.stale && !askedForStale.current) {
      askedForStale.current = true;
      void refresh();
    }
  }, [catalog.data?.stale]);

  const view = catalog.data;
  return (
    <>
      <PageHeader title={t('catalog.title')} description={t('catalog.description')} />
      <Group mb="md" gap="sm">
        {view && (
          <Text size="sm" c="dimmed" data-testid="catalog-fetched">
            {t('catalog.fetched', {
              ago: formatAgo(view.fetchedAt, now),
              date: formatDate(view.fetchedAt),
            })}{' '}
            ·{' '}
            {view.creditToUsd === null
              ? t('catalog.freeCredits')
              : t('catalog.rate', { credit: formatCredits(1), usd: formatUsd(view.creditToUsd) })}
          </Text>
        )}
        {view?.stale && (
          <Badge color="orange" variant="light">
            {t('catalog.stale')}
          </Badge>
        )}
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void refresh()}
          loading={refreshing}
        >
          {t('catalog.refresh')}
        </Button>
      </Group>
      {catalog.error !== undefined && (
        <ErrorAlert error={catalog.error} title={t('catalog.loadError')} maw={720} />
      )}
      {!view && catalog.error === undefined && (
        <Loader role="status" aria-label={t('catalog.loading')} />
      )}
      {view && (
        <Stack gap="xl">
          {groupCatalog(view.catalog).map((group) => (
            <section key={group.kind} aria-labelledby={`catalog-${group.kind}`}>
              <Title order={3} id={`catalog-${group.kind}`} mb="sm">
                {group.label}
              </Title>
              <Stack gap="md">
                {group.models.map((model) => (
                  <ModelCard key={model.model_key} model={model} creditToUsd={view.creditToUsd} />
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
      )}
    </>
  );
}

function ModelCard(props: { model: CatalogModel; creditToUsd: number | null }): React.JSX.Element {
  const t = useT();
  const { model } = props;
  const unit = unitLabel(model);
  return (
    <Card
      withBorder
      padding="md"
      data-testid={`catalog-model-${model.model_key}`}
      aria-label={model.name ?? model.model_key}
      component="article"
    >
      <Group justify="space-between" align="flex-start" mb="xs">
        <div>
          {/* The service's own words (names, notes, tier labels): translate="no" marks them as such. */}
          <Text fw={600} translate="no">
            {model.name ?? model.model_key}
          </Text>
          {/* The service's own key for the model is for support and scripts: folded away. */}
          <details>
            <Text component="summary" size="xs" c="dimmed" style={{ cursor: 'pointer' }}>
              {t('tasks.details.technical')}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {model.model_key}
              {model.provider ? ` · ${model.provider}` : ''}
            </Text>
            {/* The service's note is its own words, often naming fields (max_mode): detail too. */}
            {model.note && (
              <Text size="xs" c="dimmed" translate="no">
                {model.note}
              </Text>
            )}
          </details>
        </div>
        {unit && <Badge variant="light">{unit}</Badge>}
      </Group>
      <Table withTableBorder striped fz="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('catalog.tier')}</Table.Th>
            <Table.Th>{t('catalog.appliesTo')}</Table.Th>
            <Table.Th w={130} ta="right">
              {t('tasks.column.credits')}
            </Table.Th>
            {props.creditToUsd !== null && (
              <Table.Th w={110} ta="right">
                {t('catalog.usd')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {model.tiers.map((tier, index) => (
            <Table.Tr key={`${tier.label}-${index}`}>
              <Table.Td translate="no">{tierLabel(tier.label)}</Table.Td>
              <Table.Td c="dimmed">{describeTierParams(tier.params) || '—'}</Table.Td>
              <Table.Td ta="right">{formatCredits(tier.credits, { unit: false })}</Table.Td>
              {props.creditToUsd !== null && (
                <Table.Td ta="right">
                  {formatUsd(creditsToUsd(tier.credits, props.creditToUsd))}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
          {model.tiers.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={props.creditToUsd !== null ? 4 : 3} c="dimmed">
                {t('catalog.noPrices')}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

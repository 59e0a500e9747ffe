/** A task's results as thumbnails at the top of its details; each opens in the library. */
import { Anchor, Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/useLocale';
import type { AssetView } from '../../shared/ipc/library';
import { AssetThumb } from '../library/AssetThumb';
import { displayTitle } from '../library/assetPresentation';
import { TitleText } from '../library/TitleText';
import { hrefFor } from '../routes';

const SHOWN = 8;
const MEDIA = new Set(['image', 'video', 'audio', 'midi']);

export function TaskResults(props: { assetIds: readonly string[] }): React.JSX.Element | null {
  const t = useT();
  const [assets, setAssets] = useState<AssetView[]>([]);
  const key = props.assetIds.join(',');
  useEffect(() => {
    let current = true;
    const ids = key ? key.split(',').slice(0, 24) : [];
    void Promise.all(ids.map((id) => window.atelier.library.get({ id }).catch(() => null))).then(
      (found) => {
        if (current)
          setAssets(
            found
              .filter(
                (asset): asset is AssetView =>
                  asset !== null && MEDIA.has(asset.kind) && asset.trashedAt === null,
              )
              .slice(0, SHOWN),
          );
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  if (assets.length === 0) return null;
  return (
    <section aria-label={t('tasks.results')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="task-results">
        {assets.map((asset) => (
          <Anchor
            key={asset.id}
            href={hrefFor('library', { asset: asset.id })}
            underline="never"
            c="inherit"
            aria-label={t('tasks.results.open', { title: displayTitle(asset) })}
          >
            <Stack gap={4}>
              <Box>
                <AssetThumb asset={asset} size={96} />
              </Box>
              <TitleText title={displayTitle(asset)} size="xs" fw={500} />
            </Stack>
          </Anchor>
        ))}
      </SimpleGrid>
      {props.assetIds.length > SHOWN && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('tasks.results.firstOnly', { count: SHOWN })}
        </Text>
      )}
    </section>
  );
}

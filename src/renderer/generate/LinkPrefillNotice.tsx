// Owns the note over the Generate form after a link filled it in ("Use as input", the song
// workspace): which fields it filled, in the form's words, with each library result it brought
// shown as that result (picture or waveform, title, length), never as its raw service link.
import { t } from '../../shared/i18n/activeLanguage';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GenerateTarget } from './generateTargets';
import { InputAssetSummary } from './InputAsset';
import { prefillSummary, type LinkPrefill } from './linkPrefill';
import { linksOf, useLinkedAssets } from './useLinkedAssets';

export function LinkPrefillNotice({
  target,
  prefill,
}: {
  target: GenerateTarget;
  prefill: LinkPrefill;
}): React.JSX.Element {
  const values = Object.values(prefill.values).flatMap((value) =>
    Array.isArray(value) ? value : [value],
  );
  const linked = useLinkedAssets(values);
  const assets = linksOf(values).flatMap((link) => (linked[link] ? [linked[link]] : []));
  const summary = prefillSummary(target, prefill, (link) =>
    linked[link] ? `“${linked[link].title}”` : undefined,
  );
  return (
    <Alert
      color="violet"
      variant="light"
      title={t('generate.link.title')}
      data-testid="link-prefill"
    >
      <Stack gap="xs">
        <Text size="sm">{summary}</Text>
        {assets.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {assets.map((asset) => (
              <InputAssetSummary key={asset.id} asset={asset} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Alert>
  );
}

// Owns how an input field shows a library result it holds (issue 22 item 7): its picture or
// waveform, its title and its length or size, in place of the service link. The link itself
// stays one click away under "Link" (to read, copy or change); a link that is no library
// result shows as the plain text box it is.
import { t } from '../../shared/i18n/activeLanguage';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { AssetThumb } from '../library/AssetThumb';
import { pickEntry } from './libraryPick';

const THUMB_PX = 56;

/** The result's picture or waveform, title and "Track 1 · 0:42" / "Image · 1024×1024". */
export function InputAssetSummary({ asset }: { asset: AssetView }): React.JSX.Element {
  const entry = pickEntry(asset);
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      style={{ minWidth: 0, flex: 1 }}
      data-testid="input-asset"
      data-asset-id={asset.id}
    >
      <Box w={THUMB_PX} style={{ flexShrink: 0 }}>
        <AssetThumb asset={asset} size={THUMB_PX} />
      </Box>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end" title={entry.title} data-testid="input-asset-title">
          {entry.title}
        </Text>
        <Text size="xs" c="dimmed" data-testid="input-asset-detail">
          {entry.detail}
        </Text>
      </Stack>
    </Group>
  );
}

export interface LinkedInputProps {
  /** The library result behind the link, when there is one. */
  asset: AssetView | undefined;
  /** The text box with the link: shown as is without a result, under "Link" with one. */
  children: React.ReactNode;
  /** Controls after the summary (remove). */
  actions?: React.ReactNode;
}

/**
 * One link of an input field. The text box stays mounted in the same place whether or not a
 * result is found, so typing a link never loses the focus when it starts or stops matching.
 */
export function LinkedInput({ asset, children, actions }: LinkedInputProps): React.JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      {asset ? (
        <Group gap="xs" wrap="nowrap" align="center">
          <InputAssetSummary asset={asset} />
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            aria-expanded={open}
            rightSection={open ? <IconChevronUp size={12} /> : <IconChevronDown size={12} />}
            onClick={() => setOpen((value) => !value)}
          >
            {t('generate.url.link')}
          </Button>
          {actions}
        </Group>
      ) : null}
      <Group
        gap="xs"
        wrap="nowrap"
        align="flex-start"
        style={{ display: asset && !open ? 'none' : undefined }}
      >
        <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
        {asset ? null : actions}
      </Group>
    </Stack>
  );
}

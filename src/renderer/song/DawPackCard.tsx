/**
 * The song page's DAW packs: per track that has one, its three parts with their state, and
 * when all are done "Export DAW pack…" (one folder, written by main through its dialog) and
 * a handle to drag the whole pack folder into a DAW.
 */
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconLoader2, IconX } from '@tabler/icons-react';
import type { LineageNode } from '../library/songLineage';
import { useT } from '../i18n/useLocale';
import { formatMusicFacts } from '../library/trackFacts';
import type { LineageTrack } from '../library/useSongContext';
import {
  DAW_PACK_ACTIONS,
  dawPacks,
  partName,
  partStatus,
  partStatusWords,
  type DawPack,
} from './dawPack';
import { DawPackExport } from './DawPackExport';

function PartIcon(props: { status: string }): React.JSX.Element {
  if (props.status === 'done')
    return <IconCheck size={14} color="var(--mantine-color-green-7)" aria-hidden />;
  if (props.status === 'failed')
    return <IconX size={14} color="var(--mantine-color-red-7)" aria-hidden />;
  return <IconLoader2 size={14} aria-hidden />;
}

function PackCard(props: { pack: DawPack; facts: string }): React.JSX.Element {
  const t = useT();
  const { pack } = props;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      w={300}
      component="li"
      data-testid="daw-pack"
      data-state={pack.state}
      aria-label={t('song.dawPack.of', { version: pack.label })}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('song.dawPack.title', { version: pack.label })}
          </Text>
          <Badge
            variant="light"
            color={pack.state === 'ready' ? 'green' : pack.state === 'failed' ? 'red' : 'gray'}
            tt="none"
          >
            {pack.state === 'ready'
              ? t('song.dawPack.ready')
              : pack.state === 'failed'
                ? t('song.dawPack.aPartFailed')
                : t('song.dawPack.working')}
          </Badge>
        </Group>
        {props.facts && (
          <Text size="xs" c="dimmed" data-testid="daw-pack-facts">
            {props.facts}
          </Text>
        )}
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {DAW_PACK_ACTIONS.map((action) => {
            const status = partStatus(pack.parts[action]);
            return (
              <Group
                key={action}
                component="li"
                gap={6}
                wrap="nowrap"
                data-part={action}
                data-status={status}
              >
                <PartIcon status={status} />
                <Text size="xs">
                  {t('song.dawPack.partState', {
                    part: partName(action),
                    state: partStatusWords(status),
                  })}
                </Text>
              </Group>
            );
          })}
        </Stack>
        {pack.state === 'ready' && <DawPackExport pack={pack} />}
      </Stack>
    </Paper>
  );
}

export function DawPackList(props: {
  lineage: LineageNode;
  tracks: Readonly<Record<string, readonly LineageTrack[]>>;
}): React.JSX.Element | null {
  const t = useT();
  const packs = dawPacks(props.lineage, props.tracks);
  if (packs.length === 0) return null;
  const factsOf = (pack: DawPack): string => {
    const node = findNode(props.lineage, pack.source.taskId);
    const asset = node
      ? (props.tracks[node.submission.id] ?? []).find(
          (track) => track.index === pack.source.audioIndex,
        )?.asset
      : null;
    return asset ? formatMusicFacts({ bpm: asset.bpm, musicalKey: asset.musicalKey }) : '';
  };
  return (
    <Stack gap="xs" data-testid="daw-packs">
      <Title order={3} size="h5">
        {t('song.dawPack.list')}
      </Title>
      <Group component="ol" gap="sm" align="stretch" p={0} m={0} style={{ listStyle: 'none' }}>
        {packs.map((pack) => (
          <PackCard
            key={`${pack.source.taskId}-${pack.source.audioIndex}`}
            pack={pack}
            facts={factsOf(pack)}
          />
        ))}
      </Group>
    </Stack>
  );
}

function findNode(root: LineageNode, taskId: string): LineageNode | null {
  if (root.submission.taskId === taskId) return root;
  for (const child of root.children) {
    const found = findNode(child, taskId);
    if (found) return found;
  }
  return null;
}

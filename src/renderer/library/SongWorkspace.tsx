/**
 * A song's lineage as an indented tree (generate → extend → concat, cover, stems …): each
 * node's tracks can be opened in the preview or sent to any action in one click.
 */
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconEye, IconTimeline } from '@tabler/icons-react';
import type { AssetView } from '../../shared/ipc/library';
import { t as translate } from '../../shared/i18n/activeLanguage';
import type { MessageKey } from '../../shared/i18n/translator';
import { actionName } from '../../shared/service/music/actionNames';
import { ErrorAlert } from '../errors';
import { useT } from '../i18n/useLocale';
import { hrefFor } from '../routes';
import type { TimeRange } from './WaveformPlayer';
import { flattenLineage } from './songLineage';
import { TrackActionsMenu } from './TrackActionsMenu';
import { formatClock } from './trackFacts';
import type { SongContext } from './useSongContext';

/** The status words the Tasks page uses (the shell catalog's status.*); the API's own word for one it does not know. */
const STATUS_KEYS: Readonly<Record<string, MessageKey>> = {
  PENDING: 'status.pending',
  QUEUED: 'status.queued',
  PROCESSING: 'status.processing',
  FAILED: 'status.failed',
  REVIEW_REQUIRED: 'status.review',
};

function statusWords(status: string): string {
  const key = STATUS_KEYS[status];
  return key ? translate(key) : status;
}

export function SongWorkspace(props: {
  asset: AssetView;
  context: SongContext;
  range: TimeRange | null;
  point: number | null;
  onOpen: (asset: AssetView) => void;
}): React.JSX.Element | null {
  const t = useT();
  const { context, asset } = props;
  if (context.loading)
    return <Loader size="sm" role="status" aria-label={t('library.song.loading')} />;
  if (context.error)
    return <ErrorAlert error={context.error} title={t('library.song.loadFailed')} />;
  if (!context.lineage) return null;
  const rows = flattenLineage(context.lineage);
  return (
    <Stack gap="xs" data-testid="song-workspace">
      <Group justify="space-between">
        <Title order={5}>{t('library.song.title')}</Title>
        <Button
          component="a"
          href={hrefFor('song', { task: asset.taskId })}
          size="xs"
          variant="light"
          leftSection={<IconTimeline size={14} aria-hidden />}
        >
          {t('library.menu.openSong')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('library.song.explainer')}
      </Text>
      {rows.map(({ node, depth }) => {
        const submission = node.submission;
        const tracks = context.tracks[submission.id] ?? [];
        const isOwn = submission.taskId === asset.taskId;
        return (
          <Box
            key={`${submission.id}-${depth}`}
            pl={depth * 20}
            style={{
              borderLeft: depth > 0 ? '2px solid var(--mantine-color-default-border)' : undefined,
            }}
          >
            <Paper
              withBorder
              p="xs"
              radius="sm"
              {...(isOwn ? { bg: 'var(--mantine-primary-color-light)' } : {})}
              data-lineage-action={submission.action}
            >
              <Group gap="xs" wrap="nowrap">
                <Badge variant="light" size="sm">
                  {actionName(submission.action)}
                </Badge>
                {node.fromAudioIndex !== null && (
                  <Text size="xs" c="dimmed">
                    {t('library.song.fromTrack', { track: node.fromAudioIndex })}
                  </Text>
                )}
                <Text size="xs" truncate="end" style={{ flex: 1 }} title={submission.summary}>
                  {submission.summary}
                </Text>
                {submission.status && submission.status !== 'SUCCEEDED' && (
                  <Badge size="xs" color="gray" variant="outline">
                    {statusWords(submission.status)}
                  </Badge>
                )}
              </Group>
              {tracks.map((track) => {
                const focused = isOwn && track.index === (asset.trackIndex ?? 1);
                return (
                  <Group
                    key={track.index}
                    gap="xs"
                    mt={6}
                    wrap="nowrap"
                    data-track-index={track.index}
                  >
                    <Text size="sm" fw={focused ? 700 : 500} style={{ flex: 1 }} truncate="end">
                      {track.label}
                      {focused ? t('library.song.playingAbove') : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatClock(track.durationS)}
                    </Text>
                    {track.asset && !focused && (
                      <Tooltip label={t('library.song.openTrack')}>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-label={t('library.song.openNamed', { name: track.label })}

                          onClick={() => track.asset && props.onOpen(track.asset)}
                        >
                          <IconEye size={14} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {submission.taskId && (
                      <TrackActionsMenu
                        sourceAction={submission.action}
                        taskId={submission.taskId}
                        audioIndex={track.index}
                        durationS={track.durationS}
                        range={focused ? props.range : null}
                        point={focused ? props.point : null}
                      />
                    )}
                  </Group>
                );
              })}
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}

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
import { ErrorAlert } from '../errors';
import { hrefFor } from '../routes';
import type { TimeRange } from './WaveformPlayer';
import { flattenLineage } from './songLineage';
import { TrackActionsMenu } from './TrackActionsMenu';
import { formatClock } from './trackFacts';
import type { SongContext } from './useSongContext';

export function SongWorkspace(props: {
  asset: AssetView;
  context: SongContext;
  range: TimeRange | null;
  point: number | null;
  onOpen: (asset: AssetView) => void;
}): React.JSX.Element | null {
  const { context, asset } = props;
  if (context.loading) return <Loader size="sm" aria-label="Loading the song's lineage" />;
  if (context.error)
    return <ErrorAlert error={context.error} title="Could not load the song's history" />;
  if (!context.lineage) return null;
  const rows = flattenLineage(context.lineage);
  return (
    <Stack gap="xs" data-testid="song-workspace">
      <Group justify="space-between">
        <Title order={5}>Song workspace</Title>
        <Button
          component="a"
          href={hrefFor('song', { task: asset.taskId })}
          size="xs"
          variant="light"
          leftSection={<IconTimeline size={14} aria-hidden />}
        >
          Open song page
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        How this song was made. Each track’s actions run here, priced, as on the song page; the ones
        that need more open their form with the track filled in. Range and point actions use your
        selection on the waveform above.
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
                  {submission.action}
                </Badge>
                {node.fromAudioIndex !== null && (
                  <Text size="xs" c="dimmed">
                    from track {node.fromAudioIndex}
                  </Text>
                )}
                <Text size="xs" truncate="end" style={{ flex: 1 }} title={submission.summary}>
                  {submission.summary}
                </Text>
                {submission.status && submission.status !== 'SUCCEEDED' && (
                  <Badge size="xs" color="gray" variant="outline">
                    {submission.status}
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
                      {focused ? ' (playing above)' : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatClock(track.durationS)}
                    </Text>
                    {track.asset && !focused && (
                      <Tooltip label="Open this track">
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-label={`Open ${track.label}`}
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

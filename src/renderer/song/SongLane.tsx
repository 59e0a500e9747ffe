/**
 * One version as a lane of the song's arrangement: its name, where it came from and its
 * length on the left, and on the shared time axis a block from where it starts to where it
 * ends, with its waveform in it (a waiting job: a block at its start saying how it is doing).
 */
import { Box, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { t } from '../../shared/i18n/activeLanguage';
import { formatClock } from '../library/trackFacts';
import { barsOf } from '../library/StemLane';
import { useWaveformPeaks } from '../library/useWaveformPeaks';
import { WaveformBars } from '../library/WaveformThumb';
import { percentOf } from './songAxis';
import { waitingStatus, type TimelineCard } from './songTimeline';

export const LANE_HEIGHT = 44;

/** Each kind of version keeps its colour across the lanes. */
const LANE_COLOR: Record<string, string> = {
  generate: 'violet',
  extend: 'teal',
  concat: 'blue',
  cover: 'orange',
  remaster: 'cyan',
};
const colorOf = (action: string) => LANE_COLOR[action] ?? 'gray';

/**
 * Where a lane sits on the axis, for a screen reader (", 0:43–1:43"). The lane is named by
 * its visible text plus this, so the name always holds what is seen (WCAG label in name).
 */
export function laneSpan(lane: TimelineCard, durationS: number | null): string {
  return durationS === null
    ? t('song.lane.spanFrom', { start: formatClock(lane.startS) })
    : t('song.lane.span', {
        start: formatClock(lane.startS),
        end: formatClock(lane.startS + durationS),
      });
}

/** The time on the song's axis under a click on a box that spans the whole axis. */
export function axisTimeAt(event: React.MouseEvent<HTMLElement>, lengthS: number): number {
  const box = event.currentTarget.getBoundingClientRect();
  return box.width > 0 ? ((event.clientX - box.left) / box.width) * lengthS : 0;
}

function TrackBlock(props: {
  lane: Extract<TimelineCard, { kind: 'track' }>;
  color: string;
}): React.JSX.Element {
  const peaks = useWaveformPeaks(props.lane.track.asset);
  const bars = peaks.peaks ? barsOf(peaks.peaks.peaks, 120) : null;
  return bars ? (
    <WaveformBars values={bars} height={LANE_HEIGHT - 12} />
  ) : (
    <Loader size="xs" color={props.color} m={8} aria-hidden />
  );
}

export function SongLane(props: {
  lane: TimelineCard;
  lengthS: number;
  selected: boolean;
  onSelect: () => void;
  id: string;
  /** Where an extension of this version would continue, in seconds into it (drawn on its block). */
  continueAtS?: number | null;
  /** A click on its block: play from there, in seconds into this version. */
  onSeek: (secondsIntoVersion: number) => void;
}): React.JSX.Element {
  const { lane, lengthS, selected } = props;
  const durationS = lane.kind === 'track' ? lane.track.durationS : null;
  const color = colorOf(lane.submission.action);
  const left = percentOf(lane.startS, lengthS);
  // A waiting job has no length yet: a short block where it will start.
  const width = durationS !== null ? percentOf(durationS, lengthS) : Math.min(100 - left, 12);
  return (
    <Box
      role="option"
      id={props.id}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      onClick={props.onSelect}
      onFocus={props.onSelect}
      data-testid={lane.kind === 'track' ? 'song-lane' : 'waiting-lane'}
      data-lane-key={lane.key}
      data-action={lane.submission.action}
      data-task-id={lane.submission.taskId ?? undefined}
      data-track-index={lane.kind === 'track' ? lane.track.index : undefined}
      data-start-s={lane.startS}
      data-duration-s={durationS ?? undefined}
      className="song-lane"
      style={{
        display: 'grid',
        gridTemplateColumns: 'var(--lane-label) 1fr',
        gap: 'var(--lane-gap)',
        alignItems: 'center',
        padding: '4px 6px',
        cursor: 'pointer',
        borderRadius: 'var(--mantine-radius-sm)',
        background: selected ? 'var(--mantine-color-default-hover)' : undefined,
        boxShadow: selected ? `inset 3px 0 0 var(--mantine-color-${color}-6)` : undefined,
      }}
    >
      <Box miw={0} pl={4}>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="xs" fw={600} truncate="end" title={lane.heading}>
            {lane.name}
          </Text>
          <Text
            size="xs"
            ff="monospace"
            c="dimmed"
            data-testid="lane-length"
            style={{ flex: 'none' }}
          >
            {durationS !== null ? formatClock(durationS) : ''}
          </Text>
        </Group>
        <Text
          size="xs"
          c={lane.kind === 'waiting' && lane.failed ? 'red' : 'dimmed'}
          truncate="end"
          title={lane.detail || undefined}
          data-testid={lane.kind === 'waiting' ? 'waiting-status' : undefined}
        >
          {lane.kind === 'waiting'
            ? waitingStatus(lane.submission.status, lane.failed)
            : lane.detail || t('song.detail.firstTake')}
          <VisuallyHidden component="span">{laneSpan(lane, durationS)}</VisuallyHidden>
        </Text>
      </Box>
      <Box
        pos="relative"
        h={LANE_HEIGHT}
        data-testid="lane-axis"
        onClick={(event) => {
          const at = axisTimeAt(event, lengthS) - lane.startS;
          if (durationS !== null && at >= 0 && at <= durationS) props.onSeek(at);
        }}
      >
        <Box
          data-testid="lane-block"
          pos="absolute"
          top={0}
          bottom={0}
          style={{
            left: `${left}%`,
            width: `${width}%`,
            minWidth: 8,
            overflow: 'hidden',
            borderRadius: 'var(--mantine-radius-sm)',
            border: `1px solid var(--mantine-color-${color}-${selected ? 6 : 4})`,
            background: `color-mix(in srgb, var(--mantine-color-${color}-5) 14%, transparent)`,
            color: `var(--mantine-color-${color}-${selected ? 6 : 5})`,
            display: 'flex',
            alignItems: 'center',
            padding: '0 2px',
          }}
        >
          {durationS !== null && props.continueAtS != null && (
            <Box
              data-testid="lane-continue-point"
              pos="absolute"
              top={0}
              bottom={0}
              w={2}
              style={{
                left: `${percentOf(props.continueAtS, durationS)}%`,
                background: 'var(--mantine-color-teal-6)',
              }}
            />
          )}
          {lane.kind === 'track' ? (
            <TrackBlock lane={lane} color={color} />
          ) : lane.failed ? (
            <IconAlertTriangle
              size={16}
              color="var(--mantine-color-red-6)"
              aria-hidden
              style={{ margin: 'auto' }}
            />
          ) : (
            <Loader size="xs" color={color} m="auto" aria-hidden />
          )}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The song's arrangement: one m:ss time axis over every version, each a lane placed where it
 * starts (an extension where it continues). The lanes are one list box: a click or ↑/↓,
 * Home/End chooses the version the inspector shows; the playhead follows the player.
 */
import { Box, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';
import { useT } from '../i18n/useLocale';
import { formatClock } from '../library/trackFacts';
import type { PlayheadClock } from './playheadClock';
import { usePlayheadTime } from './playheadClock';
import { axisLength, axisTicks, percentOf } from './songAxis';
import { axisTimeAt, SongLane } from './SongLane';
import type { TimelineCard } from './songTimeline';

/** The label column: narrower in a small window, never so narrow the names are unreadable. */
const LAYOUT = {
  '--lane-label': 'clamp(132px, 31%, 188px)',
  '--lane-gap': '8px',
} as React.CSSProperties;
/** Where the axis starts inside a lane row (its padding, the label column and the gap). */
const AXIS_INSET = 'calc(6px + var(--lane-label) + var(--lane-gap))';

const durationOf = (lane: TimelineCard) => (lane.kind === 'track' ? lane.track.durationS : null);

function Playhead(props: {
  clock: PlayheadClock;
  startS: number;
  lengthS: number;
}): React.JSX.Element | null {
  const time = usePlayheadTime(props.clock);
  // At 0:00 it would read as the axis's edge: shown once the chosen version has played.
  if (time <= 0) return null;
  return (
    <Box
      data-testid="playhead"
      data-time-s={(props.startS + time).toFixed(2)}
      pos="absolute"
      top={0}
      bottom={0}
      w={2}
      style={{
        left: `${percentOf(props.startS + time, props.lengthS)}%`,
        background: 'var(--mantine-color-red-6)',
        pointerEvents: 'none',
      }}
    />
  );
}

export function SongLanes(props: {
  lanes: readonly TimelineCard[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  clock: PlayheadClock;
  /** The chosen version's continue point, in seconds into it; null when it cannot be extended. */
  continueAtS: number | null;
  /** Play `key`'s version from `secondsIntoVersion` (choosing it first when it is not chosen). */
  onSeek: (key: string, secondsIntoVersion: number) => void;
}): React.JSX.Element {
  const t = useT();
  const { lanes, selectedKey } = props;
  const lengthS = axisLength(
    lanes.map((lane) => ({ startS: lane.startS, durationS: durationOf(lane) })),
  );
  const axis = useElementSize();
  const ticks = axisTicks(lengthS, axis.width || undefined);
  const idBase = useId();
  const laneId = (key: string) => `${idBase}-${key}`;
  const selectedIndex = lanes.findIndex((lane) => lane.key === selectedKey);
  const selected = lanes[selectedIndex];
  // A click on the time axis plays from there: the chosen version when it spans that time, else
  // the first version that does (the whole song, once joined, spans it all).
  const seekAxis = (event: React.MouseEvent<HTMLDivElement>) => {
    const at = axisTimeAt(event, lengthS);
    const spans = (lane: TimelineCard) => {
      const durationS = durationOf(lane);
      return durationS !== null && at >= lane.startS && at <= lane.startS + durationS;
    };
    const lane = selected && spans(selected) ? selected : lanes.find(spans);
    if (lane) props.onSeek(lane.key, at - lane.startS);
  };
  const move = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const last = lanes.length - 1;
    const to =
      event.key === 'ArrowDown'
        ? Math.min(last, selectedIndex + 1)
        : event.key === 'ArrowUp'
          ? Math.max(0, selectedIndex - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    const lane = lanes[to];
    if (!lane) return;
    props.onSelect(lane.key);
    document.getElementById(laneId(lane.key))?.focus();
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      style={{ ...LAYOUT, minWidth: 0 }}
      data-testid="song-arrangement"
    >
      <Box
        ref={axis.ref}
        pos="relative"
        h={20}
        mb={4}
        aria-hidden
        onClick={seekAxis}
        style={{ marginLeft: AXIS_INSET, marginRight: 6, cursor: 'pointer' }}
        data-testid="song-axis"
      >
        {ticks.map((tick) => (
          <Text
            key={tick}
            size="xs"
            c="dimmed"
            ff="monospace"
            pos="absolute"
            data-testid="axis-tick"
            style={{
              left: `${percentOf(tick, lengthS)}%`,
              transform:
                tick === 0
                  ? undefined
                  : percentOf(tick, lengthS) > 96
                    ? 'translateX(-100%)'
                    : 'translateX(-50%)',
              whiteSpace: 'nowrap',
            }}
          >
            {formatClock(tick)}
          </Text>
        ))}
      </Box>
      <Box pos="relative">
        <Box
          role="listbox"
          aria-label={t('song.timeline.label')}
          data-testid="song-timeline"
          onKeyDown={move}
          style={{ display: 'flex', flexDirection: 'column', gap: 2, position: 'relative' }}
        >
          {lanes.map((lane) => (
            <SongLane
              key={lane.key}
              id={laneId(lane.key)}
              lane={lane}
              lengthS={lengthS}
              selected={lane.key === selectedKey}
              onSelect={() => props.onSelect(lane.key)}
              continueAtS={lane.key === selectedKey ? props.continueAtS : null}
              onSeek={(seconds) => props.onSeek(lane.key, seconds)}
            />
          ))}
        </Box>
        {/* Over the lanes, so the playhead shows on the chosen one too; clicks pass through. */}
        <Box
          pos="absolute"
          top={0}
          bottom={0}
          right={6}
          style={{ left: AXIS_INSET, pointerEvents: 'none' }}
          aria-hidden
        >
          {ticks.map((tick) => (
            <Box
              key={tick}
              pos="absolute"
              top={0}
              bottom={0}
              w={1}
              style={{
                left: `${percentOf(tick, lengthS)}%`,
                background: 'var(--mantine-color-default-border)',
              }}
            />
          ))}
          {selected?.kind === 'track' && (
            <Playhead clock={props.clock} startS={selected.startS} lengthS={lengthS} />
          )}
        </Box>
      </Box>
    </Paper>
  );
}

/**
 * The player bar's seek control: the track's small waveform (a plain line until its
 * overview is known), played part in the primary colour. A slider for assistive tech and
 * the keyboard (←/→ 5 s, PageUp/PageDown 30 s, Home/End); click or drag to seek.
 */
import { Box } from '@mantine/core';
import { useWaveformOverview } from '../library/WaveformThumb';
import { useT } from '../i18n/useLocale';
import { formatClock } from '../library/trackFacts';
import type { AuditionTrack } from './auditionQueue';

const HEIGHT = 24;
const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -5,
  ArrowRight: 5,
  ArrowDown: -5,
  ArrowUp: 5,
  PageDown: -30,
  PageUp: 30,
};

/** The overview as one mirrored silhouette: it stretches to any width (bars would turn to blocks). */
function silhouette(values: number[]): string {
  const top = values.map((value, index) => `${index},${50 - Math.max(4, value * 96) / 2}`);
  const bottom = values
    .map((value, index) => `${index},${50 + Math.max(4, value * 96) / 2}`)
    .reverse();
  return `M${[...top, ...bottom].join(' L')} Z`;
}

function Layer(props: { values: number[] | null; color: string }): React.JSX.Element {
  const { values } = props;
  return values && values.length > 1 ? (
    <svg
      viewBox={`0 0 ${values.length - 1} 100`}
      preserveAspectRatio="none"
      width="100%"
      height={HEIGHT}
      aria-hidden
      style={{ display: 'block' }}
    >
      <path d={silhouette(values)} fill={props.color} />
    </svg>
  ) : (
    <Box h={HEIGHT} style={{ display: 'flex', alignItems: 'center' }}>
      <Box h={4} w="100%" bg={props.color} style={{ borderRadius: 2 }} />
    </Box>
  );
}

export function SeekWaveform(props: {
  track: AuditionTrack;
  timeS: number;
  durationS: number;
  onSeek: (seconds: number) => void;
}): React.JSX.Element {
  const t = useT();
  const overview = useWaveformOverview(props.track);
  const { timeS, durationS, onSeek } = props;
  const percent = durationS > 0 ? Math.min(100, (timeS / durationS) * 100) : 0;
  const seekAt = (event: React.PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) onSeek(((event.clientX - box.left) / box.width) * durationS);
  };
  return (
    <Box
      role="slider"
      tabIndex={0}
      className="mantine-focus-auto"
      aria-label={t('player.seek')}
      aria-valuemin={0}
      aria-valuemax={Math.round(durationS)}
      aria-valuenow={Math.round(timeS)}
      aria-valuetext={t('player.valueText', {
        time: formatClock(timeS),
        duration: formatClock(durationS),
      })}
      data-testid="audition-seek"
      pos="relative"
      h={HEIGHT}
      style={{ cursor: 'pointer', touchAction: 'none', borderRadius: 'var(--mantine-radius-xs)' }}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        seekAt(event);
      }}
      onPointerMove={(event) =>
        event.currentTarget.hasPointerCapture(event.pointerId) && seekAt(event)
      }
      onKeyDown={(event) => {
        const step = KEY_STEPS[event.key];
        const to =
          step !== undefined
            ? timeS + step
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? durationS
                : null;
        if (to === null) return;
        event.preventDefault();
        onSeek(to);
      }}
    >
      <Layer values={overview} color="var(--mantine-color-default-border)" />
      <Box pos="absolute" inset={0} style={{ clipPath: `inset(0 ${100 - percent}% 0 0)` }}>
        <Layer values={overview} color="var(--mantine-primary-color-filled)" />
      </Box>
    </Box>
  );
}

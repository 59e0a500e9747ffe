/**
 * One stem's waveform in the mixer: bars from its cached peaks, the shared transport's
 * playhead across it, a click to move everyone there, and dimmed while it is silent.
 */
import { Box } from '@mantine/core';
import type { AssetView } from '../../shared/ipc/library';
import { useWaveformPeaks } from './useWaveformPeaks';
import { WaveformBars } from './WaveformThumb';

const BARS = 160;

/**
 * The loudest peak per bar (a short click stays visible when squeezed), scaled so the
 * loudest bar fills the lane: a quiet stem still shows its shape.
 */
export function barsOf(peaks: readonly number[], bars = BARS): number[] {
  const squeezed =
    peaks.length <= bars
      ? [...peaks]
      : Array.from({ length: bars }, (_, bar) => {
          const start = Math.floor((bar * peaks.length) / bars);
          const end = Math.max(start + 1, Math.floor(((bar + 1) * peaks.length) / bars));
          return Math.max(...peaks.slice(start, end));
        });
  const loudest = Math.max(0, ...squeezed);
  return loudest > 0 ? squeezed.map((value) => value / loudest) : squeezed;
}

export function StemLane(props: {
  asset: AssetView;
  timeS: number;
  durationS: number;
  silent: boolean;
  onSeek: (seconds: number) => void;
}): React.JSX.Element {
  const peaks = useWaveformPeaks(props.asset);
  const at = props.durationS > 0 ? Math.min(100, (props.timeS / props.durationS) * 100) : 0;
  return (
    <Box
      pos="relative"
      h={36}
      style={{
        cursor: 'pointer',
        opacity: props.silent ? 0.3 : 1,
        transition: 'opacity 120ms',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-default-hover)',
      }}
      data-testid="stem-lane"
      data-dimmed={props.silent || undefined}
      onClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        props.onSeek(((event.clientX - box.left) / box.width) * props.durationS);
      }}
      aria-hidden
    >
      {peaks.peaks && <WaveformBars values={barsOf(peaks.peaks.peaks)} height={36} />}
      <Box
        pos="absolute"
        top={0}
        bottom={0}
        w={2}
        style={{ left: `${at}%`, background: 'var(--mantine-color-text)' }}
      />
    </Box>
  );
}

/**
 * An audio card's picture: its waveform in small (from cached peaks), or the music icon
 * while there is none. A card that stays on screen for a moment gets its track decoded in
 * the background once (see waveformOverview.ts).
 */
import { useEffect, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { decodeInBackground, requestOverview } from './waveformOverview';

const SETTLE_MS = 600;

export function useWaveformOverview(asset: Pick<AssetView, 'id' | 'mediaUrl'>): number[] | null {
  const [overview, setOverview] = useState<number[] | null>(null);
  const { id, mediaUrl } = asset;
  useEffect(() => {
    let mounted = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setOverview(null);
    void requestOverview(id).then((found) => {
      if (!mounted) return;
      if (found) return setOverview(found);
      // Not while scrolling past: only a card that stays a moment asks for a decode.
      timer = setTimeout(() => {
        void decodeInBackground({ id, mediaUrl }, () => mounted).then(
          (decoded) => mounted && decoded && setOverview(decoded),
        );
      }, SETTLE_MS);
    });
    return () => {
      mounted = false;
      if (timer) clearTimeout(timer);
    };
  }, [id, mediaUrl]);
  return overview;
}

/** Mirrored bars, centred, in the theme's primary colour; scales to its box. */
export function WaveformBars(props: { values: number[]; height: number }): React.JSX.Element {
  const { values, height } = props;
  const width = values.length * 3;
  return (
    <svg
      viewBox={`0 0 ${width} 100`}
      preserveAspectRatio="none"
      width="100%"
      height={height}
      aria-hidden
      data-testid="waveform-thumb"
      style={{ display: 'block', color: 'var(--mantine-primary-color-filled)' }}
    >
      {values.map((value, index) => {
        const bar = Math.max(2, value * 92);
        return (
          <rect
            key={index}
            x={index * 3}
            y={50 - bar / 2}
            width={2}
            height={bar}
            rx={1}
            fill="currentColor"
            opacity={0.8}
          />
        );
      })}
    </svg>
  );
}

/**
 * An audio player drawn by wavesurfer.js from cached peaks (no decode), with the keyboard
 * (Space play/pause, ←/→ seek 5 s, Home/End), a draggable region for time-range actions
 * and a clicked point for extend's continue_at.
 */
import { SEEK_STEP_S } from '../../shared/commands/playerKeys';
import {
  ActionIcon,
  Box,
  Group,
  Text,
  useComputedColorScheme,
  useMantineTheme,
} from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.esm.js';
import type { WaveformPeaks } from '../../shared/ipc/media';
import { useT } from '../i18n/useLocale';
import { formatClock } from './trackFacts';

export interface TimeRange {
  startS: number;
  endS: number;
}

export interface WaveformPlayerHandle {
  togglePlay(): void;
  seekBy(seconds: number): void;
  seekTo(seconds: number): void;
}

export interface WaveformPlayerProps {
  mediaUrl: string;
  peaks: WaveformPeaks;
  peaksSource: 'cache' | 'decoded' | null;
  onTime?: (seconds: number) => void;
  onRange?: (range: TimeRange | null) => void;
  onPoint?: (seconds: number) => void;
  /** A small player for a card: no keyboard hint, and no range selection unless `selectable`. */
  compact?: boolean;
  /** Lets a compact player select a range by dragging too. */
  selectable?: boolean;
  /** The selected range as the owner holds it (typed or rounded): the region follows it. */
  range?: TimeRange | null;
  /** A marker drawn at this time (the chosen continue point). */
  marker?: number | null;
  /** What the waveform is of, for its accessible name. */
  label?: string;
  /** The waveform's height in px (48 compact, 96 otherwise). */
  height?: number;
}

const MARKER_ID = 'chosen-point';
const SELECTION_ID = 'selection';
const SELECTION_COLOR = 'rgba(121, 80, 242, 0.22)';

/** Every mounted player: one plays at a time (a song page shows many side by side). */
const players = new Set<WaveSurfer>();

/** ←/→ seek this far (the shortcut sheet lists the same step). */
export { SEEK_STEP_S };

export const WaveformPlayer = forwardRef<WaveformPlayerHandle, WaveformPlayerProps>(
  function WaveformPlayer(props, ref) {
    const t = useT();
    const containerRef = useRef<HTMLDivElement>(null);
    const surferRef = useRef<WaveSurfer | null>(null);
    const [playing, setPlaying] = useState(false);
    const [time, setTime] = useState(0);
    const [ready, setReady] = useState(false);
    // Bumped by each drawn or dragged selection, so a controlled range can put it right.
    const [selectionEpoch, setSelectionEpoch] = useState(0);
    const scheme = useComputedColorScheme('light');
    const theme = useMantineTheme();
    const callbacks = useRef(props);
    callbacks.current = props;
    const { mediaUrl, peaks, compact } = props;
    const height = props.height ?? (compact ? 48 : 96);
    const selectable = !compact || props.selectable === true;
    const regionsRef = useRef<ReturnType<typeof RegionsPlugin.create> | null>(null);

    useEffect(() => {
      const container = containerRef.current;
      if (!container) return undefined;
      const regions = RegionsPlugin.create();
      // With cached peaks nothing needs the audio until playback: preload 'none' keeps
      // wavesurfer from downloading the whole track on open (measured in bench/waveform.ts).
      const media = document.createElement('audio');
      media.preload = 'none';
      const surfer = WaveSurfer.create({
        container,
        media,
        url: mediaUrl,
        peaks: [peaks.peaks],
        duration: peaks.durationS,
        height,
        barWidth: 2,
        barGap: 1,
        barRadius: 2,
        normalize: true,
        dragToSeek: false,
        plugins: [regions],
      });
      surferRef.current = surfer;
      players.add(surfer);
      setReady(false);
      setTime(0);
      regionsRef.current = regions;
      if (selectable) regions.enableDragSelection({ id: SELECTION_ID, color: SELECTION_COLOR });
      regions.on('region-created', (region) => {
        if (region.id === MARKER_ID) return;
        for (const other of regions.getRegions())
          if (other !== region && other.id !== MARKER_ID) other.remove();
        callbacks.current.onRange?.({ startS: region.start, endS: region.end ?? region.start });
        setSelectionEpoch((epoch) => epoch + 1);
      });
      regions.on('region-updated', (region) => {
        callbacks.current.onRange?.({ startS: region.start, endS: region.end ?? region.start });
        setSelectionEpoch((epoch) => epoch + 1);
      });
      const subscriptions = [
        surfer.on('ready', () => setReady(true)),
        surfer.on('redraw', () => setReady(true)),
        surfer.on('play', () => {
          for (const other of players) if (other !== surfer) other.pause();
          setPlaying(true);
        }),
        surfer.on('pause', () => setPlaying(false)),
        surfer.on('finish', () => setPlaying(false)),
        surfer.on('timeupdate', (seconds) => {
          setTime(seconds);
          callbacks.current.onTime?.(seconds);
        }),
        surfer.on('interaction', (seconds) => callbacks.current.onPoint?.(seconds)),
      ];
      return () => {
        for (const unsubscribe of subscriptions) unsubscribe();
        players.delete(surfer);
        surfer.destroy();
        surferRef.current = null;
        regionsRef.current = null;
      };
    }, [mediaUrl, peaks, compact, selectable, height]);

    const { marker } = props;
    useEffect(() => {
      const regions = regionsRef.current;
      // Before the waveform knows its length a region would be drawn at 0.
      if (!regions || !ready) return;
      for (const region of regions.getRegions()) if (region.id === MARKER_ID) region.remove();
      if (marker != null)
        regions.addRegion({
          id: MARKER_ID,
          start: marker,
          color: theme.colors.teal[6],
          drag: false,
          resize: false,
        });
    }, [marker, mediaUrl, peaks, compact, theme, ready]);

    // A range the owner holds (typed in m:ss, or a drag rounded to whole seconds) moves the region.
    const controlled = props.range !== undefined;
    const rangeStart = props.range?.startS ?? null;
    const rangeEnd = props.range?.endS ?? null;
    useEffect(() => {
      const regions = regionsRef.current;
      if (!regions || !ready || !controlled) return;
      const selection = regions.getRegions().filter((region) => region.id !== MARKER_ID);
      if (rangeStart === null || rangeEnd === null) {
        for (const region of selection) region.remove();
        return;
      }
      const [current, ...extra] = selection;
      for (const region of extra) region.remove();
      if (!current)
        regions.addRegion({
          id: SELECTION_ID,
          start: rangeStart,
          end: rangeEnd,
          color: SELECTION_COLOR,
        });
      else if (current.start !== rangeStart || current.end !== rangeEnd)
        current.setOptions({ start: rangeStart, end: rangeEnd });
    }, [controlled, rangeStart, rangeEnd, ready, selectionEpoch, mediaUrl, peaks]);

    useEffect(() => {
      const dark = scheme === 'dark';
      surferRef.current?.setOptions({
        waveColor: dark ? theme.colors.dark[2] : theme.colors.gray[5],
        progressColor: theme.colors.violet[dark ? 4 : 6],
        cursorColor: dark ? theme.white : theme.black,
      });
    }, [scheme, theme, mediaUrl, peaks]);

    const handle: WaveformPlayerHandle = {
      togglePlay: () => void surferRef.current?.playPause().catch(() => undefined),
      seekBy: (seconds) => {
        const surfer = surferRef.current;
        if (!surfer) return;
        const duration = surfer.getDuration() || peaks.durationS;
        surfer.setTime(Math.min(duration, Math.max(0, surfer.getCurrentTime() + seconds)));
      },
      seekTo: (seconds) => surferRef.current?.setTime(Math.max(0, seconds)),
    };
    useImperativeHandle(ref, () => handle);

    return (
      <Box>
        <Box
          ref={containerRef}
          data-testid="waveform"
          data-peaks-source={props.peaksSource ?? undefined}
          data-ready={ready || undefined}
          role="group"
          aria-label={
            compact && !selectable
              ? props.label
                ? t('library.waveform.pointOf', { label: props.label })
                : t('library.waveform.point')
              : props.label
                ? t('library.waveform.rangeOf', { label: props.label })
                : t('library.waveform.range')
          }
          style={{
            cursor: 'text',
            borderRadius: 'var(--mantine-radius-sm)',
            background: 'var(--mantine-color-default-hover)',
          }}
        />
        <Group justify="space-between" mt={6}>
          <Group gap="xs">
            <ActionIcon
              variant="filled"
              radius="xl"
              size={compact ? 'md' : 'lg'}
              aria-label={
                props.label
                  ? t(playing ? 'library.waveform.pauseOf' : 'library.waveform.playOf', {
                      label: props.label,
                    })
                  : t(playing ? 'library.waveform.pause' : 'library.waveform.play')
              }
              onClick={handle.togglePlay}
              data-testid="play-toggle"
            >
              {playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
            </ActionIcon>
            <Text size="sm" ff="monospace" data-testid="play-time" aria-live="off">
              {formatClock(time)} / {formatClock(peaks.durationS)}
            </Text>
          </Group>
          {!compact && (
            <Text size="xs" c="dimmed">
              {t('library.waveform.hint', { seconds: SEEK_STEP_S })}
            </Text>
          )}
        </Group>
      </Box>
    );
  },
);

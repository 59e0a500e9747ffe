/**
 * An audio asset's preview: waveform player from cached peaks, facts (duration, bpm, key),
 * aligned lyrics in time, the song workspace and, for a stems result, the stem mixer.
 */
import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { keyName } from '../../shared/service/music/musicalKeys';
import { useAudition } from '../audition/AuditionProvider';
import { ErrorAlert } from '../errors';
import { useT } from '../i18n/useLocale';
import { isStemsResult } from './libraryActions';
import { LyricsView } from './LyricsView';
import { SongWorkspace } from './SongWorkspace';
import { StemMixer } from './StemMixer';
import { formatClock, formatTempo } from './trackFacts';
import { useSongContext } from './useSongContext';
import { useWaveformPeaks } from './useWaveformPeaks';
import {
  SEEK_STEP_S,
  WaveformPlayer,
  type TimeRange,
  type WaveformPlayerHandle,
} from './WaveformPlayer';

/** Marks a button that Space must not press (the preview's close button): Space plays there. */
export const SPACE_PLAYS_ATTRIBUTE = 'data-space-plays';

/** Keys typed into fields, or Space on a focused button, belong to that control. */
export function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="slider"]'))
    return true;
  return (
    key === ' ' &&
    target.closest('button, a, [role="menuitem"]') !== null &&
    !target.closest(`[${SPACE_PLAYS_ATTRIBUTE}]`)
  );
}

export function AudioPreview(props: {
  asset: AssetView;
  onOpen: (asset: AssetView) => void;
}): React.JSX.Element {
  const t = useT();
  const { asset } = props;
  const peaks = useWaveformPeaks(asset);
  const context = useSongContext(asset);
  const player = useRef<WaveformPlayerHandle>(null);
  const [time, setTime] = useState(0);
  const [range, setRange] = useState<TimeRange | null>(null);
  const [point, setPoint] = useState<number | null>(null);
  const audition = useAudition();

  // One sound at a time: the preview has its own player, so the player bar pauses.
  useEffect(() => audition.pause(), [audition, asset.id]);

  useEffect(() => {
    setRange(null);
    setPoint(null);
    setTime(0);
  }, [asset.id]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        ownsKey(event.target, event.key)
      )
        return;
      const handle = player.current;
      if (!handle) return;
      if (event.key === ' ') handle.togglePlay();
      else if (event.key === 'ArrowLeft') handle.seekBy(-SEEK_STEP_S);
      else if (event.key === 'ArrowRight') handle.seekBy(SEEK_STEP_S);
      else if (event.key === 'Home') handle.seekTo(0);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const facts = context.facts;
  const ownTracks = context.own ? (context.tracks[context.own.id] ?? []) : [];
  return (
    <Stack gap="md">
      {peaks.loading && (
        <Group gap="xs" h={130}>
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('library.audio.drawing')}
          </Text>
        </Group>
      )}
      {peaks.error !== undefined && (
        <ErrorAlert error={peaks.error} title={t('library.audio.drawFailed')} />
      )}
      {peaks.peaks && (
        <WaveformPlayer
          ref={player}
          mediaUrl={asset.mediaUrl}
          peaks={peaks.peaks}
          peaksSource={peaks.source}
          onTime={setTime}
          onRange={setRange}
          onPoint={setPoint}
        />
      )}
      <Group gap="xs" data-testid="track-facts">
        <Badge variant="light" color="gray" tt="none">
          {t('library.audio.duration', {
            time: formatClock(facts.durationS ?? peaks.peaks?.durationS ?? null),
          })}
        </Badge>
        <Badge variant="light" color="gray" tt="none" data-testid="tempo-fact">
          {t('library.audio.tempo', { tempo: formatTempo(facts.bpm, peaks.peaks?.estimatedBpm) })}
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          {t('library.audio.key', { key: keyName(facts.key) })}
        </Badge>
        {range && range.endS - range.startS > 0.05 && (
          <Badge variant="light" tt="none" data-testid="selected-range">
            {t('library.audio.range', {
              start: formatClock(range.startS),
              end: formatClock(range.endS),
            })}
          </Badge>
        )}
        {point !== null && (
          <Badge variant="light" color="teal" tt="none">
            {t('library.audio.point', { time: formatClock(point) })}
          </Badge>
        )}
      </Group>
      {!context.loading && facts.bpm === null && facts.key === null && (
        <Text size="xs" c="dimmed">
          {t('library.audio.factsHint')}
        </Text>
      )}
      {facts.lyrics.length > 0 && (
        <LyricsView
          lines={facts.lyrics}
          timeS={time}
          onSeek={(seconds) => player.current?.seekTo(seconds)}
        />
      )}
      {isStemsResult(asset) && !context.loading && ownTracks.length > 1 && (
        <StemMixer tracks={ownTracks} />
      )}
      {context.own && context.own.target && !context.loading && !context.lineage && (
        <Alert variant="light" color="gray">
          {t('library.audio.noHistory')}
        </Alert>
      )}
      <SongWorkspace
        asset={asset}
        context={context}
        range={range}
        point={point}
        onOpen={props.onOpen}
      />
    </Stack>
  );
}

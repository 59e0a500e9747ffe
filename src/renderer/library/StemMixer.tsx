/**
 * Plays a stems result's tracks together: one <audio> per stem, kept in step with the
 * first (resynced when one drifts), with mute, solo and volume per stem, each stem's
 * waveform under one playhead (silent stems dimmed), and the current mix as a WAV.
 */
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Slider,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconFileMusic,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerStopFilled,
} from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { formatPercent } from '../../shared/format/number';
import { ErrorAlert } from '../errors';
import { useT } from '../i18n/useLocale';
import { useMixdownExport } from '../song/useMixdownExport';
import { StemLane } from './StemLane';
import {
  effectiveGains,
  freshChannel,
  keepChannels,
  needsResync,
  soloExclusive,
  updateChannel,
  type StemChannel,
} from './stemMixer';
import { formatClock } from './trackFacts';
import type { LineageTrack } from './useSongContext';

export function StemMixer(props: { tracks: LineageTrack[]; title?: string }): React.JSX.Element {
  const t = useT();
  const stems = useMemo(
    () =>
      props.tracks.filter(
        (track): track is LineageTrack & { asset: AssetView } => track.asset !== null,
      ),
    [props.tracks],
  );
  const [channels, setChannels] = useState<StemChannel[]>(() =>
    stems.map((stem) => freshChannel(stem.asset.id)),
  );
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const elements = useRef(new Map<string, HTMLAudioElement>());
  const duration = Math.max(0, ...stems.map((stem) => stem.durationS ?? 0));

  // The stems are re-read on every task or library change: what the user set stays set.
  useEffect(
    () =>
      setChannels((previous) =>
        keepChannels(
          previous,
          stems.map((stem) => stem.asset.id),
        ),
      ),
    [stems],
  );

  const gains = effectiveGains(channels);
  const mixdown = useMixdownExport();
  const exportMix = () =>
    void mixdown.run(
      t('library.mixer.mixName', {
        title: props.title ?? stems[0]?.asset.title ?? t('library.mixer.untitled'),
      }),
      stems.map((stem) => ({ mediaUrl: stem.asset.mediaUrl, gain: gains[stem.asset.id] ?? 0 })),
    );
  useEffect(() => {
    for (const [id, element] of elements.current) element.volume = gains[id] ?? 0;
  }, [gains]);

  const leader = (): HTMLAudioElement | undefined => elements.current.get(stems[0]?.asset.id ?? '');
  const all = () => [...elements.current.values()];

  const play = async () => {
    const start = leader()?.currentTime ?? 0;
    for (const element of all()) element.currentTime = start;
    await Promise.all(all().map((element) => element.play().catch(() => undefined)));
    setPlaying(true);
  };
  const pause = () => {
    for (const element of all()) element.pause();
    setPlaying(false);
  };
  const seek = (seconds: number) => {
    for (const element of all()) element.currentTime = seconds;
    setTime(seconds);
  };
  useEffect(() => () => pause(), []); // eslint-disable-line react-hooks/exhaustive-deps -- stop on unmount only

  const onLeaderTime = () => {
    const lead = leader();
    if (!lead) return;
    setTime(lead.currentTime);
    if (lead.paused) return;
    for (const element of all())
      if (element !== lead && needsResync(lead.currentTime, element.currentTime))
        element.currentTime = lead.currentTime;
  };

  if (stems.length === 0)
    return <Loader size="sm" role="status" aria-label={t('library.mixer.loading')} />;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="stem-mixer">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={5}>{t('library.mixer.title')}</Title>
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={
                playing ? <IconPlayerPauseFilled size={14} /> : <IconPlayerPlayFilled size={14} />
              }
              onClick={() => (playing ? pause() : void play())}
              aria-label={playing ? t('library.mixer.pauseAll') : t('library.mixer.playAllStems')}
            >
              {playing ? t('library.mixer.pause') : t('library.mixer.playAll')}
            </Button>
            <ActionIcon
              variant="default"
              aria-label={t('library.mixer.stop')}
              onClick={() => {
                pause();
                seek(0);
              }}
            >
              <IconPlayerStopFilled size={14} />
            </ActionIcon>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFileMusic size={14} />}
              loading={mixdown.busy}
              onClick={exportMix}
            >
              {t('library.mixer.exportMix')}
            </Button>
          </Group>
        </Group>
        {mixdown.error !== undefined && (
          <ErrorAlert error={mixdown.error} title={t('library.mixer.exportFailed')} />
        )}
        {mixdown.savedTo && (
          <Text size="xs" c="dimmed" data-testid="mixdown-saved">
            {t('library.mixer.savedTo', { path: mixdown.savedTo })}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" ff="monospace" w={44}>
            {formatClock(time)}
          </Text>
          <Slider
            style={{ flex: 1 }}
            min={0}
            max={duration || 1}
            step={0.1}
            value={Math.min(time, duration || 1)}
            onChange={seek}
            label={formatClock}
            aria-label={t('library.mixer.position')}
          />
          <Text size="xs" ff="monospace" w={44}>
            {formatClock(duration)}
          </Text>
        </Group>
        {stems.map((stem, position) => {
          const channel = channels.find((each) => each.id === stem.asset.id);
          const silent = (gains[stem.asset.id] ?? 0) === 0;
          return (
            <Stack key={stem.asset.id} gap={4} data-stem={stem.label} data-audible={!silent}>
              <Group gap="xs" wrap="nowrap">
                <audio
                  ref={(element) => {
                    if (element) elements.current.set(stem.asset.id, element);
                    else elements.current.delete(stem.asset.id);
                  }}
                  src={stem.asset.mediaUrl}
                  preload="auto"
                  onTimeUpdate={position === 0 ? onLeaderTime : undefined}
                  onEnded={position === 0 ? () => setPlaying(false) : undefined}
                />
                <Text
                  size="sm"
                  w={150}
                  truncate="end"
                  c={silent ? 'dimmed' : 'bright'}
                  tt="capitalize"
                  title={stem.label}
                >
                  {stem.label}
                </Text>
                <Tooltip label={t('library.mixer.mute')}>
                  <ActionIcon
                    size="sm"
                    variant={channel?.muted ? 'filled' : 'default'}
                    color="red"
                    aria-label={t('library.mixer.muteOf', { stem: stem.label })}
                    aria-pressed={channel?.muted ?? false}
                    onClick={() =>
                      setChannels((current) =>
                        updateChannel(current, stem.asset.id, { muted: !channel?.muted }),
                      )
                    }
                  >
                    <Text size="xs" fw={700}>
                      {t('library.mixer.muteLetter')}
                    </Text>
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('library.mixer.solo')}>
                  <ActionIcon
                    size="sm"
                    variant={channel?.soloed ? 'filled' : 'default'}
                    color="yellow"
                    aria-label={t('library.mixer.soloOf', { stem: stem.label })}
                    aria-pressed={channel?.soloed ?? false}
                    onClick={(event) =>
                      setChannels((current) =>
                        event.altKey
                          ? soloExclusive(current, stem.asset.id)
                          : updateChannel(current, stem.asset.id, { soloed: !channel?.soloed }),
                      )
                    }
                  >
                    <Text size="xs" fw={700}>
                      {t('library.mixer.soloLetter')}
                    </Text>
                  </ActionIcon>
                </Tooltip>
                <Box style={{ flex: 1 }}>
                  <Slider
                    size="sm"
                    min={0}
                    max={1}
                    step={0.01}
                    value={channel?.volume ?? 0.8}
                    label={(value) => formatPercent(value)}
                    aria-label={t('library.mixer.volumeOf', { stem: stem.label })}
                    onChange={(volume) =>
                      setChannels((current) => updateChannel(current, stem.asset.id, { volume }))
                    }
                  />
                </Box>
              </Group>
              <StemLane
                asset={stem.asset}
                timeS={time}
                durationS={duration}
                silent={silent}
                onSeek={seek}
              />
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

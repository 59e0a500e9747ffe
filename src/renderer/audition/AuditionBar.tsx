/**
 * The player bar at the bottom of the window: the auditioned track's title, previous /
 * play-pause / next, a waveform to seek on, elapsed and total time, volume and close.
 * Rendered as the shell's footer; shown while a track is loaded.
 */
import { ActionIcon, Box, Group, Slider, Text } from '@mantine/core';
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipBackFilled,
  IconPlayerSkipForwardFilled,
  IconVolume,
  IconVolume3,
  IconX,
} from '@tabler/icons-react';
import { formatPercent } from '../../shared/format/number';
import { useT } from '../i18n/useLocale';
import { formatClock } from '../library/trackFacts';
import { useAudition, useAuditionState } from './AuditionProvider';
import { SeekWaveform } from './SeekWaveform';

export { AUDITION_BAR_HEIGHT } from './auditionBarHeight';

export function AuditionBar(): React.JSX.Element | null {
  const t = useT();
  const player = useAudition();
  const state = useAuditionState((each) => each);
  const { track } = state;
  if (!track) return null;
  const durationS = state.durationS ?? track.durationS ?? 0;
  const previous = player.neighbour(-1);
  const next = player.neighbour(1);
  return (
    <Group
      h="100%"
      px="md"
      gap="md"
      wrap="nowrap"
      data-testid="audition-bar"
      data-asset-id={track.id}
      data-playing={state.playing || undefined}
    >
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('player.previous')}
          disabled={!previous}
          onClick={() => player.step(-1)}
        >
          <IconPlayerSkipBackFilled size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="filled"
          radius="xl"
          size="lg"
          aria-label={state.playing ? t('player.pause') : t('player.play')}
          onClick={() => player.toggle()}
          data-testid="audition-toggle"
        >
          {state.playing ? (
            <IconPlayerPauseFilled size={18} aria-hidden />
          ) : (
            <IconPlayerPlayFilled size={18} aria-hidden />
          )}
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('player.next')}
          disabled={!next}
          onClick={() => player.step(1)}
        >
          <IconPlayerSkipForwardFilled size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          {/* Announced when another track starts; the time is read from the seek slider. */}
          <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: 1 }} aria-live="polite">
            <Text
              size="sm"
              fw={600}
              truncate="end"
              title={track.title}
              data-testid="audition-title"
              style={{ flex: 'none', maxWidth: '60%' }}
            >
              {track.title}
            </Text>
            <Text size="xs" c="dimmed" truncate="end" title={track.subtitle} visibleFrom="sm">
              {track.subtitle}
            </Text>
          </Group>
          <Text
            size="xs"
            ff="monospace"
            c={state.failed ? 'red' : 'dimmed'}
            style={{ flex: 'none' }}
            aria-hidden={!state.failed}
            data-testid="audition-time"
          >
            {state.failed
              ? t('player.failed')
              : t('player.time', {
                  time: formatClock(state.timeS),
                  duration: formatClock(durationS),
                })}
          </Text>
        </Group>
        <SeekWaveform
          track={track}
          timeS={state.timeS}
          durationS={durationS}
          onSeek={(seconds) => player.seek(seconds)}
        />
      </Box>
      <Group gap={6} wrap="nowrap" visibleFrom="sm" w={130}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={state.volume === 0 ? t('player.unmute') : t('player.mute')}
          onClick={() => player.setVolume(state.volume === 0 ? 0.8 : 0)}
        >
          {state.volume === 0 ? (
            <IconVolume3 size={18} aria-hidden />
          ) : (
            <IconVolume size={18} aria-hidden />
          )}
        </ActionIcon>
        <Slider
          style={{ flex: 1 }}
          size="sm"
          min={0}
          max={100}
          value={Math.round(state.volume * 100)}
          onChange={(value) => player.setVolume(value / 100)}
          label={(value) => formatPercent(value / 100)}
          thumbLabel={t('player.volume')}
        />
      </Group>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('player.close')}
        onClick={() => player.close()}
      >
        <IconX size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

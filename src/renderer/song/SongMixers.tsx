/**
 * The song page's mixer: for each stems separation in the song, its stems on one transport
 * (StemMixer: per-stem waveforms, mute/solo/volume, mixdown to WAV), or its progress.
 */
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useT } from '../i18n/useLocale';
import type { LineageNode } from '../library/songLineage';
import { StemMixer } from '../library/StemMixer';
import type { LineageTrack } from '../library/useSongContext';
import { stemsResults, waitingStatus } from './songTimeline';

export function SongMixers(props: {
  lineage: LineageNode;
  tracks: Readonly<Record<string, LineageTrack[]>>;
  title: string | null;
}): React.JSX.Element | null {
  const t = useT();
  const results = stemsResults(props.lineage);
  if (results.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="song-mixer-title">
      <Title order={3} id="song-mixer-title">
        {t('song.mixer.title')}
      </Title>
      {results.map(({ submission, source }) => {
        const stems = (props.tracks[submission.id] ?? []).filter((track) => track.asset !== null);
        const failed = submission.status === 'FAILED';
        return (
          <Stack
            key={submission.id}
            gap={4}
            data-testid="song-mixer"
            data-submission-id={submission.id}
          >
            <Text size="sm" fw={600}>
              {t('song.mixer.stemsOf', { version: source })}
            </Text>
            {stems.length > 1 ? (
              <StemMixer
                tracks={stems}
                {...(props.title ? { title: `${props.title} (${source})` } : {})}
              />
            ) : (
              <Group gap="xs" role="status">
                {!failed && <Loader size="xs" aria-hidden />}
                <Text size="sm">
                  {failed
                    ? t('song.mixer.failed')
                    : t('song.mixer.separating', {
                        status: waitingStatus(submission.status, false),
                      })}
                </Text>
              </Group>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

// Owns the large view of the latest finished result beside the Generate form (issue 22 item 4):
// the picture, the video with its controls, or the track's waveform player, with its title,
// its length or size, and "Open the result", which opens that file in the Library's preview
// (not the job on Tasks); a track of a song also offers "Open the song", where extend, join and
// the DAW pack run in place (issue 22: one click from a new song to its page). Until a result
// exists it says where it will appear.
import {
  Anchor,
  Box,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconSparkles, IconTimeline } from '@tabler/icons-react';
import { useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { t } from '../../shared/i18n/activeLanguage';
import { titleInWords } from '../../shared/titles/titleWords';
import { formatClock } from '../library/trackFacts';
import { useWaveformPeaks } from '../library/useWaveformPeaks';
import { WaveformPlayer } from '../library/WaveformPlayer';
import { useT } from '../i18n/useLocale';
import { hrefFor } from '../routes';

/** The result's media never takes more than this much of the window's height (the whole panel stays above the fold). */
const MEDIA_MAX_HEIGHT = 'min(40vh, 520px)';

export interface ResultPanelProps {
  /** The newest finished result of this form's model or action, or null before the first. */
  asset: AssetView | null;
  /** The model's or action's name in the user's words. */
  name: string;
}

/** What the page's player read from the file itself, for results the library has no facts of. */
export interface MeasuredMedia {
  seconds?: number;
  width?: number;
  height?: number;
}

/** "0:42" for sound and video, "1024 × 1024 px" for a picture; null when unknown. */
export function resultFact(
  asset: Pick<AssetView, 'kind' | 'durationS' | 'width' | 'height'>,
  measured: MeasuredMedia = {},
): string | null {
  const seconds = asset.durationS ?? measured.seconds ?? null;
  if (asset.kind === 'audio' || asset.kind === 'video')
    return seconds === null ? null : formatClock(seconds);
  const width = asset.width ?? measured.width;
  const height = asset.height ?? measured.height;
  return width && height ? t('generate.result.pixels', { width, height }) : null;
}

export function ResultPanel({ asset, name }: ResultPanelProps): React.JSX.Element {
  const t = useT();
  const [measured, setMeasured] = useState<{ id: string; media: MeasuredMedia } | null>(null);
  const facts = measured && measured.id === asset?.id ? measured.media : {};
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="latest-result-title"
      data-testid="result-panel"
      data-asset-id={asset?.id}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={4} size="h5" id="latest-result-title">
            {t('generate.result.title')}
          </Title>
          {asset && (
            <Group gap="sm" wrap="wrap" justify="flex-end">
              {asset.songKey !== null && (
                <Anchor
                  size="sm"
                  fw={600}
                  href={hrefFor('song', { task: asset.taskId })}
                  data-testid="open-song"
                >
                  <Group gap={4} wrap="nowrap" component="span">
                    <IconTimeline size={14} aria-hidden />
                    {t('generate.result.openSong')}
                  </Group>
                </Anchor>
              )}
              <Anchor
                size="sm"
                fw={600}
                href={hrefFor('library', { asset: asset.id })}
                data-testid="open-result"
              >
                {t('generate.result.open')}
              </Anchor>
            </Group>
          )}
        </Group>
        {asset ? (
          <ResultMedia asset={asset} onMeasured={(media) => setMeasured({ id: asset.id, media })} />
        ) : (
          <NoResultYet name={name} />
        )}
        {asset && (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text
              size="sm"
              fw={600}
              truncate="end"
              title={titleInWords(asset.title, t)}
              data-testid="result-title"
            >
              {titleInWords(asset.title, t)}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="result-fact">
              {resultFact(asset, facts)}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function ResultMedia({
  asset,
  onMeasured,
}: {
  asset: AssetView;
  onMeasured: (media: MeasuredMedia) => void;
}): React.JSX.Element {
  const frame = {
    borderRadius: 'var(--mantine-radius-sm)',
    background: 'var(--mantine-color-default-hover)',
  };
  switch (asset.kind) {
    case 'image':
      return (
        <Box style={{ ...frame, textAlign: 'center' }}>
          <img
            src={asset.mediaUrl}
            alt={asset.prompt || titleInWords(asset.title, t)}
            data-testid="result-image"
            onLoad={(event) =>
              onMeasured({
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
            style={{
              display: 'block',
              margin: '0 auto',
              maxWidth: '100%',
              maxHeight: MEDIA_MAX_HEIGHT,
              objectFit: 'contain',
            }}
          />
        </Box>
      );
    case 'video':
      return (
        <video
          key={asset.id}
          src={asset.mediaUrl}
          controls
          preload="metadata"
          aria-label={titleInWords(asset.title, t)}
          data-testid="result-video"
          onLoadedMetadata={(event) =>
            Number.isFinite(event.currentTarget.duration) &&
            onMeasured({ seconds: event.currentTarget.duration })
          }
          style={{
            ...frame,
            display: 'block',
            width: '100%',
            maxHeight: MEDIA_MAX_HEIGHT,
            background: 'black',
          }}
        />
      );
    case 'audio':
      return <ResultAudio asset={asset} />;
    default:
      return (
        <Text size="sm" c="dimmed">
          {t('generate.result.noPreview')}
        </Text>
      );
  }
}

function ResultAudio({ asset }: { asset: AssetView }): React.JSX.Element {
  const t = useT();
  const peaks = useWaveformPeaks(asset);
  if (peaks.peaks) {
    return (
      <Box data-testid="result-audio">
        <WaveformPlayer
          key={asset.id}
          label={titleInWords(asset.title, t)}
          mediaUrl={asset.mediaUrl}
          peaks={peaks.peaks}
          peaksSource={peaks.source}
        />
      </Box>
    );
  }
  return (
    <Group gap="xs" h={96} data-testid="result-audio">
      {peaks.error === undefined && <Loader size="sm" aria-hidden />}
      <Text size="sm" c="dimmed">
        {peaks.error !== undefined ? t('generate.result.noWaveform') : t('generate.result.drawing')}
      </Text>
    </Group>
  );
}

function NoResultYet({ name }: { name: string }): React.JSX.Element {
  const t = useT();
  return (
    <Center
      h={120}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: '1px dashed var(--mantine-color-default-border)',
      }}
      data-testid="result-empty"
    >
      <Stack gap={6} align="center">
        <ThemeIcon variant="light" radius="xl" aria-hidden>
          <IconSparkles size={16} />
        </ThemeIcon>
        <Text size="sm" c="dimmed" ta="center" px="sm">
          {t('generate.result.empty', { name })}
        </Text>
      </Stack>
    </Center>
  );
}

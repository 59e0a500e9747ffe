/**
 * A small visual for an asset: the picture itself for images, a frame for videos, the
 * waveform for audio once known, an icon otherwise.
 */
import { Badge, Box, Center, Image, ThemeIcon } from '@mantine/core';
import {
  IconFileText,
  IconFile,
  IconJson,
  IconMovie,
  IconMusic,
  IconPiano,
  IconPhoto,
  IconMicrophone2,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { AssetKind, AssetView } from '../../shared/ipc/library';
import { formatClock } from './trackFacts';
import { useWaveformOverview, WaveformBars } from './WaveformThumb';

const ICONS: Record<AssetKind, typeof IconFile> = {
  image: IconPhoto,
  video: IconMovie,
  audio: IconMusic,
  midi: IconPiano,
  lyrics: IconMicrophone2,
  text: IconFileText,
  json: IconJson,
  file: IconFile,
};

const COLORS: Record<AssetKind, string> = {
  image: 'grape',
  video: 'indigo',
  audio: 'violet',
  midi: 'teal',
  lyrics: 'pink',
  text: 'gray',
  json: 'gray',
  file: 'gray',
};

export function AssetThumb(props: { asset: AssetView; size: number }): React.JSX.Element {
  const { asset, size } = props;
  if (asset.kind === 'image') {
    return (
      <Image
        src={asset.mediaUrl}
        alt=""
        h={size}
        w="100%"
        fit="cover"
        radius="sm"
        loading="lazy"
        draggable={false}
        style={{ background: 'var(--mantine-color-default-hover)' }}
      />
    );
  }
  if (asset.kind === 'audio') return <AudioThumb asset={asset} size={size} />;
  if (asset.kind === 'video') return <VideoThumb asset={asset} size={size} />;
  return <KindIcon kind={asset.kind} size={size} />;
}

function AudioThumb(props: { asset: AssetView; size: number }): React.JSX.Element {
  const overview = useWaveformOverview(props.asset);
  if (!overview) return <KindIcon kind="audio" size={props.size} />;
  return (
    <Center
      h={props.size}
      w="100%"
      px={props.size > 80 ? 'sm' : 4}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <WaveformBars values={overview} height={Math.round(props.size * 0.7)} />
    </Center>
  );
}

/**
 * A frame half a second in: the browser fetches only the metadata and that frame (range
 * requests), nothing plays. Falls back to the icon if the file cannot be read.
 */
function VideoThumb(props: { asset: AssetView; size: number }): React.JSX.Element {
  const [failed, setFailed] = useState(false);
  const [durationS, setDurationS] = useState<number | null>(props.asset.durationS);
  if (failed) return <KindIcon kind="video" size={props.size} />;
  return (
    <Box
      pos="relative"
      h={props.size}
      w="100%"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
        background: 'var(--mantine-color-default-hover)',
      }}
    >
      <video
        src={`${props.asset.mediaUrl}#t=0.5`}
        preload="metadata"
        muted
        playsInline
        tabIndex={-1}
        aria-hidden
        data-testid="video-thumb"
        onError={() => setFailed(true)}
        onLoadedMetadata={(event) => setDurationS((known) => known ?? event.currentTarget.duration)}
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: 'block',
          pointerEvents: 'none',
        }}
      />
      <ThemeIcon
        variant="filled"
        color="dark"
        radius="xl"
        size={Math.min(28, Math.round(props.size * 0.3))}
        pos="absolute"
        bottom={6}
        left={6}
        style={{ opacity: 0.75 }}
      >
        <IconPlayerPlayFilled style={{ width: '55%', height: '55%' }} aria-hidden />
      </ThemeIcon>
      {durationS !== null && Number.isFinite(durationS) && props.size > 80 && (
        <Badge
          size="sm"
          variant="filled"
          color="dark"
          pos="absolute"
          bottom={8}
          right={6}
          style={{ opacity: 0.8 }}
          data-testid="video-duration"
        >
          {formatClock(durationS)}
        </Badge>
      )}
    </Box>
  );
}

function KindIcon(props: { kind: AssetKind; size: number }): React.JSX.Element {
  const { kind, size } = props;
  const Icon = ICONS[kind];
  return (
    <Center
      h={size}
      w="100%"
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <ThemeIcon
        variant="light"
        color={COLORS[kind]}
        size={Math.min(56, Math.round(size * 0.45))}
        radius="xl"
      >
        <Icon style={{ width: '60%', height: '60%' }} aria-hidden />
      </ThemeIcon>
    </Center>
  );
}

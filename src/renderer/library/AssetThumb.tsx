/** A small visual for an asset: the picture itself for images, the waveform for audio once known, an icon otherwise. */
import { Center, Image, ThemeIcon } from '@mantine/core';
import { IconFileText, IconFile, IconJson, IconMovie, IconMusic, IconPiano, IconPhoto, IconMicrophone2 } from '@tabler/icons-react';
import type { AssetKind, AssetView } from '../../shared/ipc/library';
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
  return <KindIcon kind={asset.kind} size={size} />;
}

function AudioThumb(props: { asset: AssetView; size: number }): React.JSX.Element {
  const overview = useWaveformOverview(props.asset);
  if (!overview) return <KindIcon kind="audio" size={props.size} />;
  return (
    <Center h={props.size} w="100%" px={props.size > 80 ? 'sm' : 4} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <WaveformBars values={overview} height={Math.round(props.size * 0.7)} />
    </Center>
  );
}

function KindIcon(props: { kind: AssetKind; size: number }): React.JSX.Element {
  const { kind, size } = props;
  const Icon = ICONS[kind];
  return (
    <Center h={size} w="100%" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <ThemeIcon variant="light" color={COLORS[kind]} size={Math.min(56, Math.round(size * 0.45))} radius="xl">
        <Icon style={{ width: '60%', height: '60%' }} aria-hidden />
      </ThemeIcon>
    </Center>
  );
}

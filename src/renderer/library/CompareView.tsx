/**
 * Owns the library's compare view for 2–4 results (compareModel.ts holds the rules): images
 * and videos side by side with one zoom for all and playback kept in step; tracks as an A/B
 * switch (buttons or keys 1–4) that keeps the playback position. "Keep this one" moves the
 * others to the trash, with Undo (moveToTrash.tsx).
 */
import {
  Badge,
  Box,
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { displayTitle } from './assetPresentation';
import { TitleText } from './TitleText';
import { useAudition } from '../audition/AuditionProvider';
import {
  AB_START,
  COMPARE_LETTERS,
  abKey,
  abSwitch,
  compareDetails,
  discardedBy,
  stepZoom,
  type AbState,
} from './compareModel';
import { formatClock } from './trackFacts';
import { formatPercent } from '../../shared/format/number';
import { useT } from '../i18n/useLocale';

export interface CompareViewProps {
  items: AssetView[] | null;
  mode: 'side-by-side' | 'ab';
  onClose: () => void;
  onDiscard: (assets: AssetView[]) => void;
}

function KeepButton(props: { letter: string; onKeep: () => void }): React.JSX.Element {
  const t = useT();
  return (
    <Button
      size="xs"
      variant="light"
      onClick={props.onKeep}
      data-testid={`compare-keep-${props.letter}`}
    >
      {t('library.compare.keep', { letter: props.letter })}
    </Button>
  );
}

/** Images and videos in columns: one zoom, and videos play, pause and seek together. */
function SideBySide(props: {
  items: AssetView[];
  onKeep: (asset: AssetView) => void;
}): React.JSX.Element {
  const t = useT();
  const [zoom, setZoom] = useState(1);
  const details = compareDetails(props.items, displayTitle);
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const syncing = useRef(false);
  /** Applies what one video did to the others (guarded: their own events do not echo back). */
  const follow = (from: HTMLVideoElement, apply: (video: HTMLVideoElement) => void) => {
    if (syncing.current) return;
    syncing.current = true;
    for (const video of videos.current) if (video && video !== from) apply(video);
    queueMicrotask(() => (syncing.current = false));
  };
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => setZoom((value) => stepZoom(value, -1))}
          leftSection={<IconZoomOut size={14} />}
          aria-label={t('library.compare.zoomAllOut')}
        >
          {t('library.zoom.out')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => setZoom((value) => stepZoom(value, 1))}
          leftSection={<IconZoomIn size={14} />}
          aria-label={t('library.compare.zoomAllIn')}
        >
          {t('library.zoom.in')}
        </Button>
        <Text size="sm" data-testid="compare-zoom">
          {formatPercent(zoom)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('library.compare.sideHint')}
        </Text>
      </Group>
      <SimpleGrid cols={props.items.length} spacing="sm">
        {props.items.map((asset, index) => {
          const letter = COMPARE_LETTERS[index]!;
          return (
            <Stack key={asset.id} gap={6} data-testid="compare-column">
              <Group gap={6} wrap="nowrap">
                <Badge variant="filled" radius="sm">
                  {letter}
                </Badge>
                <TitleText title={displayTitle(asset)} />
                {details[index] && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {details[index]}
                  </Text>
                )}
              </Group>
              <Box
                style={{
                  overflow: 'auto',
                  height: '55vh',
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: 'var(--mantine-color-default-hover)',
                }}
              >
                {asset.kind === 'video' ? (
                  <video
                    ref={(element) => {
                      videos.current[index] = element;
                    }}
                    src={asset.mediaUrl}
                    controls
                    muted={index > 0}
                    preload="metadata"
                    aria-label={`${letter}: ${displayTitle(asset)}`}
                    style={{ width: `${zoom * 100}%`, display: 'block', background: 'black' }}
                    onPlay={(event) =>
                      follow(
                        event.currentTarget,
                        (video) => void video.play().catch(() => undefined),
                      )
                    }
                    onPause={(event) => follow(event.currentTarget, (video) => video.pause())}
                    onSeeked={(event) => {
                      const time = event.currentTarget.currentTime;
                      follow(event.currentTarget, (video) => {
                        if (Math.abs(video.currentTime - time) > 0.05) video.currentTime = time;
                      });
                    }}
                  />
                ) : (
                  <img
                    src={asset.mediaUrl}
                    alt={`${letter}: ${displayTitle(asset)}`}
                    style={{ width: `${zoom * 100}%`, display: 'block' }}
                  />
                )}
              </Box>
              <KeepButton letter={letter} onKeep={() => props.onKeep(asset)} />
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** Tracks as A/B: one player whose take switches (buttons, keys 1–4) at the same position. */
function AbSwitch(props: {
  items: AssetView[];
  onKeep: (asset: AssetView) => void;
}): React.JSX.Element {
  const t = useT();
  const [state, setState] = useState<AbState>(AB_START);
  const details = compareDetails(props.items, displayTitle);
  const label = (index: number) =>
    `${COMPARE_LETTERS[index]} · ${details[index] || displayTitle(props.items[index]!)}`;
  // One player at a time: the library's audition bar pauses while A/B is open.
  const player = useAudition();
  useEffect(() => player.pause(), [player]);
  const audio = useRef<HTMLAudioElement>(null);
  const pending = useRef<AbState | null>(null);
  const switchTo = (to: number) => {
    const element = audio.current;
    if (!element || to === state.active) return;
    const next = abSwitch(
      { ...state, playing: !element.paused },
      to,
      element.currentTime,
      props.items[to]?.durationS ?? null,
    );
    pending.current = next;
    setState(next);
  };
  const switchRef = useRef(switchTo);
  switchRef.current = switchTo;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea')) return;
      const index = abKey(event.key, props.items.length);
      if (index === null) return;
      event.preventDefault();
      switchRef.current(index);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [props.items.length]);
  const active = props.items[state.active]!;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <SegmentedControl
          value={String(state.active)}
          onChange={(value) => switchTo(Number(value))}
          data={props.items.map((asset, index) => ({ value: String(index), label: label(index) }))}
          aria-label={t('library.compare.whichTake')}
        />
        <Text size="xs" c="dimmed">
          {t('library.compare.abHint', { count: props.items.length })}
        </Text>
      </Group>
      <audio
        ref={audio}
        src={active.mediaUrl}
        controls
        preload="metadata"
        style={{ width: '100%' }}
        data-testid="compare-audio"
        data-active={COMPARE_LETTERS[state.active]}
        aria-label={`${label(state.active)}: ${displayTitle(active)}`}
        onLoadedMetadata={(event) => {
          const next = pending.current;
          if (!next) return;
          pending.current = null;
          event.currentTarget.currentTime = next.position;
          if (next.playing) void event.currentTarget.play().catch(() => undefined);
        }}
      />
      <Text size="sm" data-testid="compare-position">
        {t('library.compare.heard', {
          letter: COMPARE_LETTERS[state.active]!,
          time: formatClock(state.position),
        })}
      </Text>
      <SimpleGrid cols={props.items.length} spacing="sm">
        {props.items.map((asset, index) => (
          <Stack key={asset.id} gap={4} data-testid="compare-column">
            <Text size="sm" fw={600} truncate>
              {COMPARE_LETTERS[index]} · {displayTitle(asset)}
            </Text>
            {details[index] && (
              <Text size="xs" c="dimmed">
                {details[index]}
              </Text>
            )}
            {asset.durationS !== null && (
              <Text size="xs" c="dimmed">
                {formatClock(asset.durationS)}
              </Text>
            )}
            <KeepButton letter={COMPARE_LETTERS[index]!} onKeep={() => props.onKeep(asset)} />
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function CompareView({
  items,
  mode,
  onClose,
  onDiscard,
}: CompareViewProps): React.JSX.Element {
  const t = useT();
  const keep = (asset: AssetView) => {
    if (!items) return;
    onDiscard(discardedBy(items, asset.id));
    onClose();
  };
  return (
    <Modal
      opened={items !== null}
      onClose={onClose}
      size="95%"
      title={
        items
          ? t('library.compare.title', { count: items.length })
          : t('library.compare.titleEmpty')
      }
      data-testid="compare-view"
    >
      {items &&
        (mode === 'ab' ? (
          <AbSwitch items={items} onKeep={keep} />
        ) : (
          <SideBySide items={items} onKeep={keep} />
        ))}
    </Modal>
  );
}

/**
 * The song page's one inspector: the chosen version's name, length and tempo, its player
 * (Space plays and pauses it; click to pick where an extension continues, drag to choose a
 * region), every priced action in place, and its Region and Fade controls, shown once.
 */
import { Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { keyName } from '../../shared/service/music/musicalKeys';
import { modifiersBefore } from '../../shared/commands/accelerator';
import { isMac } from '../commands/keys';
import { ErrorAlert } from '../errors';
import { useT } from '../i18n/useLocale';
import { formatBpm, formatClock } from '../library/trackFacts';
import { useWaveformPeaks } from '../library/useWaveformPeaks';
import { SEEK_STEP_S, WaveformPlayer, type WaveformPlayerHandle } from '../library/WaveformPlayer';
import type { DawPack, PackSource } from './dawPack';
import { DawPackButton } from './DawPackButton';
import { DawPackExport } from './DawPackExport';
import { SongActionButton } from './SongActionButton';
import {
  clampContinueAt,
  defaultContinueAt,
  songActionBody,
  songActionsFor,
  type SongAction,
  type SongSource,
} from './songActions';
import { SongEditPanel } from './SongEditPanel';
import { editActionsFor, NUDGE_BIG_STEP_S, NUDGE_STEP_S } from './songEdits';
import { CoverButton, RemasterButton, StemsButton } from './SongOptionActions';
import { waitingStatus, type TimelineCard } from './songTimeline';
import { trackEdit } from './trackEdit';
import type { LaneDraft } from './useLaneDrafts';
import type { SongRequest } from './useSongSubmit';

type TrackLane = Extract<TimelineCard, { kind: 'track' }>;

function Frame(props: { lane: TimelineCard; children: React.ReactNode }): React.JSX.Element {
  const t = useT();
  const { lane } = props;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={t('song.inspector.selected', { version: lane.heading })}
      data-testid="song-inspector"
      data-lane-key={lane.key}
      data-action={lane.submission.action}
      data-track-index={lane.kind === 'track' ? lane.track.index : undefined}
    >
      <Stack gap={8}>
        <div>
          <Text fw={600} size="sm" component="h3" m={0}>
            {lane.heading}
          </Text>
          <Text size="xs" c="dimmed">
            {t('song.inspector.startsAt', {
              detail: lane.detail || t('song.detail.firstTake'),
              time: formatClock(lane.startS),
            })}
          </Text>
        </div>
        {props.children}
      </Stack>
    </Paper>
  );
}

export function WaitingInspector(props: {
  lane: Extract<TimelineCard, { kind: 'waiting' }>;
}): React.JSX.Element {
  const { lane } = props;
  return (
    <Frame lane={lane}>
      <Group gap="xs" role="status">
        {lane.failed ? (
          <IconAlertTriangle size={18} color="var(--mantine-color-red-6)" aria-hidden />
        ) : (
          <Loader size="xs" aria-hidden />
        )}
        <Text size="sm" {...(lane.failed ? { c: 'red' } : {})}>
          {waitingStatus(lane.submission.status, lane.failed)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {lane.submission.summary}
      </Text>
    </Frame>
  );
}

export interface InspectorProps {
  lane: TrackLane;
  song: Pick<SongSource, 'title' | 'style'>;
  draft: LaneDraft;
  onDraft: (patch: Partial<LaneDraft>) => void;
  busyKey: string | null;
  onRequest: (request: SongRequest, key: string) => void;
  packBusy: boolean;
  onPack: (source: PackSource) => void;
  /** This version's DAW pack, once bought: exported from here when it is ready. */
  pack?: DawPack | undefined;
  /** The player's time, for the playhead across the lanes. */
  onTime: (seconds: number) => void;
  /** Where to put the player once it is drawn (a click on this version's lane), in seconds. */
  startAtS?: number | null;
}

export const SongInspector = forwardRef<WaveformPlayerHandle, InspectorProps>(
  function SongInspector(props, player) {
    const t = useT();
    const { lane, draft } = props;
    const asset = lane.track.asset;
    const peaks = useWaveformPeaks(asset);
    // The page's handle reaches the player once it is drawn (after its peaks load).
    const inner = useRef<WaveformPlayerHandle>(null);
    useImperativeHandle(
      player,
      () => ({
        togglePlay: () => inner.current?.togglePlay(),
        seekBy: (seconds) => inner.current?.seekBy(seconds),
        seekTo: (seconds) => inner.current?.seekTo(seconds),
      }),
      [],
    );
    const drawn = Boolean(peaks.peaks && asset);
    const startAtS = props.startAtS ?? null;
    useEffect(() => {
      if (drawn && startAtS !== null) inner.current?.seekTo(startAtS);
    }, [drawn, startAtS]);
    const durationS = lane.track.durationS ?? peaks.peaks?.durationS ?? 0;
    const continueAt = draft.point ?? defaultContinueAt(durationS);
    const taskId = lane.submission.taskId;
    const source: SongSource = {
      taskId: taskId ?? '',
      audioIndex: lane.track.index,
      ...props.song,
    };
    const actions = taskId ? songActionsFor(lane.submission.action) : [];
    const edits = taskId ? editActionsFor(lane.submission.action) : { region: [], fade: [] };
    const edit = trackEdit(durationS, draft, props.onDraft);
    const actionButton = (action: SongAction) => {
      if (action === 'extend' && continueAt === null) return null;
      const key = `${lane.key}-${action}`;
      const optionProps = {
        source,
        busy: props.busyKey === key,
        onRequest: (request: SongRequest) => props.onRequest(request, key),
      };
      if (action === 'cover') return <CoverButton key={action} {...optionProps} />;
      if (action === 'remaster') return <RemasterButton key={action} {...optionProps} />;
      if (action === 'stems-all') return <StemsButton key={action} {...optionProps} />;
      const body = songActionBody(action, source, continueAt);
      return (
        <SongActionButton
          key={action}
          action={action}
          body={body}
          continueAt={continueAt}
          busy={optionProps.busy}
          onRequest={optionProps.onRequest}
        />
      );
    };
    // A tempo only when measured or confidently estimated: no "–" for one that is not known.
    const estimated = peaks.peaks?.estimatedBpm;
    const tempo =
      asset?.bpm != null
        ? formatBpm(asset.bpm)
        : estimated != null && Number.isFinite(estimated)
          ? t('song.inspector.tempoEstimated', { tempo: formatBpm(Math.round(estimated)) })
          : null;
    const facts = [tempo, asset?.musicalKey ? keyName(asset.musicalKey) : null]
      .filter(Boolean)
      .join(' · ');
    return (
      <Frame lane={lane}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" truncate="end" title={asset?.title}>
            {asset?.title}
          </Text>
          <Badge
            variant="light"
            color="gray"
            tt="none"
            style={{ flex: 'none' }}
            data-testid="inspector-length"
          >
            {formatClock(lane.track.durationS)}
          </Badge>
        </Group>
        {facts && (
          <Text size="xs" c="dimmed" data-testid="inspector-tempo">
            {facts}
          </Text>
        )}
        {peaks.error !== undefined && (
          <ErrorAlert error={peaks.error} title={t('song.inspector.waveformError')} />
        )}
        {peaks.peaks && asset ? (
          <WaveformPlayer
            ref={inner}
            compact
            height={64}
            label={lane.heading}
            mediaUrl={asset.mediaUrl}
            peaks={peaks.peaks}
            peaksSource={peaks.source}
            marker={actions.includes('extend') ? continueAt : null}
            onPoint={(seconds) => props.onDraft({ point: clampContinueAt(seconds, durationS) })}
            onTime={props.onTime}
            selectable={edits.region.length > 0}
            range={edit.shownRange}
            onRange={edit.fromDrag}
          />
        ) : (
          peaks.error === undefined && (
            <Loader size="sm" role="status" aria-label={t('song.inspector.drawingWaveform')} />
          )
        )}
        <Text size="xs" c="dimmed">
          {t(edits.region.length > 0 ? 'song.inspector.keysWithRegion' : 'song.inspector.keys', {
            seconds: SEEK_STEP_S,
            alt: modifiersBefore('Alt+Left', isMac),
            step: NUDGE_STEP_S,
            bigStep: NUDGE_BIG_STEP_S,
          })}
        </Text>
        <Stack gap={4} role="group" aria-label={t('song.inspector.actions')}>
          {actions.map(actionButton)}
          {taskId && (
            <DawPackButton
              source={{ taskId, audioIndex: lane.track.index }}
              busy={props.packBusy}
              onRequest={props.onPack}
            />
          )}
          {props.pack?.state === 'ready' && <DawPackExport pack={props.pack} />}
        </Stack>
        <SongEditPanel
          cardKey={lane.key}
          busyKey={props.busyKey}
          onRequest={props.onRequest}
          source={source}
          durationS={durationS}
          edit={edit}
          regionActions={edits.region}
          fadeActions={edits.fade}
        />
      </Frame>
    );
  },
);

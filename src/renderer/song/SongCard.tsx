/**
 * One take or version on the song's timeline: its name, where it came from, its length in
 * m:ss, a small waveform to play, to click the continue point on and to drag a region on,
 * and its priced actions and edits.
 */
import { Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../errors';
import { keyName } from '../../shared/service/music/musicalKeys';
import { formatClock, formatTempo } from '../library/trackFacts';
import { useWaveformPeaks } from '../library/useWaveformPeaks';
import { WaveformPlayer } from '../library/WaveformPlayer';
import { clampContinueAt, defaultContinueAt, songActionBody, songActionsFor, type SongAction, type SongSource } from './songActions';
import { SongMoreActions } from './SongMoreActions';
import type { PackSource } from './dawPack';
import { DawPackButton } from './DawPackButton';
import { SongActionButton } from './SongActionButton';
import { SongEditPanel } from './SongEditPanel';
import { CoverButton, RemasterButton, StemsButton } from './SongOptionActions';
import { editActionsFor } from './songEdits';
import { waitingStatus, type TimelineCard } from './songTimeline';
import type { SongRequest } from './useSongSubmit';
import { useTrackEdit } from './useTrackEdit';

export const CARD_WIDTH = 280;

/** Actions folded under a card's "More actions"; Extend and the whole song stay in view. */
const MORE_ACTIONS: readonly SongAction[] = ['cover', 'remaster', 'stems-all'];

function CardFrame(props: { card: TimelineCard; children: React.ReactNode }): React.JSX.Element {
  const { card } = props;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      w={CARD_WIDTH}
      style={{ flex: 'none' }}
      component="li"
      aria-label={`${card.heading}${card.detail ? ` ${card.detail}` : ''}`}
      data-testid={card.kind === 'track' ? 'song-card' : 'waiting-card'}
      data-card-key={card.key}
      data-action={card.submission.action}
      data-task-id={card.submission.taskId ?? undefined}
      data-track-index={card.kind === 'track' ? card.track.index : undefined}
    >
      <Stack gap={6}>
        <div>
          <Text fw={600} size="sm">
            {card.heading}
          </Text>
          <Text size="xs" c="dimmed" mih={18}>
            {card.detail || 'first take'}
          </Text>
        </div>
        {props.children}
      </Stack>
    </Paper>
  );
}

export function WaitingCard(props: { card: Extract<TimelineCard, { kind: 'waiting' }> }): React.JSX.Element {
  const { card } = props;
  return (
    <CardFrame card={card}>
      <Group gap="xs" h={48} data-testid="waiting-status" role="status">
        {card.failed ? <IconAlertTriangle size={18} color="var(--mantine-color-red-6)" aria-hidden /> : <Loader size="xs" aria-hidden />}
        <Text size="sm" {...(card.failed ? { c: 'red' } : {})}>
          {waitingStatus(card.submission.status, card.failed)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" truncate="end" title={card.submission.summary}>
        {card.submission.summary}
      </Text>
    </CardFrame>
  );
}

export function SongCard(props: {
  card: Extract<TimelineCard, { kind: 'track' }>;
  song: Pick<SongSource, 'title' | 'style'>;
  busyKey: string | null;
  onRequest: (request: SongRequest, key: string) => void;
  /** The DAW pack's three jobs on this track (one confirm), when the page offers it. */
  packBusy?: boolean;
  onPack?: (source: PackSource) => void;
}): React.JSX.Element {
  const { card } = props;
  const asset = card.track.asset;
  const peaks = useWaveformPeaks(asset);
  const durationS = card.track.durationS ?? peaks.peaks?.durationS ?? 0;
  const [point, setPoint] = useState<number | null>(null);
  const continueAt = point ?? defaultContinueAt(durationS);
  const taskId = card.submission.taskId;
  const source: SongSource = { taskId: taskId ?? '', audioIndex: card.track.index, ...props.song };
  const actions = taskId ? songActionsFor(card.submission.action) : [];
  const edits = taskId ? editActionsFor(card.submission.action) : { region: [], fade: [] };
  const edit = useTrackEdit(durationS);
  const more = actions.filter((action) => MORE_ACTIONS.includes(action));
  const actionButton = (action: SongAction) => {
    if (action === 'extend' && continueAt === null) return null;
    const key = `${card.key}-${action}`;
    const optionProps = { source, busy: props.busyKey === key, onRequest: (request: SongRequest) => props.onRequest(request, key) };
    if (action === 'cover') return <CoverButton key={action} {...optionProps} />;
    if (action === 'remaster') return <RemasterButton key={action} {...optionProps} />;
    if (action === 'stems-all') return <StemsButton key={action} {...optionProps} />;
    return (
      <SongActionButton
        key={action}
        action={action}
        body={songActionBody(action, source, continueAt)}
        continueAt={continueAt}
        busy={props.busyKey === key}
        onRequest={(request) => props.onRequest(request, key)}
      />
    );
  };
  return (
    <CardFrame card={card}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" truncate="end" title={asset?.title}>
          {asset?.title}
        </Text>
        <Badge variant="light" color="gray" tt="none" style={{ flex: 'none' }} data-testid="card-length">
          {formatClock(card.track.durationS)}
        </Badge>
      </Group>
      {asset && (asset.bpm !== null || peaks.peaks?.estimatedBpm !== undefined || asset.musicalKey) && (
        <Text size="xs" c="dimmed" data-testid="card-tempo">
          {[formatTempo(asset.bpm, peaks.peaks?.estimatedBpm), asset.musicalKey ? keyName(asset.musicalKey) : null].filter(Boolean).join(' · ')}
        </Text>
      )}
      {peaks.error !== undefined && <ErrorAlert error={peaks.error} title="Could not draw the waveform" />}
      {peaks.peaks && asset ? (
        <WaveformPlayer
          compact
          label={card.heading}
          mediaUrl={asset.mediaUrl}
          peaks={peaks.peaks}
          peaksSource={peaks.source}
          marker={actions.includes('extend') ? continueAt : null}
          onPoint={(seconds) => setPoint(clampContinueAt(seconds, durationS))}
          selectable={edits.region.length > 0}
          range={edit.shownRange}
          onRange={edit.fromDrag}
        />
      ) : (
        peaks.error === undefined && <Loader size="sm" aria-label="Drawing the waveform" />
      )}
      <Stack gap={4}>
        {actions.filter((action) => !MORE_ACTIONS.includes(action)).map(actionButton)}
        {(more.length > 0 || (taskId && props.onPack)) && (
          <SongMoreActions>
            {more.map(actionButton)}
            {taskId && props.onPack && <DawPackButton source={{ taskId, audioIndex: card.track.index }} busy={props.packBusy ?? false} onRequest={props.onPack} />}
          </SongMoreActions>
        )}
      </Stack>
      <SongEditPanel
        cardKey={card.key}
        busyKey={props.busyKey}
        onRequest={props.onRequest}
        source={source}
        durationS={durationS}
        edit={edit}
        regionActions={edits.region}
        fadeActions={edits.fade}
      />
    </CardFrame>
  );
}

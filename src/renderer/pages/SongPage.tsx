/**
 * A song's page (`#/song?task=<task id>`): its takes and versions as lanes on one time axis
 * (an extension where it continues), and one inspector for the chosen version with its
 * player and priced actions, submitted right here; a job's lane appears at once and turns
 * into its tracks when the files arrive.
 */
import { Alert, Box, Button, Flex, Loader, Stack, Text } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useAudition } from '../audition/AuditionProvider';
import { PageHeader } from '../components/PageHeader';
import { useCatalog } from '../data/resources';
import { ErrorAlert } from '../errors';
import { ConfirmSubmit } from '../generate/ConfirmSubmit';
import { useHashQuery } from '../hooks/useRoute';
import { useT } from '../i18n/useLocale';
import { hrefFor } from '../routes';
import { dawPacks } from '../song/dawPack';
import { DawPackList } from '../song/DawPackCard';
import { DawPackParts } from '../song/DawPackParts';
import type { WaveformPlayerHandle } from '../library/WaveformPlayer';
import { usePlayheadClock } from '../song/playheadClock';
import { SongInspector, WaitingInspector } from '../song/SongInspector';
import { SongLanes } from '../song/SongLanes';
import { SongMixers } from '../song/SongMixers';
import { defaultContinueAt, songActionsFor } from '../song/songActions';
import { timelineCards, type TimelineCard } from '../song/songTimeline';
import { trackEdit } from '../song/trackEdit';
import { packKey, useDawPackSubmit } from '../song/useDawPackSubmit';
import { useLaneDrafts } from '../song/useLaneDrafts';
import { usePlayerKeys } from '../song/usePlayerKeys';
import { useSongSubmit } from '../song/useSongSubmit';
import { useSongTimeline } from '../song/useSongTimeline';

/** Where an extension of the chosen version would continue (the inspector's marker, on its lane too). */
function continuePoint(lane: TimelineCard, point: number | null): number | null {
  if (
    lane.kind !== 'track' ||
    lane.submission.taskId === null ||
    !songActionsFor(lane.submission.action).includes('extend')
  )
    return null;
  return point ?? defaultContinueAt(lane.track.durationS ?? 0);
}

/** The version the inspector shows: the one chosen while it is on the page, else the first take. */
function chosenLane(
  lanes: readonly TimelineCard[],
  chosen: string | null,
): TimelineCard | undefined {
  return (
    lanes.find((lane) => lane.key === chosen) ??
    lanes.find((lane) => lane.kind === 'track') ??
    lanes[0]
  );
}

export function SongPage(): React.JSX.Element {
  const t = useT();
  const taskId = useHashQuery().get('task');
  const timeline = useSongTimeline(taskId);
  const submit = useSongSubmit(timeline.reload);
  const pack = useDawPackSubmit(timeline.reload);
  const creditToUsd = useCatalog().data?.creditToUsd ?? null;
  const lanes = timeline.lineage ? timelineCards(timeline.lineage, timeline.tracks) : [];
  const packs = timeline.lineage ? dawPacks(timeline.lineage, timeline.tracks) : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosenLane(lanes, chosen);
  // A click on a lane or the time axis: where that version's player starts once it is drawn.
  const [startAt, setStartAt] = useState<{ key: string; seconds: number } | null>(null);
  const seek = (key: string, seconds: number) => {
    setChosen(key);
    setStartAt({ key, seconds });
    if (key === selected?.key) player.current?.seekTo(seconds);
  };
  const startAtS = startAt && startAt.key === selected?.key ? startAt.seconds : null;
  const drafts = useLaneDrafts();
  const player = useRef<WaveformPlayerHandle>(null);
  const clock = usePlayheadClock();
  // Alt+←/→ move the chosen version's region (typed or dragged in its inspector).
  usePlayerKeys(player, (seconds) =>
    selected?.kind === 'track'
      ? trackEdit(selected.track.durationS ?? 0, drafts.draftOf(selected.key), (patch) =>
          drafts.update(selected.key, patch),
        ).nudge(seconds)
      : false,
  );
  const audition = useAudition();
  // The page has its own player: the player bar pauses, as in the audio preview.
  useEffect(() => audition.pause(), [audition]);
  // A version that joins after the first load (a job's result) is chosen, so its actions
  // (the whole song after an extension) are at hand; a job just sent is scrolled into view.
  const seen = useRef<Set<string> | null>(null);
  const keys = lanes.map((lane) => `${lane.kind}:${lane.key}`).join(' ');
  useEffect(() => {
    if (timeline.loading) return;
    const fresh = keys.split(' ').filter((key) => key && seen.current && !seen.current.has(key));
    seen.current = new Set(keys.split(' '));
    const arrived = fresh.find((key) => key.startsWith('track:'));
    if (arrived) setChosen(arrived.slice('track:'.length));
    const last = fresh.at(-1)?.replace(/^\w+:/, '');
    if (last)
      document
        .querySelector(`[data-lane-key="${CSS.escape(last)}"]`)
        ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [keys, timeline.loading]);
  // A newly chosen version plays from its start, or from where its lane was clicked.
  useEffect(() => clock.set(startAtS ?? 0), [selected?.key, clock]); // eslint-disable-line react-hooks/exhaustive-deps
  const song = { title: timeline.title, style: timeline.style };
  return (
    <Stack gap="md">
      <PageHeader
        title={
          timeline.title
            ? t('song.page.titleNamed', { title: timeline.title })
            : t('song.page.title')
        }
        description={t('song.page.description')}
      />
      {submit.error && (
        <ErrorAlert
          error={submit.error}
          title={t('song.page.notSubmitted')}
          onClose={submit.clearError}
        />
      )}
      {pack.error && (
        <ErrorAlert
          error={pack.error}
          title={t('song.page.packNotSent')}
          onClose={pack.clearError}
        />
      )}
      {timeline.error !== undefined && (
        <ErrorAlert error={timeline.error} title={t('song.page.loadError')} />
      )}
      {!taskId && (
        <Alert variant="light" color="gray" title={t('song.page.noSong')}>
          {t('song.page.noSongHint')}
        </Alert>
      )}
      {taskId && timeline.loading && (
        <Loader size="sm" role="status" aria-label={t('song.page.loading')} />
      )}
      {taskId && !timeline.loading && !timeline.lineage && timeline.error === undefined && (
        <Alert variant="light" color="gray" title={t('song.page.noHistory')}>
          <Button
            component="a"
            href={hrefFor('library')}
            variant="light"
            size="xs"
            leftSection={<IconBooks size={14} />}
            mt="xs"
          >
            {t('song.page.openLibrary')}
          </Button>
        </Alert>
      )}
      {selected && (
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          gap="sm"
          align={{ base: 'stretch', sm: 'flex-start' }}
        >
          <Stack gap={4} style={{ flex: '1 1 0', minWidth: 0 }}>
            <SongLanes
              lanes={lanes}
              selectedKey={selected.key}
              onSelect={setChosen}
              clock={clock}
              continueAtS={continuePoint(selected, drafts.draftOf(selected.key).point)}
              onSeek={seek}
            />
            <Text size="xs" c="dimmed">
              {t('song.page.timelineHint', { count: lanes.length })}
            </Text>
          </Stack>
          <Box
            w={{ base: '100%', sm: 300, lg: 340 }}
            style={{
              flex: 'none',
              position: 'sticky',
              top: 'calc(var(--app-shell-header-offset, 0rem) + 8px)',
            }}
          >
            {selected.kind === 'track' ? (
              <SongInspector
                key={selected.key}
                ref={player}
                lane={selected}
                song={song}
                draft={drafts.draftOf(selected.key)}
                onDraft={(patch) => drafts.update(selected.key, patch)}
                busyKey={submit.busy}
                onRequest={(request, key) => void submit.request(request, key)}
                packBusy={
                  selected.submission.taskId !== null &&
                  pack.busy ===
                    packKey({
                      taskId: selected.submission.taskId,
                      audioIndex: selected.track.index,
                    })
                }
                onPack={(source) => void pack.request(source)}
                pack={packs.find(
                  (each) =>
                    each.source.taskId === selected.submission.taskId &&
                    each.source.audioIndex === selected.track.index,
                )}
                onTime={clock.set}
                startAtS={startAtS}
              />
            ) : (
              <WaitingInspector key={selected.key} lane={selected} />
            )}
          </Box>
        </Flex>
      )}
      {timeline.lineage && <DawPackList lineage={timeline.lineage} tracks={timeline.tracks} />}
      {timeline.lineage && (
        <SongMixers lineage={timeline.lineage} tracks={timeline.tracks} title={timeline.title} />
      )}
      <ConfirmSubmit
        opened={submit.confirming !== null}
        title={submit.confirming?.label.split(' · ')[0] ?? ''}
        preflight={submit.confirming?.preflight ?? null}
        creditToUsd={creditToUsd}
        submitting={submit.busy === 'confirm'}
        onCancel={submit.cancel}
        onConfirm={() => void submit.confirm()}
      />
      <ConfirmSubmit
        opened={pack.confirming !== null}
        title={t('song.confirm.dawPackTitle')}
        costIntro={t('song.confirm.dawPackCost')}
        preflight={pack.confirming?.preflight ?? null}
        creditToUsd={creditToUsd}
        submitting={pack.busy === 'confirm'}
        onCancel={pack.cancel}
        onConfirm={() => void pack.confirm()}
        {...(pack.confirming &&
        !pack.confirming.buyAgain &&
        pack.confirming.preflight.parts.some((part) => part.reusable)
          ? {
              extraAction: {
                label: t('song.confirm.buyAgain'),
                onClick: () => void pack.buyAgain(),
              },
              nothingToBuy: pack.confirming.preflight.parts.every((part) => part.reusable),
            }
          : {})}
      >
        {pack.confirming && (
          <DawPackParts preflight={pack.confirming.preflight} buyAgain={pack.confirming.buyAgain} />
        )}
      </ConfirmSubmit>
    </Stack>
  );
}

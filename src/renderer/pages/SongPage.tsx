/**
 * A song's page (`#/song?task=<task id>`): its takes and versions side by side on one
 * horizontal strip, each with priced actions submitted right here; a job's card appears at
 * once and turns into its tracks when the files arrive.
 */
import { Alert, Button, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useAudition } from '../audition/AuditionProvider';
import { PageHeader } from '../components/PageHeader';
import { useCatalog } from '../data/resources';
import { ErrorAlert } from '../errors';
import { ConfirmSubmit } from '../generate/ConfirmSubmit';
import { useHashQuery } from '../hooks/useRoute';
import { hrefFor } from '../routes';
import { DawPackList } from '../song/DawPackCard';
import { DawPackParts } from '../song/DawPackParts';
import { SongCard, WaitingCard } from '../song/SongCard';
import { SongMixers } from '../song/SongMixers';
import { timelineCards } from '../song/songTimeline';
import { packKey, useDawPackSubmit } from '../song/useDawPackSubmit';
import { useSongSubmit } from '../song/useSongSubmit';
import { useSongTimeline } from '../song/useSongTimeline';

export function SongPage(): React.JSX.Element {
  const taskId = useHashQuery().get('task');
  const timeline = useSongTimeline(taskId);
  const submit = useSongSubmit(timeline.reload);
  const pack = useDawPackSubmit(timeline.reload);
  const creditToUsd = useCatalog().data?.creditToUsd ?? null;
  const cards = timeline.lineage ? timelineCards(timeline.lineage, timeline.tracks) : [];
  const audition = useAudition();
  // The page has its own players: the player bar pauses, as in the audio preview.
  useEffect(() => audition.pause(), [audition]);
  // A card that joins after the first load (a job just sent, its result) is scrolled into view.
  const seen = useRef<Set<string> | null>(null);
  const keys = cards.map((card) => card.key).join(' ');
  useEffect(() => {
    if (timeline.loading) return;
    const fresh = keys.split(' ').filter((key) => key && seen.current && !seen.current.has(key));
    seen.current = new Set(keys.split(' '));
    const last = fresh.at(-1);
    if (last) document.querySelector(`[data-card-key="${CSS.escape(last)}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [keys, timeline.loading]);
  const song = { title: timeline.title, style: timeline.style };
  return (
    <Stack gap="md">
      <PageHeader
        title={timeline.title ? `Song: ${timeline.title}` : 'Song'}
        description="Takes and versions side by side. Click a waveform to choose where an extension continues, drag on it to choose a region to crop, remove or replace; each job joins the timeline when it is done."
      />
      {submit.error && <ErrorAlert error={submit.error} title="Not submitted" onClose={submit.clearError} />}
      {pack.error && <ErrorAlert error={pack.error} title="DAW pack not fully sent" onClose={pack.clearError} />}
      {timeline.error !== undefined && <ErrorAlert error={timeline.error} title="Could not load the song" />}
      {!taskId && (
        <Alert variant="light" color="gray" title="No song chosen">
          Open a song from a track’s preview in the library.
        </Alert>
      )}
      {taskId && timeline.loading && <Loader size="sm" aria-label="Loading the song" />}
      {taskId && !timeline.loading && !timeline.lineage && timeline.error === undefined && (
        <Alert variant="light" color="gray" title="This song has no music history here">
          <Button component="a" href={hrefFor('library')} variant="light" size="xs" leftSection={<IconBooks size={14} />} mt="xs">
            Open the library
          </Button>
        </Alert>
      )}
      {cards.length > 0 && (
        <ScrollArea type="auto" offsetScrollbars scrollbarSize={10}>
          <Group component="ol" gap="sm" align="stretch" wrap="nowrap" p={0} m={0} pb="xs" aria-label="Song timeline" data-testid="song-timeline" style={{ listStyle: 'none' }}>
            {cards.map((card) =>
              card.kind === 'track' ? (
                <SongCard
                  key={card.key}
                  card={card}
                  song={song}
                  busyKey={submit.busy}
                  onRequest={(request, key) => void submit.request(request, key)}
                  packBusy={card.submission.taskId !== null && pack.busy === packKey({ taskId: card.submission.taskId, audioIndex: card.track.index })}
                  onPack={(source) => void pack.request(source)}
                />
              ) : (
                <WaitingCard key={card.key} card={card} />
              ),
            )}
          </Group>
        </ScrollArea>
      )}
      {cards.length > 0 && (
        <Text size="xs" c="dimmed">
          {cards.length} {cards.length === 1 ? 'version' : 'versions'}, oldest first. Scroll sideways for more.
        </Text>
      )}
      {timeline.lineage && <DawPackList lineage={timeline.lineage} tracks={timeline.tracks} />}
      {timeline.lineage && <SongMixers lineage={timeline.lineage} tracks={timeline.tracks} title={timeline.title} />}
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
        title="a DAW pack"
        costIntro="The DAW pack costs"
        preflight={pack.confirming?.preflight ?? null}
        creditToUsd={creditToUsd}
        submitting={pack.busy === 'confirm'}
        onCancel={pack.cancel}
        onConfirm={() => void pack.confirm()}
        {...(pack.confirming && !pack.confirming.buyAgain && pack.confirming.preflight.parts.some((part) => part.reusable)
          ? {
              extraAction: { label: 'Buy again anyway', onClick: () => void pack.buyAgain() },
              nothingToBuy: pack.confirming.preflight.parts.every((part) => part.reusable),
            }
          : {})}
      >
        {pack.confirming && <DawPackParts preflight={pack.confirming.preflight} buyAgain={pack.confirming.buyAgain} />}
      </ConfirmSubmit>
    </Stack>
  );
}

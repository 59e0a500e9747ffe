/**
 * One track's music actions in the Library's preview, run in place as the Song page runs them
 * (issue 22 item 5): the song actions as priced buttons in the user's words ("Extend from
 * 0:43 · 30 cr"), sent with the Song page's rules (useSongSubmit: a fresh preflight, the
 * confirm step when the profile asks for it, one submit), with the outcome said here. Actions
 * that need more than a track (a range, new lyrics, a second song) open their form, named in
 * words, with the waveform's range or point filled in.
 */
import { Anchor, Button, Divider, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconWand } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ACTION_NAMES, isMusicAction } from '../../shared/service';
import { useCatalog } from '../data/resources';
import { ConfirmSubmit } from '../generate/ConfirmSubmit';
import { hrefFor } from '../routes';
import { SongActionButton } from '../song/SongActionButton';
import {
  clampContinueAt,
  defaultContinueAt,
  songActionBody,
  songActionsFor,
  type SongAction,
} from '../song/songActions';
import { useSongSubmit } from '../song/useSongSubmit';
import type { TimeRange } from './WaveformPlayer';
import { actionInput, actionsForTrack, generateLinkForTrack } from './trackActions';
import { formatClock } from './trackFacts';

export interface TrackActionsMenuProps {
  sourceAction: string;
  taskId: string;
  audioIndex: number;
  /** The track's length, for extend's continue point. */
  durationS?: number | null;
  /** From the waveform, when this is the track being previewed. */
  range?: TimeRange | null;
  point?: number | null;
  size?: 'xs' | 'sm';
}

/** Where extend continues: the point chosen on the waveform, else near the end (the Song page's default). */
function continuePoint(
  point: number | null | undefined,
  durationS: number | null | undefined,
): number | null {
  if (durationS == null) return null;
  return point != null ? clampContinueAt(point, durationS) : defaultContinueAt(durationS);
}

export function TrackActionsMenu(props: TrackActionsMenuProps): React.JSX.Element | null {
  const [opened, setOpened] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // The words of the action being sent, read when the submit lands (a confirm may come first).
  const asked = useRef<string | null>(null);
  const submit = useSongSubmit(() => setSent(asked.current));
  const creditToUsd = useCatalog().data?.creditToUsd ?? null;
  const actions = actionsForTrack(isMusicAction(props.sourceAction) ? props.sourceAction : null);
  if (actions.length === 0) return null;
  const inPlace: SongAction[] = songActionsFor(props.sourceAction);
  const others = actions.filter((action) => !(inPlace as string[]).includes(action));
  const range = props.range && props.range.endS - props.range.startS > 0.05 ? props.range : null;
  const continueAt = continuePoint(props.point, props.durationS);
  const source = { taskId: props.taskId, audioIndex: props.audioIndex, title: null, style: null };
  const describe = (action: (typeof actions)[number]): string => {
    const name = ACTION_NAMES[action];
    const input = actionInput(action);
    if (input === 'range')
      return range
        ? `${name} ${formatClock(range.startS)}–${formatClock(range.endS)}`
        : `${name} (choose the range there)`;
    if (input === 'point')
      return props.point != null
        ? `${name} from ${formatClock(Math.max(1, props.point))}`
        : `${name} (choose the point there)`;
    return name;
  };
  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        shadow="md"
        width={280}
        withinPortal
        trapFocus
        // While the confirm step is open over it, the list stays: its note then says what was sent.
        closeOnClickOutside={submit.confirming === null}
        closeOnEscape={submit.confirming === null}
      >
        <Popover.Target>
          <Button
            size={props.size ?? 'xs'}
            variant="light"
            leftSection={<IconWand size={14} />}
            rightSection={<IconChevronDown size={14} />}
            onClick={() => setOpened((open) => !open)}
            aria-label={`Actions for track ${props.audioIndex}`}
          >
            Actions
          </Button>
        </Popover.Target>
        <Popover.Dropdown data-testid="track-actions" data-track-index={props.audioIndex}>
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack gap={6}>
              <Text size="xs" c="dimmed" fw={600}>
                Track {props.audioIndex}: run here
              </Text>
              {inPlace.map((action) => (
                <SongActionButton
                  key={action}
                  action={action}
                  body={songActionBody(action, source, action === 'extend' ? continueAt : null)}
                  continueAt={action === 'extend' ? continueAt : null}
                  problem={
                    action === 'extend' && continueAt === null
                      ? 'This track is too short to extend, or its length is not known yet.'
                      : null
                  }
                  busy={submit.busy === action}
                  onRequest={(request) => {
                    setSent(null);
                    asked.current = request.label.split(' · ')[0] ?? request.label;
                    void submit.request(request, action);
                  }}
                />
              ))}
              {sent && !submit.error && (
                <Text size="xs" role="status" data-testid="track-action-sent">
                  Sent: {sent}.{' '}
                  <Anchor href={hrefFor('tasks')} size="xs">
                    Follow it on Tasks
                  </Anchor>
                </Text>
              )}
              {submit.error && (
                <Text size="xs" c="red" role="alert" data-testid="track-action-error">
                  {submit.error.message}
                </Text>
              )}
              {others.length > 0 && (
                <>
                  <Divider my={4} />
                  <Text size="xs" c="dimmed" fw={600}>
                    More: opens its form
                  </Text>
                  {others.map((action) => (
                    <Anchor
                      key={action}
                      size="sm"
                      href={generateLinkForTrack({
                        action,
                        taskId: props.taskId,
                        audioIndex: props.audioIndex,
                        continueAt: props.point ?? null,
                        range,
                      })}
                      data-action={action}
                    >
                      {describe(action)}
                    </Anchor>
                  ))}
                </>
              )}
            </Stack>
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
      <ConfirmSubmit
        opened={submit.confirming !== null}
        title={submit.confirming?.label.split(' · ')[0] ?? ''}
        preflight={submit.confirming?.preflight ?? null}
        creditToUsd={creditToUsd}
        submitting={submit.busy === 'confirm'}
        onCancel={submit.cancel}
        onConfirm={() => void submit.confirm()}
      />
    </>
  );
}

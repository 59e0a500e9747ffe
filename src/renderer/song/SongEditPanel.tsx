/**
 * A card's edits: the region's start and end in m:ss (dragged on the waveform or typed,
 * ↑/↓ move a second), its priced crop, remove and replace buttons, and the fade length
 * with its fade-in and fade-out buttons (the region's appear once both ends read as times).
 * A rule broken is said by its field and the button stays disabled, so nothing invalid is
 * ever sent.
 */
import { CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { GrowingTextarea } from '../components/GrowingTextarea';
import { useState } from 'react';
import { useT } from '../i18n/useLocale';
import { parseDuration } from '../library/libraryFilters';
import { formatClock } from '../library/trackFacts';
import {
  editIssues,
  editName,
  fadeBody,
  messagesByField,
  regionBody,
  type EditSource,
  type FadeAction,
  type RegionAction,
} from './songEdits';
import { SongActionButton } from './SongActionButton';
import { SongActionPopover } from './SongActionPopover';
import type { TimeRange } from '../library/WaveformPlayer';
import type { TrackEdit } from './trackEdit';
import type { SongRequest } from './useSongSubmit';

interface ActionProps {
  cardKey: string;
  busyKey: string | null;
  onRequest: (request: SongRequest, key: string) => void;
}

/** ↑/↓ move a typed time by a second (Shift: 5 s), never below 0:00. */
function ClockInput(props: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (text: string) => void;
  testId: string;
}): React.JSX.Element {
  const step = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const seconds = parseDuration(props.value) ?? 0;
    const by = (event.shiftKey ? 5 : 1) * (event.key === 'ArrowUp' ? 1 : -1);
    props.onChange(formatClock(Math.max(0, seconds + by)));
  };
  return (
    <TextInput
      size="xs"
      label={props.label}
      placeholder="m:ss"
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      onKeyDown={step}
      data-testid={props.testId}
      styles={{ root: { flex: 1, minWidth: 0 } }}
      autoComplete="off"
    />
  );
}

function ReplaceButton(
  props: ActionProps & {
    source: EditSource;
    range: TimeRange;
    durationS: number;
    problem: string | null;
  },
): React.JSX.Element {
  const t = useT();
  const [lyrics, setLyrics] = useState('');
  const { range } = props;
  const key = `${props.cardKey}-replace-section`;
  const body = regionBody('replace-section', props.source, range, lyrics);
  const lyricsIssue =
    messagesByField(editIssues('replace-section', body, props.durationS))['infill_lyrics'] ?? null;
  return (
    <SongActionPopover
      action="replace-section"
      name={editName('replace-section', range)}
      plainBody={regionBody('replace-section', props.source, range)}
      body={body}
      blocked={props.problem}
      problem={lyricsIssue}
      busy={props.busyKey === key}
      onRequest={(request) => props.onRequest(request, key)}
    >
      <GrowingTextarea
        size="xs"
        label={t('song.edit.newLyrics', {
          start: formatClock(range.startS),
          end: formatClock(range.endS),
        })}
        description={t('song.edit.newLyricsHint')}
        minRows={3}
        maxRows={8}
        value={lyrics}
        error={lyricsIssue}
        onChange={(event) => setLyrics(event.currentTarget.value)}
      />
    </SongActionPopover>
  );
}

export function SongEditPanel(
  props: ActionProps & {
    source: EditSource;
    durationS: number;
    edit: TrackEdit;
    regionActions: readonly RegionAction[];
    fadeActions: readonly FadeAction[];
  },
): React.JSX.Element | null {
  const t = useT();
  const { edit, source, durationS } = props;
  if (props.regionActions.length === 0 && props.fadeActions.length === 0) return null;
  const range = edit.range;
  const regionIssues = range
    ? editIssues('crop', regionBody('crop', source, range), durationS)
    : [];
  const fadeIssues =
    edit.fadeS !== null ? editIssues('fade-in', fadeBody(source, edit.fadeS), durationS) : [];
  const messages = messagesByField([...edit.typingIssues, ...regionIssues, ...fadeIssues]);
  const regionWords =
    range &&
    t('song.edit.region', { start: formatClock(range.startS), end: formatClock(range.endS) });
  const regionProblem = messages['start_s'] ?? messages['end_s'] ?? null;
  const fadeProblem = messages['fade_duration'] ?? null;
  const button = (
    action: RegionAction | FadeAction,
    body: Record<string, unknown>,
    name: string,
    problem: string | null,
  ) => {
    const key = `${props.cardKey}-${action}`;
    return (
      <SongActionButton
        key={action}
        action={action}
        body={body}
        name={name}
        problem={problem}
        busy={props.busyKey === key}
        onRequest={(request) => props.onRequest(request, key)}
      />
    );
  };
  return (
    <Stack gap={4} data-testid="song-edits">
      {props.regionActions.length > 0 && (
        <>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <ClockInput
              label={t('song.edit.regionStart')}
              value={edit.startText}
              error={edit.hasRegion ? messages['start_s'] : undefined}
              onChange={edit.setStartText}
              testId="region-start"
            />
            <ClockInput
              label={t('song.edit.regionEnd')}
              value={edit.endText}
              error={edit.hasRegion ? messages['end_s'] : undefined}
              onChange={edit.setEndText}
              testId="region-end"
            />
            {edit.hasRegion && (
              <CloseButton
                size="sm"
                mt={22}
                aria-label={t('song.edit.clearRegion')}
                onClick={edit.clearRegion}
              />
            )}
          </Group>
          {!edit.hasRegion && (
            <Text size="xs" c="dimmed">
              {t('song.edit.regionHint')}
            </Text>
          )}
          {range && regionWords && (
            <Stack gap={4} role="group" aria-label={regionWords} data-testid="region-actions">
              <Text size="xs" fw={600}>
                {regionWords}
              </Text>
              {props.regionActions.map((action) =>
                action === 'replace-section' ? (
                  <ReplaceButton key={action} {...props} range={range} problem={regionProblem} />
                ) : (
                  button(
                    action,
                    regionBody(action, source, range),
                    editName(action, range),
                    regionProblem,
                  )
                ),
              )}
            </Stack>
          )}
        </>
      )}
      {props.fadeActions.length > 0 && (
        <>
          <ClockInput
            label={t('song.edit.fadeLength')}
            value={edit.fadeText}
            error={messages['fade_duration']}
            onChange={edit.setFadeText}
            testId="fade-length"
          />
          <Stack gap={4} role="group" aria-label={t('song.edit.fades')}>
            {props.fadeActions.map((action) =>
              button(
                action,
                fadeBody(source, edit.fadeS ?? 0),
                editName(action, edit.fadeS ?? 0),
                fadeProblem,
              ),
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}

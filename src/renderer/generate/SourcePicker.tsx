// Owns choosing one source track: a finished task of an allowed kind from the library, then
// a track by its index (title and duration shown). Falls back to typing a task id and an
// index when the library has nothing to offer. A value a deep link brought that the library
// cannot back (an unknown task, text as the index) stays visible beside its error.
import { t } from '../../shared/i18n/activeLanguage';
import { useT } from '../i18n/useLocale';
import { Anchor, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { WholeNumberInput } from '../components/WholeNumberInput';
import { useState } from 'react';
import type { TrackSource } from '../../shared/ipc/library';
import { formatClock } from '../library/trackFacts';

/** A track's length in pickers: m:ss, the same rounding as everywhere (trackFacts.formatClock). */
const formatDuration = (seconds: number | null): string =>
  seconds === null ? t('generate.source.lengthUnknown') : formatClock(seconds);
import type { TrackSourcesState } from './useTrackSources';

export interface SourcePickerProps {
  taskLabel: string;
  indexLabel: string;
  help: string;
  required: boolean;
  taskId: string;
  /** The chosen index; text when a link gave something that is not a number. */
  audioIndex: number | string | undefined;
  onTaskId: (taskId: string) => void;
  onAudioIndex: (index: number | undefined) => void;
  library: TrackSourcesState;
  taskError: string | undefined;
  indexError: string | undefined;
}

function sourceLabel(source: TrackSource): string {
  const date = source.finishedAt.slice(0, 16).replace('T', ' ');
  return `${source.title || source.action} · ${source.action} · ${date}`;
}

export function SourcePicker(props: SourcePickerProps): React.JSX.Element {
  useT();
  const { library, taskId } = props;
  const known = library.sources.find((source) => source.taskId === taskId);
  const [typing, setTyping] = useState(false);
  const manual = typing || library.sources.length === 0 || (taskId !== '' && !known);
  const tracks = known && !known.legacy ? known.tracks : [];
  const chosenTrack = tracks.find((track) => String(track.index) === String(props.audioIndex ?? 1));
  const unknownTask = taskId !== '' && !known && !library.loading && library.sources.length > 0;
  return (
    <Stack gap={6}>
      {manual ? (
        <TextInput
          label={props.taskLabel}
          description={
            library.sources.length === 0
              ? `${props.help} ${t('generate.source.nothingYet', { error: library.error ?? 'none' })}`
              : unknownTask
                ? `${props.help} ${t('generate.source.unknownTask')}`
                : props.help
          }
          placeholder={t('generate.option.taskIdPlaceholder')}
          required={props.required}
          value={taskId}
          error={props.taskError}
          onChange={(event) => props.onTaskId(event.currentTarget.value)}
        />
      ) : (
        <Select
          label={props.taskLabel}
          description={props.help}
          placeholder={library.loading ? t('generate.source.loading') : t('generate.source.choose')}
          required={props.required}
          searchable
          data={library.sources.map((source) => ({
            value: source.taskId,
            label: sourceLabel(source),
          }))}
          value={taskId === '' ? null : taskId}
          error={props.taskError}
          onChange={(next) => {
            props.onTaskId(next ?? '');
            props.onAudioIndex(undefined);
          }}
          nothingFoundMessage={t('generate.source.noMatch')}
        />
      )}
      {library.sources.length > 0 && (
        <Anchor
          component="button"
          type="button"
          size="xs"
          ta="left"
          onClick={() => setTyping(!manual)}
        >
          {manual ? t('generate.source.pickInstead') : t('generate.source.typeInstead')}
        </Anchor>
      )}
      {tracks.length > 0 ? (
        <Select
          label={props.indexLabel}
          data={tracks.map((track) => ({
            value: String(track.index),
            label: t('generate.source.trackOption', {
              index: track.index,
              title: track.title || t('generate.label.track'),
              length: formatDuration(track.durationS),
            }),
          }))}
          value={String(props.audioIndex ?? 1)}
          allowDeselect={false}
          error={props.indexError}
          onChange={(next) => props.onAudioIndex(next === null ? undefined : Number(next))}
        />
      ) : (
        <WholeNumberInput
          label={props.indexLabel}
          description={
            known?.legacy ? t('generate.source.legacy') : t('generate.source.trackNumber')
          }
          min={1}
          max={20}
          placeholder="1"
          value={typeof props.audioIndex === 'number' ? props.audioIndex : null}
          error={props.indexError}
          onChange={(next) => props.onAudioIndex(next ?? undefined)}
        />
      )}
      {chosenTrack && (
        <Group gap="xs">
          <Text size="xs" c="dimmed" data-testid="source-track-length">
            {t('generate.source.trackLength', { length: formatDuration(chosenTrack.durationS) })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/**
 * One track's music actions in the Library's preview, run in place as the Song page runs them
 * (issue 22 item 5): each action under its human name with its price, sent with the Song page's
 * rules (useSongSubmit: a fresh preflight, the confirm step when the profile asks for it or the
 * price is only an upper bound, one submit), with the outcome said here. Actions that need a
 * few options (a range, new lyrics, a persona's name, a cover's style) open their small form in
 * this same popover, filled from the waveform's range or point; nothing goes through Generate.
 */
import { Anchor, Button, Divider, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconWand } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { isMusicAction, type MusicAction } from '../../shared/service';
import { actionName } from '../../shared/service/music/actionNames';
import { useCatalog } from '../data/resources';
import { ConfirmSubmit } from '../generate/ConfirmSubmit';
import { useT } from '../i18n/useLocale';
import { hrefFor } from '../routes';
import { SongActionButton } from '../song/SongActionButton';
import { songActionBody } from '../song/songActions';
import type { SongRequest } from '../song/useSongSubmit';
import { useSongSubmit } from '../song/useSongSubmit';
import type { TimeRange } from './WaveformPlayer';
import { TrackActionForm } from './TrackActionForm';
import { needsForm, ONE_STEP_ACTIONS, type FormStart } from './trackActionForms';
import { actionsForTrack } from './trackActions';

export interface TrackActionsMenuProps {
  sourceAction: string;
  taskId: string;
  audioIndex: number;
  /** The track's length, for extend's continue point and the range checks. */
  durationS?: number | null;
  /** From the waveform, when this is the track being previewed. */
  range?: TimeRange | null;
  point?: number | null;
  size?: 'xs' | 'sm';
}

export function TrackActionsMenu(props: TrackActionsMenuProps): React.JSX.Element | null {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [form, setForm] = useState<MusicAction | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // The words of the action being sent, read when the submit lands (a confirm may come first).
  const asked = useRef<string | null>(null);
  const submit = useSongSubmit(() => {
    setSent(asked.current);
    setForm(null);
  });
  const creditToUsd = useCatalog().data?.creditToUsd ?? null;
  const actions = actionsForTrack(isMusicAction(props.sourceAction) ? props.sourceAction : null);
  if (actions.length === 0) return null;
  const oneStep = actions.filter((action) => ONE_STEP_ACTIONS.includes(action));
  const withForm = actions.filter(needsForm);
  const range = props.range && props.range.endS - props.range.startS > 0.05 ? props.range : null;
  const source = { taskId: props.taskId, audioIndex: props.audioIndex, title: null, style: null };
  const start: FormStart = {
    source,
    durationS: props.durationS ?? null,
    range,
    point: props.point ?? null,
  };
  const onRequest = (request: SongRequest, key: string) => {
    setSent(null);
    asked.current = request.label.split(' · ')[0] ?? request.label;
    void submit.request(request, key);
  };
  const quiet = submit.confirming === null;
  return (
    <>
      <Popover
        opened={opened}
        onChange={(next) => {
          setOpened(next);
          if (!next) setForm(null);
        }}
        position="bottom-end"
        shadow="md"
        width={300}
        withinPortal
        trapFocus
        // While the confirm step is open over it, the list stays: its note then says what was sent.
        closeOnClickOutside={quiet}
        closeOnEscape={quiet}
      >
        <Popover.Target>
          <Button
            size={props.size ?? 'xs'}
            variant="light"
            leftSection={<IconWand size={14} />}
            rightSection={<IconChevronDown size={14} />}
            onClick={() => setOpened((open) => !open)}
            aria-label={t('library.actions.forTrack', { track: props.audioIndex })}
            data-testid="track-actions-button"
          >
            {t('library.actions.button')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown data-testid="track-actions" data-track-index={props.audioIndex}>
          <ScrollArea.Autosize mah={460} type="auto">
            <Stack gap={6}>
              {form ? (
                <TrackActionForm
                  key={form}
                  action={form}
                  start={start}
                  busy={submit.busy === form}
                  onRequest={(request) => onRequest(request, form)}
                  onBack={() => setForm(null)}
                />
              ) : (
                <>
                  <Text size="xs" c="dimmed" fw={600}>
                    {t('library.actions.runHere', { track: props.audioIndex })}
                  </Text>
                  {oneStep.map((action) => (
                    <SongActionButton
                      key={action}
                      action={action}
                      body={
                        action === 'concat' || action === 'stems-all'
                          ? songActionBody(action, source)
                          : { task_id: source.taskId, audio_index: source.audioIndex }
                      }
                      name={actionName(action)}
                      busy={submit.busy === action}
                      onRequest={(request) => onRequest(request, action)}
                    />
                  ))}
                  {withForm.length > 0 && (
                    <>
                      <Divider my={4} />
                      <Text size="xs" c="dimmed" fw={600}>
                        {t('library.actions.withOptions')}
                      </Text>
                      {withForm.map((action) => (
                        <Button
                          key={action}
                          size="xs"
                          variant="subtle"
                          fullWidth
                          justify="space-between"
                          rightSection={<IconChevronRight size={14} />}
                          data-form-action={action}
                          onClick={() => {
                            setSent(null);
                            submit.clearError();
                            setForm(action);
                          }}
                        >
                          {t('library.actions.openForm', { action: actionName(action) })}
                        </Button>
                      ))}
                    </>
                  )}
                </>
              )}
              {sent && !submit.error && (
                <Text size="xs" role="status" data-testid="track-action-sent">
                  {t('library.actions.sent', { action: sent })}{' '}
                  <Anchor href={hrefFor('tasks')} size="xs">
                    {t('library.actions.followOnTasks')}
                  </Anchor>
                </Text>
              )}
              {submit.error && (
                <Text size="xs" c="red" role="alert" data-testid="track-action-error">
                  {submit.error.message}
                </Text>
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

// Owns the layout of one generated form: the source pickers for actions on an existing
// track, the music mode switch, then every shown field through FieldControl (long fields
// full width, short ones in a grid). It holds no state of its own.
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import {
  CUSTOM_MODEL_SOURCE_ACTIONS,
  PERSONA_SOURCE_ACTIONS,
  type FieldSpec,
  type MusicMode,
} from '../../shared/service';
import { t } from '../../shared/i18n/activeLanguage';
import { useT } from '../i18n/useLocale';
import { controlKind, isWideControl } from './controlKind';
import { fieldHelp, fieldLabel } from './fieldWords';
import { FieldControl } from './FieldControl';
import type { FormState, FormView } from './formView';
import { ModeSwitch } from './ModeSwitch';
import { SourcePicker } from './SourcePicker';
import { TaskRefPicker } from './TaskRefPicker';
import type { TrackSourcesState } from './useTrackSources';

export interface GenerateFormProps {
  state: FormState;
  view: FormView;
  errors: Readonly<Record<string, string>>;
  library: TrackSourcesState;
  onValue: (name: string, value: unknown) => void;
  onMode: (mode: MusicMode) => void;
}

const SOURCE_FIELDS = ['task_id', 'audio_index', 'task_ids', 'audio_indexes'];
/** Full-width fields in this order (pickers of optional tasks last); -1 for grid fields. */
const WIDE_ORDER: readonly string[] = [
  'textarea',
  'segmented',
  'url',
  'url-list',
  'multi-select',
  'searchable-select',
  'task',
];

function wideRank(field: FieldSpec): number {
  return isWideControl(field) ? WIDE_ORDER.indexOf(controlKind(field)) : -1;
}

/** An index as the picker shows it: a number, or the text a link gave (its error says why). */
function indexValue(value: unknown): number | string | undefined {
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

function pairItem(value: unknown, index: number): unknown {
  return Array.isArray(value) ? value[index] : undefined;
}

function withPairItem(value: unknown, index: number, item: unknown): unknown[] {
  const pair = Array.isArray(value) ? [...value] : [undefined, undefined];
  while (pair.length < 2) pair.push(undefined);
  pair[index] = item;
  return pair;
}

function SourceSection(props: GenerateFormProps): React.JSX.Element | null {
  const { view, state, errors, library, onValue } = props;
  const find = (name: string) => view.fields.find((field) => field.name === name);
  const task = find('task_id');
  const pair = find('task_ids');
  if (task) {
    const index = find('audio_index');
    return (
      <Fieldset legend={t('generate.source.legend')}>
        <SourcePicker
          taskLabel={fieldLabel(task)}
          indexLabel={index ? fieldLabel(index) : t('generate.label.track')}
          help={fieldHelp(task)}
          required={task.required === true}
          taskId={typeof state.values['task_id'] === 'string' ? state.values['task_id'] : ''}
          audioIndex={indexValue(state.values['audio_index'])}
          onTaskId={(value) => onValue('task_id', value)}
          onAudioIndex={(value) => onValue('audio_index', value)}
          library={library}
          taskError={errors['task_id']}
          indexError={errors['audio_index']}
        />
      </Fieldset>
    );
  }
  if (!pair) return null;
  const ids = state.values['task_ids'];
  const indexes = state.values['audio_indexes'];
  return (
    <Fieldset legend={t('generate.source.legendPair')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(['first', 'second'] as const).map((ordinal, at) => {
          const id = pairItem(ids, at);
          const audioIndex = pairItem(indexes, at);
          return (
            <SourcePicker
              key={ordinal}
              taskLabel={t(`generate.source.${ordinal}`)}
              indexLabel={t(`generate.source.${ordinal}Track`)}
              help={fieldHelp(pair)}
              required
              taskId={typeof id === 'string' ? id : ''}
              audioIndex={indexValue(audioIndex)}
              onTaskId={(value) => onValue('task_ids', withPairItem(ids, at, value))}
              onAudioIndex={(value) => onValue('audio_indexes', withPairItem(indexes, at, value))}
              library={library}
              taskError={at === 0 ? errors['task_ids'] : undefined}
              indexError={at === 0 ? errors['audio_indexes'] : undefined}
            />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}

function Control(props: { field: FieldSpec; form: GenerateFormProps }): React.JSX.Element {
  const { field, form } = props;
  const value = form.state.values[field.name];
  const error = form.errors[field.name];
  const onChange = (next: unknown) => form.onValue(field.name, next);
  if (field.name === 'persona_task_id' || field.name === 'custom_model_task_id') {
    const actions =
      field.name === 'persona_task_id' ? PERSONA_SOURCE_ACTIONS : CUSTOM_MODEL_SOURCE_ACTIONS;
    return (
      <TaskRefPicker
        field={field}
        actions={actions}
        value={value}
        error={error}
        onChange={onChange}
      />
    );
  }
  return <FieldControl field={field} value={value} error={error} onChange={onChange} />;
}

export function GenerateForm(props: GenerateFormProps): React.JSX.Element {
  useT();
  const { view, state } = props;
  const fields = view.fields.filter((field) => !SOURCE_FIELDS.includes(field.name));
  // Required fields first; then long fields (text before pickers), then the compact grid.
  const wide = fields
    .filter((field) => wideRank(field) >= 0)
    .sort((a, b) => wideRank(a) - wideRank(b));
  const compact = fields.filter((field) => wideRank(field) < 0);
  const groups = [
    { key: 'required-wide', fields: wide.filter((field) => field.required), grid: false },
    { key: 'required-compact', fields: compact.filter((field) => field.required), grid: true },
    { key: 'optional-wide', fields: wide.filter((field) => !field.required), grid: false },
    { key: 'optional-compact', fields: compact.filter((field) => !field.required), grid: true },
  ];
  return (
    <Stack gap="md">
      <SourceSection {...props} />
      {view.modeSwitch !== undefined &&
        view.modeSwitch !== 'always-custom' &&
        state.mode !== null && (
          <ModeSwitch modeSwitch={view.modeSwitch} mode={state.mode} onChange={props.onMode} />
        )}
      {groups.map((group) =>
        group.fields.length === 0 ? null : group.grid ? (
          <SimpleGrid key={group.key} cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {group.fields.map((field) => (
              <Control key={field.name} field={field} form={props} />
            ))}
          </SimpleGrid>
        ) : (
          group.fields.map((field) => <Control key={field.name} field={field} form={props} />)
        ),
      )}
    </Stack>
  );
}

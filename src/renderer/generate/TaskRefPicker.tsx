// Owns picking a finished persona / custom-model task for persona_task_id or
// custom_model_task_id, by name: only finished tasks of the right action are offered.
import { t } from '../../shared/i18n/activeLanguage';
import { formatList } from '../../shared/format/number';
import { fieldHelp, fieldLabel } from './fieldWords';
import { Select } from '@mantine/core';
import type { FieldSpec, MusicAction } from '../../shared/service';
import { actionName } from '../../shared/service/music/actionNames';
import { useFinishedTasks } from './useFinishedTasks';

export interface TaskRefPickerProps {
  field: FieldSpec;
  actions: readonly MusicAction[];
  value: unknown;
  error: string | undefined;
  onChange: (value: string | undefined) => void;
}

export function TaskRefPicker(props: TaskRefPickerProps): React.JSX.Element {
  const { field, value, error, onChange } = props;
  const { tasks, error: loadError } = useFinishedTasks(props.actions, true);
  const current = typeof value === 'string' ? value : '';
  // Picked by name, never pasted: a value from a re-run or link that this library does not
  // know stays selectable under its short id, so it is not lost.
  const known = tasks.some((task) => task.taskId === current);
  const options = [
    ...tasks.map((task) => ({
      value: task.taskId,
      label: `${task.summary || actionName(task.action)} · ${actionName(task.action)}`,
    })),
    ...(current !== '' && !known
      ? [{ value: current, label: t('generate.taskRef.unknown', { id: current.slice(0, 8) }) }]
      : []),
  ];
  const none = t('generate.taskRef.none', {
    actions: formatList(props.actions.map(actionName), 'disjunction'),
    error: loadError ?? 'none',
  });
  return (
    <Select
      label={fieldLabel(field)}
      description={options.length === 0 ? `${fieldHelp(field)} ${none}` : fieldHelp(field)}
      placeholder={
        options.length === 0 ? t('generate.taskRef.noneYet') : t('generate.taskRef.noChoice')
      }
      disabled={options.length === 0}
      clearable
      searchable
      data={options}
      value={current === '' ? null : current}
      error={error}
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}

// Owns picking a finished persona / custom-model task for persona_task_id or
// custom_model_task_id: only finished tasks of the right action are offered; typing an id
// remains possible when the journal has none.
import { Select, TextInput } from '@mantine/core';
import type { FieldSpec, MusicAction } from '../../shared/service';
import { ACTION_NAMES } from '../../shared/service/music/actionNames';
import { isMusicAction } from '../../shared/service/music/actions';
import { useFinishedTasks } from './useFinishedTasks';

const actionName = (action: string): string => (isMusicAction(action) ? ACTION_NAMES[action] : action);

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
  const kinds = props.actions.join(' or ');
  if (tasks.length === 0 || (current !== '' && !tasks.some((task) => task.taskId === current))) {
    return (
      <TextInput
        label={field.label}
        description={`${field.help} No finished ${kinds} task yet${loadError ? ` (${loadError})` : ''}; you can paste a task id.`}
        placeholder="Task id (UUID), optional"
        value={current}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      />
    );
  }
  return (
    <Select
      label={field.label}
      description={field.help}
      placeholder={`None (finished ${kinds} tasks)`}
      clearable
      searchable
      data={tasks.map((task) => ({ value: task.taskId, label: `${task.summary || actionName(task.action)} · ${actionName(task.action)}` }))}
      value={current === '' ? null : current}
      error={error}
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}

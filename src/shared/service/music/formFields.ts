// Owns the mode-aware view of an action's field table for forms: which fields are
// shown and required given the current values (mode switch, instrumental).
import type { FieldSpec, FieldTable } from '../fieldSpec';
import type { RequestBody } from '../issues';
import { musicActionTable, type MusicAction } from './actions';
import {
  MODE_SWITCHES,
  fieldsRejectedInMode,
  promptRequiredInMode,
  resolveMode,
  type ModeResolution,
} from './modes';

export interface MusicFormView {
  /** How the mode is chosen for this action; undefined when it has no mode switch. */
  modeSwitch: (typeof MODE_SWITCHES)[MusicAction];
  mode: ModeResolution;
  /** Fields to show, with `required` and limits adjusted to the mode. */
  fields: FieldTable;
}

/** The fields of an action as a form should show them for the current `values`. */
export function musicActionFields(action: MusicAction, values: RequestBody = {}): MusicFormView {
  const table = musicActionTable(action);
  const mode = resolveMode(action, values);
  if (mode.kind !== 'mode') return { modeSwitch: MODE_SWITCHES[action], mode, fields: table };
  const accepted = table.map((field) => field.name);
  const hidden = fieldsRejectedInMode(action, mode.mode, accepted);
  const fields = table
    .filter((field) => !hidden.includes(field.name))
    .map((field): FieldSpec => {
      if (field.name === 'prompt') {
        const inspiration = mode.mode === 'inspiration';
        return {
          ...field,
          required: field.required === true || promptRequiredInMode(action, mode.mode, values),
          ...(inspiration
            ? { maxLength: 3000, label: 'Song description', help: 'Describe the song.' }
            : {}),
        };
      }
      if (
        field.name === 'gpt_description' &&
        mode.mode === 'inspiration' &&
        (action === 'upload-cover' || action === 'extend')
      ) {
        return { ...field, required: true };
      }
      return field;
    });
  return { modeSwitch: MODE_SWITCHES[action], mode, fields };
}

// Owns which fields a form shows for the current target and values: the model's field
// table, narrowed by video `type` (image count per type) and by music mode (fields the
// mode rejects are hidden, never sent), and without fields that would do nothing for the
// request. `custom` is drawn as the mode switch, not a field.
import {
  MODE_SWITCHES,
  musicActionFields,
  musicActionTable,
  submitFields,
  type FieldSpec,
  type ModeSwitch,
  type MusicAction,
  type MusicMode,
} from '../../shared/service';
// The per-type image counts are not re-exported by the service index; read them from
// their one home rather than restating them here.
import { VIDEO_IMAGE_COUNTS } from '../../shared/service/video';
import type { GenerateTarget } from './generateTargets';

export type FormValues = Readonly<Record<string, unknown>>;

export interface FormState {
  target: GenerateTarget;
  /** Music mode for actions with a switch; null otherwise. */
  mode: MusicMode | null;
  values: FormValues;
}

export interface FormView {
  fields: FieldSpec[];
  /** The music action the form drives (`tune` drives `generate`), or null for image/video. */
  action: MusicAction | null;
  modeSwitch: ModeSwitch | undefined;
  /** True when the body carries `custom` (the action accepts it and the user picks the mode). */
  sendsCustom: boolean;
}

export function musicActionOf(target: GenerateTarget): MusicAction | null {
  if ('action' in target) return target.action;
  return target.model === 'tune' ? 'generate' : null;
}

/** Every field a target's request may carry, whatever the mode or type (drafts, carry-over). */
export function targetFields(target: GenerateTarget): readonly FieldSpec[] {
  const action = musicActionOf(target);
  if (action !== null) return musicActionTable(action);
  return 'model' in target ? submitFields(target.model) : [];
}

/** The mode a fresh form starts in: the action's default, else custom. */
export function initialMode(target: GenerateTarget): MusicMode | null {
  const action = musicActionOf(target);
  const modeSwitch = action ? MODE_SWITCHES[action] : undefined;
  if (modeSwitch === undefined || modeSwitch === 'always-custom') return null;
  return modeSwitch === 'default-inspiration' ? 'inspiration' : 'custom';
}

function videoFields(model: string, table: readonly FieldSpec[], values: FormValues): FieldSpec[] {
  const byType = VIDEO_IMAGE_COUNTS[model];
  const type = values['type'];
  if (!byType || typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(byType, type))
    return [...table];
  const bounds = byType[type];
  return table.flatMap((field): FieldSpec[] => {
    if (field.name !== 'image_urls') return [field];
    if (bounds === null || bounds === undefined) return []; // this type must omit image_urls
    return [{ ...field, required: bounds.min > 0, minItems: bounds.min, maxItems: bounds.max }];
  });
}

/**
 * Fields an action accepts that do nothing for its request: hidden, so never sent. `generate`
 * has no source audio, so its audio weight ("how closely to follow the source audio") has
 * nothing to follow.
 */
const WITHOUT_EFFECT: Readonly<Partial<Record<MusicAction, readonly string[]>>> = {
  generate: ['audio_weight'],
};

export function formView(state: FormState): FormView {
  const { target, mode, values } = state;
  const action = musicActionOf(target);
  if (action === null) {
    const model = 'model' in target ? target.model : 'image-a';
    return {
      fields: videoFields(model, submitFields(model), values),
      action: null,
      modeSwitch: undefined,
      sendsCustom: false,
    };
  }
  const modeSwitch = MODE_SWITCHES[action];
  const sendsCustom = musicActionTable(action).some((field) => field.name === 'custom');
  const modeBody: Record<string, unknown> = {};
  if (sendsCustom && mode !== null) modeBody['custom'] = mode === 'custom';
  if (values['instrumental'] === true) modeBody['instrumental'] = true;
  const view = musicActionFields(action, modeBody);
  const inert = WITHOUT_EFFECT[action] ?? [];
  const fields = view.fields.filter(
    // vocal_gender cannot be combined with instrumental: hide it rather than let it be sent.
    (field) =>
      field.name !== 'custom' &&
      !inert.includes(field.name) &&
      !(field.name === 'vocal_gender' && values['instrumental'] === true),
  );
  return { fields, action, modeSwitch, sendsCustom };
}

/** Values a fresh form starts with: required enums start on their default or first value. */
export function initialValues(target: GenerateTarget): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const state: FormState = { target, mode: initialMode(target), values };
  for (const field of formView(state).fields) {
    if (field.kind === 'enum' && field.required && field.values && field.values.length > 0) {
      values[field.name] = typeof field.default === 'string' ? field.default : field.values[0];
    }
  }
  return values;
}

export function initialState(target: GenerateTarget): FormState {
  return { target, mode: initialMode(target), values: initialValues(target) };
}

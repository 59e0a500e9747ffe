// Owns the conversion between form values and a request body: only shown fields are
// sent, empty ones are dropped (the service applies its defaults), and a stored body can
// be read back into a form (re-run, variations).
import { resolveMode, type FieldSpec } from '../../shared/service';
import { formView, initialMode, musicActionOf, type FormState } from './formView';
import type { GenerateTarget } from './generateTargets';

function text(value: unknown, trim: boolean): string | undefined {
  if (typeof value !== 'string') return undefined;
  const shown = trim ? value.trim() : value;
  return shown === '' ? undefined : shown;
}

/** A number from a NumberInput value; unreadable text is kept so the validator names it. */
function numeric(value: unknown): unknown {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : value;
}

function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items = value
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.length > 0 ? items : undefined;
}

/** The wire value of one field, or undefined when the field is left empty. */
export function wireValue(field: FieldSpec, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'string':
      return text(value, false);
    case 'enum':
    case 'url':
    case 'uuid':
      return text(value, true);
    case 'integer':
    case 'number':
      return numeric(value);
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'url-list':
    case 'string-list':
      return stringList(value);
    case 'uuid-pair': {
      if (!Array.isArray(value)) return undefined;
      const items = [0, 1].map((index) =>
        typeof value[index] === 'string' ? (value[index] as string).trim() : '',
      );
      return items.every((item) => item === '') ? undefined : items;
    }
    case 'int-pair': {
      if (!Array.isArray(value)) return undefined;
      const items = [0, 1].map((index) => numeric(value[index]));
      if (items.every((item) => item === undefined)) return undefined;
      return items.map((item) => item ?? 1); // the spec's default index is 1
    }
  }
}

/** The request body the form describes: shown, non-empty fields, plus `custom` from the mode. */
export function buildBody(state: FormState): Record<string, unknown> {
  const view = formView(state);
  const body: Record<string, unknown> = {};
  for (const field of view.fields) {
    const value = wireValue(field, state.values[field.name]);
    if (value !== undefined) body[field.name] = value;
  }
  if (view.sendsCustom && state.mode !== null) body['custom'] = state.mode === 'custom';
  return body;
}

/** A form filled from a stored request body (the mode is read the way the service reads it). */
export function stateFromBody(
  target: GenerateTarget,
  body: Readonly<Record<string, unknown>>,
): FormState {
  const action = musicActionOf(target);
  let mode = initialMode(target);
  if (action !== null && mode !== null) {
    const resolved = resolveMode(action, body);
    if (resolved.kind === 'mode') mode = resolved.mode;
  }
  const values: Record<string, unknown> = { ...body };
  delete values['custom'];
  return { target, mode, values };
}

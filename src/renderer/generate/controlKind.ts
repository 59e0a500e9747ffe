// Owns the choice of control for a field row: one decision per field kind and size, so
// every model's form is drawn by the same renderer.
import type { FieldSpec } from '../../shared/service';

export type ControlKind =
  | 'textarea'
  | 'text-input'
  | 'number'
  | 'number-choices' // integer restricted to a few values (video durations)
  | 'slider' // a 0 to 1 weight
  | 'switch'
  | 'segmented'
  | 'select'
  | 'searchable-select'
  | 'multi-select'
  | 'url'
  | 'url-list'
  | 'task' // a task id: a picker fed by the library
  | 'task-pair'
  | 'index-pair';

/** Enums with at most this many options (counting "Not set") and this much text are segmented controls. */
const SEGMENTED_MAX = 5;
const SEGMENTED_TEXT_MAX = 56;
const SEARCHABLE_MIN = 12;

/** True when an optional enum without a default needs a "Not set" option. */
export function offersNotSet(field: FieldSpec): boolean {
  return field.required !== true && field.default === undefined;
}

export function controlKind(field: FieldSpec): ControlKind {
  switch (field.kind) {
    case 'text':
      return 'textarea';
    case 'string':
      return 'text-input';
    case 'integer':
      return field.choices ? 'number-choices' : 'number';
    case 'number':
      return isUnitWeight(field) ? 'slider' : 'number';
    case 'boolean':
      return 'switch';
    case 'enum': {
      const values = displayedEnumValues(field);
      const options = values.length + (offersNotSet(field) ? 1 : 0);
      const textLength = values.join('').length;
      if (options <= SEGMENTED_MAX && textLength <= SEGMENTED_TEXT_MAX) return 'segmented';
      return values.length >= SEARCHABLE_MIN ? 'searchable-select' : 'select';
    }
    case 'url':
      return 'url';
    case 'url-list':
      return 'url-list';
    case 'uuid':
      return 'task';
    case 'uuid-pair':
      return 'task-pair';
    case 'int-pair':
      return 'index-pair';
    case 'string-list':
      return 'multi-select';
  }
}

/**
 * The enum values worth offering: case-insensitive duplicates (video-c `Auto`/`auto`) and
 * one-letter aliases of a longer value (vocal_gender `m`/`f`) are accepted but not listed.
 */
export function displayedEnumValues(field: FieldSpec): string[] {
  const values = field.values ?? [];
  const shown: string[] = [];
  for (const value of values) {
    const lower = value.toLowerCase();
    if (shown.some((kept) => kept.toLowerCase() === lower)) continue;
    const alias =
      field.caseInsensitive &&
      value.length === 1 &&
      values.some((other) => other.length > 1 && other.toLowerCase().startsWith(lower));
    if (!alias) shown.push(value);
  }
  return shown;
}

/** The listed value a stored value stands for (e.g. `m` → `Male`, `AUTO` → `Auto`). */
export function displayedEnumValue(field: FieldSpec, value: string): string {
  const shown = displayedEnumValues(field);
  const lower = value.toLowerCase();
  return (
    shown.find((item) => item.toLowerCase() === lower) ??
    shown.find(
      (item) => field.caseInsensitive && value.length === 1 && item.toLowerCase().startsWith(lower),
    ) ??
    value
  );
}

/** A number from 0 to 1 inclusive (the music weights): a slider says that better than digits. */
export function isUnitWeight(field: FieldSpec): boolean {
  return (
    field.kind === 'number' &&
    field.min === 0 &&
    field.max === 1 &&
    !field.minExclusive &&
    !field.maxExclusive
  );
}

/** A step that suits the field's range: fine for 0..1 weights, whole for seconds and counts. */
export function numberStep(field: FieldSpec): number {
  if (field.kind === 'integer') return 1;
  if (field.min !== undefined && field.max !== undefined && field.max - field.min <= 4) return 0.05;
  return 0.5;
}

/** Long controls take the full width: text, lists, pickers, and segmented controls with long options. */
export function isWideControl(field: FieldSpec): boolean {
  const kind = controlKind(field);
  if (kind === 'segmented') return displayedEnumValues(field).join('').length > 30;
  return ['textarea', 'url', 'url-list', 'multi-select', 'searchable-select', 'task'].includes(
    kind,
  );
}

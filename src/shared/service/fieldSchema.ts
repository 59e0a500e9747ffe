// Owns the derivation of a zod schema from one field-table row. Every per-field
// rule (type, enum, bounds, lengths, URL pattern) lives here once; messages are plain
// words without the field name (the validator prefixes it).
import { z } from 'zod';
import type { FieldSpec } from './fieldSpec';
import { measureText, measureUnit } from './measure';

export const HTTP_URL_PATTERN = /^https?:\/\//;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** Short, safe rendering of a rejected value for messages (never the whole huge string). */
export function describeValue(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value));
  } catch {
    text = typeof value;
  }
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

type Check<T> = (value: T) => string | null;

function refined<T>(base: z.ZodType<T>, check: Check<T>): z.ZodType<T> {
  return base.superRefine((value, context) => {
    const message = check(value);
    if (message !== null) context.addIssue({ code: 'custom', message });
  });
}

function rangeMessage(spec: FieldSpec, value: number): string | null {
  const { min, max } = spec;
  if (min !== undefined && (spec.minExclusive ? value <= min : value < min)) {
    return `${spec.minExclusive ? 'must be greater than' : 'at least'} ${min} (got ${value})`;
  }
  if (max !== undefined && (spec.maxExclusive ? value >= max : value > max)) {
    return `${spec.maxExclusive ? 'must be less than' : 'at most'} ${max} (got ${value})`;
  }
  return null;
}

function textMessage(spec: FieldSpec, value: string): string | null {
  const kind = spec.measure ?? 'codepoints';
  const length = measureText(value, kind);
  const unit = measureUnit(kind);
  if (spec.minLength !== undefined && length < spec.minLength) {
    return spec.minLength === 1
      ? 'must not be empty'
      : `at least ${spec.minLength} ${unit} (got ${length})`;
  }
  if (spec.maxLength !== undefined && length > spec.maxLength) {
    return `at most ${spec.maxLength} ${unit} (got ${length})`;
  }
  return null;
}

function urlMessage(spec: FieldSpec, value: string): string | null {
  if (value.startsWith('data:'))
    return 'must be a public http(s) URL; base64/data: URLs are rejected';
  if (!HTTP_URL_PATTERN.test(value))
    return `must be a public URL starting with http:// or https:// (got ${describeValue(value)})`;
  return textMessage(spec, value);
}

function enumMessage(spec: FieldSpec, value: string): string | null {
  const values = spec.values ?? [];
  const rejected = spec.rejectedValues?.[value];
  if (rejected !== undefined) return rejected;
  const found = spec.caseInsensitive
    ? values.some((allowed) => allowed.toLowerCase() === value.toLowerCase())
    : values.includes(value);
  if (found) return null;
  const note = spec.caseInsensitive ? ' (any letter case)' : '';
  return `must be one of ${values.join(', ')}${note} (got ${describeValue(value)})`;
}

function itemsMessage(spec: FieldSpec, count: number): string | null {
  if (spec.minItems !== undefined && count < spec.minItems) {
    return spec.minItems === spec.maxItems
      ? `must have exactly ${spec.minItems} items (got ${count})`
      : `at least ${spec.minItems} item${spec.minItems === 1 ? '' : 's'} (got ${count})`;
  }
  if (spec.maxItems !== undefined && count > spec.maxItems) {
    return spec.minItems === spec.maxItems
      ? `must have exactly ${spec.maxItems} items (got ${count})`
      : `at most ${spec.maxItems} items (got ${count})`;
  }
  return null;
}

/** First message of the item checks of a list, naming the 1-based item. */
function eachItem<T>(items: readonly T[], check: Check<T>): string | null {
  for (let index = 0; index < items.length; index++) {
    const message = check(items[index] as T);
    if (message !== null) return `item ${index + 1} ${message}`;
  }
  return null;
}

const text = z.string({ error: 'must be text' });
const numeric = z.number({ error: 'must be a number' });
const list = z.array(z.unknown(), { error: 'must be a list' });

function integerMessage(spec: FieldSpec, value: number): string | null {
  if (!Number.isInteger(value)) return `must be a whole number (got ${value})`;
  if (spec.choices && !spec.choices.includes(value)) {
    return `must be one of ${spec.choices.join(', ')} (got ${value})`;
  }
  return rangeMessage(spec, value);
}

/** The zod schema of one field's value (presence is checked by the table validator). */
export function fieldSchema(spec: FieldSpec): z.ZodType<unknown> {
  switch (spec.kind) {
    case 'string':
    case 'text':
      return refined(text, (value) => textMessage(spec, value));
    case 'integer':
      return refined(numeric, (value) => integerMessage(spec, value));
    case 'number':
      return refined(numeric, (value) => rangeMessage(spec, value));
    case 'boolean':
      return z.boolean({ error: 'must be true or false' });
    case 'enum':
      return refined(text, (value) => enumMessage(spec, value));
    case 'url':
      return refined(text, (value) => urlMessage(spec, value));
    case 'uuid':
      return refined(text, (value) =>
        isUuid(value) ? null : `must be a task id (UUID) (got ${describeValue(value)})`,
      );
    case 'url-list':
      return refined(
        list,
        (items) =>
          itemsMessage(spec, items.length) ??
          eachItem(items, (item) =>
            typeof item === 'string' ? urlMessage(spec, item) : 'must be a URL string',
          ),
      );
    case 'uuid-pair':
      return refined(
        list,
        (items) =>
          itemsMessage(spec, items.length) ??
          eachItem(items, (item) =>
            isUuid(item) ? null : `must be a task id (UUID) (got ${describeValue(item)})`,
          ),
      );
    case 'int-pair':
      return refined(
        list,
        (items) =>
          itemsMessage(spec, items.length) ??
          eachItem(items, (item) =>
            typeof item === 'number' ? integerMessage(spec, item) : 'must be a whole number',
          ),
      );
    case 'string-list':
      return refined(
        list,
        (items) =>
          itemsMessage(spec, items.length) ??
          eachItem(items, (item) =>
            typeof item === 'string' ? enumMessage(spec, item) : 'must be text',
          ),
      );
  }
}

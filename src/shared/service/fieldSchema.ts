// Owns the derivation of a zod schema from one field-table row. Every per-field
// rule (type, enum, bounds, lengths, URL pattern) lives here once; messages are plain
// words without the field name (the validator prefixes it).
import { z } from 'zod';
import type { FieldSpec } from './fieldSpec';
import type { IssueWords } from './issues';
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

/** A rule broken, in English (`text`, for logs and main) and as a message key for the form. */
type Check<T> = (value: T) => IssueWords | null;

const said = (text: string, key: IssueWords['key'], values?: IssueWords['values']): IssueWords =>
  values ? { text, key, values } : { text, key };

function refined<T>(base: z.ZodType<T>, check: Check<T>): z.ZodType<T> {
  return base.superRefine((value, context) => {
    const broken = check(value);
    if (broken !== null)
      context.addIssue({
        code: 'custom',
        message: broken.text,
        params: { said: { key: broken.key, values: broken.values } },
      });
  });
}

function rangeMessage(spec: FieldSpec, value: number): IssueWords | null {
  const { min, max } = spec;
  if (min !== undefined && (spec.minExclusive ? value <= min : value < min)) {
    return said(
      `${spec.minExclusive ? 'must be greater than' : 'at least'} ${min} (got ${value})`,
      spec.minExclusive ? 'generate.rule.greaterThan' : 'generate.rule.atLeast',
      { limit: min, value },
    );
  }
  if (max !== undefined && (spec.maxExclusive ? value >= max : value > max)) {
    return said(
      `${spec.maxExclusive ? 'must be less than' : 'at most'} ${max} (got ${value})`,
      spec.maxExclusive ? 'generate.rule.lessThan' : 'generate.rule.atMost',
      { limit: max, value },
    );
  }
  return null;
}

function textMessage(spec: FieldSpec, value: string): IssueWords | null {
  const kind = spec.measure ?? 'codepoints';
  const length = measureText(value, kind);
  const unit = measureUnit(kind);
  if (spec.minLength !== undefined && length < spec.minLength) {
    return spec.minLength === 1
      ? said('must not be empty', 'generate.rule.empty')
      : said(
          `at least ${spec.minLength} ${unit} (got ${length})`,
          kind === 'utf8-bytes' ? 'generate.rule.minBytes' : 'generate.rule.minCharacters',
          { limit: spec.minLength, value: length },
        );
  }
  if (spec.maxLength !== undefined && length > spec.maxLength) {
    return said(
      `at most ${spec.maxLength} ${unit} (got ${length})`,
      kind === 'utf8-bytes' ? 'generate.length.bytesOver' : 'generate.length.charactersOver',
      { count: length - spec.maxLength },
    );
  }
  return null;
}

function urlMessage(spec: FieldSpec, value: string): IssueWords | null {
  if (value.startsWith('data:'))
    return said(
      'must be a public http(s) URL; base64/data: URLs are rejected',
      'generate.rule.dataUrl',
    );
  if (!HTTP_URL_PATTERN.test(value))
    return said(
      `must be a public URL starting with http:// or https:// (got ${describeValue(value)})`,
      'generate.rule.url',
      { value: describeValue(value) },
    );
  return textMessage(spec, value);
}

function enumMessage(spec: FieldSpec, value: string): IssueWords | null {
  const values = spec.values ?? [];
  const rejected = spec.rejectedValues?.[value];
  if (rejected !== undefined) return said(rejected, 'generate.rule.rejected', { value });
  const found = spec.caseInsensitive
    ? values.some((allowed) => allowed.toLowerCase() === value.toLowerCase())
    : values.includes(value);
  if (found) return null;
  const note = spec.caseInsensitive ? ' (any letter case)' : '';
  return said(
    `must be one of ${values.join(', ')}${note} (got ${describeValue(value)})`,
    'generate.rule.oneOf',
    { values: values.join(', '), value: describeValue(value) },
  );
}

function itemsMessage(spec: FieldSpec, count: number): IssueWords | null {
  const exactly = (limit: number) =>
    said(`must have exactly ${limit} items (got ${count})`, 'generate.rule.itemsExactly', {
      limit,
      value: count,
    });
  if (spec.minItems !== undefined && count < spec.minItems) {
    return spec.minItems === spec.maxItems
      ? exactly(spec.minItems)
      : said(
          `at least ${spec.minItems} item${spec.minItems === 1 ? '' : 's'} (got ${count})`,
          'generate.rule.itemsAtLeast',
          { limit: spec.minItems, value: count },
        );
  }
  if (spec.maxItems !== undefined && count > spec.maxItems) {
    return spec.minItems === spec.maxItems
      ? exactly(spec.maxItems)
      : said(`at most ${spec.maxItems} items (got ${count})`, 'generate.rule.itemsAtMost', {
          limit: spec.maxItems,
          value: count,
        });
  }
  return null;
}

/** First message of the item checks of a list, naming the 1-based item. */
function eachItem<T>(items: readonly T[], check: Check<T>): IssueWords | null {
  for (let index = 0; index < items.length; index++) {
    const broken = check(items[index] as T);
    if (broken !== null)
      return said(`item ${index + 1} ${broken.text}`, 'generate.rule.item', {
        index: index + 1,
        rule: broken,
      });
  }
  return null;
}

const notText = () => said('must be text', 'generate.rule.text');
const notTaskId = (value: unknown) =>
  said(`must be a task id (UUID) (got ${describeValue(value)})`, 'generate.rule.taskId');

const text = z.string({ error: 'must be text' });
const numeric = z.number({ error: 'must be a number' });
const list = z.array(z.unknown(), { error: 'must be a list' });

function integerMessage(spec: FieldSpec, value: number): IssueWords | null {
  if (!Number.isInteger(value))
    return said(`must be a whole number (got ${value})`, 'generate.rule.whole', { value });
  if (spec.choices && !spec.choices.includes(value)) {
    return said(`must be one of ${spec.choices.join(', ')} (got ${value})`, 'generate.rule.oneOf', {
      values: spec.choices.join(', '),
      value,
    });
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
      return refined(text, (value) => (isUuid(value) ? null : notTaskId(value)));
    case 'url-list':
      return refined(
        list,
        (items) =>
          itemsMessage(spec, items.length) ??
          eachItem(items, (item) =>
            typeof item === 'string'
              ? urlMessage(spec, item)
              : said('must be a URL string', 'generate.rule.urlText'),
          ),
      );
    case 'uuid-pair':
      return refined(
        list,
        (items) =>
          itemsMessage(spec, items.length) ??
          eachItem(items, (item) => (isUuid(item) ? null : notTaskId(item))),
      );
    case 'int-pair':
      return refined(
        list,
        (items) =>
          itemsMessage(spec, items.length) ??
          eachItem(items, (item) =>
            typeof item === 'number'
              ? integerMessage(spec, item)
              : said('must be a whole number', 'generate.rule.wholeOnly'),
          ),
      );
    case 'string-list':
      return refined(
        list,
        (items) =>
          itemsMessage(spec, items.length) ??
          eachItem(items, (item) =>
            typeof item === 'string' ? enumMessage(spec, item) : notText(),
          ),
      );
  }
}

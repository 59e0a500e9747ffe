// Owns checking a body against a field table: body shape, reserved keys, presence of
// required fields and each present field through its derived zod schema.
import type { z } from 'zod';
import type { FieldTable } from './fieldSpec';
import { fieldSchema } from './fieldSchema';
import { has, issue, type ValidationIssue } from './issues';

/** Keys that could alter an object's prototype when copied naively; never sent. */
const RESERVED_KEYS = ['__proto__', 'constructor', 'prototype'];

const schemaCache = new WeakMap<object, z.ZodType<unknown>>();

function cachedSchema(spec: FieldTable[number]): z.ZodType<unknown> {
  let schema = schemaCache.get(spec);
  if (!schema) {
    schema = fieldSchema(spec);
    schemaCache.set(spec, schema);
  }
  return schema;
}

export function isPlainBody(body: unknown): body is Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const proto: unknown = Object.getPrototypeOf(body);
  return proto === Object.prototype || proto === null;
}

export function reservedKeyIssues(body: Record<string, unknown>): ValidationIssue[] {
  return RESERVED_KEYS.filter((key) => Object.prototype.hasOwnProperty.call(body, key)).map((key) =>
    issue(key, `field name '${key}' is not allowed`),
  );
}

/** The message key a field rule left on its zod issue (fieldSchema's `refined`). */
function wordsOf(params: unknown): ValidationIssue['said'] {
  if (typeof params !== 'object' || params === null || !('said' in params)) return undefined;
  return (params as { said: ValidationIssue['said'] }).said;
}

/** Issues of the known fields: missing required ones and values breaking their row's rules. */
export function tableIssues(table: FieldTable, body: Record<string, unknown>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const spec of table) {
    if (!has(body, spec.name)) {
      if (spec.required)
        issues.push({ ...issue(spec.name, 'required'), said: { key: 'generate.rule.required' } });
      continue;
    }
    const parsed = cachedSchema(spec).safeParse(body[spec.name]);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const found = issue(spec.name, first?.message ?? 'invalid');
      const words = first && 'params' in first ? wordsOf(first.params) : undefined;
      issues.push(words ? { ...found, said: words } : found);
    }
  }
  return issues;
}

/** A copy holding only own enumerable data, safe from prototype tricks. */
export function copyBody(body: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(body)) {
    if (body[key] !== undefined)
      Object.defineProperty(copy, key, {
        value: body[key],
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return copy;
}

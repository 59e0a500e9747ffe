// Owns the declarative field table format: one row per request field, read by the
// validators (zod schemas are derived from it), the UI forms and the tests.
import type { MeasureKind } from './measure';

export type FieldKind =
  | 'string' // single-line text
  | 'text' // multi-line text (prompts, lyrics)
  | 'integer'
  | 'number'
  | 'boolean'
  | 'enum' // one string out of `values`
  | 'url' // public http(s) URL
  | 'url-list'
  | 'uuid'
  | 'uuid-pair' // exactly two UUIDs (mashup task_ids)
  | 'int-pair' // exactly two integers (mashup audio_indexes)
  | 'string-list'; // list of strings out of `values` (download formats)

export interface FieldSpec {
  readonly name: string;
  readonly kind: FieldKind;
  /** Plain-words label for forms. */
  readonly label: string;
  /** One-line help text for forms. */
  readonly help: string;
  readonly required?: boolean;
  /** The default the spec states; absent when the spec shows none. */
  readonly default?: string | number | boolean | readonly number[];
  /** Allowed values of an enum or of each string-list item. */
  readonly values?: readonly string[];
  readonly caseInsensitive?: boolean;
  /** Values that look valid but the service rejects, with the reason (e.g. explicit 480p). */
  readonly rejectedValues?: Readonly<Record<string, string>>;
  /** Integer fields restricted to a fixed set (e.g. video-c duration 4, 6, 8). */
  readonly choices?: readonly number[];
  /** Numeric bounds of the value, or of each item of an int-pair. */
  readonly min?: number;
  readonly max?: number;
  readonly minExclusive?: boolean;
  readonly maxExclusive?: boolean;
  /** Text bounds (strings, and each URL), measured by `measure`. */
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly measure?: MeasureKind;
  /** List bounds. */
  readonly minItems?: number;
  readonly maxItems?: number;
}

export type FieldTable = readonly FieldSpec[];

/** The field of a table by name, or undefined. */
export function findField(table: FieldTable, name: string): FieldSpec | undefined {
  return table.find((field) => field.name === name);
}

// Owns the validation result shape shared by every validator and rule.
import type { MessageKey } from '../i18n/translator';

/**
 * A field a rule names, for the form to say by its label ("Input images"), or one of its
 * options by its name ("Text to video"), never by the API's token.
 */
export interface FieldWord {
  field: string;
  option?: string;
}

/**
 * A broken rule as a message key and its values, for the form to say in the user's language
 * (renderer/generate/ruleWords.ts); a value may itself be such words (an item's rule) or a
 * field the rule names.
 */
export interface IssueWords {
  text: string;
  key: MessageKey;
  values?: Readonly<Record<string, string | number | IssueWords | FieldWord>>;
}

export interface ValidationIssue {
  /** The offending field name; '' for the body itself, 'model' / 'action' for the target. */
  field: string;
  /** Plain words naming the field and the rule, e.g. "prompt: at most 800 characters (got 812)". */
  message: string;
  /** The same in words the form translates; absent for rules that only speak English. */
  said?: Omit<IssueWords, 'text'>;
}

export type ValidationResult =
  { ok: true; value: Record<string, unknown> } | { ok: false; issues: ValidationIssue[] };

export type RequestBody = Readonly<Record<string, unknown>>;

/** A cross-field rule: reads the body, returns the issues it finds (none when satisfied). */
export type Rule = (body: RequestBody) => ValidationIssue[];

/** `said`: the same rule in words the form translates (every cross-field rule gives them). */
export function issue(
  field: string,
  rule: string,
  said?: ValidationIssue['said'],
): ValidationIssue {
  const message = field === '' ? rule : `${field}: ${rule}`;
  return said ? { field, message, said } : { field, message };
}

/** An issue whose message already names the field (e.g. "cover does not accept field 'x'"). */
export function namedIssue(
  field: string,
  message: string,
  said?: ValidationIssue['said'],
): ValidationIssue {
  return said ? { field, message, said } : { field, message };
}

/** A field named in a rule's words (said by its label), or one of its options (by its name). */
export const fieldWord = (field: string, option?: string): FieldWord =>
  option === undefined ? { field } : { field, option };

/** True when the body carries the field (JSON has no undefined; undefined counts as absent). */
export function has(body: RequestBody, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(body, name) && body[name] !== undefined;
}

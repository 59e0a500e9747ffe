// Owns the validation result shape shared by every validator and rule.
import type { MessageKey } from '../i18n/translator';

/**
 * A broken rule as a message key and its values, for the form to say in the user's language
 * (renderer/generate/issueWords.ts); a value may itself be such words (an item's rule).
 */
export interface IssueWords {
  text: string;
  key: MessageKey;
  values?: Readonly<Record<string, string | number | IssueWords>>;
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

export function issue(field: string, rule: string): ValidationIssue {
  return { field, message: field === '' ? rule : `${field}: ${rule}` };
}

/** An issue whose message already names the field (e.g. "cover does not accept field 'x'"). */
export function namedIssue(field: string, message: string): ValidationIssue {
  return { field, message };
}

/** True when the body carries the field (JSON has no undefined; undefined counts as absent). */
export function has(body: RequestBody, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(body, name) && body[name] !== undefined;
}

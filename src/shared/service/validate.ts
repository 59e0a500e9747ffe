// Owns the public validators: a submit body for a model, a body for a music action.
// They never throw: any unexpected failure becomes an issue.
import {
  issue,
  namedIssue,
  type RequestBody,
  type Rule,
  type ValidationIssue,
  type ValidationResult,
} from './issues';
import { isModelKey, submitFields, submitRules } from './models';
import { isMusicAction, musicActionTable, type MusicAction } from './music/actions';
import { modeRule } from './music/modes';
import { MUSIC_RULES } from './music/rules';
import { copyBody, isPlainBody, reservedKeyIssues, tableIssues } from './validateTable';

function describeName(value: unknown): string {
  const text = typeof value === 'string' ? value : String(typeof value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function result(body: Record<string, unknown>, issues: ValidationIssue[]): ValidationResult {
  return issues.length === 0 ? { ok: true, value: copyBody(body) } : { ok: false, issues };
}

function guarded(run: () => ValidationResult): ValidationResult {
  try {
    return run();
  } catch {
    return { ok: false, issues: [issue('', 'the request body could not be read as JSON data')] };
  }
}

const notAnObject = (): ValidationResult => ({
  ok: false,
  issues: [issue('', 'the request body must be a JSON object')],
});

function runRules(rules: readonly Rule[], body: RequestBody): ValidationIssue[] {
  return rules.flatMap((rule) => rule(body));
}

/** Music: strict fields, then each field's rules, then mode and cross-field rules. */
function validateMusicBody(
  action: MusicAction,
  shownName: string,
  body: Record<string, unknown>,
): ValidationIssue[] {
  const table = musicActionTable(action);
  const accepted = table.map((field) => field.name);
  const reserved = reservedKeyIssues(body);
  const strict = Object.keys(body)
    .filter((name) => !accepted.includes(name) && !reserved.some((found) => found.field === name))
    .map((name) =>
      namedIssue(name, `${shownName} does not accept field '${name}'`, {
        key: 'generate.crossRule.notAccepted',
      }),
    );
  return [
    ...reserved,
    ...strict,
    ...tableIssues(table, body),
    ...modeRule(action, accepted, body),
    ...runRules(MUSIC_RULES, body),
  ];
}

/**
 * Validates the body of `POST /api/v1/task/submit/{modelKey}`. Non-music models are
 * not declared strict by the spec (it names fields it does not show), so unknown fields
 * pass through untouched; known fields and cross-field rules are all checked. `tune`
 * is the `generate` music action (strict).
 */
export function validateSubmit(modelKey: string, body: unknown): ValidationResult {
  return guarded(() => {
    if (typeof modelKey !== 'string' || !isModelKey(modelKey)) {
      return { ok: false, issues: [issue('model', `unknown model '${describeName(modelKey)}'`)] };
    }
    if (!isPlainBody(body)) return notAnObject();
    if (modelKey === 'tune') return result(body, validateMusicBody('generate', 'tune', body));
    const issues = [
      ...reservedKeyIssues(body),
      ...tableIssues(submitFields(modelKey), body),
      ...runRules(submitRules(modelKey), body),
    ];
    return result(body, issues);
  });
}

/** Validates the body of `POST /api/v1/music/{action}` (strict fields, modes, rules). */
export function validateMusicAction(action: string, body: unknown): ValidationResult {
  return guarded(() => {
    if (typeof action !== 'string' || !isMusicAction(action)) {
      return {
        ok: false,
        issues: [issue('action', `unknown music action '${describeName(action)}'`)],
      };
    }
    if (!isPlainBody(body)) return notAnObject();
    return result(body, validateMusicBody(action, action, body));
  });
}

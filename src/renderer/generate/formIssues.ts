// Owns what the form says is wrong before anything is sent: the shared validators' issues
// for the body, plus the checks only the library can make (a chosen track's index and
// duration), mapped onto the fields that show them.
import {
  validateMusicAction,
  validateSubmit,
  type FieldSpec,
  type ValidationIssue,
} from '../../shared/service';
import { formatClock } from '../../shared/format/clock';
import type { TrackSource } from '../../shared/ipc/library';
import type { GenerateTarget } from './generateTargets';
import { sayIssue, sayRule } from './ruleWords';
import { textLength, tooLongMessage } from './textLength';

export interface FormIssues {
  /** Message per shown field name. */
  byField: Record<string, string>;
  /** Issues that belong to no shown field (cross-field or body-level). */
  general: string[];
  count: number;
}

/** The shared validator's verdict on a body for a target. */
export function validateBody(
  target: GenerateTarget,
  body: Record<string, unknown>,
): ValidationIssue[] {
  const result =
    'model' in target
      ? validateSubmit(target.model, body)
      : validateMusicAction(target.action, body);
  return result.ok ? [] : result.issues;
}

/** The message without its leading "field: " (the control already shows the label), in the user's language where the rule has words. */
export function inlineMessage(issue: ValidationIssue, fields: readonly FieldSpec[] = []): string {
  if (issue.said) return sayRule(issue.said, fields);
  const prefix = `${issue.field}: `;
  return issue.field !== '' && issue.message.startsWith(prefix)
    ? issue.message.slice(prefix.length)
    : issue.message;
}

/** `fields`: the form's rows, so a rule that names another field says it by this form's label. */
export function issuesByField(
  issues: readonly ValidationIssue[],
  shown: readonly string[],
  fields: readonly FieldSpec[] = [],
): FormIssues {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const found of issues) {
    if (shown.includes(found.field)) {
      const message = inlineMessage(found, fields);
      byField[found.field] = byField[found.field] ? `${byField[found.field]}; ${message}` : message;
    } else {
      general.push(sayIssue(found, fields));
    }
  }
  return { byField, general, count: issues.length };
}

function chosenTrack(sources: readonly TrackSource[], taskId: unknown, index: unknown) {
  const source = sources.find((candidate) => candidate.taskId === taskId);
  if (!source || source.legacy) return { source, track: undefined };
  const wanted = typeof index === 'number' ? index : 1;
  return { source, track: source.tracks.find((track) => track.index === wanted) };
}

const seconds = (value: number) => `${Math.round(value * 100) / 100} s`;

/**
 * The chosen source's checks the service makes before charging (spec "Referencing earlier
 * tasks" 7-8): the track index exists, and continue_at, start_s/end_s and fade_duration fit
 * its duration. Sources the library does not know (typed ids, legacy tasks) are left to the service.
 */
export function trackIssues(
  body: Readonly<Record<string, unknown>>,
  sources: readonly TrackSource[],
): ValidationIssue[] {
  const { source, track } = chosenTrack(sources, body['task_id'], body['audio_index']);
  if (!source || source.legacy) return [];
  if (!track) {
    const available = source.tracks.map((item) => item.index).join(', ');
    const wanted = String(body['audio_index'] ?? 1);
    return [
      {
        field: 'audio_index',
        message: `audio_index: the source has no track ${wanted} (tracks: ${available || 'none'})`,
        said: { key: 'generate.rule.noTrack', values: { index: wanted, tracks: available || '–' } },
      },
    ];
  }
  return track.durationS === null ? [] : timeFitIssues(body, track.durationS);
}

/**
 * The time fields that must fit inside the source track (the one rule set for the Generate
 * form and the song page): continue_at before the end, start_s/end_s within it, a fade no
 * longer than the track.
 */
export function timeFitIssues(
  body: Readonly<Record<string, unknown>>,
  duration: number,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const check = (
    field: string,
    fits: (value: number) => boolean,
    rule: string,
    key: NonNullable<ValidationIssue['said']>['key'],
  ) => {
    const value = body[field];
    if (typeof value === 'number' && !fits(value))
      issues.push({
        field,
        message: `${field}: ${rule} (the track is ${seconds(duration)})`,
        said: { key, values: { length: formatClock(duration) } },
      });
  };
  check(
    'continue_at',
    (value) => value < duration,
    'must be less than the track duration',
    'generate.rule.beforeEnd',
  );
  check(
    'start_s',
    (value) => value < duration,
    'must be before the end of the track',
    'generate.rule.beforeEnd',
  );
  check(
    'end_s',
    (value) => value <= duration,
    'must not be past the end of the track',
    'generate.rule.notPastEnd',
  );
  check(
    'fade_duration',
    (value) => value <= duration,
    'must not be longer than the track',
    'generate.rule.notLonger',
  );
  return issues;
}

/**
 * A text past its limit is said one way, in the unit the service measures ("320 characters
 * too long"), in place of the validator's length message ("at most 800 characters (got
 * 1120)"); the field's other issues keep their words.
 */
export function inUsersWords(
  issues: readonly ValidationIssue[],
  fields: readonly FieldSpec[],
  body: Readonly<Record<string, unknown>>,
): ValidationIssue[] {
  return issues.map((found) => {
    const field = fields.find((candidate) => candidate.name === found.field);
    const value = body[found.field];
    if (
      !field ||
      typeof value !== 'string' ||
      !found.message.includes(`at most ${String(field.maxLength)} `)
    )
      return found;
    const message = tooLongMessage(textLength(field, value));
    return message === null ? found : { field: found.field, message };
  });
}

/** Every issue of a body: shared validation first, then the chosen track's checks. */
export function formIssues(
  target: GenerateTarget,
  body: Record<string, unknown>,
  shown: readonly FieldSpec[],
  sources: readonly TrackSource[],
): FormIssues {
  const issues = inUsersWords(
    [...validateBody(target, body), ...trackIssues(body, sources)],
    shown,
    body,
  );
  return issuesByField(
    issues,
    shown.map((field) => field.name),
    shown,
  );
}

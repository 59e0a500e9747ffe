// Owns the music "Custom and inspiration mode" table: which actions have a mode
// switch, how the mode is chosen or inferred, and what each mode requires and rejects.
import { codePointLength } from '../measure';
import {
  fieldWord,
  has,
  issue,
  namedIssue,
  type RequestBody,
  type ValidationIssue,
} from '../issues';
import type { MusicAction } from './actions';

/** How an action's mode is chosen. */
export type ModeSwitch =
  | 'default-inspiration' // custom defaults to false (generate)
  | 'default-custom' // custom defaults to true (extend)
  | 'required' // custom must be sent (upload-cover)
  | 'inferred' // custom omitted: inferred from prompt / gpt_description / style / title
  | 'always-custom'; // no custom field (upload-extend)

export const MODE_SWITCHES: Readonly<Partial<Record<MusicAction, ModeSwitch>>> = {
  generate: 'default-inspiration',
  'upload-cover': 'required',
  extend: 'default-custom',
  cover: 'inferred',
  'add-vocals': 'inferred',
  'add-instrumental': 'inferred',
  'add-stem': 'inferred',
  mashup: 'inferred',
  sample: 'inferred',
  'upload-extend': 'always-custom',
};

export type MusicMode = 'custom' | 'inspiration';

export const GENERATE_INSPIRATION_REJECTS = [
  'title',
  'style',
  'negative_tags',
  'auto_lyrics',
  'persona_task_id',
  'duration',
  'max_mode',
];
export const INSPIRATION_REJECTS = [
  'prompt',
  'title',
  'style',
  'negative_tags',
  'auto_lyrics',
  'persona_task_id',
  'duration',
  'max_mode',
  'style_weight',
  'audio_weight',
];

/** Actions whose custom mode needs `prompt` unless `instrumental` is true. */
const CUSTOM_NEEDS_PROMPT: readonly MusicAction[] = [
  'generate',
  'upload-cover',
  'mashup',
  'sample',
];
/** Actions whose inspiration mode needs `gpt_description` (generate uses `prompt`). */
const INSPIRATION_NEEDS_DESCRIPTION: readonly MusicAction[] = ['upload-cover', 'extend'];

export type ModeResolution =
  | { kind: 'none' } // the action has no mode switch
  | { kind: 'mode'; mode: MusicMode; reason: string }
  | { kind: 'undecided'; reason: string };

/** The mode a body selects for an action, and why. */
export function resolveMode(action: MusicAction, body: RequestBody): ModeResolution {
  const modeSwitch = MODE_SWITCHES[action];
  if (modeSwitch === undefined) return { kind: 'none' };
  if (modeSwitch === 'always-custom')
    return { kind: 'mode', mode: 'custom', reason: 'always custom' };
  const custom = body['custom'];
  if (custom === true) return { kind: 'mode', mode: 'custom', reason: 'custom is true' };
  if (custom === false) return { kind: 'mode', mode: 'inspiration', reason: 'custom is false' };
  if (has(body, 'custom')) return { kind: 'undecided', reason: 'custom must be true or false' };
  switch (modeSwitch) {
    case 'default-inspiration':
      return { kind: 'mode', mode: 'inspiration', reason: 'custom defaults to false' };
    case 'default-custom':
      return { kind: 'mode', mode: 'custom', reason: 'custom defaults to true' };
    case 'required':
      return { kind: 'undecided', reason: 'custom is required' };
    case 'inferred':
      if (has(body, 'prompt')) return { kind: 'mode', mode: 'custom', reason: 'prompt present' };
      if (has(body, 'gpt_description'))
        return { kind: 'mode', mode: 'inspiration', reason: 'gpt_description present' };
      if (has(body, 'style') || has(body, 'title'))
        return { kind: 'mode', mode: 'custom', reason: 'style or title present' };
      return {
        kind: 'undecided',
        reason:
          'cannot tell custom from inspiration mode: set custom, or give prompt, gpt_description, style or title',
      };
  }
}

/** Fields an action rejects in a mode (limited to fields the action accepts at all). */
export function fieldsRejectedInMode(
  action: MusicAction,
  mode: MusicMode,
  accepted: readonly string[],
): string[] {
  if (MODE_SWITCHES[action] === undefined) return [];
  const rejected =
    mode === 'custom'
      ? ['gpt_description']
      : action === 'generate'
        ? GENERATE_INSPIRATION_REJECTS
        : INSPIRATION_REJECTS;
  return rejected.filter((name) => accepted.includes(name));
}

/** True when the mode makes `prompt` required for this body. */
export function promptRequiredInMode(
  action: MusicAction,
  mode: MusicMode,
  body: RequestBody,
): boolean {
  if (mode === 'inspiration') return action === 'generate';
  return CUSTOM_NEEDS_PROMPT.includes(action) && body['instrumental'] !== true;
}

/** Rule: the mode is decidable, and the body satisfies what that mode requires and rejects. */
export function modeRule(
  action: MusicAction,
  accepted: readonly string[],
  body: RequestBody,
): ValidationIssue[] {
  const resolution = resolveMode(action, body);
  if (resolution.kind === 'none') return [];
  if (resolution.kind === 'undecided') {
    // A non-boolean or missing required custom is already reported by the field check.
    const reported = has(body, 'custom') || MODE_SWITCHES[action] === 'required';
    return reported
      ? []
      : [
          issue('custom', resolution.reason, {
            key: 'generate.crossRule.modeUndecided',
            values: {
              prompt: fieldWord('prompt'),
              description: fieldWord('gpt_description'),
              style: fieldWord('style'),
              title: fieldWord('title'),
            },
          }),
        ];
  }
  const { mode } = resolution;
  const issues: ValidationIssue[] = [];
  const modeName = mode === 'custom' ? 'custom mode' : 'inspiration mode (custom: false)';
  for (const name of fieldsRejectedInMode(action, mode, accepted)) {
    if (has(body, name))
      issues.push(
        namedIssue(name, `${action} does not accept field '${name}' in ${modeName}`, {
          key: 'generate.crossRule.notInMode',
          values: { mode, custom: fieldWord('custom') },
        }),
      );
  }
  if (promptRequiredInMode(action, mode, body) && !has(body, 'prompt')) {
    const why =
      mode === 'inspiration'
        ? 'required in inspiration mode (the song description)'
        : 'required in custom mode unless instrumental is true';
    issues.push(
      issue(
        'prompt',
        why,
        mode === 'inspiration'
          ? { key: 'generate.crossRule.requiredDescription' }
          : {
              key: 'generate.crossRule.requiredUnlessInstrumental',
              values: { instrumental: fieldWord('instrumental') },
            },
      ),
    );
  }
  if (mode === 'inspiration' && action === 'generate' && typeof body['prompt'] === 'string') {
    const length = codePointLength(body['prompt']);
    if (length > 3000)
      issues.push(
        issue(
          'prompt',
          `at most 3000 characters for an inspiration-mode description (got ${length})`,
          { key: 'generate.crossRule.descriptionTooLong', values: { limit: 3000, value: length } },
        ),
      );
  }
  if (
    mode === 'inspiration' &&
    INSPIRATION_NEEDS_DESCRIPTION.includes(action) &&
    !has(body, 'gpt_description')
  ) {
    issues.push(
      issue('gpt_description', 'required in inspiration mode (custom: false)', {
        key: 'generate.crossRule.requiredWhenOff',
        values: { custom: fieldWord('custom') },
      }),
    );
  }
  if (
    mode === 'custom' &&
    action === 'generate' &&
    body['instrumental'] === true &&
    !has(body, 'prompt') &&
    !has(body, 'style')
  ) {
    issues.push(
      issue('prompt', 'a custom instrumental needs prompt or style', {
        key: 'generate.crossRule.instrumentalNeeds',
        values: { prompt: fieldWord('prompt'), style: fieldWord('style') },
      }),
    );
  }
  return issues;
}

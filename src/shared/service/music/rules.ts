// Owns the music cross-field rules that are not about modes, one named function each.
import { formatClock } from '../../format/clock';
import { fieldWord, has, issue, type Rule } from '../issues';

/** instrumental true cannot be combined with vocal_gender. */
export const instrumentalVersusVocalGender: Rule = (body) =>
  body['instrumental'] === true && has(body, 'vocal_gender')
    ? [
        issue('vocal_gender', 'cannot be combined with instrumental: true', {
          key: 'generate.crossRule.notWhileOn',
          values: { other: fieldWord('instrumental') },
        }),
      ]
    : [];

/** custom_model_task_id replaces version and cannot be combined with persona_task_id. */
export const customModelExclusive: Rule = (body) => {
  if (!has(body, 'custom_model_task_id')) return [];
  return ['version', 'persona_task_id']
    .filter((name) => has(body, name))
    .map((name) =>
      issue(name, `cannot be combined with custom_model_task_id`, {
        key: 'generate.crossRule.notWith',
        values: { other: fieldWord('custom_model_task_id') },
      }),
    );
};

/** start_s must be less than end_s when both are given (track-duration fit is a source check). */
export const startBeforeEnd: Rule = (body) => {
  const start = body['start_s'];
  const end = body['end_s'];
  if (typeof start !== 'number' || typeof end !== 'number') return [];
  return start < end
    ? []
    : [
        issue('end_s', `must be greater than start_s (got start_s ${start}, end_s ${end})`, {
          key: 'generate.crossRule.afterStart',
          values: { start: formatClock(start) },
        }),
      ];
};

export const MUSIC_RULES: readonly Rule[] = [
  instrumentalVersusVocalGender,
  customModelExclusive,
  startBeforeEnd,
];

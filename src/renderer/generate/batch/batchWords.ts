// Owns what the batch panel says about its source: each problem of the list or CSV in the
// user's language, naming the row (line) and the column, and a job's own overrides in words.
import type { BatchProblem } from '../../../shared/batch/batchSource';
import type { FieldSpec } from '../../../shared/service';
import type { Translate } from '../../../shared/i18n/translator';
import { fieldLabel } from '../fieldWords';

export function problemWords(
  t: Translate,
  problem: BatchProblem,
  fields: readonly FieldSpec[],
): string {
  switch (problem.code) {
    case 'unknownColumn':
      return t('generate.batch.problem.unknownColumn', {
        row: problem.row,
        column: problem.column,
        fields: fields.map((field) => field.name).join(', '),
      });
    case 'duplicateColumn':
    case 'emptyColumn':
      return t(`generate.batch.problem.${problem.code}`, {
        row: problem.row,
        column: problem.column,
      });
    case 'unreadableCell':
      return t('generate.batch.problem.unreadableCell', {
        row: problem.row,
        column: problem.column,
        rule: t(`generate.batch.rule.${problem.rule}`),
      });
    case 'extraCells':
      return t('generate.batch.problem.extraCells', {
        row: problem.row,
        cells: problem.cells,
        columns: problem.columns,
      });
    case 'unclosedBrace':
      return t('generate.batch.problem.unclosedBrace', { row: problem.row, open: '{', close: '}' });
    case 'unclosedQuote':
    case 'emptyChoice':
      return t(`generate.batch.problem.${problem.code}`, { row: problem.row });
    case 'overCap':
      return t('generate.batch.problem.overCap', { count: problem.count, cap: problem.cap });
    case 'noPromptField':
    case 'noJobs':
      return t(`generate.batch.problem.${problem.code}`);
  }
}

/** What a job changes, shortly: its prompt, or its fields and values ("Seed: 7 · Duration: 6"). */
export function jobWords(
  overrides: Readonly<Record<string, unknown>>,
  fields: readonly FieldSpec[],
): string {
  const prompt = overrides['prompt'];
  const rest = Object.entries(overrides)
    .filter(([name]) => name !== 'prompt')
    .map(([name, value]) => {
      const field = fields.find((candidate) => candidate.name === name);
      const shown = Array.isArray(value) ? value.join(' | ') : String(value);
      return `${field ? fieldLabel(field) : name}: ${shown}`;
    });
  return [...(typeof prompt === 'string' ? [prompt] : []), ...rest].join(' · ');
}

/**
 * The list's example line in the user's language, its choices in the wildcard syntax the
 * batch reads (`a {red|blue|green} car`): the braces are built here, not in the catalog,
 * where they would be the message's own syntax.
 */
export function exampleLine(t: Translate): string {
  return t('generate.batch.exampleLine', {
    choices: `{${t('generate.batch.exampleChoices')}}`,
  });
}

/**
 * Owns turning a batch's source text into jobs: a list (one prompt a line, wildcards
 * expanded) or a CSV whose first row names the target's fields. Each job is the fields it
 * overrides; the base form's values fill the rest. Problems are values with a code, the row
 * (the line of the text) and the column, so the screen can say them in the user's language.
 * Nothing here validates a field's rules: that stays the shared validator's, job by job.
 */
import type { FieldSpec } from '../service/fieldSpec';
import { BATCH_CAP } from './batchCap';
import { readCsv } from './csv';
import { cellValue, type UnreadableRule } from './csvCells';
import { expandWildcards, wildcardCount } from './wildcards';

export { BATCH_CAP };

export type BatchSourceKind = 'list' | 'csv';

export interface BatchJob {
  /** The line (list) or row (CSV) of the source it came from, 1-based. */
  row: number;
  overrides: Record<string, unknown>;
}

export type BatchProblem =
  | { code: 'unknownColumn' | 'duplicateColumn' | 'emptyColumn'; row: number; column: string }
  | { code: 'unreadableCell'; row: number; column: string; rule: UnreadableRule }
  | { code: 'extraCells'; row: number; cells: number; columns: number }
  | { code: 'unclosedQuote' | 'unclosedBrace' | 'emptyChoice'; row: number }
  | { code: 'overCap'; count: number; cap: number }
  | { code: 'noPromptField' | 'noJobs' };

export interface BatchSource {
  kind: BatchSourceKind;
  jobs: BatchJob[];
  problems: BatchProblem[];
}

/** CSV when the first line is a comma-separated list of this target's field names; else a list. */
export function detectSourceKind(text: string, fields: readonly FieldSpec[]): BatchSourceKind {
  const first = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  if (!first.includes(',')) return 'list';
  const names = new Set(fields.map((field) => field.name));
  return first.split(',').every((name) => names.has(name.trim().replace(/^"|"$/g, '')))
    ? 'csv'
    : 'list';
}

export function readBatchSource(
  text: string,
  kind: BatchSourceKind,
  fields: readonly FieldSpec[],
  cap = BATCH_CAP,
): BatchSource {
  const read = kind === 'csv' ? readCsvJobs(text, fields) : readListJobs(text, fields, cap);
  if (read.problems.length === 0 && read.jobs.length > cap)
    read.problems.push({ code: 'overCap', count: read.jobs.length, cap });
  if (read.problems.length === 0 && read.jobs.length === 0) read.problems.push({ code: 'noJobs' });
  return read.problems.length === 0 ? read : { ...read, jobs: [] };
}

/** One prompt a line; blank lines skipped; `{a|b}` expands, and the total is capped first. */
function readListJobs(text: string, fields: readonly FieldSpec[], cap: number): BatchSource {
  const source: BatchSource = { kind: 'list', jobs: [], problems: [] };
  if (!fields.some((field) => field.name === 'prompt')) {
    source.problems.push({ code: 'noPromptField' });
    return source;
  }
  const lines = text.split(/\r?\n/).map((line, index) => ({ row: index + 1, line: line.trim() }));
  const filled = lines.filter(({ line }) => line !== '');
  // Counted before expanding, so a line of a million choices is refused without building it.
  let count = 0;
  for (const { row, line } of filled) {
    const made = wildcardCount(line);
    if (made === null) source.problems.push({ code: 'unclosedBrace', row });
    else count += made;
  }
  if (source.problems.length > 0) return source;
  if (count > cap) {
    source.problems.push({ code: 'overCap', count, cap });
    return source;
  }
  for (const { row, line } of filled) {
    const expanded = expandWildcards(line, cap);
    if (!expanded.ok) {
      if (expanded.problem !== 'overCap') source.problems.push({ code: expanded.problem, row });
      continue;
    }
    for (const prompt of expanded.texts)
      source.jobs.push({ row, overrides: { prompt: prompt.replace(/\s+/g, ' ').trim() } });
  }
  return source;
}

/** The first row names fields; each later row is a job; empty cells keep the form's value. */
function readCsvJobs(text: string, fields: readonly FieldSpec[]): BatchSource {
  const source: BatchSource = { kind: 'csv', jobs: [], problems: [] };
  const csv = readCsv(text);
  if (!csv.ok) {
    source.problems.push({ code: 'unclosedQuote', row: csv.line });
    return source;
  }
  const [header, ...rows] = csv.rows;
  if (!header) return source;
  const columns = header.cells.map((cell) => cell.trim());
  const specs = columns.map((name, index) => {
    const column = name === '' ? `#${index + 1}` : name;
    const spec = fields.find((field) => field.name === name);
    if (name === '') source.problems.push({ code: 'emptyColumn', row: header.line, column });
    else if (!spec) source.problems.push({ code: 'unknownColumn', row: header.line, column });
    else if (columns.indexOf(name) !== index)
      source.problems.push({ code: 'duplicateColumn', row: header.line, column });
    return spec;
  });
  if (source.problems.length > 0) return source;
  for (const { line, cells } of rows) {
    if (cells.length > columns.length) {
      source.problems.push({
        code: 'extraCells',
        row: line,
        cells: cells.length,
        columns: columns.length,
      });
      continue;
    }
    const overrides: Record<string, unknown> = {};
    cells.forEach((cell, index) => {
      const spec = specs[index]!;
      const read = cellValue(spec, cell);
      if (read.kind === 'value') overrides[spec.name] = read.value;
      else if (read.kind === 'unreadable')
        source.problems.push({
          code: 'unreadableCell',
          row: line,
          column: spec.name,
          rule: read.rule,
        });
    });
    source.jobs.push({ row: line, overrides });
  }
  return source;
}

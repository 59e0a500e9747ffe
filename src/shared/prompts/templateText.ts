/**
 * Owns the prompt templates' variable rule, for the Prompts panel and main alike: a template
 * names its variables in braces (`a {color} car at {time}`), each given a list of values, and
 * becomes a batch's wildcard text by writing each variable as its values (`a {red|blue} car at
 * {dawn}` — one value is written as itself). Braces that already hold choices (`{red|blue}`)
 * are the batch's own wildcard syntax and pass through untouched.
 */

/** `{name}`: letters, digits, spaces, `_` and `-`; no `|` (that is a wildcard), at most 40. */
const VARIABLE = /\{([\p{L}\p{N}_ -]{1,40})\}/gu;
/** A value is written inside a wildcard: it cannot hold what ends or splits one, nor a line. */
const VALUE_FORBIDDEN = /[{}|\n\r]/;

export const MAX_TEMPLATE_VARIABLES = 12;
export const MAX_VARIABLE_VALUES = 50;

/** The template's variable names, in order of first appearance, trimmed and without repeats. */
export function templateVariables(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(VARIABLE)) {
    const name = match[1]!.trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** A value list typed as `red | blue` or one per line: trimmed, empty items dropped. */
export function splitValues(typed: string): string[] {
  return typed
    .split(/[|\n]/)
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
}

export type TemplateIssue =
  | { rule: 'no_values'; variable: string }
  | { rule: 'bad_value'; variable: string; value: string }
  | { rule: 'too_many_values'; variable: string }
  | { rule: 'too_many_variables' };

/** What keeps a template from becoming a batch; empty when it can. */
export function templateIssues(
  text: string,
  values: Readonly<Record<string, readonly string[]>>,
): TemplateIssue[] {
  const variables = templateVariables(text);
  if (variables.length > MAX_TEMPLATE_VARIABLES) return [{ rule: 'too_many_variables' }];
  const issues: TemplateIssue[] = [];
  for (const variable of variables) {
    const list = values[variable] ?? [];
    if (list.length === 0) issues.push({ rule: 'no_values', variable });
    else if (list.length > MAX_VARIABLE_VALUES) issues.push({ rule: 'too_many_values', variable });
    const bad = list.find((value) => VALUE_FORBIDDEN.test(value) || value.trim() === '');
    if (bad !== undefined) issues.push({ rule: 'bad_value', variable, value: bad });
  }
  return issues;
}

/** The batch's wildcard text of a template whose issues are empty. */
export function batchText(
  text: string,
  values: Readonly<Record<string, readonly string[]>>,
): string {
  return text.replace(VARIABLE, (whole, raw: string) => {
    const list = values[raw.trim()] ?? [];
    if (list.length === 0) return whole;
    return list.length === 1 ? list[0]! : `{${list.join('|')}}`;
  });
}

/** How many prompts the batch would hold: the product of every variable's value count. */
export function batchSize(
  text: string,
  values: Readonly<Record<string, readonly string[]>>,
): number {
  return templateVariables(text).reduce(
    (size, name) => size * Math.max(1, values[name]?.length ?? 0),
    1,
  );
}

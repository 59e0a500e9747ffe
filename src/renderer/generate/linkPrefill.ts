// Owns reading the source fields a deep link carries into a form's values: a music action's
// source and times (`#/generate?action=extend&task_id=…&audio_index=2&continue_at=31.5`, built
// by the library's song workspace) and a result used as an input (`?model=image-a&image_urls=…`,
// built by "Use as input", library/inputTargets.ts). Values are converted the way the form's controls would hold
// them, never corrected: a value the service would refuse stays as typed, so the form's
// usual validation shows it inline and nothing is sent.
import { t } from '../../shared/i18n/activeLanguage';
import { findField, type FieldSpec } from '../../shared/service';
import { fieldName, optionLabel } from './fieldWords';
import { targetFields } from './formView';
import type { GenerateTarget } from './generateTargets';

/** Query parameters a link may fill (the source and its times, input links and a video's type); others are ignored. */
export const LINK_FIELDS = [
  'task_id',
  'audio_index',
  'continue_at',
  'start_s',
  'end_s',
  'fade_duration',
  'task_ids',
  'audio_indexes',
  'image_urls',
  'audio_url',
  'audio_urls',
  'type',
] as const;

export interface LinkPrefill {
  /** Form values by field name (numbers as numbers; unreadable text kept as text). */
  values: Record<string, unknown>;
  /** Problems the shared validator cannot see in the values (e.g. three mashup ids), by field. */
  issues: Record<string, string>;
  /** Link parameters this form does not take (shown, never sent). */
  ignored: string[];
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A plain decimal becomes a number; anything else stays text for the validator to name. */
function numberOrText(raw: string): number | string {
  return DECIMAL.test(raw) ? Number(raw) : raw;
}

/** Items of a list parameter: repeated (`task_ids=a&task_ids=b`) or comma-separated. */
function listItems(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((item) => item.trim());
}

function fieldValue(
  field: FieldSpec,
  params: URLSearchParams,
): { value: unknown; issue?: string } | undefined {
  if (field.kind === 'uuid-pair' || field.kind === 'int-pair') {
    const items = listItems(params, field.name);
    if (items.every((item) => item === '')) return undefined;
    const value =
      field.kind === 'int-pair'
        ? items.map((item) => (item === '' ? undefined : numberOrText(item)))
        : items;
    if (items.length === 2) return { value };
    return {
      value: value.slice(0, 2),
      issue: `the link gives ${items.length} ${items.length === 1 ? 'value' : 'values'}; exactly two are needed`,
    };
  }
  if (field.kind === 'url-list') {
    // Repeated parameters only: a URL may itself hold a comma.
    const urls = params
      .getAll(field.name)
      .map((item) => item.trim())
      .filter((item) => item !== '');
    return urls.length === 0 ? undefined : { value: urls };
  }
  const raw = (params.get(field.name) ?? '').trim();
  if (raw === '') return undefined;
  if (field.kind === 'integer' || field.kind === 'number') return { value: numberOrText(raw) };
  return { value: raw };
}

/** The form values a link's query fills for a target; empty for targets without sources. */
export function linkPrefill(target: GenerateTarget, params: URLSearchParams): LinkPrefill {
  const prefill: LinkPrefill = { values: {}, issues: {}, ignored: [] };
  const table = targetFields(target);
  for (const name of LINK_FIELDS) {
    if (!params.has(name)) continue;
    const field = table.find((row) => row.name === name);
    if (!field) {
      prefill.ignored.push(name);
      continue;
    }
    const read = fieldValue(field, params);
    if (read === undefined) continue;
    prefill.values[name] = read.value;
    if (read.issue !== undefined) prefill.issues[name] = read.issue;
  }
  return prefill;
}

/** True when the link fills nothing and ignores nothing (a plain "open this form" link). */
export function isEmptyPrefill(prefill: LinkPrefill): boolean {
  return Object.keys(prefill.values).length === 0 && prefill.ignored.length === 0;
}

/** A value in words: a library result's link by its name (`nameOf`), an option by its name ("From images"), anything else as it is. */
function shown(
  field: FieldSpec | undefined,
  value: unknown,
  nameOf: (link: string) => string | undefined,
): string {
  const one = (item: unknown) => {
    const text = String(item ?? '');
    const named = nameOf(text.trim());
    if (named !== undefined) return named;
    return field?.choices ? optionLabel(field, text) : text;
  };
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
}

/**
 * Plain words for what a link filled in and ignored, in the user's language, using the form's
 * field labels. `nameOf` names the library results behind links ("“Harbour Light”, track 1"),
 * so the note never shows a result's raw service link.
 */
export function prefillSummary(
  target: GenerateTarget,
  prefill: LinkPrefill,
  nameOf: (link: string) => string | undefined = () => undefined,
): string {
  const table = targetFields(target);
  const label = (name: string) => fieldName(name, table) ?? name;
  const filled = Object.entries(prefill.values).map(([name, value]) => {
    const said =
      name === 'task_id'
        ? t('generate.link.linkedTask')
        : shown(findField(table, name), value, nameOf);
    return `${label(name)}: ${said}`;
  });
  const parts: string[] = [];
  if (filled.length > 0) parts.push(t('generate.link.filled', { fields: filled.join('; ') }));
  if (prefill.ignored.length > 0)
    parts.push(t('generate.link.ignored', { fields: prefill.ignored.map(label).join(', ') }));
  return parts.join(' ');
}

/**
 * Owns how numbers are written and read in the chosen language (the active locale, see
 * shared/i18n): plain numbers, percentages, file sizes and lists through `Intl`, and the
 * reading of a typed number, which accepts the locale's decimal separator ("4,5" in German)
 * and never turns "4.5" into 45 in any locale.
 */
import { activeLocale, t } from '../i18n/activeLanguage';
import { intlLocaleOf } from '../i18n/locales';

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and options (they are costly to create). */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = intlLocaleOf(activeLocale());
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** "1,234.5" in English, "1.234,5" in German. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat({ maximumFractionDigits: 2, ...options }).format(value);
}

/** A fraction (0.42) as a percentage: "42%", "42 %" in German. */
export function formatPercent(fraction: number, fractionDigits = 0): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: fractionDigits }).format(fraction);
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "512 byte", "1.5 MB" (1 kB = 1,000 bytes, as the OS file managers write sizes). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return numberFormat({
    style: 'unit',
    unit: SIZE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value);
}

/** "a, b, and c" in the chosen language; `unit` lists facts without "and": "2 failed, 1 in doubt". */
export function formatList(
  items: readonly string[],
  type: 'conjunction' | 'disjunction' | 'unit' = 'conjunction',
): string {
  return new Intl.ListFormat(intlLocaleOf(activeLocale()), {
    style: type === 'unit' ? 'short' : 'long',
    type,
  }).format(items);
}

function separators(): { decimal: string; group: string } {
  const parts = numberFormat().formatToParts(1234.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/**
 * A typed number, or null when it cannot be read. Accepts the locale's way ("4,5" and
 * "1.234,5" in German) and the English one ("4.5", "1,234.5") everywhere: with both marks,
 * the last one is the decimal separator; with one, it is a thousands separator only where it
 * is the locale's and groups exactly three digits ("1.234" in German is 1234), so "4.5" and
 * "4,5" are four and a half in every locale.
 */
export function parseLocaleNumber(text: string): number | null {
  const compact = text
    .trim()
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^\u2212/, '-');
  if (!/^[-+]?[\d.,]+$/.test(compact) || !/\d/.test(compact)) return null;
  const { decimal, group } = separators();
  const dots = compact.split('.').length - 1;
  const commas = compact.split(',').length - 1;
  let normalized: string;
  if (dots > 0 && commas > 0) {
    const decimalMark = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
    const groupMark = decimalMark === '.' ? ',' : '.';
    const [whole, fraction, extra] = compact.split(decimalMark);
    if (extra !== undefined || !validGroups(whole!, groupMark)) return null;
    normalized = `${whole!.split(groupMark).join('')}.${fraction}`;
  } else if (dots + commas === 0) {
    normalized = compact;
  } else {
    const mark = dots > 0 ? '.' : ',';
    const groupsOfThree = validGroups(compact, mark);
    if (mark === group && mark !== decimal && groupsOfThree)
      normalized = compact.split(mark).join('');
    else if (dots + commas === 1) normalized = compact.replace(mark, '.');
    else if (groupsOfThree) normalized = compact.split(mark).join('');
    else return null;
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalized)) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/** "1,234,567": a first group of one to three digits, then groups of exactly three. */
function validGroups(text: string, mark: string): boolean {
  const [first, ...rest] = text.replace(/^[-+]/, '').split(mark);
  return (
    /^\d{1,3}$/.test(first ?? '') && rest.length > 0 && rest.every((group) => /^\d{3}$/.test(group))
  );
}

/** A typed number for a named field, or the error that names the field and says what to type. */
export function readNumberField(
  text: string,
  field: string,
): { value: number } | { error: string } {
  const value = parseLocaleNumber(text);
  return value === null
    ? { error: t('format.numberUnreadable', { field, example: formatNumber(4.5) }) }
    : { value };
}

/**
 * A typed whole number for a named field (a count, credits), read as readNumberField reads it,
 * or the error that names the field and its rule: "4.5" and "4,5" are four and a half, which
 * such a field refuses (never 45, as an input that drops the marks would make it).
 */
export function readWholeNumberField(
  text: string,
  field: string,
  range: { min?: number | undefined; max?: number | undefined } = {},
): { value: number } | { error: string } {
  const read = readNumberField(text, field);
  if ('error' in read) return read;
  const { min, max } = range;
  const outside =
    !Number.isInteger(read.value) ||
    (min !== undefined && read.value < min) ||
    (max !== undefined && read.value > max);
  if (!outside) return read;
  if (min !== undefined && max !== undefined)
    return { error: t('format.wholeNumberBetween', { field, min, max }) };
  if (min !== undefined) return { error: t('format.wholeNumberFrom', { field, min }) };
  return { error: t('format.wholeNumber', { field, example: formatNumber(4) }) };
}

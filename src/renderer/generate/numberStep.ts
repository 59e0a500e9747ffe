/**
 * Owns what a number field's steppers and arrow keys do, pure: one step up or down from the
 * value, rounded so 0.1 + 0.2 stays 0.3, and written back as the language writes numbers
 * ("4,5" in German). A field holding text that cannot be read is not stepped: the typed text
 * stays, with its error, rather than being replaced by a guess.
 */
import { formatNumber } from '../../shared/format/number';

/** The value as this language writes it, without grouping (a field, not a report). */
export function shownNumber(value: unknown): string {
  if (typeof value === 'number')
    return formatNumber(value, { useGrouping: false, maximumFractionDigits: 6 });
  return typeof value === 'string' ? value : '';
}

/** The next value one `step` up (1) or down (-1); empty starts from 0; null for unreadable text. */
export function steppedNumber(value: unknown, step: number, direction: 1 | -1): number | null {
  if (typeof value === 'string' && value.trim() !== '') return null;
  const base = typeof value === 'number' ? value : 0;
  return Math.round((base + direction * step) * 1000) / 1000;
}

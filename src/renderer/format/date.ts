/** The one way the app writes a date and time: "Nov 23, 2026, 8:02 AM", in the chosen language (shared/i18n). */
import { activeLocale } from '../../shared/i18n/activeLanguage';
import { intlLocaleOf } from '../../shared/i18n/locales';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const locale = (): string => intlLocaleOf(activeLocale());

export function formatDate(iso: string | number): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : date.toLocaleString(locale(), DATE_TIME);
}

/** A day without its time, in the same style: "Nov 23, 2026". Accepts a local `YYYY-MM-DD`. */
export function formatDay(value: string | number): string {
  const local =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value;
  const date = new Date(local);
  return Number.isNaN(date.getTime())
    ? String(value)
    : date.toLocaleDateString(locale(), { dateStyle: 'medium' });
}

/** A month in the same style: "March 2025". Takes a local `YYYY-MM`. */
export function formatMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00`);
  return Number.isNaN(date.getTime())
    ? month
    : date.toLocaleDateString(locale(), { month: 'long', year: 'numeric' });
}

/** A month's name alone, "November", "11月", "十一月": the header's and the budget's "this month". Takes a local `YYYY-MM`. */
export function formatMonthName(month: string): string {
  const date = new Date(`${month}-01T00:00:00`);
  return Number.isNaN(date.getTime())
    ? month
    : date.toLocaleDateString(locale(), { month: 'long' });
}

/** A month's short name, "Nov", "11月": the Library's date rail, where room is scarce. Takes a local `YYYY-MM`. */
export function formatShortMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00`);
  return Number.isNaN(date.getTime())
    ? month
    : date.toLocaleDateString(locale(), { month: 'short' });
}

/** The local `YYYY-MM` a date falls in (the timeline's months). */
export function localMonth(iso: string | number): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

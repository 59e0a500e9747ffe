/** The one way the app writes a date and time: "Nov 23, 2026, 8:02 AM" in the user's locale. */
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function formatDate(iso: string | number): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : date.toLocaleString(undefined, DATE_TIME);
}

/** A day without its time, in the same style: "Nov 23, 2026". Accepts a local `YYYY-MM-DD`. */
export function formatDay(value: string | number): string {
  const local = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** A month in the same style: "March 2025". Takes a local `YYYY-MM`. */
export function formatMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00`);
  return Number.isNaN(date.getTime()) ? month : date.toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
}

/** The local `YYYY-MM` a date falls in (the timeline's months). */
export function localMonth(iso: string | number): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

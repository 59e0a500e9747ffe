/** The one way the app writes a date and time: "Nov 23, 2026, 8:02 AM" in the user's locale. */
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function formatDate(iso: string | number): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : date.toLocaleString(undefined, DATE_TIME);
}

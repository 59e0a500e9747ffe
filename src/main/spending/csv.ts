/**
 * Owns CSV writing (RFC 4180): fields with a comma, quote, CR or LF are quoted and quotes
 * doubled; lines end with CRLF. A text field starting with = + - @ (or tab/CR) is prefixed with
 * an apostrophe so a spreadsheet shows it rather than running it as a formula (OWASP).
 */
export type CsvValue = string | number | boolean | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Owns the Spending CSV's columns: one line per ledger row, credits and their USD value. */
import type { LedgerRow } from '../../shared/ipc/spending';
import { toCsv } from './csv';

const HEADER = [
  'Date (UTC)',
  'What',
  'Model',
  'Action',
  'Prompt',
  'State',
  'Status',
  'Estimate',
  'Charged',
  'Refund',
  'Net',
  'In doubt',
  'Net USD',
  'Differs from estimate',
  'Priced by',
  'Submission id',
  'Imported',
];

/**
 * `2026-05-01T10:00:00`: ISO 8601 without the zone suffix or milliseconds is the one date-time
 * form LibreOffice's CSV import reads as a date by default ("detect special numbers" off); with
 * a trailing `Z`, or a space instead of the `T`, it stays text. The column header names the zone.
 */
export function spreadsheetDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().slice(0, 19);
}

export function ledgerCsv(rows: readonly LedgerRow[], creditToUsd: number | null): string {
  return toCsv(
    HEADER,
    rows.map((row) => [
      spreadsheetDate(row.createdAt),
      row.name,
      row.model,
      row.action,
      row.summary,
      row.state,
      row.status,
      row.estimated,
      row.charged,
      row.refund,
      row.net,
      row.inDoubt,
      creditToUsd === null ? null : Math.round(row.net * creditToUsd * 10_000) / 10_000,
      row.flagged ? 'yes' : 'no',
      row.priceBasis,
      row.id,
      row.imported ? 'yes' : 'no',
    ]),
  );
}

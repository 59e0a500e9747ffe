/** Owns the Spending CSV's columns: one line per ledger row, credits and their USD value. */
import { t } from '../../shared/i18n/activeLanguage';
import type { LedgerRow } from '../../shared/ipc/spending';
import { toCsv } from './csv';

/**
 * The headers and yes/no are words the user reads in their spreadsheet, so they speak main's
 * language, made when the file is written. The values stay machine-readable in every language:
 * ISO dates (see spreadsheetDate), plain numbers with a "." decimal point, the service's status
 * names and ids, so any spreadsheet or script reads them the same way.
 */
function header(): string[] {
  return [
    t('mainWords.spending.csv.date'),
    t('mainWords.spending.csv.what'),
    t('mainWords.spending.csv.model'),
    t('mainWords.spending.csv.action'),
    t('mainWords.spending.csv.prompt'),
    t('mainWords.spending.csv.state'),
    t('mainWords.spending.csv.status'),
    t('mainWords.spending.csv.estimate'),
    t('mainWords.spending.csv.charged'),
    t('mainWords.spending.csv.refund'),
    t('mainWords.spending.csv.net'),
    t('mainWords.spending.csv.inDoubt'),
    t('mainWords.spending.csv.netUsd'),
    t('mainWords.spending.csv.differs'),
    t('mainWords.spending.csv.pricedBy'),
    t('mainWords.spending.csv.submissionId'),
    t('mainWords.spending.csv.imported'),
  ];
}

const yesNo = (value: boolean): string =>
  value ? t('mainWords.spending.csv.yes') : t('mainWords.spending.csv.no');

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
    header(),
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
      yesNo(row.flagged),
      row.priceBasis,
      row.id,
      yesNo(row.imported),
    ]),
  );
}

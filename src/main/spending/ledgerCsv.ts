/** Owns the Spending CSV's columns: one line per ledger row, credits and their USD value. */
import type { LedgerRow } from '../../shared/ipc/spending';
import { toCsv } from './csv';

const HEADER = ['Date', 'What', 'Model', 'Action', 'Prompt', 'State', 'Status', 'Estimate', 'Charged', 'Refund', 'Net', 'In doubt', 'Net USD', 'Differs from estimate', 'Priced by', 'Submission id', 'Imported'];

export function ledgerCsv(rows: readonly LedgerRow[], creditToUsd: number | null): string {
  return toCsv(
    HEADER,
    rows.map((row) => [
      row.createdAt, row.name, row.model, row.action, row.summary, row.state, row.status, row.estimated, row.charged, row.refund, row.net,
      row.inDoubt, creditToUsd === null ? null : Math.round(row.net * creditToUsd * 10_000) / 10_000, row.flagged ? 'yes' : 'no', row.priceBasis, row.id, row.imported ? 'yes' : 'no',
    ]),
  );
}

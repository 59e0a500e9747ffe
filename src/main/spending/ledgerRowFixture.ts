// Tests only: one ledger row (a song generated on the Sandbox, charged 12 credits), with the
// fields a test is about given as overrides.
import type { LedgerRow } from '../../shared/ipc/spending';

export function ledgerRow(overrides: Partial<LedgerRow> = {}): LedgerRow {
  return {
    id: 's1',
    createdAt: '2026-05-01T10:00:00.000Z',
    kind: 'music',
    model: 'tune',
    action: 'generate',
    name: 'Generate song',
    summary: 'rain',
    state: 'accepted',
    status: 'SUCCEEDED',
    estimated: 10,
    charged: 12,
    refund: 0,
    net: 12,
    inDoubt: 0,
    flagged: false,
    priceBasis: 'generate',
    imported: false,
    ...overrides,
  };
}

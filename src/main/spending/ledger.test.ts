// Local-time periods are checked in a zone far from UTC; SQLite's 'localtime' and Date read TZ.
process.env.TZ = 'America/New_York';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createJournal,
  type BeginSubmission,
  type Journal,
  type JournalEntry,
} from '../store/journal';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createBalanceHistory } from './balanceHistory';
import { createLedger, type Ledger } from './ledger';

let test: TestDatabase;
let journal: Journal;
let ledger: Ledger;
beforeEach(() => {
  test = openTestDatabase();
  journal = createJournal(test.db, test.clock);
  ledger = createLedger(test.db);
});
afterEach(() => test.cleanup());

const local = (y: number, m: number, d: number, h: number, min = 0): number =>
  new Date(y, m - 1, d, h, min).getTime();
const music = (action: string, body: Record<string, unknown> = {}): BeginSubmission => ({
  profileId: 'sandbox',
  target: { action } as BeginSubmission['target'],
  kind: 'music',
  body: { prompt: `${action} job`, ...body },
  creditsEstimated: 10,
});
const image: BeginSubmission = {
  profileId: 'sandbox',
  target: { model: 'image-a' },
  kind: 'image',
  body: { prompt: 'a fox' },
  creditsEstimated: 4,
};

let taskNumber = 0;
function paid(
  input: BeginSubmission,
  charged: number | null,
  at: number,
  outcome: 'ok' | 'refunded' = 'ok',
): JournalEntry {
  test.clock.set(at);
  const row = journal.begin(input);
  taskNumber += 1;
  const accepted = journal.accept(row.id, {
    taskId: `task-${taskNumber}`,
    creditsDeducted: charged,
  });
  return outcome === 'refunded'
    ? journal.updateStatus(row.id, { status: 'FAILED', refunded: true })
    : accepted;
}

/** A mixed journal: charges equal to and unlike their estimate, a refund, in doubt, rejected, dismissed, another profile. */
function seed(): { song: JournalEntry } {
  const song = paid(music('generate'), 10, local(2026, 3, 2, 9));
  paid(music('extend', { task_id: song.taskId }), 12, local(2026, 3, 3, 9)); // charged more than the 10 estimated
  paid(image, 4, local(2026, 3, 4, 9), 'refunded');
  paid(image, null, local(2026, 3, 5, 9)); // the service stated no charge: the estimate counts
  test.clock.set(local(2026, 3, 6, 9));
  journal.markInDoubt(journal.begin(image).id);
  journal.reject(journal.begin(image).id, { code: 'invalid_input', message: 'no' });
  journal.dismiss(journal.markInDoubt(journal.begin(image).id).id);
  paid({ ...image, profileId: 'live' }, 100, local(2026, 3, 6, 10));
  return { song };
}

/** The same sums computed from the journal's own view, independently of ledger.ts's SQL. */
function journalSums(profileId: string) {
  const rows = journal.list({ limit: 200 }).items.filter((row) => row.profileId === profileId);
  const accepted = rows.filter((row) => row.state === 'accepted');
  const charged = accepted.reduce(
    (sum, row) => sum + (row.creditsDeducted ?? row.creditsEstimated ?? 0),
    0,
  );
  const refunds = accepted
    .filter((row) => row.refunded)
    .reduce((sum, row) => sum + (row.creditsDeducted ?? row.creditsEstimated ?? 0), 0);
  const inDoubt = rows
    .filter((row) => row.state === 'in_doubt')
    .reduce((sum, row) => sum + (row.creditsEstimated ?? 0), 0);
  return {
    count: accepted.length + rows.filter((row) => row.state === 'in_doubt').length,
    charged,
    refunds,
    net: charged - refunds,
    inDoubt,
  };
}

describe('ledger', () => {
  it('totals equal the journal: refunds taken off, in doubt apart, rejected and dismissed not charged', () => {
    seed();
    const expected = journalSums('sandbox');
    expect(expected).toEqual({ count: 5, charged: 30, refunds: 4, net: 26, inDoubt: 4 });
    expect(ledger.overall('sandbox')).toEqual(expected);
    const byKind = ledger.byColumn('sandbox', 'kind');
    expect(byKind.reduce((sum, row) => sum + row.net, 0)).toBe(expected.net);
    expect(byKind.find((row) => row.key === 'music')).toMatchObject({ net: 22, count: 2 });
    expect(byKind.find((row) => row.key === 'image')).toMatchObject({
      net: 4,
      refunds: 4,
      inDoubt: 4,
    });
    expect(ledger.byColumn('sandbox', 'action').map((row) => [row.key, row.net])).toEqual([
      ['extend', 12],
      ['generate', 10],
    ]);
    expect(ledger.overall('live').net).toBe(100);
  });

  it('lists paid rows newest first with estimate, charge, refund and net, flagging a charge unlike its estimate', () => {
    seed();
    const { items } = ledger.entries('sandbox');
    expect(
      items.map((row) => [
        row.state,
        row.estimated,
        row.charged,
        row.refund,
        row.net,
        row.inDoubt,
        row.flagged,
      ]),
    ).toEqual([
      ['in_doubt', 4, null, 0, 0, 4, false],
      ['accepted', 4, 4, 0, 4, 0, false], // no stated charge: the estimate, not flagged
      ['accepted', 4, 4, 4, 0, 0, false],
      ['accepted', 10, 12, 0, 12, 0, true],
      ['accepted', 10, 10, 0, 10, 0, false],
    ]);
    const first = ledger.entries('sandbox', { limit: 2 });
    const second = ledger.entries('sandbox', { limit: 2, cursor: first.nextCursor ?? undefined });
    expect([...first.items, ...second.items].map((row) => row.id)).toEqual(
      items.slice(0, 4).map((row) => row.id),
    );
  });

  it('keeps the catalog tier that priced a submit', () => {
    const row = journal.begin({ ...image, priceBasis: 'image-a: 4 credits (Standard)' });
    journal.accept(row.id, { taskId: 'priced', creditsDeducted: 8 });
    expect(ledger.entries('sandbox').items[0]).toMatchObject({
      priceBasis: 'image-a: 4 credits (Standard)',
      flagged: true,
    });
  });

  it('sums a song over its whole lineage tree', () => {
    const { song } = seed();
    const extension = journal
      .list({ limit: 200 })
      .items.find((row) => row.target && 'action' in row.target && row.target.action === 'extend')!;
    paid(music('stems-all', { task_id: extension.taskId }), 5, local(2026, 3, 7, 9));
    paid(music('generate', { prompt: 'another song' }), 10, local(2026, 3, 7, 10));
    const songs = ledger.bySong('sandbox');
    expect(songs.find((row) => row.key === song.id)).toMatchObject({
      net: 27,
      count: 3,
      label: 'generate job',
    });
    expect(songs.find((row) => row.label === 'another song')).toMatchObject({ net: 10, count: 1 });
  });

  it('cuts weeks on Monday and months on the 1st in local time, not UTC', () => {
    // 23:30 on Sunday in New York is already Monday in UTC.
    paid(image, 1, local(2026, 3, 8, 23, 30));
    paid(image, 2, local(2026, 3, 9, 0, 30));
    paid(image, 3, local(2026, 3, 31, 23, 30));
    paid(image, 4, local(2026, 4, 1, 0, 30));
    expect(ledger.byPeriod('sandbox', 'week').map((row) => [row.key, row.net])).toEqual([
      ['2026-03-02', 1],
      ['2026-03-09', 2],
      ['2026-03-30', 7],
    ]);
    expect(ledger.byPeriod('sandbox', 'month').map((row) => [row.key, row.net])).toEqual([
      ['2026-03', 6],
      ['2026-04', 4],
    ]);
    expect(ledger.byPeriod('sandbox', 'day').map((row) => row.key)).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-31',
      '2026-04-01',
    ]);
    expect(
      ledger.overall('sandbox', { from: local(2026, 4, 1, 0), to: local(2026, 5, 1, 0) }).net,
    ).toBe(4);
  });
});

describe('balance history', () => {
  it('records each reading with its time per profile, skipping an unchanged value', () => {
    const history = createBalanceHistory(test.db);
    expect(history.record('sandbox', 100, 1)).toBe(true);
    expect(history.record('sandbox', 100, 2)).toBe(false);
    expect(history.record('live', 100, 3)).toBe(true);
    expect(history.record('sandbox', 90, 4)).toBe(true);
    expect(history.record('sandbox', 100, 5)).toBe(true);
    expect(history.list('sandbox')).toEqual([
      { credits: 100, at: 1 },
      { credits: 90, at: 4 },
      { credits: 100, at: 5 },
    ]);
    expect(history.list('live')).toEqual([{ credits: 100, at: 3 }]);
  });
});

/**
 * Owns the spend ledger: plain SQL over the submission journal (no network, so it works
 * offline). The one rule for what a submission cost:
 *
 * - accepted: `charged` = the credits the service said it deducted (the estimate when it said
 *   nothing); `refund` = all of it when the task failed and was refunded; `net` = charged − refund.
 * - in doubt (or still being sent): it may have been charged; its estimate is reported apart as
 *   `inDoubt`, never in `net`. Budgets add it to the month's spend (assume the worst).
 * - rejected and dismissed: nothing was charged; they are not ledger rows.
 *
 * - imported (from a library archive made elsewhere): listed under the month it was made there,
 *   marked `imported`; the month's budget figure (`overall` with `ownOnly`) leaves it out.
 *
 * Periods (day, week from Monday, calendar month) are the computer's local time. A song's
 * total is the net of its whole tree: a music submission's root is found by following its
 * `source` lineage (submission_sources) to a task with no known source.
 */
import type { ModelKind } from '../../shared/service/models';
import type { LedgerRow, SpendPeriod, SpendTotal } from '../../shared/ipc/spending';
import type { SubmissionState } from '../../shared/ipc/tasks';
import type { SqliteDatabase } from '../store/database';
import { decodeSeqCursor, encodeSeqCursor } from '../store/cursor';
import { IMPORTED_ID_PREFIX } from '../store/journal';

/** Paid (or possibly paid) rows. */
const PAID_STATES = "state IN ('accepted', 'in_doubt', 'submitting')";
const CHARGED =
  "CASE WHEN state = 'accepted' THEN coalesce(credits_deducted, credits_estimated, 0) ELSE 0 END";
const REFUND = `CASE WHEN state = 'accepted' AND refunded = 1 THEN ${CHARGED} ELSE 0 END`;
const IN_DOUBT =
  "CASE WHEN state IN ('in_doubt', 'submitting') THEN coalesce(credits_estimated, 0) ELSE 0 END";
const IMPORTED = `(substr(id, 1, ${IMPORTED_ID_PREFIX.length}) = '${IMPORTED_ID_PREFIX}')`;

/** One journal row with its ledger figures (a view, so every query uses the same rule). */
const LEDGER = `(SELECT seq, id, profile_id, kind, model, action, summary, state, status, created_at, price_basis,
    credits_estimated, credits_deducted, task_id, ${IMPORTED} AS imported,
    ${CHARGED} AS charged, ${REFUND} AS refund, ${CHARGED} - ${REFUND} AS net, ${IN_DOUBT} AS in_doubt
  FROM submissions WHERE ${PAID_STATES})`;

const SUMS =
  'count(*) AS count, total(charged) AS charged, total(refund) AS refunds, total(net) AS net, total(in_doubt) AS inDoubt';

const PERIOD_KEY: Record<SpendPeriod, string> = {
  day: "date(created_at / 1000, 'unixepoch', 'localtime')",
  // 'weekday 0' moves to the coming Sunday (or stays on one); six days back is that week's Monday.
  week: "date(created_at / 1000, 'unixepoch', 'localtime', 'weekday 0', '-6 days')",
  month: "strftime('%Y-%m', created_at / 1000, 'unixepoch', 'localtime')",
};

/** A ledger row as the Spending page gets it, before its human name, with its seq and epoch time. */
export interface LedgerEntry extends Omit<LedgerRow, 'createdAt' | 'name'> {
  seq: number;
  createdAt: number;
}

type Sums = Omit<SpendTotal, 'key' | 'label'>;
type KeyedSums = Sums & { key: string };

export interface Ledger {
  /** Newest first. */
  entries(
    profileId: string,
    page?: { cursor?: string | undefined; limit?: number | undefined },
  ): { items: LedgerEntry[]; nextCursor: string | null };
  /** `ownOnly`: leave out rows imported from an archive (the budget counts this device's spend only). */
  overall(profileId: string, range?: { from: number; to: number }, ownOnly?: boolean): Sums;
  byPeriod(profileId: string, period: SpendPeriod): KeyedSums[];
  byColumn(profileId: string, column: 'kind' | 'model' | 'action'): KeyedSums[];
  /** Music only: net of each song's tree, keyed by the root submission, labelled by its summary. */
  bySong(profileId: string): (KeyedSums & { label: string })[];
}

interface EntryRow {
  seq: number;
  id: string;
  kind: ModelKind;
  model: string;
  action: string | null;
  summary: string;
  state: SubmissionState;
  status: string | null;
  created_at: number;
  price_basis: string | null;
  credits_estimated: number | null;
  credits_deducted: number | null;
  charged: number;
  refund: number;
  net: number;
  in_doubt: number;
  imported: number;
}

function entryOf(row: EntryRow): LedgerEntry {
  const charged = row.state === 'accepted' ? row.charged : null;
  return {
    seq: row.seq,
    id: row.id,
    kind: row.kind,
    model: row.model,
    action: row.action,
    summary: row.summary,
    state: row.state,
    status: row.status,
    createdAt: row.created_at,
    priceBasis: row.price_basis,
    estimated: row.credits_estimated,
    charged,
    refund: row.refund,
    net: row.net,
    inDoubt: row.in_doubt,
    // Only a charge the service stated can disagree with the estimate.
    imported: row.imported === 1,
    flagged:
      row.state === 'accepted' &&
      row.credits_deducted !== null &&
      row.credits_estimated !== null &&
      row.credits_deducted !== row.credits_estimated,
  };
}

const MAX_PAGE = 200;

export function createLedger(db: SqliteDatabase): Ledger {
  return {
    entries(profileId, page = {}) {
      const limit = Math.min(Math.max(page.limit ?? 100, 1), MAX_PAGE);
      const before =
        page.cursor === undefined ? Number.MAX_SAFE_INTEGER : decodeSeqCursor(page.cursor);
      const rows = db
        .prepare<[string, number, number], EntryRow>(
          `SELECT * FROM ${LEDGER} WHERE profile_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?`,
        )
        .all(profileId, before, limit + 1);
      const items = rows.slice(0, limit).map(entryOf);
      const last = items[items.length - 1];
      return { items, nextCursor: rows.length > limit && last ? encodeSeqCursor(last.seq) : null };
    },
    overall(profileId, range, ownOnly = false) {
      const where = `${range ? 'AND created_at >= ? AND created_at < ?' : ''} ${ownOnly ? 'AND NOT imported' : ''}`;
      const params = range ? [profileId, range.from, range.to] : [profileId];
      return db
        .prepare(`SELECT ${SUMS} FROM ${LEDGER} WHERE profile_id = ? ${where}`)
        .get(...params) as Sums;
    },
    byPeriod(profileId, period) {
      return db
        .prepare<[string], KeyedSums>(
          `SELECT ${PERIOD_KEY[period]} AS key, ${SUMS} FROM ${LEDGER} WHERE profile_id = ? GROUP BY key ORDER BY key`,
        )
        .all(profileId);
    },
    byColumn(profileId, column) {
      const filter = column === 'action' ? 'AND action IS NOT NULL' : '';
      return db
        .prepare<[string], KeyedSums>(
          `SELECT ${column} AS key, ${SUMS} FROM ${LEDGER} WHERE profile_id = ? ${filter} GROUP BY key ORDER BY net DESC, key`,
        )
        .all(profileId);
    },
    bySong(profileId) {
      return db
        .prepare<[{ profile: string }], KeyedSums & { label: string }>(
          `WITH RECURSIVE chain(id, root, depth) AS (
             SELECT id, id, 0 FROM submissions WHERE profile_id = @profile AND kind = 'music' AND ${PAID_STATES}
             UNION ALL
             SELECT chain.id, parent.id, chain.depth + 1 FROM chain
               JOIN submission_sources source ON source.submission_id = chain.root AND source.role = 'source' AND source.position = 0
               JOIN submissions parent ON parent.task_id = source.source_task_id AND parent.profile_id = @profile
             WHERE chain.depth < 64
           ),
           roots AS (SELECT id, root FROM chain c WHERE depth = (SELECT max(depth) FROM chain d WHERE d.id = c.id))
           SELECT roots.root AS key, root.summary AS label, ${SUMS}
           FROM roots JOIN ${LEDGER} ledger ON ledger.id = roots.id JOIN submissions root ON root.id = roots.root
           GROUP BY roots.root ORDER BY net DESC, key`,
        )
        .all({ profile: profileId });
    },
  };
}

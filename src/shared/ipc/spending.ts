/**
 * The `spending` domain: the spend ledger built from the journal (every paid submission with
 * its estimate, charge, refund and net), totals by period, kind, model, music action and song,
 * the running balance, the month's spend against the profile's budget, and a CSV export.
 * What counts as "net" is written once, in main/spending/ledger.ts.
 */
import { z } from 'zod';
import type { ModelKind } from '../service/models';
import type { UpperBound } from '../service/upperBound';
import type { SubmissionState } from './submissionStates';
import { event, method } from './define';

export const SPEND_PERIODS = ['day', 'week', 'month'] as const;
export type SpendPeriod = (typeof SPEND_PERIODS)[number];

export interface LedgerRow {
  id: string;
  createdAt: string;
  kind: ModelKind;
  model: string;
  action: string | null;
  /** Human name: the catalog's model name, or the music action's name. */
  name: string;
  summary: string;
  state: SubmissionState;
  status: string | null;
  estimated: number | null;
  /** Credits the service said it charged (null: not known, e.g. in doubt). */
  charged: number | null;
  refund: number;
  net: number;
  /** Sent, outcome unknown: the estimate may have been charged; not in `net`. */
  inDoubt: number;
  /** Charged differs from the estimate. */
  flagged: boolean;
  /** Brought in from a library archive made elsewhere: dated there, never counted in this device's budget. */
  imported: boolean;
  /** The catalog tier(s) that priced the estimate, as recorded at submit (null before it was kept). */
  priceBasis: string | null;
}

export interface SpendTotal {
  /** Grouping key: a period start (YYYY-MM-DD or YYYY-MM), a kind, model, action or song root id. */
  key: string;
  label: string;
  count: number;
  charged: number;
  refunds: number;
  net: number;
  inDoubt: number;
}

export interface MonthSpend {
  profileId: string;
  /** "November" (local time). */
  month: string;
  /** The same month as a local `YYYY-MM`: what the window shows, in the user's language. */
  monthKey: string;
  /** Net spend this month plus in-doubt estimates (the conservative figure budgets use); imported rows left out. */
  spent: number;
  soft: number | null;
  hard: number | null;
}

export interface SpendingView {
  profileId: string;
  creditToUsd: number | null;
  period: SpendPeriod;
  overall: SpendTotal;
  byPeriod: SpendTotal[];
  byKind: SpendTotal[];
  byModel: SpendTotal[];
  byAction: SpendTotal[];
  bySong: SpendTotal[];
  balances: { at: string; credits: number }[];
  month: MonthSpend;
}

export const spendingDomain = {
  methods: {
    /** Totals and balance history of the active profile, from the journal only (works offline). */
    summary: method(z.object({ period: z.enum(SPEND_PERIODS) })).returns<SpendingView>(),
    /** The ledger rows, newest first, one page at a time. */
    ledger: method(
      z
        .object({
          cursor: z.string().max(200).optional(),
          limit: z.number().int().min(1).max(200).optional(),
        })
        .optional(),
    ).returns<{ items: LedgerRow[]; nextCursor: string | null }>(),
    /** The header's figure: this month's spend and the budget lines. */
    month: method(z.undefined()).returns<MonthSpend>(),
    /** Every ledger row of the active profile as CSV, through the save dialog. */
    exportCsv: method(z.undefined()).returns<{ saved: boolean; paths: string[] }>(),
  },
  events: {
    /** The month's spend moved (a submit, a charge, a refund) or a budget changed. */
    month: event<MonthSpend>(),
  },
} as const;

/** A submit that would take the month's spend over a budget line (null: within budget). */
export interface BudgetCheck {
  line: 'soft' | 'hard';
  month: string;
  spent: number;
  /** Null when the price is unknown: under a hard line that refuses the job (see priceUnknown). */
  cost: number | null;
  after: number | null;
  limit: number;
  /**
   * Set when a hard line refuses a job because its price is unknown: why it is unknown, and the
   * most it can cost (the catalog's highest tier for the model), which the user may accept
   * when it fits under the line (`boundFits`).
   */
  priceUnknown?: { reason: string; upperBound: UpperBound | null; boundFits: boolean };
  /** "This job (30 credits) takes November's spend to 1,020 credits, over your 1,000 credits budget." */
  message: string;
}

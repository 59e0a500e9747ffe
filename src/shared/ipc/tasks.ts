/**
 * The `tasks` domain: preflight, paid submits through the journal, the live task list,
 * in-doubt handling. A submission is Atelier's record of one paid request; once accepted
 * it carries the service's task_id and status.
 */
import { z } from 'zod';
import type { SerializedError } from '../errors';
import type { CostEstimate } from '../service/estimate';
import type { ValidationIssue } from '../service/issues';
import type { ModelKind } from '../service/models';
import type { BudgetCheck } from './spending';
import type { UpperBound } from '../service/upperBound';
import { event, method } from './define';
import { bodySchema, targetSchema, type Target } from './targets';
import { BATCH_CAP } from '../batch/batchCap';

import { SUBMISSION_STATES, type SubmissionState } from './submissionStates';

export { SUBMISSION_STATES, type SubmissionState };

export interface TaskCounts {
  running: number;
  inDoubt: number;
  waitingForKey: number;
}

export interface SubmissionView {
  id: string;
  profileId: string;
  target: Target;
  kind: ModelKind;
  state: SubmissionState;
  /** The request as sent (never contains the key). */
  body: Record<string, unknown>;
  /** Short text for lists: prompt, style or title. */
  summary: string;
  taskId: string | null;
  /** The service's status (PENDING … SUCCEEDED/FAILED, or any unknown string it sends). */
  status: string | null;
  creditsEstimated: number | null;
  creditsDeducted: number | null;
  /** Credits returned by the service after a failure (the balance moved back). */
  refunded: boolean;
  error: SerializedError | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  downloads: { done: number; total: number; failed: number };
  /** Set on one of the N submissions of a "Variations ×N" submit: which one (1-based), of how many. */
  variation?: { index: number; count: number };
}

export interface SubmissionDetail extends SubmissionView {
  /** The whole last status result, as the service returned it. */
  statusResult: Record<string, unknown> | null;
  /** Source tasks this one was made from (music lineage). */
  sources: { taskId: string; audioIndex: number | null; role: string }[];
  assetIds: string[];
}

export interface PreflightResult {
  ok: boolean;
  issues: ValidationIssue[];
  /** What could not be checked locally (unknown or legacy source tasks): allowed, the service decides. */
  warnings: ValidationIssue[];
  /** The estimate of ONE request. */
  estimate: CostEstimate;
  /** How many copies are checked: 1, or 2–10 for "Variations ×N". */
  count: number;
  /** count × the estimate (null while unknown): what balanceAfter, shortfall and budget are about. */
  totalCredits: number | null;
  balance: number | null;
  balanceAfter: number | null;
  /** Set when the balance cannot cover a known estimate. */
  shortfall: number | null;
  /** The job crosses the monthly budget's soft line (warn, always confirm) or hard line (refused). */
  budget: BudgetCheck | null;
  /** While the price is unknown: the most it can cost in all (the catalog's highest tier), if that can be read. */
  upperBound: UpperBound | null;
  /** The budget was checked against `upperBound` because the user accepted paying at most that. */
  acceptedUpperBound: boolean;
  /**
   * A finished task already holds this result (reuse.ts): a submit is refused unless `buyAgain`.
   * In a group, such a part is left out of the total unless the group is bought again.
   */
  reusable: ReusableResult | null;
}

/** A finished task that already holds what a request would buy (same action on the same track). */
export interface ReusableResult {
  submissionId: string;
  taskId: string;
  action: string;
  finishedAt: string | null;
  /** The audio format it was made in ("WAV"), when it named one. */
  format: string | null;
}

/** Several requests confirmed together: the total's check, and each part's own. */
export interface GroupPreflightResult extends PreflightResult {
  parts: PreflightResult[];
}

const listInput = z
  .object({
    states: z.array(z.enum(SUBMISSION_STATES)).max(5).optional(),
    statuses: z.array(z.string().max(32)).max(10).optional(),
    kinds: z
      .array(z.enum(['image', 'video', 'music']))
      .max(3)
      .optional(),
    /** Contained in the prompt summary, model or action (ASCII case ignored), or the exact task id. */
    text: z.string().max(200).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.number().int().min(1).max(200).optional(),
  })
  .optional();

/** What a "Variations ×N" submit did: the submissions it sent, in order, and why it stopped early. */
export interface VariationsOutcome {
  variationGroup: string;
  requested: number;
  /** One per request sent (accepted, or in doubt); a refused one ends the run and is in `stopped`. */
  submissions: SubmissionView[];
  /** Why fewer than `requested` were sent: the others were never sent (and never retried). */
  stopped: SerializedError | null;
}

/** What a batch from a list did: its jobs sent in order, and where and why it stopped early. */
export interface BatchOutcome {
  /** The batch's id: its results stack together, as one submit's variations do. */
  batchGroup: string;
  requested: number;
  /** One per job sent (accepted, or in doubt); a refused job ends the run and is in `stopped`. */
  submissions: SubmissionView[];
  /** The job (1-based, in the batch's order) it stopped at, and why; the later ones were never sent. */
  stopped: { job: number; error: SerializedError } | null;
}

/** The most jobs one batch may hold (the list's cap, shared/batch). */
const batchJobs = <T extends z.ZodTypeAny>(item: T) => z.array(item).min(1).max(BATCH_CAP);

/** Any number: preflight names a count outside 2–10 as a `variations` issue rather than a bare type error. */
const variationCount = z.number().finite();

/**
 * The most (credits, in all) the user accepted paying for a job of unknown price under a hard
 * budget line (PreflightResult.upperBound); the budget checks it in place of the price.
 */
const acceptedBound = z.number().int().min(0).optional();

const byId = z.object({ id: z.string().min(1).max(64) });

export const tasksDomain = {
  methods: {
    /**
     * `reuseLinkChecks`: the form's estimate while the user types may take an input link's
     * answer from the last minute; a preflight before paying leaves it out and checks afresh.
     */
    preflight: method(
      z.object({
        target: targetSchema,
        body: bodySchema,
        count: variationCount.optional(),
        reuseLinkChecks: z.boolean().optional(),
        acceptUpperBound: acceptedBound,
      }),
    ).returns<PreflightResult>(),
    /**
     * Preflight of requests the user confirms together (at most 10): each checked alone, the
     * total against the balance and the monthly budget. Each is then its own `submit`.
     */
    preflightGroup: method(
      z.object({
        requests: z
          .array(z.object({ target: targetSchema, body: bodySchema }))
          .min(1)
          .max(10),
        acceptUpperBound: acceptedBound,
        buyAgain: z.boolean().optional(),
      }),
    ).returns<GroupPreflightResult>(),
    /**
     * Validates, checks sources and balance, journals, then POSTs once. `confirmedCredits`
     * is the estimate the user saw; a higher estimate now refuses the submit. A result the
     * journal already holds (PreflightResult.reusable) is refused unless `buyAgain`.
     */
    submit: method(
      z.object({
        target: targetSchema,
        body: bodySchema,
        confirmedCredits: z.number().int().min(0).nullable(),
        acceptUpperBound: acceptedBound,
        buyAgain: z.boolean().optional(),
      }),
    ).returns<SubmissionView>(),
    /**
     * "Variations ×N": one preflight for the total (N × estimate, against balance and budget),
     * then N journaled submits one after another, sharing a variation group. `confirmedCredits`
     * is the TOTAL the user confirmed. The first refused or in-doubt submit stops the run; nothing is resent.
     */
    submitVariations: method(
      z.object({
        target: targetSchema,
        body: bodySchema,
        count: variationCount,
        confirmedCredits: z.number().int().min(0).nullable(),
        acceptUpperBound: acceptedBound,
        buyAgain: z.boolean().optional(),
      }),
    ).returns<VariationsOutcome>(),
    /**
     * A batch from a list (at most BATCH_CAP jobs on one target): each job checked as `submit`
     * checks it, the total against the balance and the monthly budget. Never spends credits.
     */
    preflightBatch: method(
      z.object({ target: targetSchema, bodies: batchJobs(bodySchema) }),
    ).returns<GroupPreflightResult>(),
    /**
     * Sends a previewed batch: the total is checked again against `confirmedCredits` (the
     * total the user confirmed), then each job is one `submit` (journaled, its own money
     * checks), one after another. The first refused or in-doubt job stops it; nothing is resent.
     */
    submitBatch: method(
      z.object({
        target: targetSchema,
        jobs: batchJobs(
          z.object({ body: bodySchema, confirmedCredits: z.number().int().min(0).nullable() }),
        ),
        confirmedCredits: z.number().int().min(0).nullable(),
      }),
    ).returns<BatchOutcome>(),
    list: method(listInput).returns<{ items: SubmissionView[]; nextCursor: string | null }>(),
    get: method(byId).returns<SubmissionDetail>(),
    /** Looks an in-doubt submission up (status of known ids, balance movement). */
    reconcile: method(byId).returns<SubmissionView>(),
    dismiss: method(byId).returns<SubmissionView>(),
    /**
     * Explicit, user-confirmed resubmit of an in-doubt or rejected submission. `acceptUpperBound`:
     * its price is unknown under a hard budget line and the user accepted paying at most this.
     */
    resubmit: method(
      byId.extend({ acknowledgeDoubleBilling: z.literal(true), acceptUpperBound: acceptedBound }),
    ).returns<SubmissionView>(),
    /**
     * Counts for the header: running tasks, in-doubt submissions, and running tasks whose
     * profile has no API key now (polling them waits until one is entered).
     */
    counts: method(z.undefined()).returns<TaskCounts>(),
  },
  events: {
    changed: event<SubmissionView>(),
    download: event<{ submissionId: string; done: number; total: number; failed: number }>(),
    /** Polling paused by the service's retry_after or by going offline. */
    polling: event<{ state: 'running' | 'paused' | 'offline'; resumeAt: string | null }>(),
  },
} as const;

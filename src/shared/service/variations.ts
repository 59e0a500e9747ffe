/**
 * Owns the rules of "Variations ×N": the same request sent N times (2–10), each its own
 * journaled, paid task. The field is `variations`; 1 means a single submit. The total cost is
 * N × the estimate of one (unknown when that is unknown).
 */
import type { CostEstimate } from './estimate';
import { issue, type ValidationIssue } from './issues';

export const VARIATIONS_MIN = 2;
export const VARIATIONS_MAX = 10;

/** The field-named issue for a count outside 2–10 (1 = a single submit is always allowed). */
export function checkVariationCount(count: number): ValidationIssue | null {
  if (count === 1) return null;
  if (!Number.isInteger(count) || count < VARIATIONS_MIN || count > VARIATIONS_MAX) {
    return issue(
      'variations',
      `a whole number from ${VARIATIONS_MIN} to ${VARIATIONS_MAX} (got ${count})`,
      {
        key: 'generate.crossRule.variations',
        values: { min: VARIATIONS_MIN, max: VARIATIONS_MAX, value: count },
      },
    );
  }
  return null;
}

/** What N copies cost together; null while the price of one is unknown. */
export function totalCredits(estimate: CostEstimate, count: number): number | null {
  return estimate.kind === 'known' ? estimate.credits * count : null;
}

/**
 * Preflight of several paid requests confirmed together (the song page's DAW pack): each is
 * checked as preflight.ts checks one, then the TOTAL is what the balance and the monthly
 * budget are compared with, so three jobs that each fit cannot together overdraw or cross
 * the hard line. Submitting stays one journaled task per request (never retried as a group).
 */
import type { GroupPreflightResult, PreflightResult } from '../../shared/ipc/tasks';
import type { Target } from '../../shared/ipc/targets';
import type { CostEstimate } from '../../shared/service';
import type { UpperBound } from '../../shared/service/upperBound';
import { preflight, type PreflightPorts } from './preflight';

/** Known only when every part is known; the breakdown lists each part's. */
export function totalEstimate(parts: readonly CostEstimate[]): CostEstimate {
  let credits = 0;
  const breakdown: string[] = [];
  for (const part of parts) {
    if (part.kind === 'unknown') return part;
    credits += part.credits;
    breakdown.push(...part.breakdown);
  }
  return { kind: 'known', credits, breakdown };
}

/** The most the group can cost: known parts at their price, unknown ones at their bound (null if one has none). */
function groupBound(parts: readonly PreflightResult[]): UpperBound | null {
  let credits = 0;
  const basis: string[] = [];
  for (const part of parts) {
    if (part.estimate.kind === 'known') credits += part.estimate.credits;
    else if (part.upperBound) {
      credits += part.upperBound.credits;
      basis.push(part.upperBound.basis);
    } else return null;
  }
  return { credits, basis: basis.join('; ') };
}

/**
 * A part whose result a finished task already holds (`reusable`) is free and left out of the
 * total, the balance and the budget, unless `buyAgain` (the user's explicit "Buy again anyway").
 */
export async function preflightGroup(
  ports: PreflightPorts,
  requests: readonly { target: Target; body: Record<string, unknown> }[],
  acceptUpperBound?: number,
  buyAgain = false,
): Promise<GroupPreflightResult> {
  const { budget: budgetOf, ...each } = ports;
  // One at a time: the balance is read once per part, and the last read is the freshest.
  const parts: PreflightResult[] = [];
  for (const request of requests) parts.push(await preflight(each, request.target, request.body));
  const bought = buyAgain ? parts : parts.filter((part) => part.reusable === null);
  const estimate = totalEstimate(bought.map((part) => part.estimate));
  const known = estimate.kind === 'known' ? estimate.credits : null;
  const balance = parts.at(-1)?.balance ?? null;
  const balanceAfter = known !== null && balance !== null ? balance - known : null;
  const shortfall = balanceAfter !== null && balanceAfter < 0 ? -balanceAfter : null;
  const upperBound = known === null ? groupBound(bought) : null;
  const accepted =
    upperBound !== null && acceptUpperBound !== undefined && upperBound.credits <= acceptUpperBound;
  const reason = estimate.kind === 'unknown' ? estimate.reason : '';
  const budget =
    bought.length === 0
      ? null
      : (budgetOf?.(
          accepted ? upperBound.credits : known,
          bought.length,
          known === null ? { reason, upperBound } : undefined,
        ) ?? null);
  const issues = parts.flatMap((part) => part.issues);
  const warnings = parts.flatMap((part) => part.warnings);
  const ok = issues.length === 0 && shortfall === null && budget?.line !== 'hard';
  // The group's estimate is already its total: one of it (count 1), unlike N variations of one request.
  return {
    ok,
    issues,
    warnings,
    estimate,
    count: 1,
    totalCredits: known,
    balance,
    balanceAfter,
    shortfall,
    budget,
    upperBound,
    acceptedUpperBound: accepted,
    reusable: null,
    parts,
  };
}

// Owns when a paid submit asks "are you sure?" first: the `confirmAboveCredits` preference.
// 0 (the default) confirms every paid job; an unknown price always asks.
import type { CostEstimate } from '../../shared/service';

export function needsConfirmation(estimate: CostEstimate, confirmAboveCredits: number): boolean {
  if (confirmAboveCredits <= 0 || estimate.kind === 'unknown') return true;
  return estimate.credits > confirmAboveCredits;
}

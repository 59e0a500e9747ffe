// Owns when a submit asks "are you sure?" first. On the Sandbox profile (free test credits)
// jobs go straight through unless the `confirmOnSandbox` preference is on. Elsewhere the
// `confirmAboveCredits` preference decides: 0 (the default) confirms every paid job, and an
// unknown price always asks. An unknown profile (not loaded yet) counts as Live. A job that
// crosses the month's soft budget line always asks, on every profile, so its warning is seen.
// Several paid jobs under one confirm ("Variations ×N", count 2–10; a DAW pack's three jobs)
// always ask once, on every profile, stating the total: the threshold applies to that total.
import type { ProfileKind } from '../../shared/ipc/account';
import type { Preferences } from '../../shared/ipc/settings';
import type { BudgetCheck } from '../../shared/ipc/spending';
import type { CostEstimate } from '../../shared/service';

export type ConfirmPreferences = Pick<Preferences, 'confirmAboveCredits' | 'confirmOnSandbox'>;

/** False when no job can ask first (the Sandbox, unless asked to): the button then says "Submit". */
export function mayConfirm(preferences: ConfirmPreferences, profile: ProfileKind | null): boolean {
  return profile !== 'sandbox' || preferences.confirmOnSandbox;
}

export function needsConfirmation(
  estimate: CostEstimate,
  preferences: ConfirmPreferences,
  profile: ProfileKind | null,
  budget: BudgetCheck | null = null,
  count = 1,
): boolean {
  if (budget?.line === 'soft' || count > 1) return true;
  if (!mayConfirm(preferences, profile)) return false;
  const { confirmAboveCredits } = preferences;
  if (confirmAboveCredits <= 0 || estimate.kind === 'unknown') return true;
  return estimate.credits > confirmAboveCredits;
}

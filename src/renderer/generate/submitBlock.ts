/**
 * Owns why the Submit button is disabled before anything is asked: the monthly budget's hard
 * line refuses this job (its price would cross it, or its price is unknown and no upper bound
 * was accepted). Said next to the button in the user's words; main refuses the same submit.
 */
import type { PreflightResult } from '../../shared/ipc/tasks';

export function submitBlockedReason(result: PreflightResult | null): string | null {
  const budget = result?.budget;
  if (budget?.line !== 'hard') return null;
  if (budget.priceUnknown?.boundFits)
    return 'Not sent: the price is not known and a hard budget limit is set. Accept the upper bound in the Cost panel, or fill in what the price depends on.';
  return `Not sent: ${budget.message}`;
}

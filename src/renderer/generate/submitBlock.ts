/**
 * Owns why the Submit button is disabled before anything is asked: the monthly budget's hard
 * line refuses this job (its price would cross it, or its price is unknown and no upper bound
 * was accepted). Said next to the button in the user's words; main refuses the same submit.
 */
import { t } from '../../shared/i18n/activeLanguage';
import type { PreflightResult } from '../../shared/ipc/tasks';

export function submitBlockedReason(result: PreflightResult | null): string | null {
  const budget = result?.budget;
  if (budget?.line !== 'hard') return null;
  if (budget.priceUnknown?.boundFits) return t('generate.notSent.unknownPrice');
  // budget.message is main's sentence, already in the user's language (budget.ts).
  return t('generate.notSent.reason', { reason: budget.message });
}

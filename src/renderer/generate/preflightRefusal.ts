/**
 * Owns why a fresh preflight lets nothing be sent: issues found before sending, a known
 * shortfall, or the month's hard budget line; as the error the page shows (main would refuse
 * the same submit: tasksService). Generate, a song action and a DAW pack share it.
 */
import { t } from '../../shared/i18n/activeLanguage';
import type { SerializedError } from '../../shared/errors';
import type { PreflightResult } from '../../shared/ipc/tasks';
import { sayIssue } from './ruleWords';

/** Null when the submit may go on; `what` names it in the shortfall message (a DAW pack or one request). */
export function preflightRefusal(
  fresh: PreflightResult,
  what: 'request' | 'dawPack' = 'request',
): SerializedError | null {
  if (fresh.issues.length > 0) {
    // details.issues marks a refusal found before sending, as main's refusal does.
    return {
      code: 'invalid_input',
      message: fresh.issues.map((found) => sayIssue(found)).join('; '),
      details: { issues: fresh.issues },
    };
  }
  if (fresh.shortfall !== null) {
    return {
      code: 'insufficient_credits',
      message: t('generate.notSent.shortfall', { what }),
      details: { shortfall: fresh.shortfall, estimate: fresh.totalCredits, balance: fresh.balance },
    };
  }
  if (fresh.budget?.line === 'hard')
    return { code: 'over_budget', message: fresh.budget.message, details: { ...fresh.budget } };
  return null;
}

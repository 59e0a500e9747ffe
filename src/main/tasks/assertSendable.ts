/**
 * Owns the refusal of what must not be sent, after a preflight: invalid input, a price above
 * what the user confirmed, the monthly budget's hard line, a known shortfall. Used by every
 * paid path (submit, variations, resubmit, a batch's total) so the money rules are written once.
 */
import { AtelierError } from '../../shared/errors';
import { formatCredits } from '../../shared/format/credits';
import { t } from '../../shared/i18n/activeLanguage';
import type { PreflightResult } from '../../shared/ipc/tasks';

/**
 * Refuses what must not be sent: invalid input, a price above what was confirmed, a known
 * shortfall. Prices compared are the total (count × one); returns the estimate of one.
 */
export function assertSendable(
  result: PreflightResult,
  confirmedCredits: number | null,
): number | null {
  const first = result.issues[0];
  if (first)
    throw new AtelierError('invalid_input', first.message, {
      field: first.field,
      details: { issues: result.issues },
    });
  const credits = result.totalCredits;
  if (credits !== null && confirmedCredits !== null && credits > confirmedCredits) {
    throw new AtelierError(
      'conflict',
      t('mainWords.tasks.priceChanged', {
        credits: formatCredits(credits),
        confirmed: formatCredits(confirmedCredits),
      }),
      {
        details: { estimate: credits, confirmedCredits },
      },
    );
  }
  if (result.budget?.line === 'hard') {
    const { budget } = result;
    throw new AtelierError('over_budget', budget.message, {
      details: {
        estimate: budget.cost,
        spent: budget.spent,
        after: budget.after,
        limit: budget.limit,
        month: budget.month,
        priceUnknown: budget.priceUnknown ?? null,
      },
    });
  }
  if (result.shortfall !== null) {
    throw new AtelierError(
      'insufficient_credits',
      // A shortfall is only found for a known price and balance.
      t('mainWords.tasks.insufficient', {
        credits: formatCredits(credits ?? 0),
        balance: formatCredits(result.balance ?? 0),
      }),
      {
        details: { shortfall: result.shortfall, estimate: credits, balance: result.balance },
      },
    );
  }
  return result.estimate.kind === 'known' ? result.estimate.credits : null;
}

/**
 * Owns the monthly budget decision: would this job take the month's spend over the profile's
 * soft line (warn, and always ask first) or hard line (refuse before anything is sent)? The
 * month is the local calendar month; the spend is ledger.ts's net plus in-doubt estimates.
 * An unknown price never counts as 0: with a hard line set, a job whose price is unknown is
 * refused, naming the most it can cost (upperBound.ts); the caller may then check that bound
 * instead, once the user has accepted it. Without a hard line an unknown price is let through.
 */
import { formatCredits } from '../../shared/format/credits';
import type { Budget } from '../../shared/ipc/settings';
import type { BudgetCheck } from '../../shared/ipc/spending';
import type { UpperBound } from '../../shared/service/upperBound';

/** Why a price is unknown, and the most it can cost (null when even that cannot be read). */
export interface UnknownPrice {
  reason: string;
  upperBound: UpperBound | null;
}

/**
 * The local calendar month holding `now`: its bounds (epoch ms), its name ("November", for
 * main's messages) and its local `YYYY-MM` key, which the window writes in the user's language.
 */
export function monthOf(now: number): { from: number; to: number; name: string; key: string } {
  const date = new Date(now);
  const from = new Date(date.getFullYear(), date.getMonth(), 1).getTime();
  const to = new Date(date.getFullYear(), date.getMonth() + 1, 1).getTime();
  const key = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
  return { from, to, name: date.toLocaleString('en-US', { month: 'long' }), key };
}

/** `jobs`: how many paid jobs `cost` is for (Variations ×N, a DAW pack), so the message names them. */
export function checkBudget(input: {
  month: string;
  spent: number;
  cost: number | null;
  budget: Budget;
  jobs?: number;
  unknownPrice?: UnknownPrice;
}): BudgetCheck | null {
  const { soft, hard } = input.budget;
  const jobs = input.jobs ?? 1;
  if (input.cost === null)
    return hard === null
      ? null
      : refuseUnknown(input.month, input.spent, hard, jobs, input.unknownPrice);
  const cost = input.cost;
  const after = input.spent + cost;
  const job =
    jobs > 1
      ? `These ${jobs} jobs (${formatCredits(cost)} in all)`
      : `This job (${formatCredits(cost)})`;
  const month = `${input.month}'s spend`;
  if (hard !== null && after > hard) {
    return {
      line: 'hard',
      month: input.month,
      spent: input.spent,
      cost,
      after,
      limit: hard,
      message: `${job} would take ${month} to ${formatCredits(after)}, over your hard limit of ${formatCredits(hard)}.`,
    };
  }
  if (soft !== null && after > soft) {
    return {
      line: 'soft',
      month: input.month,
      spent: input.spent,
      cost,
      after,
      limit: soft,
      message: `${job} takes ${month} to ${formatCredits(after)}, over your ${formatCredits(soft)} budget.`,
    };
  }
  return null;
}

/** The hard line's answer to a job of unknown price: refused, with the bound the user may accept. */
function refuseUnknown(
  month: string,
  spent: number,
  hard: number,
  jobs: number,
  unknown: UnknownPrice | undefined,
): BudgetCheck {
  const upperBound = unknown?.upperBound ?? null;
  const boundFits = upperBound !== null && spent + upperBound.credits <= hard;
  const what = jobs > 1 ? `The price of these ${jobs} jobs` : 'The price of this job';
  const why = unknown ? ` (${unknown.reason})` : '';
  const line = `your hard limit of ${formatCredits(hard)} (${formatCredits(spent)} spent in ${month})`;
  const next =
    upperBound === null
      ? 'Fill in what the price depends on, or raise the limit in Settings.'
      : boundFits
        ? `Fill in what the price depends on, or accept paying at most ${formatCredits(upperBound.credits)} (${upperBound.basis}).`
        : `Even its most possible price, ${formatCredits(upperBound.credits)} (${upperBound.basis}), would cross it. Fill in what the price depends on, or raise the limit in Settings.`;
  return {
    line: 'hard',
    month,
    spent,
    cost: null,
    after: null,
    limit: hard,
    message: `${what} is not known${why}, so it cannot be checked against ${line}. ${next}`,
    priceUnknown: { reason: unknown?.reason ?? 'no estimate', upperBound, boundFits },
  };
}

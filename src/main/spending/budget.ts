/**
 * Owns the monthly budget decision: would this job take the month's spend over the profile's
 * soft line (warn, and always ask first) or hard line (refuse before anything is sent)? The
 * month is the local calendar month; the spend is ledger.ts's net plus in-doubt estimates.
 * An unknown price counts as 0: a month already over the hard line refuses every job.
 */
import { formatCredits } from '../../shared/format/credits';
import type { Budget } from '../../shared/ipc/settings';
import type { BudgetCheck } from '../../shared/ipc/spending';

/** The local calendar month holding `now`: its bounds (epoch ms) and its name ("November"). */
export function monthOf(now: number): { from: number; to: number; name: string } {
  const date = new Date(now);
  const from = new Date(date.getFullYear(), date.getMonth(), 1).getTime();
  const to = new Date(date.getFullYear(), date.getMonth() + 1, 1).getTime();
  return { from, to, name: date.toLocaleString('en-US', { month: 'long' }) };
}

/** `jobs`: how many paid jobs `cost` is for (Variations ×N, a DAW pack), so the message names them. */
export function checkBudget(input: { month: string; spent: number; cost: number | null; budget: Budget; jobs?: number }): BudgetCheck | null {
  const cost = input.cost ?? 0;
  const after = input.spent + cost;
  const { soft, hard } = input.budget;
  const jobs = input.jobs ?? 1;
  const job = jobs > 1 ? `These ${jobs} jobs (${formatCredits(cost)} in all)` : `This job (${formatCredits(cost)})`;
  const month = `${input.month}'s spend`;
  if (hard !== null && after > hard) {
    return {
      line: 'hard', month: input.month, spent: input.spent, cost, after, limit: hard,
      message: `${job} would take ${month} to ${formatCredits(after)}, over your hard limit of ${formatCredits(hard)}.`,
    };
  }
  if (soft !== null && after > soft) {
    return {
      line: 'soft', month: input.month, spent: input.spent, cost, after, limit: soft,
      message: `${job} takes ${month} to ${formatCredits(after)}, over your ${formatCredits(soft)} budget.`,
    };
  }
  return null;
}

/**
 * Owns the monthly budget decision: would this job take the month's spend over the profile's
 * soft line (warn, and always ask first) or hard line (refuse before anything is sent)? The
 * month is the local calendar month; the spend is ledger.ts's net plus in-doubt estimates.
 * An unknown price never counts as 0: with a hard line set, a job whose price is unknown is
 * refused, naming the most it can cost (upperBound.ts); the caller may then check that bound
 * instead, once the user has accepted it. Without a hard line an unknown price is let through.
 */
import { formatCredits } from '../../shared/format/credits';
import { activeLocale, t } from '../../shared/i18n/activeLanguage';
import { intlLocaleOf } from '../../shared/i18n/locales';
import type { Budget } from '../../shared/ipc/settings';
import type { BudgetCheck } from '../../shared/ipc/spending';
import type { UpperBound } from '../../shared/service/upperBound';

/** Why a price is unknown, and the most it can cost (null when even that cannot be read). */
export interface UnknownPrice {
  reason: string;
  upperBound: UpperBound | null;
}

// One formatter per language: making one costs ICU far more than using it, and the month is
// asked for on every spending read (a third of a second of the web preview's CPU in a profile).
const monthFormats = new Map<string, Intl.DateTimeFormat>();
function monthNames(locale: string): Intl.DateTimeFormat {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long' });
    monthFormats.set(locale, format);
  }
  return format;
}

/**
 * The local calendar month holding `now`: its bounds (epoch ms), its name in main's language
 * ("November", "11月", for main's messages) and its local `YYYY-MM` key, which the window writes
 * in the user's language.
 */
export function monthOf(now: number): { from: number; to: number; name: string; key: string } {
  const date = new Date(now);
  const from = new Date(date.getFullYear(), date.getMonth(), 1).getTime();
  const to = new Date(date.getFullYear(), date.getMonth() + 1, 1).getTime();
  const name = monthNames(intlLocaleOf(activeLocale())).format(date);
  const key = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
  return { from, to, name, key };
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
  // The sentences are main's language (the renderer shows them as they come).
  const words = (limit: number) => ({
    jobs,
    cost: formatCredits(cost),
    month: input.month,
    after: formatCredits(after),
    limit: formatCredits(limit),
  });
  if (hard !== null && after > hard) {
    return {
      line: 'hard',
      month: input.month,
      spent: input.spent,
      cost,
      after,
      limit: hard,
      message: t('mainWords.budget.overHard', words(hard)),
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
      message: t('mainWords.budget.overSoft', words(soft)),
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
  // Why the price is unknown is said by the cost panel beside it (in the form's words); here, what it means for the limit.
  const refused = t('mainWords.budget.unknown', {
    jobs,
    limit: formatCredits(hard),
    spent: formatCredits(spent),
    month,
  });
  const bound = upperBound && { bound: formatCredits(upperBound.credits), basis: upperBound.basis };
  const next =
    bound === null
      ? t('mainWords.budget.nextRaise')
      : boundFits
        ? t('mainWords.budget.nextAccept', bound)
        : t('mainWords.budget.nextOver', bound);
  return {
    line: 'hard',
    month,
    spent,
    cost: null,
    after: null,
    limit: hard,
    message: `${refused} ${next}`,
    priceUnknown: { reason: unknown?.reason ?? 'no estimate', upperBound, boundFits },
  };
}

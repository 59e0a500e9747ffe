/**
 * Owns the one rule for a job whose price is unknown under a hard budget line, on every path
 * that pays (Generate and its variations, a song action, the DAW pack, a resubmit): main
 * refuses it (budget.ts), naming the most it can cost (the catalog's highest tier for the
 * model, upperBound.ts); the user may accept paying at most that, and only then is it sent,
 * carrying the accepted bound, which main checks against the budget again.
 */
import { t } from '../../shared/i18n/activeLanguage';
import type { SerializedError } from '../../shared/errors';
import type { PreflightResult } from '../../shared/ipc/tasks';
import type { UpperBound } from '../../shared/service/upperBound';

/** The bound the user may accept now: the hard line refused only because the price is unknown, and the bound fits under it. */
export function upperBoundOffer(fresh: PreflightResult): UpperBound | null {
  if (fresh.issues.length > 0 || fresh.shortfall !== null || fresh.acceptedUpperBound) return null;
  const unknown = fresh.budget?.line === 'hard' ? fresh.budget.priceUnknown : undefined;
  return unknown?.boundFits && fresh.upperBound ? fresh.upperBound : null;
}

/** The same offer read from a refusal main sent (a resubmit: over_budget with details.priceUnknown). */
export function upperBoundOfferOfError(error: unknown): UpperBound | null {
  const serialized = error as Partial<SerializedError> | null;
  if (serialized?.code !== 'over_budget') return null;
  const unknown = serialized.details?.['priceUnknown'] as
    { upperBound?: UpperBound | null; boundFits?: boolean } | null | undefined;
  return unknown?.boundFits && unknown.upperBound ? unknown.upperBound : null;
}

/** What a submit carries once the bound was accepted (main checks the budget against it). */
export function acceptedBoundArgument(checked: PreflightResult): { acceptUpperBound?: number } {
  return checked.acceptedUpperBound && checked.upperBound
    ? { acceptUpperBound: checked.upperBound.credits }
    : {};
}

/** The confirm's words for an offer: what is accepted, and why it is the most. */
export const offerWords = (bound: UpperBound, credits: (value: number) => string): string =>
  t('generate.confirm.offer', { credits: credits(bound.credits), basis: bound.basis });

import { describe, expect, it } from 'vitest';
import type { PreflightResult } from '../../shared/ipc/tasks';
import { acceptedBoundArgument, upperBoundOffer, upperBoundOfferOfError } from './upperBoundOffer';

const bound = {
  credits: 400,
  basis: "Tune's highest tier, create-model: 200 credits × 2 (max mode)",
};
const refusedUnknown = (boundFits: boolean): PreflightResult => ({
  ok: false,
  issues: [],
  warnings: [],
  estimate: { kind: 'unknown', reason: "the catalog has no tier for music action 'stems-all'" },
  count: 1,
  totalCredits: null,
  balance: 5000,
  balanceAfter: null,
  shortfall: null,
  upperBound: bound,
  acceptedUpperBound: false,
  reusable: null,
  budget: {
    line: 'hard',
    month: 'May',
    spent: 100,
    cost: null,
    after: null,
    limit: 1000,
    message: 'not known',
    priceUnknown: { reason: 'x', upperBound: bound, boundFits },
  },
});

describe('the upper bound offered for an unknown price under a hard line', () => {
  it('is offered only when the hard line refused the unknown price alone and the bound fits', () => {
    expect(upperBoundOffer(refusedUnknown(true))).toEqual(bound);
    expect(upperBoundOffer(refusedUnknown(false))).toBeNull();
    expect(
      upperBoundOffer({
        ...refusedUnknown(true),
        issues: [{ field: 'prompt', message: 'prompt: required' }],
      }),
    ).toBeNull();
    expect(upperBoundOffer({ ...refusedUnknown(true), shortfall: 10 })).toBeNull();
    // Once accepted, main's answer has no hard refusal left, and nothing more is offered.
    expect(
      upperBoundOffer({
        ...refusedUnknown(true),
        ok: true,
        budget: null,
        acceptedUpperBound: true,
      }),
    ).toBeNull();
  });

  it('reads the same offer from main refusing a resubmit, and a submit carries only an accepted bound', () => {
    const refusal = {
      code: 'over_budget',
      message: 'not known',
      details: { priceUnknown: { reason: 'x', upperBound: bound, boundFits: true } },
    };
    expect(upperBoundOfferOfError(refusal)).toEqual(bound);
    expect(
      upperBoundOfferOfError({
        ...refusal,
        details: { priceUnknown: { reason: 'x', upperBound: bound, boundFits: false } },
      }),
    ).toBeNull();
    expect(
      upperBoundOfferOfError({
        code: 'over_budget',
        message: 'over',
        details: { priceUnknown: null },
      }),
    ).toBeNull();
    expect(upperBoundOfferOfError(new Error('boom'))).toBeNull();
    expect(acceptedBoundArgument(refusedUnknown(true))).toEqual({});
    expect(
      acceptedBoundArgument({
        ...refusedUnknown(true),
        ok: true,
        budget: null,
        acceptedUpperBound: true,
      }),
    ).toEqual({ acceptUpperBound: 400 });
  });
});

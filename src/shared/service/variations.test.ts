import { describe, expect, it } from 'vitest';
import { checkVariationCount, totalCredits } from './variations';

describe('variations ×N', () => {
  it('allows 1 (a single submit) and 2–10, and names the field and the rule otherwise', () => {
    for (const count of [1, 2, 10]) expect(checkVariationCount(count)).toBeNull();
    for (const count of [0, 11, -3, 2.5, Number.NaN]) {
      expect(checkVariationCount(count)).toEqual({
        field: 'variations',
        message: `variations: a whole number from 2 to 10 (got ${count})`,
        said: {
          key: 'generate.crossRule.variations',
          values: { min: 2, max: 10, value: count },
        },
      });
    }
  });

  it('totals N × the estimate of one, unknown when that is unknown', () => {
    expect(totalCredits({ kind: 'known', credits: 12, breakdown: [] }, 3)).toBe(36);
    expect(totalCredits({ kind: 'unknown', reason: 'no tier' }, 3)).toBeNull();
  });
});

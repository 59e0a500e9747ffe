import { describe, expect, it } from 'vitest';
import { dollarsPerCredit } from './creditValue';

describe('what a credit is worth in dollars', () => {
  it('is the catalog rate for a Live account, and nothing for the Sandbox', () => {
    expect(dollarsPerCredit('live', { credit_to_usd: 0.005 })).toBe(0.005);
    expect(dollarsPerCredit('sandbox', { credit_to_usd: 0.005 })).toBeNull();
    expect(dollarsPerCredit('live', null)).toBeNull();
    expect(dollarsPerCredit('live', { credit_to_usd: Number.NaN })).toBeNull();
  });
});

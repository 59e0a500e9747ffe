import { describe, expect, it } from 'vitest';
import { needsConfirmation } from './confirmPolicy';

const known = (credits: number) => ({ kind: 'known' as const, credits, breakdown: [] });

describe('needsConfirmation', () => {
  it('confirms every paid job by default (threshold 0)', () => {
    expect(needsConfirmation(known(1), 0)).toBe(true);
  });
  it('skips the step only at or under the threshold', () => {
    expect(needsConfirmation(known(24), 30)).toBe(false);
    expect(needsConfirmation(known(30), 30)).toBe(false);
    expect(needsConfirmation(known(31), 30)).toBe(true);
  });
  it('always asks when the price is unknown', () => {
    expect(needsConfirmation({ kind: 'unknown', reason: 'no tier' }, 1000)).toBe(true);
  });
});

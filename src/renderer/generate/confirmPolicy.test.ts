import { describe, expect, it } from 'vitest';
import { mayConfirm, needsConfirmation } from './confirmPolicy';

const known = (credits: number) => ({ kind: 'known' as const, credits, breakdown: [] });
const unknown = { kind: 'unknown' as const, reason: 'no tier' };
const live = (confirmAboveCredits: number) => ({ confirmAboveCredits, confirmOnSandbox: false });

describe('needsConfirmation', () => {
  it('always asks once for Variations ×N, on the Sandbox and under the threshold too', () => {
    expect(needsConfirmation(known(30), live(0), 'sandbox', null, 3)).toBe(true);
    expect(needsConfirmation(known(30), live(1000), 'live', null, 2)).toBe(true);
    expect(needsConfirmation(known(30), live(0), 'sandbox', null, 1)).toBe(false);
  });
  it('always asks when the job crosses the soft budget line, even on the Sandbox and under the threshold', () => {
    const soft = {
      line: 'soft' as const,
      month: 'May',
      spent: 990,
      cost: 30,
      after: 1020,
      limit: 1000,
      message: 'over',
    };
    expect(
      needsConfirmation(known(30), { confirmAboveCredits: 0, confirmOnSandbox: false }, 'sandbox'),
    ).toBe(false);
    expect(
      needsConfirmation(
        known(30),
        { confirmAboveCredits: 0, confirmOnSandbox: false },
        'sandbox',
        soft,
      ),
    ).toBe(true);
    expect(needsConfirmation(known(30), live(100), 'live', soft)).toBe(true);
  });
  it('confirms every paid Live job by default (threshold 0)', () => {
    expect(needsConfirmation(known(1), live(0), 'live')).toBe(true);
  });
  it('skips the step on Live only at or under the threshold', () => {
    expect(needsConfirmation(known(24), live(30), 'live')).toBe(false);
    expect(needsConfirmation(known(30), live(30), 'live')).toBe(false);
    expect(needsConfirmation(known(31), live(30), 'live')).toBe(true);
  });
  it('always asks on Live when the price is unknown', () => {
    expect(needsConfirmation(unknown, live(1000), 'live')).toBe(true);
  });
  it('submits Sandbox jobs without the step by default, whatever their price', () => {
    expect(needsConfirmation(known(5000), live(0), 'sandbox')).toBe(false);
    expect(needsConfirmation(unknown, live(0), 'sandbox')).toBe(false);
  });
  it('asks on the Sandbox too when the preference says so, by the same threshold', () => {
    const asking = { confirmAboveCredits: 30, confirmOnSandbox: true };
    expect(needsConfirmation(known(24), asking, 'sandbox')).toBe(false);
    expect(needsConfirmation(known(31), asking, 'sandbox')).toBe(true);
  });
  it('treats a profile not known yet as Live', () => {
    expect(needsConfirmation(known(24), live(0), null)).toBe(true);
  });
  it('says whether any job may ask first (the submit button’s words follow it)', () => {
    expect(mayConfirm(live(0), 'sandbox')).toBe(false);
    expect(mayConfirm({ confirmAboveCredits: 0, confirmOnSandbox: true }, 'sandbox')).toBe(true);
    expect(mayConfirm(live(100), 'live')).toBe(true);
  });
});

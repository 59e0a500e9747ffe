import { describe, expect, it } from 'vitest';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import type { Locale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import type { PreflightResult } from '../../shared/ipc/tasks';
import { preflightRefusal } from './preflightRefusal';

function speak(locale: Locale): void {
  setActiveTranslator(createTranslator(locale, CATALOGS[locale], { fallback: CATALOGS.en }));
}

const fresh = (overrides: Partial<PreflightResult>): PreflightResult => ({
  ok: true,
  issues: [],
  warnings: [],
  estimate: { kind: 'known', credits: 30, breakdown: [] },
  count: 1,
  totalCredits: 30,
  balance: 100,
  balanceAfter: 70,
  shortfall: null,
  budget: null,
  upperBound: null,
  acceptedUpperBound: false,
  reusable: null,
  ...overrides,
});

describe('preflightRefusal', () => {
  it('lets a clean preflight go on', () => {
    expect(preflightRefusal(fresh({}))).toBeNull();
  });

  it('refuses, in this order: issues found before sending, a shortfall naming what it is for, the hard budget line', () => {
    const issues = [{ field: 'prompt', message: 'prompt: required' }];
    expect(preflightRefusal(fresh({ issues, shortfall: 5 }))).toEqual({
      code: 'invalid_input',
      message: 'prompt: required',
      details: { issues },
    });
    expect(preflightRefusal(fresh({ shortfall: 5, balance: 25 }), 'dawPack')).toEqual({
      code: 'insufficient_credits',
      message: 'The balance does not cover the DAW pack.',
      details: { shortfall: 5, estimate: 30, balance: 25 },
    });
    const budget = {
      line: 'hard' as const,
      month: 'May',
      spent: 990,
      cost: 30,
      after: 1020,
      limit: 1000,
      message: 'over your hard limit',
    };
    expect(preflightRefusal(fresh({ budget }))).toEqual({
      code: 'over_budget',
      message: 'over your hard limit',
      details: budget,
    });
  });

  it("names the shortfall in the user's language", () => {
    try {
      speak('de');
      expect(preflightRefusal(fresh({ shortfall: 5 }), 'dawPack')?.message).toBe(
        'Das Guthaben reicht nicht für das DAW-Paket.',
      );
      speak('ja');
      expect(preflightRefusal(fresh({ shortfall: 5 }))?.message).not.toMatch(/balance|request/);
    } finally {
      speak('en');
    }
  });
});

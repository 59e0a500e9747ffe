import { describe, expect, it } from 'vitest';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import type { Locale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import type { PreflightResult } from '../../shared/ipc/tasks';
import { submitBlockedReason } from './submitBlock';

function speak(locale: Locale): void {
  setActiveTranslator(createTranslator(locale, CATALOGS[locale], { fallback: CATALOGS.en }));
}

const result = (budget: PreflightResult['budget']): PreflightResult => ({
  ok: budget?.line !== 'hard',
  issues: [],
  warnings: [],
  estimate: { kind: 'unknown', reason: 'set resolution' },
  count: 1,
  totalCredits: null,
  balance: 100,
  balanceAfter: null,
  shortfall: null,
  budget,
  upperBound: null,
  acceptedUpperBound: false,
  reusable: null,
});

describe('submitBlockedReason', () => {
  it('says nothing within budget or over the soft line only', () => {
    expect(submitBlockedReason(null)).toBeNull();
    expect(submitBlockedReason(result(null))).toBeNull();
    expect(
      submitBlockedReason(
        result({
          line: 'soft',
          month: 'May',
          spent: 1,
          cost: 2,
          after: 3,
          limit: 2,
          message: 'soft',
        }),
      ),
    ).toBeNull();
  });

  it('names the hard line, and points to the upper bound when accepting it would let the job through', () => {
    const over = {
      line: 'hard' as const,
      month: 'May',
      spent: 48,
      cost: 30,
      after: 78,
      limit: 54,
      message:
        "This job (30 credits) would take May's spend to 78 credits, over your hard limit of 54 credits.",
    };
    expect(submitBlockedReason(result(over))).toBe(`Not sent: ${over.message}`);
    const unknown = {
      ...over,
      cost: null,
      after: null,
      message: 'unknown',
      priceUnknown: {
        reason: 'set resolution',
        upperBound: { credits: 5, basis: 'b' },
        boundFits: true,
      },
    };
    expect(submitBlockedReason(result(unknown))).toContain(
      'Accept the upper bound in the Cost panel',
    );
  });

  it('says "Not sent" in the user\'s language', () => {
    const over = {
      line: 'hard' as const,
      month: 'Mai',
      spent: 48,
      cost: 30,
      after: 78,
      limit: 54,
      message: 'Mit diesem Auftrag kämen Ihre Ausgaben über Ihre harte Grenze.',
    };
    try {
      speak('de');
      expect(submitBlockedReason(result(over))).toBe(`Nicht gesendet: ${over.message}`);
      speak('ja');
      const unknown = { ...over, priceUnknown: { reason: 'r', upperBound: null, boundFits: true } };
      expect(submitBlockedReason(result(unknown))).toMatch(/^送信していません：/);
    } finally {
      speak('en');
    }
  });
});

process.env.TZ = 'America/New_York';

import { afterEach, describe, expect, it } from 'vitest';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import type { Locale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import { checkBudget, monthOf } from './budget';

function speak(locale: Locale): void {
  setActiveTranslator(createTranslator(locale, CATALOGS[locale], { fallback: CATALOGS.en }));
}
afterEach(() => speak('en'));

const lines = (soft: number | null, hard: number | null) => ({ soft, hard });

describe('monthly budget', () => {
  it('warns when a job crosses the soft line, naming the numbers', () => {
    const check = checkBudget({ month: 'May', spent: 990, cost: 30, budget: lines(1000, null) });
    expect(check).toMatchObject({ line: 'soft', after: 1020, limit: 1000 });
    expect(check?.message).toBe(
      "This job (30 credits) takes May's spend to 1,020 credits, over your 1,000 credits budget.",
    );
  });

  it('names several jobs confirmed together (variations, a DAW pack) with their total', () => {
    const check = checkBudget({
      month: 'May',
      spent: 990,
      cost: 72,
      budget: lines(null, 1000),
      jobs: 3,
    });
    expect(check?.message).toBe(
      "These 3 jobs (72 credits in all) would take May's spend to 1,062 credits, over your hard limit of 1,000 credits.",
    );
  });

  it('refuses a job that would cross the hard line, before the soft one is considered', () => {
    const check = checkBudget({ month: 'May', spent: 990, cost: 30, budget: lines(500, 1000) });
    expect(check).toMatchObject({ line: 'hard', spent: 990, cost: 30, after: 1020, limit: 1000 });
    expect(check?.message).toContain('over your hard limit of 1,000 credits');
  });

  it('lets a job land exactly on a line, and says nothing without a budget', () => {
    expect(
      checkBudget({ month: 'May', spent: 970, cost: 30, budget: lines(1000, 1000) }),
    ).toBeNull();
    expect(
      checkBudget({ month: 'May', spent: 10_000, cost: 30, budget: lines(null, null) }),
    ).toBeNull();
  });

  it('refuses an unknown price under a hard line (never counted as 0), naming the bound the user may accept', () => {
    const upperBound = { credits: 60, basis: "Image X's highest tier, top: 60 credits" };
    const check = checkBudget({
      month: 'May',
      spent: 48,
      cost: null,
      budget: lines(null, 200),
      unknownPrice: { reason: 'set resolution', upperBound },
    });
    expect(check).toMatchObject({
      line: 'hard',
      cost: null,
      after: null,
      limit: 200,
      priceUnknown: { upperBound, boundFits: true },
    });
    expect(check?.message).toBe(
      "The price of this job is not known, so it cannot be checked against your hard limit of 200 credits (48 credits spent in May). Fill in what the price depends on, or accept paying at most 60 credits (Image X's highest tier, top: 60 credits).",
    );
    const tight = checkBudget({
      month: 'May',
      spent: 48,
      cost: null,
      budget: lines(null, 54),
      jobs: 3,
      unknownPrice: { reason: 'set resolution', upperBound },
    });
    expect(tight?.priceUnknown?.boundFits).toBe(false);
    expect(tight?.message).toContain('The price of these 3 jobs');
    expect(tight?.message).toContain('Even the most it can cost, 60 credits');
    expect(
      checkBudget({ month: 'May', spent: 0, cost: null, budget: lines(null, 1000) })?.line,
    ).toBe('hard');
  });

  it('lets an unknown price through when only a soft line (or no line) is set', () => {
    expect(
      checkBudget({ month: 'May', spent: 5000, cost: null, budget: lines(1000, null) }),
    ).toBeNull();
  });

  it('takes the calendar month in local time', () => {
    const lastMinuteOfMay = new Date(2026, 4, 31, 23, 59).getTime();
    const month = monthOf(lastMinuteOfMay);
    expect(month.name).toBe('May');
    expect(month.key).toBe('2026-05'); // the window names it in the user's language
    expect(month.from).toBe(new Date(2026, 4, 1).getTime());
    expect(month.to).toBe(new Date(2026, 5, 1).getTime());
    expect(month.to - lastMinuteOfMay).toBe(60_000); // in UTC this minute is already June
  });

  it('speaks main’s language: German and Japanese sentences, month names and credits (issue 21)', () => {
    const may = new Date(2026, 4, 31, 12).getTime();
    const upperBound = { credits: 60, basis: 'x' };
    const sentences = () => {
      const month = monthOf(may).name;
      return [
        checkBudget({ month, spent: 990, cost: 30, budget: lines(1000, null) })?.message,
        checkBudget({ month, spent: 1990, cost: 72, budget: lines(null, 2000), jobs: 3 })?.message,
        checkBudget({
          month,
          spent: 48,
          cost: null,
          budget: lines(null, 54),
          unknownPrice: { reason: 'set resolution', upperBound },
        })?.message,
      ];
    };
    speak('de');
    expect(sentences()).toEqual([
      'Mit diesem Auftrag (30 Credits) kommen Ihre Ausgaben im Mai auf 1.020 Credits – über Ihr Budget von 1.000 Credits.',
      'Mit diesen 3 Aufträgen (72 Credits insgesamt) kämen Ihre Ausgaben im Mai auf 2.062 Credits – über Ihre harte Grenze von 2.000 Credits.',
      'Der Preis dieses Auftrags ist nicht bekannt und lässt sich daher nicht mit Ihrer harten Grenze von 54 Credits abgleichen (48 Credits im Mai ausgegeben). Selbst der höchstmögliche Preis, 60 Credits (x), läge darüber. Füllen Sie aus, wovon der Preis abhängt, oder erhöhen Sie die Grenze in den Einstellungen.',
    ]);
    speak('ja');
    const japanese = sentences();
    expect(japanese[0]).toBe(
      'このジョブ（30 クレジット）で5月の支出が1,020 クレジットになり、予算の1,000 クレジットを超えます。',
    );
    for (const sentence of japanese) expect(sentence).not.toMatch(/[a-wyz]{3,}/i); // no English words ('x' is the basis given)
  });
});

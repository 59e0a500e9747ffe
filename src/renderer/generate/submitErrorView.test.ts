import { afterEach, describe, expect, it } from 'vitest';
import { AtelierError, ERROR_CODES, type ErrorCode } from '../../shared/errors';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import type { Locale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import { describeSubmitError, toSerializedError } from './submitErrorView';

describe('describeSubmitError', () => {
  it('402 shows the shortfall and what to do', () => {
    const view = describeSubmitError({
      code: 'insufficient_credits',
      message: 'Insufficient credits',
      details: { shortfall: 12, balance: 18, needed: 30 },
    });
    expect(view.message).toBe('12 credits short. Insufficient credits');
    expect(view.advice).toMatch(/Top up/);
  });

  it('429 carries the countdown, 503 says the model is unavailable', () => {
    expect(
      describeSubmitError({ code: 'rate_limited', message: 'slow down', retryAfter: 7 }).retryAfter,
    ).toBe(7);
    expect(describeSubmitError({ code: 'unavailable', message: 'x' }).title).toBe(
      'Model unavailable',
    );
  });

  it('validation highlights the field; in-doubt and connection point to Tasks', () => {
    expect(
      describeSubmitError({ code: 'invalid_input', message: 'bad', field: 'prompt' }).field,
    ).toBe('prompt');
    expect(describeSubmitError({ code: 'invalid_input', message: 'bad' }).title).toBe(
      'The service refused the request',
    );
    // Refused by Atelier's own check before sending (preflight issues), not by the service.
    expect(
      describeSubmitError({
        code: 'invalid_input',
        message: 'gone',
        details: { issues: [{ field: 'image_urls', message: 'gone' }] },
      }).title,
    ).toBe('Not sent: the request needs fixing');
    expect(describeSubmitError({ code: 'in_doubt', message: 'lost' })).toMatchObject({
      showTasksLink: true,
      color: 'blue',
    });
    expect(describeSubmitError({ code: 'connection', message: 'lost' }).advice).toMatch(/safe/);
  });

  it('serializes AtelierError and plain errors', () => {
    const error = new AtelierError('rate_limited', 'wait', { retryAfter: 3, field: 'prompt' });
    expect(toSerializedError(error)).toEqual({
      code: 'rate_limited',
      message: 'wait',
      retryAfter: 3,
      field: 'prompt',
    });
    expect(toSerializedError(new Error('boom'))).toEqual({ code: 'internal', message: 'boom' });
  });
});

describe("describeSubmitError in the user's language (issue 21)", () => {
  const speak = (locale: Locale) =>
    setActiveTranslator(createTranslator(locale, CATALOGS[locale], { fallback: CATALOGS.en }));
  afterEach(() => speak('en'));

  /** Every view the page can show: each code, and the conflict and validation variants. */
  const views = () => [
    ...ERROR_CODES.map((code: ErrorCode) => describeSubmitError({ code, message: 'm' })),
    describeSubmitError({ code: 'conflict', message: 'm', details: { reusable: {} } }),
    describeSubmitError({ code: 'invalid_input', message: 'm', field: 'prompt' }),
    describeSubmitError({ code: 'invalid_input', message: 'm', details: { issues: [] } }),
  ];

  it.each([
    ['de', /^(?!.*\b(the|your|try|request|nothing|charged)\b)/i],
    ['ja', /[\u3040-\u30ff\u4e00-\u9fff]/],
  ] as const)('%s: no title or advice stays in English', (locale, native) => {
    const english = views();
    speak(locale);
    const translated = views();
    translated.forEach((view, index) => {
      for (const part of ['title', 'advice'] as const) {
        expect(view[part], `${view.title} ${part}`).not.toBe(english[index]![part]);
        expect(view[part], `${english[index]!.title} ${part}`).toMatch(native);
      }
    });
    expect(
      describeSubmitError({
        code: 'insufficient_credits',
        message: 'm',
        details: { shortfall: 1200 },
      }).message,
    ).toBe(locale === 'de' ? 'Es fehlen 1.200 Credits. m' : '1,200 クレジット不足しています。 m');
  });
});

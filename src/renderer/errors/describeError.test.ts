import { describe, expect, it } from 'vitest';
import { AtelierError, ERROR_CODES } from '../../shared/errors';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { createTranslator } from '../../shared/i18n/translator';
import { fieldName } from '../generate/fieldWords';
import { sayIssue } from '../generate/ruleWords';
import { describeError, formatWait, nameFieldsWith } from './describeError';
import { sayIssuesWith } from './refusalWords';

nameFieldsWith((name) => fieldName(name));
sayIssuesWith(sayIssue);

describe('describeError', () => {
  it('gives every code a title and a next step', () => {
    for (const code of ERROR_CODES) {
      const description = describeError(new AtelierError(code, 'boom'));
      expect(description.code).toBe(code);
      expect(description.title.length).toBeGreaterThan(3);
      expect(description.action.length).toBeGreaterThan(10);
      expect(description.message).toBe('boom');
    }
  });

  it('states the shortfall for insufficient credits', () => {
    const direct = describeError(
      new AtelierError('insufficient_credits', 'no', { details: { shortfall: 1234 } }),
    );
    expect(direct.shortfall).toBe(1234);
    expect(direct.action).toContain('1,234 credits');
    const derived = describeError(
      new AtelierError('insufficient_credits', 'no', { details: { required: 50, balance: 20.5 } }),
    );
    expect(derived.shortfall).toBe(30);
    const unknown = describeError(new AtelierError('insufficient_credits', 'no'));
    expect(unknown.shortfall).toBeNull();
    expect(unknown.action).toMatch(/top up/i);
  });

  it('carries retry_after for rate limits and words the wait', () => {
    const description = describeError(new AtelierError('rate_limited', 'slow', { retryAfter: 75 }));
    expect(description.retryAfter).toBe(75);
    expect(description.action).toContain('1 min 15 s');
  });

  it('names the field for validation errors', () => {
    const description = describeError(
      new AtelierError('invalid_input', 'too long', { field: 'prompt' }),
    );
    expect(description.field).toBe('prompt');
    expect(description.title).toBe('Check “Prompt”');
  });

  it('says a field by its human name, never the API token (issue 21)', () => {
    const named = (field: string) =>
      describeError(new AtelierError('invalid_input', 'x', { field }));
    expect(named('image_urls').title).toBe('Check “Input images”');
    expect(named('custom_model_task_id').action).toContain('“Custom model”');
    expect(named('proxyUrl').title).toBe('Check “Proxy address”');
    // A field with no human name (an internal id) is "your input", not its token.
    expect(named('submissionId')).toMatchObject({
      title: 'Check your input',
      action: 'Fix the input and send again. Nothing was charged.',
    });
  });

  it('names the field in German', () => {
    setActiveTranslator(createTranslator('de', CATALOGS.de, { fallback: CATALOGS.en }));
    try {
      const description = describeError(
        new AtelierError('invalid_input', 'x', { field: 'image_urls' }),
      );
      expect(description.title).toBe('„Eingabebilder“ prüfen');
    } finally {
      setActiveTranslator(createTranslator('en', CATALOGS.en, { fallback: CATALOGS.en }));
    }
  });

  it('sends a proxy failure to Settings → Network, keeping the message that names the proxy', () => {
    const error = new AtelierError(
      'connection',
      'The proxy 127.0.0.1:8899 refused the connection',
      { details: { cause: 'ConnectionError', serviceCode: 'PROXY_REFUSED' } },
    );
    expect(describeError(error)).toMatchObject({
      title: 'The proxy did not let Atelier through',
      message: 'The proxy 127.0.0.1:8899 refused the connection',
      action: expect.stringContaining('Settings → Network'),
    });
  });

  it('reassures that jobs are safe when the connection drops', () => {
    expect(describeError(new AtelierError('connection', 'ECONNRESET')).action).toMatch(
      /jobs are safe/,
    );
  });

  it('says a model is unavailable for 503', () => {
    expect(describeError(new AtelierError('unavailable', 'model down')).title).toBe(
      'Model unavailable',
    );
  });

  it('accepts plain errors, serialized errors and strings', () => {
    expect(describeError(new Error('x')).code).toBe('internal');
    expect(describeError({ code: 'auth', message: 'bad key' }).code).toBe('auth');
    expect(describeError({ code: 'nonsense', message: 'm' }).code).toBe('internal');
    expect(describeError('oops').message).toBe('oops');
  });
});

describe('formatWait', () => {
  it('words seconds and minutes', () => {
    expect(formatWait(0)).toBe('0 s');
    expect(formatWait(4.2)).toBe('5 s');
    expect(formatWait(120)).toBe('2 min');
    expect(formatWait(-3)).toBe('0 s');
  });

  it("says main's refusal before sending by the rule's words, in the user's language (a batch's job named)", () => {
    const found = {
      field: 'prompt',
      message: 'prompt: at most 3000 characters for an inspiration-mode description (got 3001)',
      said: {
        key: 'generate.crossRule.descriptionTooLong' as const,
        values: { limit: 3000, value: 3001 },
      },
    };
    const refusal = (details: Record<string, unknown>) =>
      new AtelierError('invalid_input', found.message, { field: 'prompt', details });
    try {
      setActiveTranslator(createTranslator('de', CATALOGS.de, { fallback: CATALOGS.en }));
      const single = describeError(refusal({ issues: [found] }));
      expect(single.field).toBe('prompt');
      expect(single.message).toContain('3.000');
      expect(single.message).not.toContain('characters');
      expect(describeError(refusal({ job: 4, issues: [found] })).message).toMatch(/^Auftrag 4: /);
      // The service's own refusal (no issues found by Atelier) stays as it came.
      expect(describeError(new AtelierError('invalid_input', 'bad prompt')).message).toBe(
        'bad prompt',
      );
    } finally {
      setActiveTranslator(createTranslator('en', CATALOGS.en, { fallback: CATALOGS.en }));
    }
    expect(describeError(refusal({ issues: [found] })).message).toContain('3,000 characters');
  });
});

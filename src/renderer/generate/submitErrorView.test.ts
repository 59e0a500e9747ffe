import { describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import { describeSubmitError, toSerializedError } from './submitErrorView';

describe('describeSubmitError', () => {
  it('402 shows the shortfall and what to do', () => {
    const view = describeSubmitError({
      code: 'insufficient_credits',
      message: 'Insufficient credits',
      details: { shortfall: 12, balance: 18, needed: 30 },
    });
    expect(view.message).toContain('this needs 30 credits, you have 18, 12 short.');
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

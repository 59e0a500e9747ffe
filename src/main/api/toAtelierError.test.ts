import { describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import { ApiError, ConnectionError, TimeoutError } from './errors';
import { toAtelierError } from './toAtelierError';

describe('toAtelierError', () => {
  it.each([
    [401, 'auth', 'apiKey'],
    [402, 'insufficient_credits', undefined],
    [404, 'not_found', 'task_id'],
    [422, 'invalid_input', 'task_id'],
    [429, 'rate_limited', 'task_id'],
    [503, 'unavailable', 'task_id'],
    [500, 'server', 'task_id'],
    [409, 'conflict', 'task_id'],
  ] as const)('maps HTTP %i to %s', (status, code, field) => {
    const param = status === 401 || status === 402 ? null : 'task_id';
    const error = ApiError.generate(status, 'message', {
      param,
      requestId: 'req-1',
      retryAfter: 2,
      code: 'x',
    });
    const mapped = toAtelierError(error);
    expect(mapped).toBeInstanceOf(AtelierError);
    expect(mapped.code).toBe(code);
    expect(mapped.field).toBe(field);
    expect(mapped.toJSON()).toMatchObject({
      requestId: 'req-1',
      retryAfter: 2,
      details: { status, serviceCode: 'x' },
    });
  });

  it('maps connection, timeout, in-doubt and unknown errors', () => {
    expect(toAtelierError(new ConnectionError('refused', { sent: false })).code).toBe('connection');
    expect(toAtelierError(new TimeoutError(1000)).code).toBe('timeout');
    expect(toAtelierError(new TimeoutError(1000), { inDoubt: true }).code).toBe('in_doubt');
    const unknown = toAtelierError(new Error('secret internals'));
    expect(unknown).toMatchObject({ code: 'internal', message: 'Unexpected error' });
  });
});

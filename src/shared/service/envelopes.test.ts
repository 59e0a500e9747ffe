import { describe, expect, it } from 'vitest';
import {
  errorEnvelopeSchema,
  isFinalStatus,
  statusEnvelopeSchema,
  submitEnvelopeSchema,
  TASK_STATUSES,
} from './envelopes';

describe('task statuses', () => {
  it('only SUCCEEDED and FAILED are final; REVIEW_REQUIRED and unknown keep polling', () => {
    expect(TASK_STATUSES.filter((status) => isFinalStatus(status))).toEqual([
      'SUCCEEDED',
      'FAILED',
    ]);
    expect(isFinalStatus('REVIEW_REQUIRED')).toBe(false);
    expect(isFinalStatus('DISPATCHING')).toBe(false);
    expect(isFinalStatus('succeeded')).toBe(false);
  });
});

describe('response schemas are lenient', () => {
  it('keep unknown fields and accept an unknown status and a legacy music task without result', () => {
    const parsed = statusEnvelopeSchema.parse({
      code: 0,
      message: 'success',
      request_id: 'r',
      extra: 1,
      data: { task_id: 't', status: 'NEW_STATE', result_urls: ['https://a'], new_field: true },
    });
    expect(parsed.data.status).toBe('NEW_STATE');
    expect((parsed.data as Record<string, unknown>)['new_field']).toBe(true);
  });

  it('parse music tracks with the sandbox duration', () => {
    const parsed = statusEnvelopeSchema.parse({
      code: 0,
      data: {
        task_id: 't',
        status: 'SUCCEEDED',
        result: { tracks: [{ index: 1, audio_url: 'https://a', duration: 31.5 }, { index: 2 }] },
      },
    });
    expect(parsed.data.result?.tracks?.[0]?.duration).toBe(31.5);
  });

  it('parse submit results and error envelopes', () => {
    expect(
      submitEnvelopeSchema.parse({
        code: 0,
        data: { task_id: 't', credits_deducted: 24, action: 'generate' },
      }).data.credits_deducted,
    ).toBe(24);
    const error = errorEnvelopeSchema.parse({
      error: {
        message: 'm',
        type: 'invalid_request_error',
        param: 'prompt',
        code: 'validation_failed',
      },
      request_id: 'r',
      retry_after: 3,
    });
    expect(error.error.code).toBe('validation_failed');
    expect(errorEnvelopeSchema.safeParse({ message: 'no error object' }).success).toBe(false);
  });
});

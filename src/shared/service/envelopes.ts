// Owns the response shapes of the spec (envelopes, submit/status/music results,
// balance) as lenient zod schemas: unknown fields pass through because the live
// service may add fields. Types are inferred from the schemas.
import { z } from 'zod';

export const TASK_STATUSES = [
  'PENDING',
  'QUEUED',
  'PROCESSING',
  'REVIEW_REQUIRED',
  'SUCCEEDED',
  'FAILED',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** SUCCEEDED and FAILED end a task; anything else (REVIEW_REQUIRED, unknown strings) keeps polling. */
export function isFinalStatus(status: string): status is 'SUCCEEDED' | 'FAILED' {
  return status === 'SUCCEEDED' || status === 'FAILED';
}

export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.looseObject({
    code: z.number(),
    message: z.string().optional(),
    data,
    request_id: z.string().optional(),
  });
}

export const errorEnvelopeSchema = z.looseObject({
  error: z.looseObject({
    message: z.string(),
    type: z.string().optional(),
    param: z.string().nullable().optional(),
    code: z.string().nullable().optional(),
  }),
  request_id: z.string().optional(),
  retry_after: z.number().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const submitResultSchema = z.looseObject({
  task_id: z.string(),
  model_key: z.string().optional(),
  credits_deducted: z.number().optional(),
  provider_task_id: z.string().nullable().optional(),
  provider_key: z.string().nullable().optional(),
  action: z.string().optional(),
});
export type SubmitResult = z.infer<typeof submitResultSchema>;

export const trackSchema = z.looseObject({
  index: z.number().int(),
  audio_url: z.string().optional(),
  /** Seconds; added by the sandbox, not shown in the spec. */
  duration: z.number().optional(),
});
export type Track = z.infer<typeof trackSchema>;

export const musicResultSchema = z.looseObject({
  tracks: z.array(trackSchema).optional(),
  lyrics: z.unknown().optional(),
  style: z.string().optional(),
  model_id: z.string().optional(),
  persona_id: z.string().optional(),
  midi: z.unknown().optional(),
  aligned_lyrics: z.unknown().optional(),
  bpm: z.looseObject({ avg: z.number(), min: z.number(), max: z.number() }).optional(),
  video_url: z.string().optional(),
  files: z.array(z.unknown()).optional(),
});
export type MusicResult = z.infer<typeof musicResultSchema>;

export const statusResultSchema = z.looseObject({
  task_id: z.string(),
  /** A string, not the enum: unknown states must keep polling, not fail parsing. */
  status: z.string(),
  result_urls: z.array(z.string()).nullable().optional(),
  error: z.string().nullable().optional(),
  credits_deducted: z.number().optional(),
  /** Absent for music tasks finished before 2026-10-15. */
  result: musicResultSchema.nullable().optional(),
});
export type StatusResult = z.infer<typeof statusResultSchema>;

export const balanceResultSchema = z.looseObject({ balance: z.number() });
export type BalanceResult = z.infer<typeof balanceResultSchema>;

export const submitEnvelopeSchema = successEnvelopeSchema(submitResultSchema);
export const statusEnvelopeSchema = successEnvelopeSchema(statusResultSchema);
export const balanceEnvelopeSchema = successEnvelopeSchema(balanceResultSchema);

export interface SuccessEnvelope<T> {
  code: number;
  message?: string;
  data: T;
  request_id?: string;
}

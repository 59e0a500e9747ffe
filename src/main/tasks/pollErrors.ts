/**
 * What a failed status read means for the scheduler: the service asked everyone to wait
 * (429 / 503 with retry_after), we are offline (no response at all), or something about
 * this one task (5xx, 404, a malformed answer) that only slows that task down.
 */
import {
  ApiError,
  ConnectionError,
  RateLimitError,
  TimeoutError,
  UnavailableError,
} from '../api/errors';

export type PollErrorKind =
  { type: 'pause'; retryAfterMs: number | null } | { type: 'offline' } | { type: 'task' };

export function classifyPollError(error: unknown): PollErrorKind {
  if (error instanceof RateLimitError || error instanceof UnavailableError) {
    return {
      type: 'pause',
      retryAfterMs: error.retryAfter === null ? null : Math.max(0, error.retryAfter) * 1000,
    };
  }
  if (error instanceof ConnectionError || error instanceof TimeoutError) return { type: 'offline' };
  if (
    error instanceof ApiError &&
    error.retryAfter !== null &&
    (error.status === 429 || error.status === 503)
  ) {
    return { type: 'pause', retryAfterMs: error.retryAfter * 1000 };
  }
  return { type: 'task' };
}

/**
 * When a read (status, balance, catalog) is tried again: after a connection error, a
 * timeout, a 429 or a 5xx, with capped exponential backoff and "equal jitter" (half fixed,
 * half random), never sooner than the service's `retry_after`. `retry_after` is read as
 * SECONDS (the sandbox's unit; the spec does not state one). A `retry_after` longer than
 * `maxRetryAfterMs` is not waited out here: the error goes to the caller (the scheduler
 * pauses all polling instead of holding one request open).
 */
import {
  ApiError,
  ConnectionError,
  RateLimitError,
  ServerError,
  TimeoutError,
  UnavailableError,
} from './errors';

export interface RetryOptions {
  /** Tries in all, including the first. */
  maxAttempts: number;
  baseMs: number;
  capMs: number;
  maxRetryAfterMs: number;
}

export const DEFAULT_READ_RETRY: RetryOptions = {
  maxAttempts: 4,
  baseMs: 250,
  capMs: 4_000,
  maxRetryAfterMs: 30_000,
};

export function isRetryableRead(error: unknown): error is ApiError {
  return (
    error instanceof ConnectionError ||
    error instanceof TimeoutError ||
    error instanceof RateLimitError ||
    error instanceof UnavailableError ||
    error instanceof ServerError
  );
}

/** Milliseconds to wait before try number `attempt + 1` (attempt counts from 1), or null to give up. */
export function retryDelayMs(
  attempt: number,
  error: unknown,
  options: RetryOptions,
  random: () => number,
): number | null {
  if (attempt >= options.maxAttempts || !isRetryableRead(error)) return null;
  const exponential = Math.min(options.capMs, options.baseMs * 2 ** (attempt - 1));
  const jittered = exponential / 2 + random() * (exponential / 2);
  const retryAfterMs = (error.retryAfter ?? 0) * 1000;
  if (retryAfterMs > options.maxRetryAfterMs) return null;
  return Math.round(Math.max(jittered, retryAfterMs));
}

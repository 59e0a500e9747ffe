// Public entry of the API client: import from here.
export { createApiClient, submitPath, DEFAULT_TIMEOUTS } from './ApiClient';
export type {
  ApiClient,
  ApiClientOptions,
  SubmitOutcome,
  ReadOptions,
  RetryEvent,
} from './ApiClient';
export * from './errors';
export { toAtelierError, type ToAtelierOptions } from './toAtelierError';
export { checkBaseUrl, isLoopbackHost } from './baseUrl';
export { systemTimerClock, sleep, type TimerClock } from './clock';
export {
  DEFAULT_READ_RETRY,
  retryDelayMs,
  isRetryableRead,
  type RetryOptions,
} from './retryPolicy';

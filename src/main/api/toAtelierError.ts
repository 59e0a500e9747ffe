/**
 * Maps the API client's errors onto AtelierError, the value that crosses IPC. The message
 * is the service's (already free of the key); status, code and type go into `details`
 * so the UI can show them without parsing text.
 */
import {
  AtelierError,
  isAtelierError,
  type ErrorCode,
  type SerializedError,
} from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import {
  AbortedError,
  ApiError,
  AuthenticationError,
  ConnectionError,
  InsufficientCreditsError,
  NotFoundError,
  RateLimitError,
  ServerError,
  TimeoutError,
  UnavailableError,
  ValidationError,
} from './errors';

function codeOf(error: ApiError): ErrorCode {
  if (error instanceof AuthenticationError) return 'auth';
  if (error instanceof InsufficientCreditsError) return 'insufficient_credits';
  if (error instanceof NotFoundError) return 'not_found';
  if (error instanceof ValidationError) return 'invalid_input';
  if (error instanceof RateLimitError) return 'rate_limited';
  if (error instanceof UnavailableError) return 'unavailable';
  if (error instanceof ServerError) return 'server';
  if (error instanceof TimeoutError) return 'timeout';
  if (error instanceof ConnectionError) return 'connection';
  if (error instanceof AbortedError) return 'internal';
  const status = error.status ?? 0;
  if (status === 403) return 'auth';
  if (status === 409) return 'conflict';
  if (status >= 400 && status < 500) return 'invalid_input';
  return 'server';
}

function fieldOf(error: ApiError): string | undefined {
  if (error instanceof AuthenticationError || error.status === 403) return 'apiKey';
  return error.param ?? undefined;
}

export interface ToAtelierOptions {
  /** A paid submit that may have reached the service: code `in_doubt`, whatever the cause. */
  inDoubt?: boolean;
  /** Overrides the field (e.g. `baseUrl` for a connection error while connecting a profile). */
  field?: string;
}

export function toAtelierError(error: unknown, options: ToAtelierOptions = {}): AtelierError {
  if (isAtelierError(error)) return error;
  if (!(error instanceof ApiError))
    return new AtelierError('internal', t('mainWords.api.unexpected'));
  const extra: Omit<SerializedError, 'code' | 'message'> = {};
  const field = options.field ?? fieldOf(error);
  if (field !== undefined) extra.field = field;
  if (error.requestId !== null) extra.requestId = error.requestId;
  if (error.retryAfter !== null) extra.retryAfter = error.retryAfter;
  const details: Record<string, unknown> = { cause: error.name };
  if (error.status !== undefined) details['status'] = error.status;
  if (error.code !== null) details['serviceCode'] = error.code;
  if (error.type !== null) details['type'] = error.type;
  extra.details = details;
  if (options.inDoubt) {
    return new AtelierError(
      'in_doubt',
      t('mainWords.tasks.inDoubt', { reason: error.message }),
      extra,
    );
  }
  return new AtelierError(codeOf(error), error.message, extra);
}

/**
 * The service's failures as an error hierarchy, in the style of openai-node's
 * `APIError.generate()`: one class per HTTP status the spec names, plus connection and
 * timeout errors that carry no status. Messages come from the service's error envelope
 * (already redacted of the API key by the caller) or from fixed texts: never from
 * request headers, so the key cannot leak through an error.
 */
import { t } from '../../shared/i18n/activeLanguage';

export interface ApiErrorFields {
  status?: number | undefined;
  code?: string | null | undefined;
  type?: string | null | undefined;
  /** The request field at fault (422 validation errors). */
  param?: string | null | undefined;
  requestId?: string | null | undefined;
  /** Seconds, as the service's `retry_after` (the sandbox uses seconds; the spec does not say). */
  retryAfter?: number | null | undefined;
}

export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: string | null;
  readonly type: string | null;
  readonly param: string | null;
  readonly requestId: string | null;
  readonly retryAfter: number | null;

  constructor(message: string, fields: ApiErrorFields = {}) {
    super(message);
    this.name = new.target.name;
    this.status = fields.status;
    this.code = fields.code ?? null;
    this.type = fields.type ?? null;
    this.param = fields.param || null;
    this.requestId = fields.requestId ?? null;
    this.retryAfter = fields.retryAfter ?? null;
  }

  /** The subclass for an HTTP status, as openai-node does. */
  static generate(status: number, message: string, fields: ApiErrorFields = {}): ApiError {
    const all = { ...fields, status };
    if (status === 401) return new AuthenticationError(message, all);
    if (status === 402) return new InsufficientCreditsError(message, all);
    if (status === 404) return new NotFoundError(message, all);
    if (status === 422) return new ValidationError(message, all);
    if (status === 429) return new RateLimitError(message, all);
    if (status === 503) return new UnavailableError(message, all);
    if (status >= 500) return new ServerError(message, all);
    return new ApiError(message, all);
  }

  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      code: this.code,
      type: this.type,
      param: this.param,
      requestId: this.requestId,
      retryAfter: this.retryAfter,
    };
  }
}

export class AuthenticationError extends ApiError {}
export class InsufficientCreditsError extends ApiError {}
export class NotFoundError extends ApiError {}
/** `param` names the field at fault. */
export class ValidationError extends ApiError {}
export class RateLimitError extends ApiError {}
export class UnavailableError extends ApiError {}
export class ServerError extends ApiError {}

/** No HTTP response. `sent` = the request may have reached the service (reset mid-way). */
export class ConnectionError extends ApiError {
  readonly sent: boolean;
  constructor(message: string, options: { sent: boolean; code?: string | null }) {
    super(message, { code: options.code ?? null });
    this.sent = options.sent;
  }
}

/** Our own deadline passed before a complete response arrived. */
export class TimeoutError extends ApiError {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(t('mainWords.api.timeout', { seconds: Math.round(timeoutMs / 100) / 10 }), {
      code: 'timeout',
    });
    this.timeoutMs = timeoutMs;
  }
}

/** The caller's abort signal fired (not a failure of the service). */
export class AbortedError extends ApiError {
  constructor() {
    super(t('mainWords.api.aborted'), { code: 'aborted' });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * AtelierError: the one error value that crosses process boundaries (IPC, the web bridge).
 * Every failure the UI can act on has a stable `code`; `field` names the input at fault.
 */

export const ERROR_CODES = [
  'invalid_input', // an argument failed its schema (IPC or service validation)
  'forbidden_sender', // IPC call from a frame we did not create
  'unknown_method',
  'not_found',
  'auth', // missing or rejected API key
  'insufficient_credits',
  'over_budget', // the submit would cross the profile's hard monthly budget line; nothing was sent
  'rate_limited',
  'unavailable', // the model or service is not accepting work
  'connection', // network failure before anything was sent
  'timeout',
  'in_doubt', // a paid submit may have reached the service; never retried automatically
  'accepted_unsaved', // the service accepted (and charged); the journal could not record it yet
  'disk_full', // the disk holding the library has no room: nothing was written or sent
  'server', // 5xx
  'conflict',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface SerializedError {
  code: ErrorCode;
  message: string;
  field?: string;
  requestId?: string;
  retryAfter?: number;
  /** Extra structured facts for the UI (e.g. a shortfall in credits). JSON only. */
  details?: Record<string, unknown>;
}

export class AtelierError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly requestId: string | undefined;
  readonly retryAfter: number | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra: Omit<SerializedError, 'code' | 'message'> = {},
  ) {
    super(message);
    this.name = 'AtelierError';
    this.code = code;
    this.field = extra.field;
    this.requestId = extra.requestId;
    this.retryAfter = extra.retryAfter;
    this.details = extra.details;
  }

  toJSON(): SerializedError {
    const out: SerializedError = { code: this.code, message: this.message };
    if (this.field !== undefined) out.field = this.field;
    if (this.requestId !== undefined) out.requestId = this.requestId;
    if (this.retryAfter !== undefined) out.retryAfter = this.retryAfter;
    if (this.details !== undefined) out.details = this.details;
    return out;
  }

  static fromJSON(value: SerializedError): AtelierError {
    const { code, message, ...extra } = value;
    const known = (ERROR_CODES as readonly string[]).includes(code) ? code : 'internal';
    return new AtelierError(known, message, extra);
  }
}

export function isAtelierError(value: unknown): value is AtelierError {
  return value instanceof AtelierError;
}

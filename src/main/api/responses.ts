/**
 * Turns a raw HTTP response into data or an ApiError: error envelopes give the class
 * (by status), message, code, type, param, request id and retry_after (body first, then
 * the Retry-After header); success envelopes are parsed with the lenient shared schemas.
 * Every service-provided text passes through `redact` so an echoed key never survives.
 */
import { t } from '../../shared/i18n/activeLanguage';
import type { z } from 'zod';
import { errorEnvelopeSchema } from '../../shared/service';
import { ApiError } from './errors';
import type { HeaderReader, RawResponse } from './transport';

export type Redact = (text: string) => string;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Seconds from the Retry-After header: delta-seconds or an HTTP date. */
function retryAfterHeader(headers: HeaderReader, now: number): number | null {
  const value = headers.get('retry-after');
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

export function requestIdOf(raw: RawResponse, body?: unknown): string | null {
  const fromBody =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>)['request_id']
      : undefined;
  return typeof fromBody === 'string' ? fromBody : raw.headers.get('x-request-id');
}

/** Whether the body is the spec's error envelope (the service itself answered). */
export function hasErrorEnvelope(raw: RawResponse): boolean {
  return errorEnvelopeSchema.safeParse(parseJson(raw.text)).success;
}

export function errorFromResponse(raw: RawResponse, redact: Redact, now: number): ApiError {
  const body = parseJson(raw.text);
  const envelope = errorEnvelopeSchema.safeParse(body);
  const headerRetry = retryAfterHeader(raw.headers, now);
  if (!envelope.success) {
    return ApiError.generate(raw.status, t('mainWords.api.noDescription', { status: raw.status }), {
      requestId: requestIdOf(raw, body),
      retryAfter: headerRetry,
    });
  }
  const { error, retry_after: retryAfter } = envelope.data;
  return ApiError.generate(raw.status, redact(error.message), {
    code: error.code ? redact(error.code) : null,
    type: error.type ? redact(error.type) : null,
    param: error.param ? redact(error.param) : null,
    requestId: requestIdOf(raw, body),
    retryAfter: retryAfter ?? headerRetry,
  });
}

export type Parsed<T> =
  { ok: true; data: T; requestId: string | null } | { ok: false; requestId: string | null };

/** A 2xx body through a success-envelope schema; `code` must be 0. */
export function parseSuccess<S extends z.ZodType<{ code: number; data: unknown }>>(
  raw: RawResponse,
  schema: S,
): Parsed<z.output<S>['data']> {
  const body = parseJson(raw.text);
  const parsed = schema.safeParse(body);
  const requestId = requestIdOf(raw, body);
  if (!parsed.success || parsed.data.code !== 0) return { ok: false, requestId };
  return { ok: true, data: parsed.data.data, requestId };
}

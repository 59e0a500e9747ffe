// The two JSON envelopes of the spec, written straight to node:http responses.
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export interface SandboxErrorBody {
  status: number;
  message: string;
  type: string;
  param?: string;
  code: string;
  retryAfterSeconds?: number;
}

/** A request failure that maps one-to-one onto an error envelope. */
export class SandboxHttpError extends Error {
  constructor(readonly body: SandboxErrorBody) {
    super(body.message);
  }
}

export function httpError(
  status: number,
  code: string,
  message: string,
  options: { type?: string; param?: string; retryAfterSeconds?: number } = {},
): SandboxHttpError {
  const body: SandboxErrorBody = {
    status,
    code,
    message,
    type: options.type ?? defaultType(status),
  };
  if (options.param !== undefined) body.param = options.param;
  if (options.retryAfterSeconds !== undefined) body.retryAfterSeconds = options.retryAfterSeconds;
  return new SandboxHttpError(body);
}

function defaultType(status: number): string {
  if (status === 401) return 'authentication_error';
  if (status === 402) return 'insufficient_credits_error';
  if (status === 429) return 'rate_limit_error';
  if (status >= 500) return 'api_error';
  return 'invalid_request_error';
}

export function newRequestId(): string {
  return randomUUID();
}

function writeJson(
  response: ServerResponse,
  status: number,
  payload: unknown,
  requestId: string,
  extraHeaders: Record<string, string> = {},
): void {
  const text = JSON.stringify(payload);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'x-request-id': requestId,
    ...extraHeaders,
  });
  response.end(text);
}

export function sendSuccess(response: ServerResponse, data: unknown, requestId: string): void {
  writeJson(response, 200, { code: 0, message: 'success', data, request_id: requestId }, requestId);
}

export function sendError(
  response: ServerResponse,
  error: SandboxErrorBody,
  requestId: string,
): void {
  const payload: Record<string, unknown> = {
    error: { message: error.message, type: error.type, param: error.param ?? '', code: error.code },
    request_id: requestId,
  };
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) {
    payload['retry_after'] = error.retryAfterSeconds;
    headers['retry-after'] = String(error.retryAfterSeconds);
  }
  writeJson(response, error.status, payload, requestId, headers);
}

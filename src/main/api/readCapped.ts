/**
 * Owns reading a service response body with a ceiling: a body that says (Content-Length) or
 * turns out (streamed) to be larger than `maxBytes` is cancelled as soon as that is known and
 * refused with ResponseTooLargeError, so a hostile or broken answer of 10 GB costs at most
 * `maxBytes` of memory and never blocks the main process while it is parsed.
 */
import { t } from '../../shared/i18n/activeLanguage';
import { ApiError } from './errors';

/** Larger than any answer the spec describes (a status result lists at most a few hundred URLs). */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

export class ResponseTooLargeError extends ApiError {
  constructor(status: number, maxBytes: number) {
    super(t('mainWords.api.tooLarge', { megabytes: Math.round(maxBytes / (1024 * 1024)) }), {
      status,
      code: 'response_too_large',
    });
  }
}

/** A Content-Length over the ceiling: refused before a byte of the body is read. */
function declaredTooLarge(contentLength: string | null | undefined, maxBytes: number): boolean {
  const declared = Number(contentLength ?? Number.NaN);
  return Number.isFinite(declared) && declared > maxBytes;
}

/** A fetch Response's body. */
export async function readCapped(
  response: Response,
  maxBytes = MAX_RESPONSE_BYTES,
): Promise<string> {
  if (declaredTooLarge(response.headers.get('content-length'), maxBytes)) {
    await response.body?.cancel().catch(() => undefined);
    throw new ResponseTooLargeError(response.status, maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ResponseTooLargeError(response.status, maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A streamed body (undici's `request`), destroyed as soon as it is known to be too large. */
export async function readCappedStream(
  status: number,
  contentLength: string | undefined,
  body: AsyncIterable<Uint8Array> & { destroy(error?: Error): unknown },
  maxBytes = MAX_RESPONSE_BYTES,
): Promise<string> {
  if (declaredTooLarge(contentLength, maxBytes)) {
    body.destroy();
    throw new ResponseTooLargeError(status, maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      body.destroy();
      throw new ResponseTooLargeError(status, maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

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

export async function readCapped(
  response: Response,
  maxBytes = MAX_RESPONSE_BYTES,
): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
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

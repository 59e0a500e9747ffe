/**
 * Checks a Live base URL and key with one balance call before anything is saved, and
 * turns what went wrong into an error naming the field to fix: `apiKey` when the service
 * refused the key, `baseUrl` when nothing (or not the service) answered there.
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import {
  ApiError,
  AuthenticationError,
  ConnectionError,
  createApiClient,
  NotFoundError,
  TimeoutError,
  toAtelierError,
} from '../api';
import type { SharedApiOptions } from './profiles';

export async function verifyLive(
  baseUrl: string,
  apiKey: string,
  api: SharedApiOptions = {},
): Promise<{ baseUrl: string; balance: number }> {
  // createApiClient refuses http off loopback and malformed URLs (invalid_input, field baseUrl).
  const client = createApiClient({
    ...api,
    baseUrl,
    getApiKey: async () => apiKey,
    retry: { ...api.retry, maxAttempts: 2 },
    timeouts: { readMs: 10_000, ...api.timeouts },
  });
  try {
    return { baseUrl: client.baseUrl, balance: await client.balance() };
  } catch (error) {
    const host = new URL(client.baseUrl).host;
    if (
      error instanceof AuthenticationError ||
      (error instanceof ApiError && error.status === 403)
    ) {
      throw new AtelierError(
        'auth',
        t('mainWords.account.keyRefused'),
        withRequestId(error, 'apiKey'),
      );
    }
    if (error instanceof ConnectionError || error instanceof TimeoutError) {
      throw new AtelierError('connection', t('mainWords.account.unreachable', { host }), {
        field: 'baseUrl',
      });
    }
    if (
      error instanceof NotFoundError ||
      (error instanceof ApiError && error.code === 'invalid_response')
    ) {
      throw new AtelierError(
        'invalid_input',
        `${host} does not answer like the generation service: check the base URL`,
        withRequestId(error, 'baseUrl'),
      );
    }
    throw toAtelierError(error, { field: 'baseUrl' });
  }
}

function withRequestId(error: ApiError, field: string): { field: string; requestId?: string } {
  return error.requestId ? { field, requestId: error.requestId } : { field };
}

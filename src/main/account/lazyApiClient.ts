/**
 * An ApiClient whose real client is built on first use (the sandbox profile's URL is only
 * known once the embedded sandbox has started), so `activeApi()` can stay synchronous.
 */
import { ConnectionError, type ApiClient } from '../api';

export function createLazyApiClient(
  build: () => Promise<ApiClient>,
  /** The refusal's words when the client cannot be built, made when it happens (main's language). */
  startFailed: () => string,
): ApiClient {
  let client: Promise<ApiClient> | null = null;
  let built: ApiClient | null = null;
  const get = (): Promise<ApiClient> => {
    client ??= build().then(
      (value) => (built = value),
      () => {
        client = null;
        throw new ConnectionError(startFailed(), {
          sent: false,
          code: 'start_failed',
        });
      },
    );
    return client;
  };
  return {
    get baseUrl() {
      return built?.baseUrl ?? '';
    },
    submit: async (target, body) => {
      let inner: ApiClient;
      try {
        inner = await get();
      } catch (error) {
        return { kind: 'rejected', error: error as ConnectionError };
      }
      return inner.submit(target, body);
    },
    status: async (taskId, options) => (await get()).status(taskId, options),
    balance: async (options) => (await get()).balance(options),
    catalog: async (options) => (await get()).catalog(options),
  };
}

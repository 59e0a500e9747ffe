/**
 * The API keys of the profiles, on top of a SecretStore: reads are cached in memory (the
 * API client asks for the key on every request), and a store that fails to write falls
 * back to this session only instead of losing the key. Only `describe()` leaves this
 * module towards the UI: whether a key exists, its last 4 characters and where it is kept.
 */
import type { KeyStorage } from '../../shared/ipc/account';
import { createSessionStore } from './sessionStore';
import type { SecretStore } from './SecretStore';

export interface KeyDescription {
  configured: boolean;
  last4: string | null;
  storage: KeyStorage;
}

export interface KeyVault {
  get(account: string): Promise<string | null>;
  /** Returns where the key ended up (`session` if the store refused it). */
  set(account: string, secret: string): Promise<KeyStorage>;
  delete(account: string): Promise<void>;
  describe(account: string): Promise<KeyDescription>;
  /** The backend's note for the UI (why the key is not in the keychain), if any. */
  note(account: string): string | null;
}

export function createKeyVault(store: SecretStore): KeyVault {
  const cache = new Map<string, string | null>();
  const fallback = createSessionStore(
    'The key store refused the key; it is kept for this session only.',
  );
  const inSession = new Set<string>();

  async function get(account: string): Promise<string | null> {
    if (inSession.has(account)) return fallback.get(account);
    if (cache.has(account)) return cache.get(account) ?? null;
    let value: string | null;
    try {
      value = await store.get(account);
    } catch {
      value = null; // An unreadable entry counts as no key; the user can enter it again.
    }
    cache.set(account, value);
    return value;
  }

  return {
    get,
    async set(account, secret) {
      try {
        await store.set(account, secret);
        inSession.delete(account);
        await fallback.delete(account);
        cache.set(account, secret);
        return store.storage;
      } catch {
        inSession.add(account);
        await fallback.set(account, secret);
        return 'session';
      }
    },
    async delete(account) {
      cache.set(account, null);
      inSession.delete(account);
      await fallback.delete(account);
      await store.delete(account).catch(() => undefined);
    },
    async describe(account) {
      const key = await get(account);
      if (!key) return { configured: false, last4: null, storage: 'none' };
      return {
        configured: true,
        last4: key.slice(-4),
        storage: inSession.has(account) ? 'session' : store.storage,
      };
    },
    note(account) {
      return inSession.has(account) ? fallback.note : store.note;
    },
  };
}

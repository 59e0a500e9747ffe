/** Keys kept in memory for this run only: used when no secure store exists. */
import type { SecretStore } from './SecretStore';

export function createSessionStore(note: string): SecretStore {
  const secrets = new Map<string, string>();
  return {
    storage: 'session',
    note,
    get: async (account) => secrets.get(account) ?? null,
    set: async (account, secret) => void secrets.set(account, secret),
    delete: async (account) => void secrets.delete(account),
  };
}

/**
 * Where API keys are kept. Three backends share one small interface: the OS keychain
 * (keytar), Electron safeStorage ciphertext on disk, and memory for this run only.
 * Secrets never reach an error message or a log line from here: failures are reported
 * with fixed texts.
 */
import type { KeyStorage } from '../../shared/ipc/account';

/** The keychain service name every key is stored under. */
export const KEYCHAIN_SERVICE = 'Atelier';

export interface SecretStore {
  readonly storage: Exclude<KeyStorage, 'none'>;
  /** Why this backend was chosen when a better one was not available (for the UI). */
  readonly note: string | null;
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<void>;
}

/** The part of keytar we use. */
export interface KeytarModule {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export class SecretStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretStoreError';
  }
}

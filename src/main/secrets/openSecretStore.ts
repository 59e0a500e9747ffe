/**
 * Chooses where keys live, best first:
 * 1. keytar, when it loads and its backend answers (on Linux: a reachable Secret Service);
 * 2. Electron safeStorage (the Desktop port's SecretCipher) with ciphertext on disk, when
 *    it reports a real OS store (`isSecure()`; false for Linux's `basic_text` backend);
 * 3. memory for this run only (`session`): the key must be entered again next start.
 *    Atelier refuses to write a key protected only by a hard-coded password.
 */
import { join } from 'node:path';
import type { SecretCipher } from '../desktop/Desktop';
import { requireNative } from '../nativeModules';
import { createCipherFileStore } from './cipherFileStore';
import { createKeytarStore, probeKeytar } from './keytarStore';
import { createSessionStore } from './sessionStore';
import type { KeytarModule, SecretStore } from './SecretStore';

export interface OpenSecretStoreOptions {
  dataDirectory: string;
  /** Electron safeStorage through the Desktop port; null in plain Node. */
  cipher: SecretCipher | null;
  /** Injected in tests; default loads keytar through requireNative. */
  loadKeytar?: () => KeytarModule;
  keychainService?: string;
}

export const SESSION_ONLY_NOTE =
  'No secure key store is available (no keychain, and the system encryption is only basic text), so the key is kept for this session only and must be entered again after a restart.';

export async function openSecretStore(options: OpenSecretStoreOptions): Promise<SecretStore> {
  const keytar = await probeKeytar(
    options.loadKeytar ?? (() => requireNative<KeytarModule>('keytar')),
  );
  if (keytar) return createKeytarStore(keytar, options.keychainService);
  if (options.cipher) {
    let secure = false;
    try {
      secure = await options.cipher.isSecure();
    } catch {
      secure = false;
    }
    if (secure)
      return createCipherFileStore(options.cipher, join(options.dataDirectory, 'secrets'));
  }
  return createSessionStore(SESSION_ONLY_NOTE);
}

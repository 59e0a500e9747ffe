/**
 * Keys encrypted with Electron safeStorage (through the Desktop port's SecretCipher), the
 * ciphertext in `<dataDirectory>/secrets/<account>.bin` with owner-only permissions,
 * written to a temp file and renamed so a crash never leaves half a key.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SecretCipher } from '../desktop/Desktop';
import { SecretStoreError, type SecretStore } from './SecretStore';

function fileName(account: string): string {
  // Accounts are our own ids; still, never let one escape the folder.
  return `${account.replace(/[^a-z0-9_-]/gi, '_')}.bin`;
}

export function createCipherFileStore(cipher: SecretCipher, folder: string): SecretStore {
  const path = (account: string) => join(folder, fileName(account));
  async function save(account: string, secret: string): Promise<void> {
    let cipherText: Uint8Array;
    try {
      cipherText = await cipher.encrypt(secret);
    } catch {
      throw new SecretStoreError('The key cannot be encrypted');
    }
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const temporary = `${path(account)}.tmp-${process.pid}`;
    await writeFile(temporary, cipherText, { mode: 0o600, flush: true });
    await rename(temporary, path(account));
  }
  return {
    storage: 'safe-storage',
    note: 'The OS keychain is not available; the key is encrypted with the system key store instead.',
    async get(account) {
      let bytes: Buffer;
      try {
        bytes = await readFile(path(account));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw new SecretStoreError('The encrypted key file cannot be read');
      }
      let decrypted: { plainText: string; shouldReEncrypt: boolean };
      try {
        decrypted = await cipher.decrypt(new Uint8Array(bytes));
      } catch {
        throw new SecretStoreError('The encrypted key cannot be decrypted');
      }
      // The OS key rotated or the scheme is old: save it under the current one. The key read
      // fine, so a failed re-save only means trying again next time.
      if (decrypted.shouldReEncrypt)
        await save(account, decrypted.plainText).catch(() => undefined);
      return decrypted.plainText;
    },
    set: save,
    async delete(account) {
      await rm(path(account), { force: true });
    },
  };
}

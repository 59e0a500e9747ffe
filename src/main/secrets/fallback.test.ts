import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SecretCipher } from '../desktop/Desktop';
import { createKeyVault } from './keyVault';
import { openSecretStore, SESSION_ONLY_NOTE } from './openSecretStore';
import type { KeytarModule, SecretStore } from './SecretStore';

const SECRET = 'sk-live-fallback-secret-9876';

/** A reversible stand-in for safeStorage: XOR with a fixed byte, plus a marker. */
function fakeCipher(secure: boolean): SecretCipher & { encrypted: number; scheme: number } {
  const cipher = {
    encrypted: 0,
    /** The marker byte of the current scheme; older ciphertexts decrypt but should be re-encrypted. */
    scheme: 0xee,
    isSecure: async () => secure,
    encrypt: async (plain: string) => {
      cipher.encrypted += 1;
      return Uint8Array.from([
        cipher.scheme,
        ...Buffer.from(plain, 'utf8').map((byte) => byte ^ 0x5a),
      ]);
    },
    decrypt: async (bytes: Uint8Array) => {
      if (bytes[0] !== 0xee && bytes[0] !== 0xef) throw new Error('not ours');
      const plainText = Buffer.from(bytes.slice(1).map((byte) => byte ^ 0x5a)).toString('utf8');
      return { plainText, shouldReEncrypt: bytes[0] !== cipher.scheme };
    },
  };
  return cipher;
}

const noKeytar = () => {
  throw new Error('keytar.node: cannot open shared object file');
};
const brokenKeytar = (): KeytarModule => ({
  getPassword: async () => {
    throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
  },
  setPassword: async () => undefined,
  deletePassword: async () => false,
});
const temporary = () => mkdtempSync(join(tmpdir(), 'atelier-secrets-'));

describe('secret store fallbacks', () => {
  it('uses safeStorage ciphertext on disk when keytar cannot load', async () => {
    const dataDirectory = temporary();
    const cipher = fakeCipher(true);
    const store = await openSecretStore({ dataDirectory, cipher, loadKeytar: noKeytar });
    expect(store.storage).toBe('safe-storage');
    const vault = createKeyVault(store);
    expect(await vault.set('live', SECRET)).toBe('safe-storage');
    const file = join(dataDirectory, 'secrets', 'live.bin');
    expect(readFileSync(file).toString('latin1')).not.toContain(SECRET);
    expect(cipher.encrypted).toBe(1);
    const again = createKeyVault(
      await openSecretStore({ dataDirectory, cipher, loadKeytar: noKeytar }),
    );
    expect(await again.describe('live')).toEqual({
      configured: true,
      last4: '9876',
      storage: 'safe-storage',
    });
    await again.delete('live');
    expect(existsSync(file)).toBe(false);
  });

  it('re-encrypts a key when safeStorage says shouldReEncrypt (its OS key rotated)', async () => {
    const dataDirectory = temporary();
    const cipher = fakeCipher(true);
    const vault = createKeyVault(
      await openSecretStore({ dataDirectory, cipher, loadKeytar: noKeytar }),
    );
    expect(await vault.set('live', SECRET)).toBe('safe-storage');
    const file = join(dataDirectory, 'secrets', 'live.bin');
    expect(readFileSync(file)[0]).toBe(0xee);
    cipher.scheme = 0xef; // the OS store moved on: old ciphertexts still decrypt, flagged
    const reopen = async () =>
      createKeyVault(await openSecretStore({ dataDirectory, cipher, loadKeytar: noKeytar }));
    expect(await (await reopen()).get('live')).toBe(SECRET);
    expect(readFileSync(file)[0]).toBe(0xef);
    expect(cipher.encrypted).toBe(2);
    expect(await (await reopen()).get('live')).toBe(SECRET);
    expect(cipher.encrypted).toBe(2); // current ciphertext: nothing rewritten
  });

  it('uses safeStorage when keytar loads but its Secret Service does not answer', async () => {
    const store = await openSecretStore({
      dataDirectory: temporary(),
      cipher: fakeCipher(true),
      loadKeytar: brokenKeytar,
    });
    expect(store.storage).toBe('safe-storage');
  });

  it('refuses to persist with an insecure (basic_text) cipher: session only, nothing on disk', async () => {
    const dataDirectory = temporary();
    const cipher = fakeCipher(false);
    const store = await openSecretStore({ dataDirectory, cipher, loadKeytar: noKeytar });
    expect(store.storage).toBe('session');
    expect(store.note).toBe(SESSION_ONLY_NOTE);
    const vault = createKeyVault(store);
    expect(await vault.set('live', SECRET)).toBe('session');
    expect(await vault.get('live')).toBe(SECRET);
    expect(cipher.encrypted).toBe(0);
    expect(readdirSync(dataDirectory)).toEqual([]);
    // The next run starts without the key.
    const nextRun = createKeyVault(
      await openSecretStore({ dataDirectory, cipher, loadKeytar: noKeytar }),
    );
    expect(await nextRun.describe('live')).toEqual({
      configured: false,
      last4: null,
      storage: 'none',
    });
  });

  it('is session only in plain Node with neither keytar nor a cipher', async () => {
    const store = await openSecretStore({
      dataDirectory: temporary(),
      cipher: null,
      loadKeytar: noKeytar,
    });
    expect(store.storage).toBe('session');
  });

  it('keeps the key for the session when the store refuses to write it, with a message free of the key', async () => {
    const refusing: SecretStore = {
      storage: 'keychain',
      note: null,
      get: async () => null,
      set: async () => {
        throw new Error('locked');
      },
      delete: async () => undefined,
    };
    const vault = createKeyVault(refusing);
    expect(await vault.set('live', SECRET)).toBe('session');
    expect(await vault.describe('live')).toEqual({
      configured: true,
      last4: '9876',
      storage: 'session',
    });
    expect(vault.note('live')).not.toContain(SECRET);
  });
});

/**
 * Against the REAL OS keychain (gnome-keyring over D-Bus on Linux). `npm test` provides one
 * (scripts/test.ts); by hand:
 *   XDG_DATA_HOME=$(mktemp -d) dbus-run-session -- sh -c 'printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; npx vitest run src/main/secrets'
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireNative } from '../nativeModules';
import { probeKeytar } from './keytarStore';
import { createKeyVault } from './keyVault';
import { openSecretStore } from './openSecretStore';
import type { KeytarModule } from './SecretStore';

const HOW_TO_RUN =
  'No Secret Service is reachable, so the keychain cannot be tested. Run `npm test` (it starts one), or: ' +
  "XDG_DATA_HOME=$(mktemp -d) dbus-run-session -- sh -c 'printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; npx vitest run src/main/secrets'";

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile());
}

describe('keychain (real Secret Service)', () => {
  let keytar: KeytarModule;
  beforeAll(async () => {
    const probed = await probeKeytar(() => requireNative<KeytarModule>('keytar'));
    if (!probed) throw new Error(HOW_TO_RUN);
    keytar = probed;
  });

  it('stores, reads, describes and deletes a key under the Atelier service', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-keychain-'));
    const store = await openSecretStore({ dataDirectory, cipher: null });
    expect(store.storage).toBe('keychain');
    const account = `test-${process.pid}-${Date.now()}`;
    const secret = `sk-live-${Math.random().toString(36).slice(2)}WXYZ`;
    const vault = createKeyVault(store);
    expect(await vault.set(account, secret)).toBe('keychain');
    expect(await keytar.getPassword('Atelier', account)).toBe(secret);
    // A fresh vault reads it back from the keychain, not from a cache.
    const reopened = createKeyVault(await openSecretStore({ dataDirectory, cipher: null }));
    expect(await reopened.get(account)).toBe(secret);
    expect(await reopened.describe(account)).toEqual({
      configured: true,
      last4: 'WXYZ',
      storage: 'keychain',
    });
    for (const path of filesUnder(dataDirectory))
      expect(readFileSync(path, 'utf8')).not.toContain(secret);
    await reopened.delete(account);
    expect(await keytar.getPassword('Atelier', account)).toBeNull();
    expect(await reopened.describe(account)).toEqual({
      configured: false,
      last4: null,
      storage: 'none',
    });
  });
});

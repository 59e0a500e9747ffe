/** The OS keychain through keytar (macOS Keychain, Windows Credential Vault, Secret Service). */
import {
  KEYCHAIN_SERVICE,
  SecretStoreError,
  type KeytarModule,
  type SecretStore,
} from './SecretStore';

/** Secret Service calls can block when the daemon is missing; never wait longer than this. */
const CALL_TIMEOUT_MS = 5_000;

function bounded<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SecretStoreError(`The keychain did not answer (${what})`)),
      CALL_TIMEOUT_MS,
    );
    timer.unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Fixed messages only: keytar's own errors could in theory mention what was being stored. */
function failed(what: string): SecretStoreError {
  return new SecretStoreError(`The keychain refused to ${what} the key`);
}

export function createKeytarStore(keytar: KeytarModule, service = KEYCHAIN_SERVICE): SecretStore {
  return {
    storage: 'keychain',
    note: null,
    get: (account) =>
      bounded(keytar.getPassword(service, account), 'read').catch(() =>
        Promise.reject(failed('read')),
      ),
    set: (account, secret) =>
      bounded(keytar.setPassword(service, account, secret), 'write').catch(() =>
        Promise.reject(failed('store')),
      ),
    delete: async (account) => {
      await bounded(keytar.deletePassword(service, account), 'delete').catch(() =>
        Promise.reject(failed('delete')),
      );
    },
  };
}

/** Loads keytar and checks that its backend answers (on Linux: a reachable Secret Service). */
export async function probeKeytar(load: () => KeytarModule): Promise<KeytarModule | null> {
  let keytar: KeytarModule;
  try {
    keytar = load();
  } catch {
    return null;
  }
  try {
    await bounded(keytar.getPassword(KEYCHAIN_SERVICE, '__probe__'), 'probe');
    return keytar;
  } catch {
    return null;
  }
}

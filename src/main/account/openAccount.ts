/**
 * Builds the account side of the main process in one call for the composition root:
 * preferences, key storage, the embedded sandbox, the profiles, the catalog cache and
 * the `account`, `catalog` and `settings` handlers. The tasks engine uses `profiles`
 * (activeApi, apiFor, activeProfileId, onActiveChanged) and `catalog.getFresh`.
 */
import { join } from 'node:path';
import type { Handlers } from '../../shared/ipc/types';
import { createCatalogService, type CatalogService } from '../catalog';
import type { SecretCipher } from '../desktop/Desktop';
import type { EventBus } from '../ipc/eventBus';
import { createKeyVault, openSecretStore, type KeytarModule, type KeyVault } from '../secrets';
import {
  createSettingsService,
  openConfJsonStore,
  openPreferencesStore,
  type OpenJsonStore,
  type PreferencesStore,
} from '../settings';
import { createAccountService } from './accountService';
import { createProfiles, type Profiles, type SharedApiOptions } from './profiles';
import { createSandboxHost, type EmbeddedSandboxOptions, type SandboxHost } from './sandboxHost';
import { loadSandboxKey } from './sandboxKey';

export interface OpenAccountOptions {
  dataDirectory: string;
  /** The keychain's service name; `Atelier` (KEYCHAIN_SERVICE) unless given. */
  keychainService?: string;
  cipher: SecretCipher | null;
  bus: EventBus;
  now: () => number;
  /** electron-store in the app; conf (same format) by default. */
  openPreferencesFile?: OpenJsonStore;
  sandbox?: EmbeddedSandboxOptions;
  api?: SharedApiOptions;
  loadKeytar?: () => KeytarModule;
  /** Told when a corrupt preferences file was set aside. */
  onPreferencesSetAside?: (copyPath: string, reason: string) => void;
  /** Told of every API key read from or written to the key store (the log's redactor learns it). */
  onKey?: (key: string) => void;
  /** The OS's preferred languages (the Desktop port's), for Settings → Language. */
  systemLanguages?: () => string[];
  /** Told of every balance read (recorded for the Spending page). */
  onBalance?: (profileId: string, credits: number, at: number) => void;
}

export interface AccountContext {
  handlers: Pick<Handlers, 'account' | 'catalog' | 'settings'>;
  profiles: Profiles;
  catalog: CatalogService;
  preferences: PreferencesStore;
  /** The keychain-backed secrets (the Live key; Settings → Network keeps the proxy password here too). */
  vault: KeyVault;
  sandboxHost: SandboxHost;
  close(): Promise<void>;
}

export async function openAccount(options: OpenAccountOptions): Promise<AccountContext> {
  const preferences = openPreferencesStore({
    folder: options.dataDirectory,
    open: options.openPreferencesFile ?? openConfJsonStore,
    now: options.now,
    ...(options.onPreferencesSetAside ? { onSetAside: options.onPreferencesSetAside } : {}),
  });
  const store = await openSecretStore({
    dataDirectory: options.dataDirectory,
    cipher: options.cipher,
    ...(options.keychainService ? { keychainService: options.keychainService } : {}),
    ...(options.loadKeytar ? { loadKeytar: options.loadKeytar } : {}),
  });
  const vault = watchKeys(createKeyVault(store), options.onKey);
  const sandboxHost = createSandboxHost(options.dataDirectory, options.sandbox);
  const profiles = createProfiles({
    preferences,
    vault,
    sandboxHost,
    sandboxKey: loadSandboxKey(join(options.dataDirectory, 'sandbox')),
    ...(options.api ? { api: options.api } : {}),
  });
  const catalog = createCatalogService({
    dataDirectory: options.dataDirectory,
    profiles,
    bus: options.bus,
    now: options.now,
  });
  const account = createAccountService({
    profiles,
    vault,
    bus: options.bus,
    now: options.now,
    // A cached copy of any age is fine for a USD figure; fetch only when there is none.
    catalog: async () =>
      catalog.peek()?.catalog ??
      (await catalog.getFresh(Number.POSITIVE_INFINITY).catch(() => null)),
    ...(options.api ? { api: options.api } : {}),
    ...(options.onBalance ? { onBalance: options.onBalance } : {}),
  });
  return {
    handlers: {
      account,
      catalog: catalog.handlers,
      settings: createSettingsService(preferences, options.bus, options.systemLanguages),
    },
    profiles,
    catalog,
    preferences,
    vault,
    sandboxHost,
    async close() {
      catalog.close();
      await sandboxHost.close();
    },
  };
}

/** The vault, telling `onKey` of every key that passes through it. */
function watchKeys(vault: KeyVault, onKey: ((key: string) => void) | undefined): KeyVault {
  if (!onKey) return vault;
  return {
    ...vault,
    async get(account) {
      const key = await vault.get(account);
      if (key) onKey(key);
      return key;
    },
    set(account, secret) {
      onKey(secret);
      return vault.set(account, secret);
    },
  };
}

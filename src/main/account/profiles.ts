/**
 * The two profiles and which one is active. Sandbox: the embedded emulator with this
 * installation's sandbox key. Live: the base URL from the preferences and the key from
 * the KeyVault (read per request, never copied elsewhere). The tasks engine asks
 * `activeApi()` for new submits and `apiFor(profileId)` to keep polling tasks a profile
 * made before the user switched.
 */
import type { AccountStatus, ProfileKind, ProfileView } from '../../shared/ipc/account';
import {
  AuthenticationError,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
} from '../api';
import type { KeyVault } from '../secrets';
import type { PreferencesStore } from '../settings';
import { createLazyApiClient } from './lazyApiClient';
import type { SandboxHost } from './sandboxHost';
import { t } from '../../shared/i18n/activeLanguage';

export const LIVE_KEY_ACCOUNT = 'live';

/** Client options shared by every profile (tests inject fetch and a clock). */
export type SharedApiOptions = Omit<ApiClientOptions, 'baseUrl' | 'getApiKey'>;

export interface ProfilesOptions {
  preferences: PreferencesStore;
  vault: KeyVault;
  sandboxHost: SandboxHost;
  sandboxKey: string;
  api?: SharedApiOptions;
}

export interface Profiles {
  activeProfileId(): ProfileKind;
  activeApi(): ApiClient;
  apiFor(profileId: string): ApiClient;
  /** Switches the active profile (persisted) and tells listeners. */
  activate(profileId: ProfileKind): void;
  /** Points Live at a (verified) base URL. */
  setLiveBaseUrl(baseUrl: string | null): void;
  onActiveChanged(listener: (profileId: ProfileKind) => void): () => void;
  status(): Promise<AccountStatus>;
}

function unconfiguredClient(): ApiClient {
  const missing = () =>
    new AuthenticationError(t('mainWords.account.noLiveKey'), {
      code: 'missing_api_key',
      param: 'apiKey',
    });
  return {
    baseUrl: '',
    submit: async () => ({ kind: 'rejected', error: missing() }),
    status: () => Promise.reject(missing()),
    balance: () => Promise.reject(missing()),
    catalog: () => Promise.reject(missing()),
  };
}

export function createProfiles(options: ProfilesOptions): Profiles {
  const { preferences, vault, sandboxHost, sandboxKey } = options;
  const listeners = new Set<(profileId: ProfileKind) => void>();
  const sandboxApi = createLazyApiClient(
    async () =>
      createApiClient({
        ...options.api,
        baseUrl: await sandboxHost.ensure(),
        getApiKey: async () => sandboxKey,
      }),
    () => t('mainWords.account.sandboxNotStarted'),
  );
  const buildLive = (baseUrl: string | null): ApiClient => {
    if (!baseUrl) return unconfiguredClient();
    try {
      return createApiClient({
        ...options.api,
        baseUrl,
        getApiKey: () => vault.get(LIVE_KEY_ACCOUNT),
      });
    } catch {
      return unconfiguredClient(); // a hand-edited preferences file with a refused URL
    }
  };
  let liveApi = buildLive(preferences.get().liveBaseUrl);

  const active = (): ProfileKind => preferences.get().activeProfile;

  async function view(kind: ProfileKind, isActive: boolean): Promise<ProfileView> {
    if (kind === 'sandbox') {
      return {
        id: 'sandbox',
        kind,
        label: 'Sandbox',
        baseUrl: sandboxHost.url() ?? '',
        active: isActive,
        // The sandbox key is not a secret (see sandboxKey.ts): configured, kept in no secure store.
        key: { configured: true, last4: sandboxKey.slice(-4), storage: 'none' },
      };
    }
    return {
      id: 'live',
      kind,
      label: 'Live',
      baseUrl: preferences.get().liveBaseUrl ?? '',
      active: isActive,
      key: await vault.describe(LIVE_KEY_ACCOUNT),
    };
  }

  return {
    activeProfileId: active,
    activeApi: () => (active() === 'live' ? liveApi : sandboxApi),
    apiFor: (profileId) => (profileId === 'live' ? liveApi : sandboxApi),
    activate(profileId) {
      const changed = active() !== profileId;
      preferences.update({ activeProfile: profileId, firstRunDone: true });
      if (changed) for (const listener of [...listeners]) listener(profileId);
    },
    setLiveBaseUrl(baseUrl) {
      preferences.update({ liveBaseUrl: baseUrl });
      liveApi = buildLive(baseUrl);
    },
    onActiveChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async status() {
      const current = active();
      if (current === 'sandbox') await sandboxHost.ensure().catch(() => undefined);
      const profiles = [
        await view('sandbox', current === 'sandbox'),
        await view('live', current === 'live'),
      ];
      const activeView = profiles.find((profile) => profile.active) ?? profiles[0];
      if (!activeView) throw new Error('no profiles');
      return { active: activeView, profiles, firstRun: !preferences.get().firstRunDone };
    },
  };
}

/**
 * `Handlers['network']`: Settings → Network. Owns the rule "one mode for everything":
 * every change is checked (errors name the field, nothing is saved when one is wrong), the
 * password goes to the OS keychain (KeyVault, account `proxy`) and never to the preferences
 * file, the window or a log line, and the mode is applied at once to the network setup
 * (Node's requests) and to the window's session (through the Desktop port).
 */
import type { ConnectionTest, NetworkPreferences, NetworkView } from '../../shared/ipc/network';
import type { Handlers } from '../../shared/ipc/types';
import { toAtelierError, type ApiClient } from '../api';
import type { Desktop } from '../desktop/Desktop';
import type { EventBus } from '../ipc/eventBus';
import type { KeyVault } from '../secrets';
import type { PreferencesStore } from '../settings';
import { proxyConfigOf, sessionSettingsOf, type ProxyConfig } from './proxyConfig';
import { parseBypassRules } from './bypassRules';
import { parseProxyAddress } from './proxyAddress';
import type { NetworkSetup } from './networkSetup';

export const PROXY_PASSWORD_ACCOUNT = 'proxy';

export interface NetworkServiceOptions {
  setup: NetworkSetup;
  preferences: PreferencesStore;
  vault: KeyVault;
  desktop: Pick<Desktop, 'setSessionProxy'>;
  bus: Pick<EventBus, 'emit'>;
  activeApi: () => ApiClient;
  /** The proxy variables System mode follows (process.env by default). */
  env?: NodeJS.ProcessEnv;
  /** Told when stored settings could not be used (a hand-edited file); System is used instead. */
  onUnusable?: (reason: string) => void;
}

export interface NetworkService {
  handlers: Handlers['network'];
  /** Applies the stored mode (start-up). */
  apply(): Promise<void>;
}

export function createNetworkService(options: NetworkServiceOptions): NetworkService {
  const { setup, preferences, vault } = options;

  async function view(): Promise<NetworkView> {
    return {
      ...preferences.get().network,
      hasPassword: (await vault.get(PROXY_PASSWORD_ACCOUNT)) !== null,
    };
  }

  async function applyConfig(config: ProxyConfig): Promise<void> {
    setup.configure(config);
    await options.desktop.setSessionProxy(sessionSettingsOf(config, options.env ?? process.env));
  }

  async function apply(): Promise<void> {
    let config: ProxyConfig;
    try {
      config = proxyConfigOf(preferences.get().network, await vault.get(PROXY_PASSWORD_ACCOUNT));
    } catch (error) {
      options.onUnusable?.(error instanceof Error ? error.message : String(error));
      config = { mode: 'system' };
    }
    await applyConfig(config);
  }

  const handlers: Handlers['network'] = {
    get: () => view(),
    async update(input) {
      const { password, ...fields } = input;
      const next: NetworkPreferences = { ...preferences.get().network };
      for (const [key, value] of Object.entries(fields))
        if (value !== undefined) Object.assign(next, { [key]: value });
      // Checked before anything is stored: a wrong address is refused, the old setup stays.
      if (next.proxyUrl.trim() !== '') parseProxyAddress(next.proxyUrl);
      parseBypassRules(next.bypass);
      const newPassword =
        password === undefined ? await vault.get(PROXY_PASSWORD_ACCOUNT) : password || null;
      const config = proxyConfigOf(next, newPassword);
      if (password !== undefined) {
        if (newPassword === null) await vault.delete(PROXY_PASSWORD_ACCOUNT);
        else await vault.set(PROXY_PASSWORD_ACCOUNT, newPassword);
      }
      preferences.update({
        network: { ...next, proxyUrl: next.proxyUrl.trim(), proxyUser: next.proxyUser.trim() },
      });
      await applyConfig(config);
      const result = await view();
      options.bus.emit('network:changed', result);
      return result;
    },
    async test(): Promise<ConnectionTest> {
      const api = options.activeApi();
      let credits: number;
      try {
        credits = await api.balance({ retry: false });
      } catch (error) {
        throw toAtelierError(error);
      }
      const proxy = api.baseUrl ? await setup.proxyFor(new URL(api.baseUrl)) : null;
      return {
        credits,
        proxy,
        route: proxy === null ? 'directly' : `through the proxy ${proxy}`,
      };
    },
  };
  return { handlers, apply };
}

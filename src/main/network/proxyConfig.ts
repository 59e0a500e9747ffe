/**
 * The proxy mode as the rest of the main process needs it: one value built from the
 * preferences (and the password from the keychain), and the session settings Chromium gets
 * for the same mode, so the window (media, thumbnails) and Node's requests go the same way.
 */
import type { NetworkPreferences } from '../../shared/ipc/network';
import { parseBypassRules, type BypassRules } from './bypassRules';
import { sessionSettingsFromEnvironment } from './environmentProxy';
import { parseProxyAddress, type ProxyAddress } from './proxyAddress';
import type { ProxyCredentials, SessionProxySettings } from './sessionProxy';

export type { ProxyCredentials, SessionProxySettings };

export type ProxyConfig =
  | { mode: 'none' }
  | { mode: 'system' }
  | {
      mode: 'manual';
      proxy: ProxyAddress;
      credentials: ProxyCredentials | null;
      bypass: BypassRules;
      bypassText: string;
    };

/** Throws invalid_input naming `proxyUrl` or `bypass` when the manual settings are wrong. */
export function proxyConfigOf(
  preferences: NetworkPreferences,
  password: string | null,
): ProxyConfig {
  if (preferences.mode !== 'manual') return { mode: preferences.mode };
  const proxy = parseProxyAddress(preferences.proxyUrl);
  const bypass = parseBypassRules(preferences.bypass);
  const user = preferences.proxyUser.trim();
  const credentials = user === '' ? null : { user, password: password ?? '' };
  return { mode: 'manual', proxy, credentials, bypass, bypassText: preferences.bypass.trim() };
}

/** `env`: in System mode the proxy variables, when set, are given to the session too (environmentProxy.ts). */
export function sessionSettingsOf(
  config: ProxyConfig,
  env: NodeJS.ProcessEnv = {},
): SessionProxySettings {
  if (config.mode === 'none') return { mode: 'direct' };
  if (config.mode === 'system') return sessionSettingsFromEnvironment(env) ?? { mode: 'system' };
  return {
    mode: 'fixed_servers',
    proxyRules: config.proxy.uri,
    proxyBypassRules: config.bypassText,
    ...(config.credentials
      ? { credentials: { ...config.credentials, proxy: config.proxy.label } }
      : {}),
  };
}

/**
 * The first entry of a PAC-style answer (what Electron's `session.resolveProxy` resolves
 * with: "DIRECT", "PROXY host:port", "HTTPS host:port", "SOCKS5 host:port", "; "-separated
 * fallbacks), as a proxy address, or null for DIRECT or anything this app cannot use.
 */
export function proxyFromPac(answer: string): ProxyAddress | null {
  const first = answer.split(';')[0]?.trim() ?? '';
  // "SOCKS" alone is SOCKS4, which undici does not speak: such a system proxy is not used.
  const match = /^(PROXY|HTTPS|SOCKS5)\s+(\S+)$/i.exec(first);
  if (!match) return null;
  const scheme = { PROXY: 'http', HTTPS: 'https', SOCKS5: 'socks5' }[match[1]!.toUpperCase()];
  try {
    return parseProxyAddress(`${scheme}://${match[2]}`);
  } catch {
    return null;
  }
}

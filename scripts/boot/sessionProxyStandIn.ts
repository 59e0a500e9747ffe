/**
 * The default session's proxy, for the Electron stand-in (electronStandIn.ts), as Electron
 * 45 documents it:
 * - `ses.setProxy(config)` resolves when the setting is applied; `mode` defaults to
 *   `pac_script` when `pacScript` is given, otherwise `fixed_servers` (ProxyConfig);
 *   pooled sockets may keep the previous proxy until `ses.closeAllConnections()`;
 * - `ses.resolveProxy(url)` resolves with the proxy information for the URL, PAC style
 *   ("DIRECT", "PROXY host:port", "HTTPS host:port", "SOCKS5 host:port");
 * - loopback bypasses a fixed proxy unless the bypass rules contain `<-loopback>`;
 * - proxy credentials are asked through the app's `login` event (authInfo.isProxy); without
 *   `event.preventDefault()` and a callback the request is cancelled.
 * The stand-in has no OS proxy settings and no PAC engine: `system`, `auto_detect` and
 * `pac_script` resolve to DIRECT. Bypass rules are read for loopback, exact hosts and
 * `*.domain` only.
 */
import type { EventEmitter } from 'node:events';

export interface StandInProxyConfig {
  mode?: 'direct' | 'auto_detect' | 'pac_script' | 'fixed_servers' | 'system';
  pacScript?: string;
  proxyRules?: string;
  proxyBypassRules?: string;
}

const PAC_WORDS: Record<string, string> = {
  http: 'PROXY',
  https: 'HTTPS',
  socks5: 'SOCKS5',
  socks4: 'SOCKS',
  socks: 'SOCKS',
};

function isLoopback(host: string): boolean {
  return (
    host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]'
  );
}

function bypassed(url: URL, rules: string): boolean {
  const entries = rules.split(/[\s,;]+/).filter(Boolean);
  if (isLoopback(url.hostname) && !entries.includes('<-loopback>')) return true;
  return entries.some((entry) =>
    entry.startsWith('*.') ? url.hostname.endsWith(entry.slice(1)) : url.hostname === entry,
  );
}

/** The proxy of `proxyRules` for the URL's scheme (`[scheme=]proxy[,proxy];...`), first of its list. */
function ruleFor(url: URL, rules: string): string | null {
  const scheme = url.protocol.replace(/:$/, '');
  const groups = rules
    .split(';')
    .map((group) => group.trim())
    .filter(Boolean);
  const chosen =
    groups.find((group) => group.startsWith(`${scheme}=`)) ??
    groups.find((group) => !/^[a-z]+=/.test(group));
  const first = chosen
    ?.replace(/^[a-z]+=/, '')
    .split(',')[0]
    ?.trim();
  if (!first || first === 'direct://') return null;
  const match = /^(?:([a-z0-9]+):\/\/)?(.+)$/.exec(first);
  const proxyScheme = match?.[1] ?? 'http';
  return `${PAC_WORDS[proxyScheme] ?? 'PROXY'} ${match?.[2] ?? first}`;
}

export function createSessionProxy() {
  const state = { config: { mode: 'system' } as StandInProxyConfig, closeAllConnectionsCalls: 0 };
  return {
    state,
    async setProxy(config: StandInProxyConfig): Promise<void> {
      const mode = config.mode ?? (config.pacScript ? 'pac_script' : 'fixed_servers');
      state.config = { ...config, mode };
    },
    async resolveProxy(url: string): Promise<string> {
      const { mode, proxyRules = '', proxyBypassRules = '' } = state.config;
      const target = new URL(url);
      if (mode !== 'fixed_servers' || bypassed(target, proxyBypassRules)) return 'DIRECT';
      return ruleFor(target, proxyRules) ?? 'DIRECT';
    },
    async closeAllConnections(): Promise<void> {
      state.closeAllConnectionsCalls += 1;
    },
  };
}

/** Chromium asking for proxy credentials: the app's `login` event, cancelled unless a listener takes it. */
export function askProxyLogin(
  app: EventEmitter,
  authInfo: { host: string; port: number },
): { answered: boolean; user?: string; password?: string } {
  let prevented = false;
  let answer: { user?: string; password?: string } = {};
  const event = { preventDefault: () => (prevented = true) };
  const info = { isProxy: true, scheme: 'basic', realm: 'proxy', ...authInfo };
  app.emit(
    'login',
    event,
    null,
    { url: 'https://api.example.com/' },
    info,
    (user?: string, password?: string) =>
      (answer = {
        ...(user !== undefined ? { user } : {}),
        ...(password !== undefined ? { password } : {}),
      }),
  );
  return prevented ? { answered: true, ...answer } : { answered: false };
}

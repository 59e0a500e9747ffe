/**
 * HTTPS_PROXY / HTTP_PROXY / NO_PROXY (either case, lower case first as curl and undici read
 * them), for System mode. Node's requests use them through undici's EnvHttpProxyAgent; the
 * window's session gets the same proxies as fixed rules (sessionSettingsFromEnvironment), so
 * on every OS the window and Node go the same way while the variables are set (Chromium
 * itself reads them only on Linux, and only without desktop proxy settings).
 */
import { isIP } from 'node:net';
import type { ProxyCredentials, SessionProxySettings } from './sessionProxy';
import { parseProxyAddress, type ProxyAddress } from './proxyAddress';

export interface EnvironmentVariables {
  httpProxy?: string;
  httpsProxy?: string;
  noProxy?: string;
}

/** The variables as EnvHttpProxyAgent's options (so it reads `env`, not process.env behind our back). */
export function environmentVariables(env: NodeJS.ProcessEnv): EnvironmentVariables {
  const pick = (name: string) => env[name.toLowerCase()] || env[name.toUpperCase()] || undefined;
  const found: EnvironmentVariables = { noProxy: pick('no_proxy') ?? '' };
  const httpProxy = pick('http_proxy');
  const httpsProxy = pick('https_proxy');
  if (httpProxy) found.httpProxy = httpProxy;
  if (httpsProxy) found.httpsProxy = httpsProxy;
  return found;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'socks5:': '1080' };

/** A variable's proxy, its default port filled in as undici does, without its credentials. */
function addressOf(
  text: string | undefined,
): { address: ProxyAddress; credentials: ProxyCredentials | null } | null {
  if (!text) return null;
  try {
    const url = new URL(text.includes('://') ? text : `http://${text}`);
    const credentials = url.username
      ? { user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }
      : null;
    const port = url.port || DEFAULT_PORTS[url.protocol] || '';
    return { address: parseProxyAddress(`${url.protocol}//${url.hostname}:${port}`), credentials };
  } catch {
    return null;
  }
}

/** The proxy the variables give a URL's scheme (HTTPS_PROXY falls back to HTTP_PROXY), before NO_PROXY. */
export function environmentProxyFor(
  env: NodeJS.ProcessEnv,
  url: URL,
): { address: ProxyAddress; credentials: ProxyCredentials | null } | null {
  const variables = environmentVariables(env);
  return addressOf(
    url.protocol === 'https:' ? (variables.httpsProxy ?? variables.httpProxy) : variables.httpProxy,
  );
}

/** NO_PROXY as Chromium bypass rules: `corp.com` and `.corp.com` both cover the domain and its subdomains there. */
function bypassFromNoProxy(noProxy: string): string[] | 'all' {
  const rules: string[] = [];
  for (const entry of noProxy.split(/[,\s]+/).filter(Boolean)) {
    if (entry === '*') return 'all';
    const host = entry.replace(/^\*?\./, '');
    if (isIP(host.replace(/^\[(.*)\]$/, '$1')) !== 0 || /^[\d.]+:\d+$/.test(host)) rules.push(host);
    else rules.push(host, `*.${host}`);
  }
  return rules;
}

/** Fixed session rules from the variables, or null when none is set. */
export function sessionSettingsFromEnvironment(
  env: NodeJS.ProcessEnv,
): SessionProxySettings | null {
  const variables = environmentVariables(env);
  const http = addressOf(variables.httpProxy);
  const https = addressOf(variables.httpsProxy) ?? http;
  if (!http && !https) return null;
  const bypass = bypassFromNoProxy(variables.noProxy ?? '');
  if (bypass === 'all') return { mode: 'direct' };
  const rules = [
    ...(http ? [`http=${http.address.uri}`] : []),
    ...(https ? [`https=${https.address.uri}`] : []),
  ];
  const withLogin = https?.credentials ? https : http?.credentials ? http : null;
  return {
    mode: 'fixed_servers',
    proxyRules: rules.join(';'),
    proxyBypassRules: bypass.join(','),
    ...(withLogin?.credentials
      ? { credentials: { ...withLogin.credentials, proxy: withLogin.address.label } }
      : {}),
  };
}

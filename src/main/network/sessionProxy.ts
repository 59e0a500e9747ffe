/** Electron's `session.setProxy` config as the main process hands it to the Desktop port. */

export interface ProxyCredentials {
  user: string;
  password: string;
}

/** Electron's `session.setProxy` config (ProxyConfig in Electron's docs), plus the login answer. */
export interface SessionProxySettings {
  mode: 'direct' | 'system' | 'fixed_servers';
  proxyRules?: string;
  proxyBypassRules?: string;
  /** Answered to Chromium's proxy `login` event for this proxy (`host:port`). */
  credentials?: ProxyCredentials & { proxy: string };
}

/**
 * The manual proxy's address as the user types it (`http://proxy.corp:3128`,
 * `socks5://10.0.0.2:1080`): checked once here, with errors that name the field and the
 * rule, and turned into the one `scheme://host:port` form both Chromium's proxyRules and
 * undici's agents accept. Credentials have their own fields (the password goes to the
 * keychain), so a URL carrying them is refused rather than stored in the preferences file.
 */
import { AtelierError } from '../../shared/errors';

export type ProxyScheme = 'http' | 'https' | 'socks5';

export interface ProxyAddress {
  scheme: ProxyScheme;
  /** The host as written in a URL ([::1] keeps its brackets). */
  host: string;
  port: number;
  /** `host:port`, the words error messages use. */
  label: string;
  /** `scheme://host:port`. */
  uri: string;
}

const SCHEMES: readonly ProxyScheme[] = ['http', 'https', 'socks5'];

function refuse(message: string): AtelierError {
  return new AtelierError('invalid_input', `Proxy address: ${message}`, { field: 'proxyUrl' });
}

export function parseProxyAddress(text: string): ProxyAddress {
  const trimmed = text.trim();
  if (trimmed === '')
    throw refuse('enter the proxy as scheme://host:port, e.g. http://proxy.example.com:3128');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw refuse(
      `“${trimmed}” is not a URL; write it as scheme://host:port, e.g. http://proxy.example.com:3128`,
    );
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (!(SCHEMES as readonly string[]).includes(scheme))
    throw refuse(`the scheme must be http, https or socks5, not “${scheme}”`);
  if (url.username !== '' || url.password !== '')
    throw refuse('put the user name and password in their own fields, not in the address');
  if (url.hostname === '') throw refuse('the host is missing');
  if ((url.pathname !== '' && url.pathname !== '/') || url.search !== '' || url.hash !== '')
    throw refuse('only scheme://host:port, without a path');
  // URL drops a port equal to the scheme's default (http:80, https:443); socks5 has none.
  const explicitPort = /^[a-z0-9]+:\/\/(?:\[[^\]]*\]|[^/:]*):(\d+)\/?$/i.exec(trimmed)?.[1];
  if (explicitPort === undefined) throw refuse('the port is missing (e.g. :3128)');
  const port = Number(explicitPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw refuse('the port must be between 1 and 65535');
  const label = `${url.hostname}:${port}`;
  return {
    scheme: scheme as ProxyScheme,
    host: url.hostname,
    port,
    label,
    uri: `${scheme}://${label}`,
  };
}

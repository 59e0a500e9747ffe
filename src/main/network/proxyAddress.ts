/**
 * The manual proxy's address as the user types it (`http://proxy.corp:3128`,
 * `socks5://10.0.0.2:1080`): checked once here, with errors that name the field and the
 * rule, and turned into the one `scheme://host:port` form both Chromium's proxyRules and
 * undici's agents accept. Credentials have their own fields (the password goes to the
 * keychain), so a URL carrying them is refused rather than stored in the preferences file.
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import type { MessageKey, MessageValues } from '../../shared/i18n/translator';

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

const EXAMPLE = 'http://proxy.example.com:3128';

/** The rule broken, after the field's label as Settings → Network shows it ("Proxy address: …"). */
function refuse(rule: MessageKey, values?: MessageValues): AtelierError {
  return new AtelierError(
    'invalid_input',
    t('generate.crossRule.named', { field: t('settings.network.address'), rule: t(rule, values) }),
    { field: 'proxyUrl' },
  );
}

export function parseProxyAddress(text: string): ProxyAddress {
  const trimmed = text.trim();
  if (trimmed === '') throw refuse('mainWords.proxy.empty', { example: EXAMPLE });
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw refuse('mainWords.proxy.notUrl', { text: trimmed, example: EXAMPLE });
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (!(SCHEMES as readonly string[]).includes(scheme))
    throw refuse('mainWords.proxy.scheme', { scheme });
  if (url.username !== '' || url.password !== '') throw refuse('mainWords.proxy.credentials');
  if (url.hostname === '') throw refuse('mainWords.proxy.noHost');
  if ((url.pathname !== '' && url.pathname !== '/') || url.search !== '' || url.hash !== '')
    throw refuse('mainWords.proxy.path');
  // URL drops a port equal to the scheme's default (http:80, https:443); socks5 has none.
  const explicitPort = /^[a-z0-9]+:\/\/(?:\[[^\]]*\]|[^/:]*):(\d+)\/?$/i.exec(trimmed)?.[1];
  if (explicitPort === undefined) throw refuse('mainWords.proxy.noPort');
  const port = Number(explicitPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw refuse('mainWords.proxy.portRange');
  const label = `${url.hostname}:${port}`;
  return {
    scheme: scheme as ProxyScheme,
    host: url.hostname,
    port,
    label,
    uri: `${scheme}://${label}`,
  };
}

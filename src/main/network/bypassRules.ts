/**
 * Which hosts skip the manual proxy, in the syntax of Chromium's `proxyBypassRules`, so the
 * one string the user writes is handed to the window's session unchanged and means the same
 * to Node's requests. Supported entries, separated by commas, semicolons or spaces:
 * `example.com` (that host), `*.example.com` / `.example.com` (its subdomains; `*.` also the
 * host itself is not matched, as in Chromium), `host:port`, an IP literal, a CIDR range
 * (`10.0.0.0/8`), `<local>` (names without a dot), and `<-loopback>`.
 *
 * Like Chromium, loopback (localhost, 127.0.0.0/8, ::1) always bypasses the proxy unless
 * `<-loopback>` is listed: a proxy elsewhere cannot reach this machine's embedded sandbox.
 */
import { BlockList, isIP } from 'node:net';
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';

export interface BypassRules {
  /** `<-loopback>` was listed: loopback goes through the proxy too. */
  proxyLoopback: boolean;
  matches(url: URL): boolean;
}

type Matcher = (host: string, port: string) => boolean;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

function bare(hostname: string): string {
  return hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

export function isLoopbackHost(hostname: string): boolean {
  const host = bare(hostname);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  // 127.0.0.0/8 is every address whose first octet is 127 (isIP checked the form): a
  // BlockList check builds a SocketAddress, on every request the API client sends.
  if (family === 4) return host.startsWith('127.');
  return family === 6 && LOOPBACK.check(host, 'ipv6');
}

function defaultPort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : url.protocol === 'http:' ? '80' : '');
}

function entryMatcher(entry: string): Matcher | null {
  if (entry === '<local>') return (host) => !host.includes('.') && !host.includes(':');
  const cidr = /^(.+)\/(\d{1,3})$/.exec(entry);
  if (cidr) {
    const network = bare(cidr[1]!);
    const family = isIP(network);
    const prefix = Number(cidr[2]);
    if (family === 0 || prefix > (family === 4 ? 32 : 128)) return null;
    const list = new BlockList();
    list.addSubnet(network, prefix, family === 4 ? 'ipv4' : 'ipv6');
    return (host) => isIP(host) === family && list.check(host, family === 4 ? 'ipv4' : 'ipv6');
  }
  const withPort = /^(\[[^\]]+\]|[^:]+)(?::(\d{1,5}))?$/.exec(entry);
  if (!withPort) return null;
  const pattern = bare(withPort[1]!);
  const port = withPort[2];
  if (!/^[a-z0-9.*:_-]+$/.test(pattern) || pattern.replace(/^\*?\./, '').includes('*')) return null;
  const portOk = (actual: string) => port === undefined || port === actual;
  if (pattern.startsWith('*.') || pattern.startsWith('.')) {
    const suffix = pattern.slice(pattern.indexOf('.'));
    return (host, actual) => host.endsWith(suffix) && portOk(actual);
  }
  return (host, actual) => host === pattern && portOk(actual);
}

export function parseBypassRules(text: string): BypassRules {
  const entries = text.split(/[\s,;]+/).filter((entry) => entry !== '');
  const matchers: Matcher[] = [];
  let proxyLoopback = false;
  for (const entry of entries) {
    if (entry === '<-loopback>') {
      proxyLoopback = true;
      continue;
    }
    const matcher = entryMatcher(entry.toLowerCase());
    if (!matcher) {
      throw new AtelierError(
        'invalid_input',
        t('generate.crossRule.named', {
          field: t('settings.network.bypass'),
          rule: t('mainWords.proxy.bypassEntry', { entry, local: '<local>' }),
        }),
        { field: 'bypass' },
      );
    }
    matchers.push(matcher);
  }
  return {
    proxyLoopback,
    matches(url) {
      const host = bare(url.hostname);
      if (!proxyLoopback && isLoopbackHost(host)) return true;
      return matchers.some((matcher) => matcher(host, defaultPort(url)));
    },
  };
}

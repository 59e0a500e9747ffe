/**
 * What the downloader may reach, as two rules applied to the first URL and to every redirect:
 * - the URL rule (checkDownloadUrl, checkRedirect): https anywhere; plain http only to this
 *   machine, named by a literal loopback address (127.0.0.0/8, [::1]) or exactly `localhost`;
 *   no credentials; an https download never continues over plain http.
 * - the address rule (checkAddress): plain http reaches loopback addresses only; private and
 *   link-local addresses only when the profile's own base URL is one (allowLocalNetwork); the
 *   unspecified address never. A literal host is checked before connecting; a name is checked
 *   inside the connection's own lookup (checkedLookup), so the socket goes to the address the
 *   check saw and a rebinding DNS cannot answer one address to the check and another to it.
 * - through a proxy (main/network), the proxy opens the connection and resolves the name
 *   itself, so no lookup of ours can sit inside it: a literal host is checked as before, and
 *   a name is resolved here and every address checked before the request is handed to the
 *   proxy (checkNameNow). That still refuses a URL naming a private or loopback address; what
 *   it cannot stop is a DNS answer that changes between our look-up and the proxy's, which
 *   then reaches what the proxy, not this machine, can reach on its own network.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { t } from '../../shared/i18n/activeLanguage';

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

export type AddressClass =
  'loopback' | 'private' | 'link-local' | 'unspecified' | 'reserved' | 'public';

export interface ReachPolicy {
  /** The profile's base URL is itself a private or link-local address. */
  allowLocalNetwork: boolean;
}

/** dns.lookup as a port: every address a name resolves to. */
export type LookupPort = (
  hostname: string,
) => Promise<readonly { address: string; family: number }[]>;

export const systemLookup: LookupPort = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

/** A refusal by the address rule; its message names the rule. */
export class AddressRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressRefusedError';
  }
}

function ranges(list: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const blocks = new BlockList();
  for (const [network, prefix, family] of list) blocks.addSubnet(network, prefix, family);
  return blocks;
}

// BlockList also matches IPv4-mapped IPv6 (::ffff:10.0.0.1) against the IPv4 ranges. Checked in
// this order. Ranges that embed an IPv4 address the network translates (NAT64 64:ff9b::/96 and
// 64:ff9b:1::/48, 6to4 2002::/16) and carrier-grade NAT (100.64/10) or the old site-local
// fec0::/10 lead into someone's own network, so they count as private; documentation,
// benchmarking, multicast, the IPv4-compatible ::/96 and 240/4 (with broadcast) are never reached.
const CLASSES: [Exclude<AddressClass, 'public'>, BlockList][] = [
  [
    'unspecified',
    ranges([
      ['0.0.0.0', 8, 'ipv4'],
      ['::', 128, 'ipv6'],
    ]),
  ],
  [
    'loopback',
    ranges([
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ]),
  ],
  [
    'private',
    ranges([
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['100.64.0.0', 10, 'ipv4'],
      ['198.18.0.0', 15, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
      ['fec0::', 10, 'ipv6'],
      ['64:ff9b::', 96, 'ipv6'],
      ['64:ff9b:1::', 48, 'ipv6'],
      ['2002::', 16, 'ipv6'],
    ]),
  ],
  [
    'link-local',
    ranges([
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ]),
  ],
  [
    'reserved',
    ranges([
      ['192.0.0.0', 24, 'ipv4'],
      ['192.0.2.0', 24, 'ipv4'],
      ['198.51.100.0', 24, 'ipv4'],
      ['203.0.113.0', 24, 'ipv4'],
      ['224.0.0.0', 4, 'ipv4'],
      ['240.0.0.0', 4, 'ipv4'],
      ['::', 96, 'ipv6'],
      ['2001:db8::', 32, 'ipv6'],
      ['ff00::', 8, 'ipv6'],
    ]),
  ],
];

/** The IP address a URL's host names literally ([::1] -> ::1), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) === 0 ? null : bare;
}

export function addressClass(address: string): AddressClass {
  const family = isIP(address);
  if (family === 0) throw new TypeError(`not an IP address: ${address}`);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return CLASSES.find(([, blocks]) => blocks.check(address, type))?.[0] ?? 'public';
}

/** Why `address` may not be reached over `protocol`, or null when it may. */
export function checkAddress(
  address: string,
  protocol: string,
  policy: ReachPolicy,
): string | null {
  const kind = addressClass(address);
  if (protocol === 'http:') return kind === 'loopback' ? null : t('mainWords.downloads.plainHttp');
  if (kind === 'unspecified') return t('mainWords.downloads.unspecifiedAddress', { address });
  if (kind === 'reserved') return t('mainWords.downloads.reservedAddress', { address });
  if ((kind === 'private' || kind === 'link-local') && !policy.allowLocalNetwork) {
    return t('mainWords.downloads.localAddress', { address, kind });
  }
  return null;
}

/** The URL rule for the first URL (and, with `base`, a redirect's Location). */
export function checkDownloadUrl(text: string, base?: string): UrlVerdict {
  let url: URL;
  try {
    url = base === undefined ? new URL(text) : new URL(text, base);
  } catch {
    return { ok: false, reason: t('mainWords.downloads.notValidUrl') };
  }
  if (url.username !== '' || url.password !== '')
    return { ok: false, reason: t('mainWords.downloads.credentials') };
  if (url.protocol === 'https:') return { ok: true, url };
  if (url.protocol === 'http:') {
    const literal = literalAddress(url.hostname);
    const thisMachine =
      url.hostname === 'localhost' || (literal !== null && addressClass(literal) === 'loopback');
    return thisMachine
      ? { ok: true, url }
      : { ok: false, reason: t('mainWords.downloads.plainHttp') };
  }
  return {
    ok: false,
    reason: t('mainWords.downloads.scheme', { scheme: url.protocol.replace(':', '') }),
  };
}

export function checkRedirect(from: URL, location: string): UrlVerdict {
  const verdict = checkDownloadUrl(location, from.href);
  if (verdict.ok && from.protocol === 'https:' && verdict.url.protocol === 'http:') {
    return { ok: false, reason: t('mainWords.downloads.httpsToHttp') };
  }
  return verdict;
}

const FAMILIES: Record<string, 4 | 6> = { '4': 4, '6': 6, IPv4: 4, IPv6: 6 };

/**
 * A net/http `lookup` that resolves through `port` and hands the socket only addresses that
 * pass the address rule; one refused address refuses the name.
 */
export function checkedLookup(
  port: LookupPort,
  protocol: string,
  policy: ReachPolicy,
): LookupFunction {
  return (hostname, options, callback) => {
    const answer = checkNameNow(port, hostname, protocol, policy).then((found) => {
      const family = FAMILIES[String(options.family)] ?? 0;
      const usable = found.filter((entry) => family === 0 || entry.family === family);
      if (usable.length === 0)
        throw Object.assign(new Error(`${hostname} has no usable address`), { code: 'ENOTFOUND' });
      return usable;
    });
    answer.then(
      (usable) =>
        options.all
          ? callback(null, [...usable])
          : callback(null, usable[0]?.address ?? '', usable[0]?.family),
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/** Resolves `hostname` and checks every address it has; one refused address refuses the name. */
export async function checkNameNow(
  port: LookupPort,
  hostname: string,
  protocol: string,
  policy: ReachPolicy,
): Promise<readonly { address: string; family: number }[]> {
  const found = await port(hostname);
  for (const { address } of found) {
    const reason = checkAddress(address, protocol, policy);
    if (reason)
      throw new AddressRefusedError(
        t('mainWords.downloads.resolvesTo', { host: hostname, address, reason }),
      );
  }
  return found;
}

/** The addresses a URL's host stands for: itself when literal, else what `lookup` answers (none on failure). */
async function hostAddresses(hostname: string, lookup: LookupPort): Promise<string[]> {
  const literal = literalAddress(hostname);
  return literal !== null
    ? [literal]
    : lookup(hostname).then(
        (found) => found.map((entry) => entry.address),
        () => [],
      );
}

/**
 * Whether a link's host is on this machine or its network (any address not public), so a
 * remote service could not fetch it; null when the name does not resolve.
 */
export async function isOwnNetworkHost(
  hostname: string,
  lookup: LookupPort,
): Promise<boolean | null> {
  const addresses = await hostAddresses(hostname, lookup);
  return addresses.length === 0
    ? null
    : addresses.some((address) => addressClass(address) !== 'public');
}

/** Whether a profile's service runs on this machine or its network (the sandbox, a local server). */
export async function isLocalServiceBase(baseUrl: string, lookup: LookupPort): Promise<boolean> {
  let hostname: string;
  try {
    hostname = new URL(baseUrl).hostname;
  } catch {
    return false;
  }
  const addresses = await hostAddresses(hostname, lookup);
  return (
    addresses.length > 0 &&
    addresses.every((address) =>
      ['loopback', 'private', 'link-local'].includes(addressClass(address)),
    )
  );
}

/** Whether a profile's base URL is itself a private or link-local address (by literal or by name). */
export async function isLocalNetworkBase(baseUrl: string, lookup: LookupPort): Promise<boolean> {
  let hostname: string;
  try {
    hostname = new URL(baseUrl).hostname;
  } catch {
    return false;
  }
  const literal = literalAddress(hostname);
  const addresses =
    literal !== null
      ? [literal]
      : await lookup(hostname).then(
          (found) => found.map((entry) => entry.address),
          () => [],
        );
  return (
    addresses.length > 0 &&
    addresses.every((address) => ['private', 'link-local'].includes(addressClass(address)))
  );
}

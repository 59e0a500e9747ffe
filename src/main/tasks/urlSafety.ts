/**
 * Which URLs the downloader may fetch: https anywhere, plain http only to this machine
 * (the embedded sandbox). No credentials in URLs. Applied to the first URL and to every
 * redirect target alike.
 */
export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

const LOOPBACK_NAMES = new Set(['localhost', '[::1]', '::1']);

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (LOOPBACK_NAMES.has(host) || host.endsWith('.localhost')) return true;
  const parts = host.split('.');
  return parts.length === 4 && parts[0] === '127' && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

export function checkDownloadUrl(text: string, base?: string): UrlVerdict {
  let url: URL;
  try {
    url = base === undefined ? new URL(text) : new URL(text, base);
  } catch {
    return { ok: false, reason: 'not a valid URL' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'URLs with credentials are refused' };
  if (url.protocol === 'https:') return { ok: true, url };
  if (url.protocol === 'http:') {
    return isLoopbackHost(url.hostname) ? { ok: true, url } : { ok: false, reason: 'plain http is only allowed to this machine' };
  }
  return { ok: false, reason: `the ${url.protocol.replace(':', '')} scheme is refused` };
}

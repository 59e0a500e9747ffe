/**
 * Which base URLs the client may talk to: https anywhere, plain http only on loopback
 * (the embedded sandbox). Returns the URL without a trailing slash.
 */
import { AtelierError } from '../../shared/errors';

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function checkBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new AtelierError('invalid_input', 'The base URL is not a valid URL', {
      field: 'baseUrl',
    });
  }
  if (url.username || url.password) {
    throw new AtelierError('invalid_input', 'The base URL must not contain credentials', {
      field: 'baseUrl',
    });
  }
  if (url.search || url.hash) {
    throw new AtelierError('invalid_input', 'The base URL must not have a query or fragment', {
      field: 'baseUrl',
    });
  }
  const secure = url.protocol === 'https:';
  const loopback = url.protocol === 'http:' && isLoopbackHost(url.hostname);
  if (!secure && !loopback) {
    throw new AtelierError(
      'invalid_input',
      'The base URL must use https (http only for this computer)',
      { field: 'baseUrl' },
    );
  }
  return url.toString().replace(/\/+$/, '');
}

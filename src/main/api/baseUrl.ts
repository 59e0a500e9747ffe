/**
 * Which base URLs the client may talk to: https anywhere, plain http only on loopback
 * (the embedded sandbox). Returns the URL without a trailing slash.
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function checkBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new AtelierError('invalid_input', t('mainWords.baseUrl.invalid'), {
      field: 'baseUrl',
    });
  }
  if (url.username || url.password) {
    throw new AtelierError('invalid_input', t('mainWords.baseUrl.credentials'), {
      field: 'baseUrl',
    });
  }
  if (url.search || url.hash) {
    throw new AtelierError('invalid_input', t('mainWords.baseUrl.query'), {
      field: 'baseUrl',
    });
  }
  const secure = url.protocol === 'https:';
  const loopback = url.protocol === 'http:' && isLoopbackHost(url.hostname);
  if (!secure && !loopback) {
    throw new AtelierError('invalid_input', t('mainWords.baseUrl.https'), { field: 'baseUrl' });
  }
  return url.toString().replace(/\/+$/, '');
}

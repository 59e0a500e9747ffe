/**
 * Failures of the proxy itself, told apart from failures of the server behind it, so the
 * user reads "The proxy 127.0.0.1:8899 refused the connection" instead of "network error".
 * Every request through a proxy is tunnelled (HTTP CONNECT or SOCKS5), so each failure
 * recognised here happened before a byte of the request reached the service: callers
 * treat a ProxyError as "not sent" (a paid submit is rejected, not in doubt).
 */
import { t } from '../../shared/i18n/activeLanguage';

export class ProxyError extends Error {
  readonly code: string;
  /** `host:port` of the proxy. */
  readonly proxy: string;
  /** Worth trying again later (the proxy is down), as opposed to a setting to fix. */
  readonly transient: boolean;
  constructor(message: string, code: string, proxy: string, transient: boolean) {
    super(message);
    this.name = 'ProxyError';
    this.code = code;
    this.proxy = proxy;
    this.transient = transient;
  }
}

interface ErrorFacts {
  codes: string[];
  messages: string[];
}

function facts(
  error: unknown,
  depth = 0,
  into: ErrorFacts = { codes: [], messages: [] },
): ErrorFacts {
  if (typeof error !== 'object' || error === null || depth > 4) return into;
  const record = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof record.code === 'string') into.codes.push(record.code);
  if (typeof record.message === 'string') into.messages.push(record.message);
  if (Array.isArray(record.errors)) for (const item of record.errors) facts(item, depth + 1, into);
  facts(record.cause, depth + 1, into);
  return into;
}

/** undici's ProxyAgent reports a refused CONNECT as "Proxy response (407) !== 200 when HTTP Tunneling". */
const TUNNEL_STATUS = /Proxy response \((\d{3})\)/;

/**
 * The ProxyError `error` stands for when a request went to the proxy `label`, or null when
 * the failure is not the proxy's (then the caller's usual handling applies).
 * `withCredentials`: a user name was sent, so a 407 means it was refused, not missing.
 */
export function proxyFailure(
  error: unknown,
  label: string,
  withCredentials: boolean,
): ProxyError | null {
  if (error instanceof ProxyError) return error;
  const { codes, messages } = facts(error);
  const status = messages
    .map((message) => TUNNEL_STATUS.exec(message)?.[1])
    .find((found) => found !== undefined);
  // 407 is the standard answer; tinyproxy answers a CONNECT with wrong credentials with 401.
  if (status === '407' || status === '401') {
    const said = withCredentials
      ? 'mainWords.proxyError.authRefused'
      : 'mainWords.proxyError.authAsked';
    return new ProxyError(t(said, { proxy: label, status }), 'PROXY_AUTH', label, false);
  }
  if (status !== undefined)
    return new ProxyError(
      t('mainWords.proxyError.tunnel', { proxy: label, detail: `HTTP ${status}` }),
      'PROXY_TUNNEL',
      label,
      true,
    );
  if (
    codes.includes('UND_ERR_SOCKS5_AUTH_FAILED') ||
    codes.includes('UND_ERR_SOCKS5_AUTH_REJECTED')
  ) {
    return new ProxyError(
      t('mainWords.proxyError.authRefused', { proxy: label, status: 'none' }),
      'PROXY_AUTH',
      label,
      false,
    );
  }
  const socksReply = codes.find((code) => code.startsWith('UND_ERR_SOCKS5_REPLY_'));
  if (socksReply)
    return new ProxyError(
      t('mainWords.proxyError.tunnel', {
        proxy: label,
        detail: messages.find((m) => m.startsWith('SOCKS5')) ?? socksReply,
      }),
      'PROXY_TUNNEL',
      label,
      true,
    );
  if (codes.includes('ECONNREFUSED'))
    return new ProxyError(
      t('mainWords.proxyError.refused', { proxy: label }),
      'PROXY_REFUSED',
      label,
      true,
    );
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN'))
    return new ProxyError(
      t('mainWords.proxyError.notFound', { proxy: label }),
      'PROXY_NOT_FOUND',
      label,
      true,
    );
  if (codes.includes('UND_ERR_CONNECT_TIMEOUT') || codes.includes('ETIMEDOUT'))
    return new ProxyError(
      t('mainWords.proxyError.timeout', { proxy: label }),
      'PROXY_TIMEOUT',
      label,
      true,
    );
  return null;
}

import { describe, expect, it } from 'vitest';
import { proxyFailure } from './proxyErrors';

const withCause = (cause: object) => Object.assign(new TypeError('fetch failed'), { cause });

describe('proxy failures in the user’s words', () => {
  it('names the proxy for each way it can fail before the tunnel opens', () => {
    const label = 'proxy.corp:3128';
    expect(
      proxyFailure(withCause({ code: 'ECONNREFUSED', port: 3128 }), label, false)?.message,
    ).toBe('The proxy proxy.corp:3128 refused the connection');
    expect(proxyFailure(withCause({ code: 'ENOTFOUND' }), label, false)?.message).toBe(
      'The proxy proxy.corp:3128 could not be found (its host name does not resolve)',
    );
    expect(
      proxyFailure(withCause({ code: 'UND_ERR_CONNECT_TIMEOUT' }), label, false)?.message,
    ).toBe('The proxy proxy.corp:3128 did not answer');
    const tunnel = (status: number) =>
      withCause({
        code: 'UND_ERR_ABORTED',
        message: `Proxy response (${status}) !== 200 when HTTP Tunneling`,
      });
    expect(proxyFailure(tunnel(407), label, false)).toMatchObject({
      message: 'The proxy proxy.corp:3128 asked for a user name and password (407)',
      code: 'PROXY_AUTH',
      transient: false,
    });
    expect(proxyFailure(tunnel(407), label, true)?.message).toBe(
      'The proxy proxy.corp:3128 refused the user name and password (407)',
    );
    expect(proxyFailure(tunnel(502), label, false)).toMatchObject({
      message: 'The proxy proxy.corp:3128 could not open a connection to the server (HTTP 502)',
      transient: true,
    });
    expect(
      proxyFailure(
        withCause({ code: 'UND_ERR_SOCKS5_AUTH_FAILED', message: 'Authentication failed' }),
        label,
        true,
      )?.code,
    ).toBe('PROXY_AUTH');
    expect(
      proxyFailure(
        withCause({
          code: 'UND_ERR_SOCKS5_REPLY_5',
          message: 'SOCKS5 connection failed: Connection refused',
        }),
        label,
        false,
      )?.message,
    ).toBe(
      'The proxy proxy.corp:3128 could not open a connection to the server (SOCKS5 connection failed: Connection refused)',
    );
  });

  it('leaves failures that are not the proxy’s to the caller', () => {
    expect(proxyFailure(withCause({ code: 'ECONNRESET' }), 'proxy.corp:3128', false)).toBeNull();
    expect(proxyFailure(new Error('body stream interrupted'), 'proxy.corp:3128', false)).toBeNull();
  });
});

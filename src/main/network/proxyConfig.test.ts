import { describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import { parseBypassRules } from './bypassRules';
import { environmentProxyFor } from './environmentProxy';
import { parseProxyAddress } from './proxyAddress';
import { proxyConfigOf, proxyFromPac, sessionSettingsOf } from './proxyConfig';

function refusal(run: () => unknown): { field: string | undefined; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AtelierError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('the manual proxy address', () => {
  it('takes http, https and socks5 with a host and a port', () => {
    expect(parseProxyAddress(' http://proxy.corp:3128 ')).toMatchObject({
      scheme: 'http',
      host: 'proxy.corp',
      port: 3128,
      label: 'proxy.corp:3128',
      uri: 'http://proxy.corp:3128',
    });
    expect(parseProxyAddress('https://proxy.corp:443').uri).toBe('https://proxy.corp:443');
    expect(parseProxyAddress('socks5://[::1]:1080').label).toBe('[::1]:1080');
    expect(parseProxyAddress('http://10.0.0.1:80/').port).toBe(80);
  });

  it('refuses anything else with a message naming the field and the rule', () => {
    expect(refusal(() => parseProxyAddress(''))).toMatchObject({
      field: 'proxyUrl',
      message: expect.stringContaining('scheme://host:port'),
    });
    expect(refusal(() => parseProxyAddress('proxy.corp:3128')).message).toContain(
      'the scheme must be http, https or socks5',
    );
    expect(refusal(() => parseProxyAddress('ftp://proxy.corp:21')).message).toContain('not “ftp”');
    expect(refusal(() => parseProxyAddress('http://proxy.corp')).message).toContain(
      'the port is missing',
    );
    expect(refusal(() => parseProxyAddress('http://proxy.corp:99999')).message).toMatch(
      /not a URL|between 1 and 65535/,
    );
    expect(
      refusal(() => parseProxyAddress('http://user:secret@proxy.corp:3128')).message,
    ).toContain('their own fields');
    expect(refusal(() => parseProxyAddress('http://proxy.corp:3128/path')).message).toContain(
      'without a path',
    );
    expect(refusal(() => parseProxyAddress('not a url')).field).toBe('proxyUrl');
  });
});

describe('the bypass list (Chromium proxyBypassRules syntax)', () => {
  const matches = (rules: string, url: string) => parseBypassRules(rules).matches(new URL(url));

  it('bypasses loopback unless <-loopback> is listed', () => {
    expect(matches('', 'http://127.0.0.1:8787/')).toBe(true);
    expect(matches('', 'http://localhost/')).toBe(true);
    expect(matches('', 'http://[::1]:80/')).toBe(true);
    expect(matches('<-loopback>', 'http://127.0.0.1:8787/')).toBe(false);
    expect(matches('', 'https://api.example.com/')).toBe(false);
  });

  it('matches hosts, subdomains, ports, ranges and <local>', () => {
    const rules = 'intranet.corp, *.example.com; .internal 10.0.0.0/8 files.corp:8443 <local>';
    expect(matches(rules, 'https://intranet.corp/')).toBe(true);
    expect(matches(rules, 'https://cdn.example.com/')).toBe(true);
    expect(matches(rules, 'https://example.com/')).toBe(false);
    expect(matches(rules, 'https://a.b.internal/')).toBe(true);
    expect(matches(rules, 'https://10.1.2.3/')).toBe(true);
    expect(matches(rules, 'https://11.1.2.3/')).toBe(false);
    expect(matches(rules, 'https://files.corp:8443/')).toBe(true);
    expect(matches(rules, 'https://files.corp/')).toBe(false);
    expect(matches(rules, 'https://printer/')).toBe(true);
  });

  it('refuses an entry it cannot read, naming the field', () => {
    expect(refusal(() => parseBypassRules('good.corp, bad*host'))).toMatchObject({
      field: 'bypass',
      message: expect.stringContaining('“bad*host”'),
    });
    expect(refusal(() => parseBypassRules('10.0.0.0/40')).field).toBe('bypass');
  });
});

describe('one mode for Node and for the window', () => {
  it('gives the session the same proxy and bypass list, and the login answer', () => {
    const config = proxyConfigOf(
      { mode: 'manual', proxyUrl: 'http://proxy.corp:3128', proxyUser: 'alice', bypass: '*.corp' },
      'pw',
    );
    expect(sessionSettingsOf(config)).toEqual({
      mode: 'fixed_servers',
      proxyRules: 'http://proxy.corp:3128',
      proxyBypassRules: '*.corp',
      credentials: { user: 'alice', password: 'pw', proxy: 'proxy.corp:3128' },
    });
    expect(
      sessionSettingsOf(
        proxyConfigOf({ mode: 'system', proxyUrl: 'garbage', proxyUser: '', bypass: '' }, null),
      ),
    ).toEqual({ mode: 'system' });
    expect(
      sessionSettingsOf(
        proxyConfigOf({ mode: 'none', proxyUrl: '', proxyUser: '', bypass: '' }, null),
      ),
    ).toEqual({ mode: 'direct' });
  });

  it('reads what session.resolveProxy answers', () => {
    expect(proxyFromPac('DIRECT')).toBeNull();
    expect(proxyFromPac('PROXY proxy.corp:3128; DIRECT')?.uri).toBe('http://proxy.corp:3128');
    expect(proxyFromPac('HTTPS secure.corp:443')?.uri).toBe('https://secure.corp:443');
    expect(proxyFromPac('SOCKS5 10.0.0.2:1080')?.uri).toBe('socks5://10.0.0.2:1080');
    expect(proxyFromPac('SOCKS 10.0.0.2:1080')).toBeNull();
  });
});

describe('System mode with proxy variables', () => {
  it('gives the session the same proxies and NO_PROXY as bypass rules, with the login answer', () => {
    const env = {
      HTTPS_PROXY: 'http://bob:s%40cret@proxy.corp:3128',
      http_proxy: 'http://plain.corp',
      NO_PROXY: 'corp.com, .internal, 10.1.2.3',
    };
    expect(sessionSettingsOf({ mode: 'system' }, env)).toEqual({
      mode: 'fixed_servers',
      proxyRules: 'http=http://plain.corp:80;https=http://proxy.corp:3128',
      proxyBypassRules: 'corp.com,*.corp.com,internal,*.internal,10.1.2.3',
      credentials: { user: 'bob', password: 's@cret', proxy: 'proxy.corp:3128' },
    });
    expect(
      sessionSettingsOf(
        { mode: 'system' },
        { HTTP_PROXY: 'http://proxy.corp:3128', NO_PROXY: '*' },
      ),
    ).toEqual({ mode: 'direct' });
    expect(sessionSettingsOf({ mode: 'system' }, {})).toEqual({ mode: 'system' });
  });

  it('names the proxy a URL goes through, as undici picks it (HTTPS_PROXY falls back to HTTP_PROXY)', () => {
    expect(
      environmentProxyFor({ HTTP_PROXY: 'proxy.corp:8080' }, new URL('https://api.example.com/'))
        ?.address.label,
    ).toBe('proxy.corp:8080');
    expect(
      environmentProxyFor(
        { HTTPS_PROXY: 'http://secure.corp' },
        new URL('http://api.example.com/'),
      ),
    ).toBeNull();
    expect(
      environmentProxyFor(
        { https_proxy: 'http://a.corp:1', HTTPS_PROXY: 'http://b.corp:2' },
        new URL('https://x.example/'),
      )?.address.label,
    ).toBe('a.corp:1');
  });
});

import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { activeLocale, t } from '../../shared/i18n/activeLanguage';
import { createHeadlessDesktop } from '../desktop/headlessDesktop';
import { createRouter } from '../ipc/router';
import { createServices, type MainServices } from '../services';
import { MEDIA_SCHEME_PRIVILEGES, type SchemePrivileges } from '../security/mediaScheme';
import { permissionsPolicyHeader } from '../security/permissionPolicy';
import { mediaSignature } from './previewToken';
import { startWebHost, type MediaHandler, type WebHost } from './webHost';

let host: WebHost;
let services: MainServices;
const root = mkdtempSync(join(tmpdir(), 'atelier-host-'));
const TOKEN = 'preview-token-for-tests';
// What the cookie design sent along with every request to 127.0.0.1, whatever the port.
const OLD_COOKIE = `atelier_preview=${TOKEN}`;

const mediaSignatureOf = (assetId: string) => mediaSignature(TOKEN, assetId);

beforeAll(async () => {
  mkdirSync(join(root, 'renderer', 'assets'), { recursive: true });
  // As the build writes it: the window's policy as a meta tag (media from atelier-media: only).
  writeFileSync(
    join(root, 'renderer', 'index.html'),
    `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; media-src atelier-media:"></head><body>app</body></html>`,
  );
  writeFileSync(join(root, 'renderer', 'assets', 'a.js'), 'console.log(1)');
  writeFileSync(join(root, 'secret.txt'), 'outside');
  const desktop = createHeadlessDesktop(root);
  services = await createServices({
    desktop,
    shell: 'web-preview',
    version: '1.2.3',
  });
  host = await startWebHost({
    rendererDirectory: join(root, 'renderer'),
    bridgeScript: 'window.bridge = 1',
    router: createRouter(services.handlers),
    bus: services.bus,
    media: services.serveMedia,
    token: TOKEN,
    onPageLanguages: (languages) => desktop.setPageLanguages(languages),
  });
});
afterAll(async () => {
  await host.close();
  await services.close();
});

function call(
  origin: string | undefined,
  message: object,
  token: string | null = TOKEN,
  headers: Record<string, string> = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
    const socket = new WebSocket(`${host.url.replace('http', 'ws')}/__atelier/ipc${query}`, {
      ...(origin ? { origin } : {}),
      headers,
    });
    socket.on('open', () => socket.send(JSON.stringify(message)));
    socket.on('message', (data) => {
      resolve(JSON.parse(String(data)));
      socket.close();
    });
    socket.on('error', reject);
  });
}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP request with any headers (fetch() may not set Host), as a browser or another process could send it. */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const sent = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** The Fetch standard's CORS check for a request with credentials included (fetchMedia.ts). */
function corsCheck(headers: IncomingHttpHeaders, origin: string): boolean {
  return (
    headers['access-control-allow-origin'] === origin &&
    headers['access-control-allow-credentials'] === 'true'
  );
}

/**
 * What a browser does for `fetch(url, { credentials: 'include', headers })` from `origin`:
 * a preflight when a header is not CORS-safelisted (Range is taken as not safelisted, as
 * older browsers and multi-range values make it), then the request, whose answer is readable
 * only if it passes the CORS check. A refused fetch rejects, as the page's fetch() would.
 */
async function browserFetch(
  url: string,
  origin: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const names = Object.keys(headers).map((name) => name.toLowerCase());
  if (names.length > 0) {
    const preflight = await raw(url, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': names.join(','),
      },
    });
    const allowed = String(preflight.headers['access-control-allow-headers'] ?? '')
      .toLowerCase()
      .split(/\s*,\s*/);
    if (
      preflight.status < 200 ||
      preflight.status > 299 ||
      !corsCheck(preflight.headers, origin) ||
      !names.every((name) => allowed.includes(name))
    ) {
      throw new TypeError('Failed to fetch (preflight)');
    }
  }
  const answer = await raw(url, { headers: { ...headers, origin } });
  if (!corsCheck(answer.headers, origin)) throw new TypeError('Failed to fetch (CORS)');
  return answer;
}

const SONG = 'abcdefghij';
/** Stands in for the library's media: one asset, whole or one byte range. */
const stubMedia: MediaHandler = async (assetId, range) => {
  if (assetId !== 'song')
    return { status: 404, headers: { 'Content-Security-Policy': 'sandbox' }, body: null };
  const match = /^bytes=(\d+)-(\d+)$/.exec(range ?? '');
  if (!match)
    return {
      status: 200,
      headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': String(SONG.length) },
      body: Buffer.from(SONG),
    };
  const [start, end] = [Number(match[1]), Number(match[2])];
  return {
    status: 206,
    headers: {
      'Content-Type': 'audio/mpeg',
      'Content-Range': `bytes ${start}-${end}/${SONG.length}`,
    },
    body: Buffer.from(SONG.slice(start, end + 1)),
  };
};

async function withHost(
  mediaPrivileges: Readonly<SchemePrivileges>,
  run: (host: WebHost) => Promise<void>,
): Promise<void> {
  const started = await startWebHost({
    rendererDirectory: join(root, 'renderer'),
    bridgeScript: '',
    router: createRouter(services.handlers),
    bus: services.bus,
    media: stubMedia,
    token: TOKEN,
    mediaPrivileges,
  });
  try {
    await run(started);
  } finally {
    await started.close();
  }
}

describe('web preview host', () => {
  it('listens on loopback and injects the bridge before the renderer with a CSP header', async () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${host.url}/`);
    const html = await response.text();
    // Deferred on the app's page: still before the renderer's module, which runs in document order.
    expect(html).toContain('<head>\n    <script defer src="/__atelier/bridge.js"></script>');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await (await fetch(`${host.url}/__atelier/bridge.js`)).text()).toBe('window.bridge = 1');
  });

  it('serves only files inside the renderer folder', async () => {
    expect((await fetch(`${host.url}/assets/a.js`)).status).toBe(200);
    for (const path of [
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/.hidden',
    ]) {
      const response = await fetch(`${host.url}${path}`);
      expect(await response.text()).not.toBe('outside');
    }
  });

  it('lets a page keep the hashed build files, never the page, the bridge or a 404', async () => {
    const kept = (response: Response) => response.headers.get('cache-control');
    expect(kept(await fetch(`${host.url}/assets/a.js`))).toBe(
      'public, max-age=31536000, immutable',
    );
    // The page carries this run's policy and bridge; the bridge is built again when sources change.
    expect(kept(await fetch(`${host.url}/`))).toBe('no-store');
    expect(kept(await fetch(`${host.url}/__atelier/bridge.js`))).toBe('no-store');
    const missing = await fetch(`${host.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(kept(missing) ?? '').not.toContain('immutable');
  });

  it('refuses to listen anywhere but loopback', async () => {
    for (const host of ['0.0.0.0', '192.0.2.10', '::']) {
      await expect(
        startWebHost({
          rendererDirectory: root,
          bridgeScript: '',
          router: createRouter(services.handlers),
          bus: services.bus,
          host,
        }),
      ).rejects.toThrow(/loopback only/);
    }
  });

  it('main speaks the connecting browser’s language (Accept-Language), as the window speaks the OS’s', async () => {
    const ask = (language: string) =>
      call(host.url, { id: 8, channel: 'settings:systemLanguages' }, TOKEN, {
        'accept-language': language,
      });
    expect(await ask('ja-JP,ja;q=0.9,en;q=0.5')).toMatchObject({
      result: { ok: true, value: ['ja-JP', 'ja', 'en'] },
    });
    expect(activeLocale()).toBe('ja');
    expect(t('mainWords.dialog.save')).toBe('保存');
    await ask('de-DE,de;q=0.9');
    expect(activeLocale()).toBe('de');
    await ask('en-US');
    expect(activeLocale()).toBe('en');
  });

  it('binds the contract for its own origin only', async () => {
    const reply = await call(host.url, { id: 7, channel: 'app:info' });
    expect(reply).toMatchObject({
      id: 7,
      result: { ok: true, value: { version: '1.2.3', shell: 'web-preview' } },
    });
    await expect(call('http://evil.example', { id: 1, channel: 'app:info' })).rejects.toThrow(
      /403/,
    );
    await expect(call(undefined, { id: 1, channel: 'app:info' })).rejects.toThrow(/403/);
  });

  it('hands the session token to the page in its address, never in a cookie, and sends no Referer on', async () => {
    expect(host.openUrl).toBe(`${host.url}/?token=${TOKEN}`);
    const handed = await fetch(`${host.url}/?token=${TOKEN}`, { redirect: 'manual' });
    expect(handed.status).toBe(200);
    expect(await handed.text()).toContain('/__atelier/bridge.js');
    expect(handed.headers.get('set-cookie')).toBeNull();
    expect(handed.headers.get('referrer-policy')).toBe('no-referrer');
    const guessed = await fetch(`${host.url}/?token=guessed`, { redirect: 'manual' });
    expect(guessed.status).toBe(403);
    expect(await guessed.text()).toContain('open the address the preview printed');
  });

  it('refuses the socket without the token in its URL, even with the right Host, Origin and the old cookie', async () => {
    await expect(call(host.url, { id: 2, channel: 'app:info' }, null)).rejects.toThrow(/403/);
    await expect(call(host.url, { id: 2, channel: 'app:info' }, 'wrong')).rejects.toThrow(/403/);
    // Cookies reach every port of 127.0.0.1: holding one must open nothing.
    await expect(
      call(host.url, { id: 2, channel: 'app:info' }, null, { cookie: OLD_COOKIE }),
    ).rejects.toThrow(/403/);
    await expect(
      call(host.url, { id: 2, channel: 'app:info' }, mediaSignatureOf('x')),
    ).rejects.toThrow(/403/);
  });

  it('gives pages the app permission policy and a CSP that allows the media origin', async () => {
    for (const path of ['/', '/library']) {
      const response = await fetch(`${host.url}${path}`);
      expect(response.headers.get('permissions-policy'), path).toBe(permissionsPolicyHeader());
      expect(response.headers.get('permissions-policy')).toContain('clipboard-write=(self)');
      expect(response.headers.get('permissions-policy')).toContain('clipboard-read=()');
      const policy = response.headers.get('content-security-policy') ?? '';
      for (const directive of ['img-src', 'media-src', 'connect-src']) {
        expect(
          policy
            .split('; ')
            .find((part) => part.startsWith(`${directive} `))
            ?.split(' '),
          directive,
        ).toEqual(expect.arrayContaining(['atelier-media:', host.mediaOrigin]));
      }
      // The built page's meta policy applies as well: it names the media origin too.
      const meta =
        /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
          await response.text(),
        )?.[1] ?? '';
      expect(meta).toContain(`media-src 'self' blob: atelier-media: ${host.mediaOrigin}`);
      expect(meta).not.toContain('frame-ancestors');
    }
    // Not on what is not a page.
    expect((await fetch(`${host.url}/assets/a.js`)).headers.get('permissions-policy')).toBeNull();
  });

  it('serves media from another origin, only on links signed for their asset, answering CORS as the scheme privileges do', async () => {
    expect(new URL(host.mediaOrigin).origin).not.toBe(new URL(host.url).origin);
    expect(host.mediaUrl('a b')).toBe(
      `${host.mediaOrigin}/media/a%20b?sig=${mediaSignatureOf('a b')}`,
    );
    expect(host.mediaUrl('a b')).not.toContain(TOKEN);
    const unknown = await fetch(host.mediaUrl('no-such-asset'), { headers: { origin: host.url } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe(host.url);
    expect(unknown.headers.get('access-control-allow-credentials')).toBe('true');
    expect(unknown.headers.get('content-security-policy')).toBe('sandbox');
    expect((await fetch(`${host.mediaOrigin}/media/x`)).status).toBe(401);
    expect(
      (await fetch(`${host.mediaOrigin}/media/x`, { headers: { cookie: OLD_COOKIE } })).status,
    ).toBe(401);
    expect((await fetch(`${host.mediaOrigin}/media/x?sig=${mediaSignatureOf('y')}`)).status).toBe(
      401,
    );
    expect((await fetch(`${host.mediaOrigin}/media/x?token=${TOKEN}`)).status).toBe(401);
    expect((await fetch(`${host.mediaOrigin}/media/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${host.url}/media/x`)).headers.get('content-type')).toContain('text/html');
  });

  it('sends no CORS answer where the scheme is not corsEnabled, so a browser refuses the fetch as Electron would', async () => {
    const strict = await startWebHost({
      rendererDirectory: join(root, 'renderer'),
      bridgeScript: '',
      router: createRouter(services.handlers),
      bus: services.bus,
      media: services.serveMedia,
      token: TOKEN,
      mediaPrivileges: { ...MEDIA_SCHEME_PRIVILEGES, corsEnabled: false },
    });
    try {
      const answer = await fetch(strict.mediaUrl('x'), { headers: { origin: strict.url } });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(
        (await fetch(strict.mediaUrl('x'), { method: 'OPTIONS', headers: { origin: strict.url } }))
          .status,
      ).toBe(403);
    } finally {
      await strict.close();
    }
  });

  it('lets a page on its own origin read media cross-origin, whole and by range after a preflight', async () => {
    await withHost(MEDIA_SCHEME_PRIVILEGES, async (strict) => {
      const whole = await browserFetch(strict.mediaUrl('song'), strict.url);
      expect(whole).toMatchObject({ status: 200, body: SONG });
      const part = await browserFetch(strict.mediaUrl('song'), strict.url, { Range: 'bytes=2-4' });
      expect(part).toMatchObject({ status: 206, body: 'cde' });
      expect(part.headers['access-control-expose-headers']).toContain('Content-Range');
      // Another page (another origin) is not let in.
      await expect(browserFetch(strict.mediaUrl('song'), 'http://127.0.0.1:1')).rejects.toThrow(
        /Failed to fetch/,
      );
    });
  });

  it('without corsEnabled a browser refuses the cross-origin fetch, as Electron would; media elements still load', async () => {
    await withHost({ ...MEDIA_SCHEME_PRIVILEGES, corsEnabled: false }, async (strict) => {
      await expect(browserFetch(strict.mediaUrl('song'), strict.url)).rejects.toThrow(
        'Failed to fetch (CORS)',
      );
      await expect(
        browserFetch(strict.mediaUrl('song'), strict.url, { Range: 'bytes=2-4' }),
      ).rejects.toThrow('Failed to fetch (preflight)');
      // An <audio> or <img> load (no-cors) is still served, as the scheme serves it.
      expect(await raw(strict.mediaUrl('song'))).toMatchObject({ status: 200, body: SONG });
    });
    await withHost({ ...MEDIA_SCHEME_PRIVILEGES, supportFetchAPI: false }, async (strict) => {
      await expect(browserFetch(strict.mediaUrl('song'), strict.url)).rejects.toThrow(
        /Failed to fetch/,
      );
    });
  });

  it('serves nothing but /media on the media origin', async () => {
    for (const path of [
      '/',
      '/index.html',
      '/library',
      '/assets/a.js',
      '/__atelier/bridge.js',
      `/?token=${TOKEN}`,
      '/mediafoo',
      '/media',
    ]) {
      const answer = await raw(`${host.mediaOrigin}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toMatch(/app|console\.log|bridge/);
      expect(answer.headers['set-cookie'], path).toBeUndefined();
    }
    const socket = new WebSocket(
      `${host.mediaOrigin.replace('http', 'ws')}/__atelier/ipc?token=${TOKEN}`,
      { origin: host.url },
    );
    await expect(
      new Promise((resolve, reject) => {
        socket.on('open', resolve);
        socket.on('error', reject);
      }),
    ).rejects.toThrow(/404/);
  });

  it('answers pages only to requests addressed to the page origin', async () => {
    const page = new URL(host.url);
    const media = new URL(host.mediaOrigin);
    for (const forged of [`evil.example:${page.port}`, `localhost:${page.port}`, media.host]) {
      expect((await raw(`${host.url}/`, { headers: { host: forged } })).status, forged).toBe(421);
    }
    expect((await raw(`${host.url}/`, { headers: { host: page.host } })).status).toBe(200);
    await expect(
      call(host.url, { id: 1, channel: 'app:info' }, TOKEN, { host: `evil.example:${page.port}` }),
    ).rejects.toThrow(/403/);
  });

  it('answers a request line no URL parser accepts, and keeps serving', async () => {
    for (const origin of [host.url, host.mediaOrigin]) {
      const target = new URL(origin);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(target.port), target.hostname, () =>
          socket.end(`GET //[ HTTP/1.1\r\nHost: ${target.host}\r\nConnection: close\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer, origin).toMatch(/^HTTP\/1\.1 [45]\d\d /);
    }
    expect((await fetch(`${host.url}/`)).status).toBe(200);
  });

  it('answers media only to requests addressed to the media origin', async () => {
    const media = new URL(host.mediaOrigin);
    // As a rebinding page's browser would send it; and the page's own host:port is another origin.
    for (const forged of [
      `evil.example:${media.port}`,
      `localhost:${media.port}`,
      new URL(host.url).host,
    ]) {
      expect((await raw(host.mediaUrl('x'), { headers: { host: forged } })).status, forged).toBe(
        421,
      );
      expect(
        (
          await raw(host.mediaUrl('x'), {
            method: 'OPTIONS',
            headers: { origin: host.url, host: forged },
          })
        ).status,
        forged,
      ).toBe(421);
    }
    expect((await raw(host.mediaUrl('x'), { headers: { host: media.host } })).status).toBe(404);
  });
});

import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHeadlessDesktop } from '../desktop/headlessDesktop';
import { createRouter } from '../ipc/router';
import { createServices, type MainServices } from '../services';
import { MEDIA_SCHEME_PRIVILEGES } from '../security/mediaScheme';
import { startWebHost, type WebHost } from './webHost';

let host: WebHost;
let services: MainServices;
const root = mkdtempSync(join(tmpdir(), 'atelier-host-'));
const TOKEN = 'preview-token-for-tests';
const COOKIE = `atelier_preview=${TOKEN}`;

beforeAll(async () => {
  mkdirSync(join(root, 'renderer', 'assets'), { recursive: true });
  writeFileSync(join(root, 'renderer', 'index.html'), '<html><head></head><body>app</body></html>');
  writeFileSync(join(root, 'renderer', 'assets', 'a.js'), 'console.log(1)');
  writeFileSync(join(root, 'secret.txt'), 'outside');
  services = await createServices({ desktop: createHeadlessDesktop(root), shell: 'web-preview', version: '1.2.3' });
  host = await startWebHost({
    rendererDirectory: join(root, 'renderer'),
    bridgeScript: 'window.bridge = 1',
    router: createRouter(services.handlers),
    bus: services.bus,
    media: services.serveMedia,
    token: TOKEN,
  });
});
afterAll(async () => {
  await host.close();
  await services.close();
});

function call(origin: string | undefined, message: object, cookie: string | null = COOKIE): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${host.url.replace('http', 'ws')}/__atelier/ipc`, { ...(origin ? { origin } : {}), ...(cookie ? { headers: { cookie } } : {}) });
    socket.on('open', () => socket.send(JSON.stringify(message)));
    socket.on('message', (data) => {
      resolve(JSON.parse(String(data)));
      socket.close();
    });
    socket.on('error', reject);
  });
}

describe('web preview host', () => {
  it('listens on loopback and injects the bridge before the renderer with a CSP header', async () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${host.url}/`);
    const html = await response.text();
    expect(html).toContain('<script src="/__atelier/bridge.js"></script>');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await (await fetch(`${host.url}/__atelier/bridge.js`)).text()).toBe('window.bridge = 1');
  });

  it('serves only files inside the renderer folder', async () => {
    expect((await fetch(`${host.url}/assets/a.js`)).status).toBe(200);
    for (const path of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/.hidden']) {
      const response = await fetch(`${host.url}${path}`);
      expect(await response.text()).not.toBe('outside');
    }
  });

  it('refuses to listen anywhere but loopback', async () => {
    for (const host of ['0.0.0.0', '192.0.2.10', '::']) {
      await expect(
        startWebHost({ rendererDirectory: root, bridgeScript: '', router: createRouter(services.handlers), bus: services.bus, host }),
      ).rejects.toThrow(/loopback only/);
    }
  });

  it('binds the contract for its own origin only', async () => {
    const reply = await call(host.url, { id: 7, channel: 'app:info' });
    expect(reply).toMatchObject({ id: 7, result: { ok: true, value: { version: '1.2.3', shell: 'web-preview' } } });
    await expect(call('http://evil.example', { id: 1, channel: 'app:info' })).rejects.toThrow(/403/);
    await expect(call(undefined, { id: 1, channel: 'app:info' })).rejects.toThrow(/403/);
  });

  it('hands the session token over once, into an HttpOnly SameSite=Strict cookie', async () => {
    expect(host.openUrl).toBe(`${host.url}/?token=${TOKEN}`);
    const handed = await fetch(`${host.url}/?token=${TOKEN}`, { redirect: 'manual' });
    expect(handed.status).toBe(303);
    expect(handed.headers.get('location')).toBe('/');
    expect(handed.headers.get('set-cookie')).toBe(`${COOKIE}; HttpOnly; SameSite=Strict; Path=/`);
    expect((await fetch(`${host.url}/?token=guessed`, { redirect: 'manual' })).status).toBe(403);
  });

  it('refuses the socket without the token, even with the right Host and Origin', async () => {
    await expect(call(host.url, { id: 2, channel: 'app:info' }, null)).rejects.toThrow(/403/);
    await expect(call(host.url, { id: 2, channel: 'app:info' }, 'atelier_preview=wrong')).rejects.toThrow(/403/);
  });

  it('gives pages the app permission policy and a CSP that allows the media origin', async () => {
    const response = await fetch(`${host.url}/`);
    expect(response.headers.get('permissions-policy')).toContain('clipboard-write=(self)');
    expect(response.headers.get('content-security-policy')).toContain(`media-src 'self' blob: atelier-media: ${host.mediaOrigin}`);
  });

  it('serves media from another origin, only with the token, answering CORS as the scheme privileges do', async () => {
    expect(new URL(host.mediaOrigin).origin).not.toBe(new URL(host.url).origin);
    expect(host.mediaUrl('a b')).toBe(`${host.mediaOrigin}/media/a%20b`);
    const unknown = await fetch(host.mediaUrl('no-such-asset'), { headers: { cookie: COOKIE, origin: host.url } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe(host.url);
    expect(unknown.headers.get('access-control-allow-credentials')).toBe('true');
    expect(unknown.headers.get('content-security-policy')).toBe('sandbox');
    expect((await fetch(host.mediaUrl('x'))).status).toBe(401);
    expect((await fetch(`${host.mediaOrigin}/media/%E0%A4%A`, { headers: { cookie: COOKIE } })).status).toBe(400);
    expect((await fetch(`${host.url}/media/x`, { headers: { cookie: COOKIE } })).headers.get('content-type')).toContain('text/html');
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
      const answer = await fetch(strict.mediaUrl('x'), { headers: { cookie: COOKIE, origin: strict.url } });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect((await fetch(strict.mediaUrl('x'), { method: 'OPTIONS', headers: { origin: strict.url } })).status).toBe(403);
    } finally {
      await strict.close();
    }
  });

  it('answers media only to requests addressed to the media origin', async () => {
    // fetch() may not set Host; a raw request can, as a rebinding page's browser would send it.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const url = new URL(host.mediaUrl('x'));
      const sent = request({ host: url.hostname, port: url.port, path: url.pathname, headers: { cookie: COOKIE, host: `evil.example:${url.port}` } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      });
      sent.on('error', reject);
      sent.end();
    });
    expect(status).toBe(421);
  });
});

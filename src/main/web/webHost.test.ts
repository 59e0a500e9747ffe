import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHeadlessDesktop } from '../desktop/headlessDesktop';
import { createRouter } from '../ipc/router';
import { createServices, type MainServices } from '../services';
import { startWebHost, type WebHost } from './webHost';

let host: WebHost;
let services: MainServices;
const root = mkdtempSync(join(tmpdir(), 'atelier-host-'));

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
  });
});
afterAll(async () => {
  await host.close();
  await services.close();
});

function call(origin: string | undefined, message: object): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${host.url.replace('http', 'ws')}/__atelier/ipc`, origin ? { origin } : {});
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
});

// The preview host while the services start (scripts/web.ts starts it first): a page request is
// refused with 503 during an ordinary start, answered with the upgrade page (upgrading.html, the
// Electron upgrade window's own) once an upgrade reports progress; a socket hears the latest
// progress at once and the calls it makes wait (it carries the token in its URL, as the page's bridge does); when the services are up its page is told to reload.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import WebSocket from 'ws';
import { UPGRADE_PAGE } from '../app/upgradeProgress';
import { createEventBus } from '../ipc/eventBus';
import type { Router } from '../ipc/router';
import { TOKEN_PARAMETER } from './previewToken';
import { startWebHost, type WebHost } from './webHost';

const TOKEN = 'preview-token-for-startup-tests';
const hosts: WebHost[] = [];
afterEach(async () => {
  for (const host of hosts.splice(0)) await host.close();
});

function rendererFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-host-startup-'));
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), '<html><head></head><body>the app</body></html>');
  writeFileSync(
    join(folder, UPGRADE_PAGE),
    '<html><head></head><body>Upgrading your library</body></html>',
  );
  return folder;
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

it('refuses pages during an ordinary start, serves the upgrade page during an upgrade, and reloads it into the app', async () => {
  const bus = createEventBus();
  let startRouter: (router: Router) => void = () => undefined;
  const host = await startWebHost({
    rendererDirectory: rendererFolder(),
    bridgeScript: 'window.bridge = 1',
    router: new Promise<Router>((resolve) => (startRouter = resolve)),
    bus,
    token: TOKEN,
  });
  hosts.push(host);

  expect((await get(`${host.url}/`)).status).toBe(503);
  const progress = {
    activity: 'Rebuilding the search index',
    count: '1,000 of 40,000 assets',
    fraction: 0.025,
  };
  bus.emit('app:upgrade', progress as never);
  for (const path of ['/', '/#/library', '/index.html']) {
    const page = await get(`${host.url}${path}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Upgrading your library');
    // Blocking here: the upgrade page's own script at the end of its body uses it at once.
    expect(page.body).toContain('<script src="/__atelier/bridge.js"></script>');
  }

  const socket = new WebSocket(
    `${host.url.replace('http', 'ws')}/__atelier/ipc?${TOKEN_PARAMETER}=${TOKEN}`,
    { origin: host.url },
  );
  const messages: unknown[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ id: 1, channel: 'app:info', input: undefined }));
  await expect.poll(() => messages).toContainEqual({ event: 'app:upgrade', payload: progress });
  expect(messages).not.toContainEqual(expect.objectContaining({ id: 1 }));

  // The services are up: the page reloads, and the call made meanwhile is answered by them.
  startRouter({
    invoke: async (channel: string) => ({ ok: true, value: `answered ${channel}` }),
  } as unknown as Router);
  await expect.poll(() => messages).toContainEqual({ reload: true });
  await expect
    .poll(() => messages)
    .toContainEqual({ id: 1, result: { ok: true, value: 'answered app:info' } });
  socket.close();
  expect((await get(`${host.url}/`)).body).toContain('the app');
});

it('tells the preview a page is up only when its bridge connects with the token, not when the page is served', async () => {
  let connected = 0;
  const host = await startWebHost({
    rendererDirectory: rendererFolder(),
    bridgeScript: 'window.bridge = 1',
    router: { invoke: async () => ({ ok: true, value: null }) } as unknown as Router,
    bus: createEventBus(),
    token: TOKEN,
    // scripts/web.ts starts the library's file check here, as the window's ready-to-show does.
    onPageConnected: () => (connected += 1),
  });
  hosts.push(host);
  expect((await get(`${host.url}/?${TOKEN_PARAMETER}=${TOKEN}`)).body).toContain('the app');
  expect(connected).toBe(0);
  const refused = new WebSocket(`${host.url.replace('http', 'ws')}/__atelier/ipc`, {
    origin: host.url,
  });
  await new Promise((resolve) => refused.once('error', resolve));
  expect(connected).toBe(0);
  const socket = new WebSocket(
    `${host.url.replace('http', 'ws')}/__atelier/ipc?${TOKEN_PARAMETER}=${TOKEN}`,
    { origin: host.url },
  );
  await new Promise((resolve) => socket.once('open', resolve));
  await expect.poll(() => connected).toBe(1);
  socket.close();
});

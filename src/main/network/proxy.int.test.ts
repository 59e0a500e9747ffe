/**
 * Settings → Network against real proxies started here: tinyproxy (HTTP CONNECT, with and
 * without Basic auth) and microsocks (SOCKS5). Each test reads the proxy's own log to show
 * the API client, a result download and an input-link check really went through it, and
 * that a proxy that is down or refuses the credentials is named in the error.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox';
import { ConnectionError, createApiClient, toAtelierError, type ApiClient } from '../api';
import { DownloadError, fetchToFile } from '../tasks/fetchToFile';
import { checkInputUrl } from '../tasks/inputUrlCheck';
import { createNetworkSetup, type NetworkSetup } from './networkSetup';
import { proxyConfigOf } from './proxyConfig';
import { freePort, startMicrosocks, startTinyproxy, type RunningProxy } from './proxyProcesses';

let sandbox: Sandbox;
let setup: NetworkSetup;
const running: RunningProxy[] = [];
const KEY = `sk-sandbox-proxy-${process.pid}`;

beforeAll(async () => {
  sandbox = await createSandbox({ taskMs: 100, renderInWorker: false });
});
afterAll(async () => {
  await sandbox.close();
});
afterEach(async () => {
  await setup?.close();
  await Promise.all(running.splice(0).map((proxy) => proxy.stop()));
});

async function proxy(start: Promise<RunningProxy>): Promise<RunningProxy> {
  const started = await start;
  running.push(started);
  return started;
}

/** A setup in manual mode; `<-loopback>` sends even the loopback sandbox through the proxy. */
function manual(
  proxyUrl: string,
  credentials?: { user: string; password: string },
  bypass = '<-loopback>',
): NetworkSetup {
  setup = createNetworkSetup({ env: {} });
  setup.configure(
    proxyConfigOf(
      { mode: 'manual', proxyUrl, proxyUser: credentials?.user ?? '', bypass },
      credentials?.password ?? null,
    ),
  );
  return setup;
}

const api = (through: NetworkSetup): ApiClient =>
  createApiClient({
    baseUrl: sandbox.url,
    getApiKey: async () => KEY,
    // The app's transport for the API client (services.ts): the setup's request.
    request: through.request,
    retry: { maxAttempts: 1 },
  });
const tunnels = (log: string): number =>
  log.split('\n').filter((line) => line.includes(`CONNECT 127.0.0.1:${sandbox.port} `)).length;

async function finishedImageUrl(client: ApiClient): Promise<string> {
  const outcome = await client.submit(
    { model: 'image-a' },
    { prompt: 'a lighthouse behind a proxy' },
  );
  if (outcome.kind !== 'accepted') throw new Error(`submit ${outcome.kind}`);
  for (let tries = 0; tries < 100; tries += 1) {
    const status = await client.status(outcome.result.task_id);
    const urls = (status as { result_urls?: string[] | null }).result_urls;
    if (status.status === 'SUCCEEDED' && urls?.[0]) return urls[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the task did not finish');
}

describe('through tinyproxy (HTTP CONNECT)', () => {
  it('carries the API client, a result download and an input-link check, as its log shows', async () => {
    const tinyproxy = await proxy(startTinyproxy());
    const through = manual(`http://${tinyproxy.label}`);
    const client = api(through);

    expect(await client.balance()).toBe(10_000);
    const afterBalance = tunnels(tinyproxy.log());
    expect(afterBalance).toBeGreaterThanOrEqual(1);

    const imageUrl = await finishedImageUrl(client);
    const saved = await fetchToFile({
      fetch: through.fetch,
      proxyFor: through.proxyFor,
      url: imageUrl,
      base: join(mkdtempSync(join(tmpdir(), 'atelier-proxy-')), 'image'),
      expect: 'image',
      maxBytes: 10_000_000,
    });
    expect(saved.type).toMatch(/png|jpeg/);
    expect(saved.bytes).toBeGreaterThan(1000);
    const afterDownload = tunnels(tinyproxy.log());
    expect(afterDownload).toBeGreaterThan(afterBalance);

    // A fresh setup: no pooled tunnel to reuse, so the check must open its own through the proxy.
    await through.close();
    const checking = manual(`http://${tinyproxy.label}`);
    // The sandbox is the service here, on this machine: it can fetch its own links (allowLocalNetwork).
    const viaProxy = {
      fetch: checking.fetch,
      proxyFor: checking.proxyFor,
      allowLocalNetwork: true,
    };
    expect(await checkInputUrl(imageUrl, viaProxy)).toMatchObject({ kind: 'answers' });
    expect(await checkInputUrl(`${sandbox.url}/files/no-such-file.png`, viaProxy)).toMatchObject({
      kind: 'gone',
      status: 404,
    });
    expect(tunnels(tinyproxy.log())).toBeGreaterThan(afterDownload);
  });

  it('leaves loopback direct unless the bypass list says <-loopback>, and a mode change applies at once', async () => {
    const tinyproxy = await proxy(startTinyproxy());
    const through = manual(`http://${tinyproxy.label}`, undefined, '');
    expect(await through.proxyFor(new URL(sandbox.url))).toBeNull();
    await api(through).balance();
    expect(tunnels(tinyproxy.log())).toBe(0);

    through.configure(
      proxyConfigOf(
        {
          mode: 'manual',
          proxyUrl: `http://${tinyproxy.label}`,
          proxyUser: '',
          bypass: '<-loopback>',
        },
        null,
      ),
    );
    await api(through).balance();
    expect(tunnels(tinyproxy.log())).toBe(1);

    through.configure({ mode: 'none' });
    await api(through).balance();
    expect(tunnels(tinyproxy.log())).toBe(1);
  });

  it('names the proxy when nothing listens there, and a submit is rejected, not in doubt', async () => {
    const port = await freePort();
    const through = manual(`http://127.0.0.1:${port}`);
    const client = api(through);

    const error = await client.balance({ retry: false }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).sent).toBe(false);
    expect(toAtelierError(error).toJSON()).toMatchObject({
      code: 'connection',
      message: `The proxy 127.0.0.1:${port} refused the connection`,
      details: { serviceCode: 'PROXY_REFUSED' },
    });

    const before = sandbox.balance(KEY);
    const outcome = await client.submit({ model: 'image-a' }, { prompt: 'never sent' });
    expect(outcome.kind).toBe('rejected');
    expect(sandbox.balance(KEY)).toBe(before);

    const download = await fetchToFile({
      fetch: through.fetch,
      proxyFor: through.proxyFor,
      url: `${sandbox.url}/files/x.png`,
      base: join(tmpdir(), `atelier-proxy-${process.pid}`),
      expect: 'image',
      maxBytes: 1000,
    }).catch((caught: unknown) => caught);
    expect(download).toBeInstanceOf(DownloadError);
    expect((download as DownloadError).message).toBe(
      `The proxy 127.0.0.1:${port} refused the connection`,
    );
    // The sandbox (the service) is local, so it may be sent its own links: allowLocalNetwork.
    expect(
      await checkInputUrl(`${sandbox.url}/files/x.png`, {
        fetch: through.fetch,
        proxyFor: through.proxyFor,
        allowLocalNetwork: true,
      }),
    ).toEqual({
      kind: 'unchecked',
      reason: `The proxy 127.0.0.1:${port} refused the connection`,
    });
  });
});

describe('through tinyproxy with Basic auth', () => {
  const auth = { user: 'alice', password: 'pa55 word' };

  it('goes through with the right user and password', async () => {
    const tinyproxy = await proxy(startTinyproxy({ user: 'alice', password: 'pa55word' }));
    expect(
      await api(
        manual(`http://${tinyproxy.label}`, { user: 'alice', password: 'pa55word' }),
      ).balance(),
    ).toBeGreaterThan(0);
    expect(tunnels(tinyproxy.log())).toBe(1);
  });

  it('says the proxy asked for a user name and password (407), or refused them (tinyproxy answers those with 401)', async () => {
    const tinyproxy = await proxy(startTinyproxy({ user: 'alice', password: 'pa55word' }));
    const missing = await api(manual(`http://${tinyproxy.label}`))
      .balance({ retry: false })
      .catch((caught: unknown) => caught);
    expect(toAtelierError(missing).toJSON()).toMatchObject({
      code: 'connection',
      message: `The proxy ${tinyproxy.label} asked for a user name and password (407)`,
    });
    await setup.close();
    const wrong = await api(manual(`http://${tinyproxy.label}`, auth))
      .balance({ retry: false })
      .catch((caught: unknown) => caught);
    expect(toAtelierError(wrong).toJSON()).toMatchObject({
      code: 'connection',
      message: `The proxy ${tinyproxy.label} refused the user name and password (401)`,
    });
    expect(String(toAtelierError(wrong).message)).not.toContain(auth.password);
  });

  it('rejects a paid submit the proxy refused (nothing was sent), instead of leaving it in doubt', async () => {
    const tinyproxy = await proxy(startTinyproxy({ user: 'alice', password: 'pa55word' }));
    const before = sandbox.balance(KEY);
    const outcome = await api(manual(`http://${tinyproxy.label}`)).submit(
      { model: 'image-a' },
      { prompt: 'refused at the proxy' },
    );
    expect(outcome.kind).toBe('rejected');
    expect(outcome.kind !== 'accepted' && outcome.error.message).toBe(
      `The proxy ${tinyproxy.label} asked for a user name and password (407)`,
    );
    expect(sandbox.balance(KEY)).toBe(before);
  });
});

describe('the address rule still applies through a proxy', () => {
  it('refuses a name resolving to a private address before anything reaches the proxy', async () => {
    const tinyproxy = await proxy(startTinyproxy());
    const through = manual(`http://${tinyproxy.label}`);
    const lookup = async () => [{ address: '10.0.0.5', family: 4 }];
    const base = join(mkdtempSync(join(tmpdir(), 'atelier-proxy-')), 'image');
    const named = await fetchToFile({
      fetch: through.fetch,
      proxyFor: through.proxyFor,
      lookup,
      url: 'https://files.example.test/a.png',
      base,
      expect: 'image',
      maxBytes: 1000,
    }).catch((caught: unknown) => caught);
    expect((named as DownloadError).message).toBe(
      'refused URL: files.example.test resolves to 10.0.0.5: 10.0.0.5 is a private address; only a profile whose base URL is on the local network may download from one',
    );
    const literal = await fetchToFile({
      fetch: through.fetch,
      proxyFor: through.proxyFor,
      url: 'https://192.168.1.9/a.png',
      base,
      expect: 'image',
      maxBytes: 1000,
    }).catch((caught: unknown) => caught);
    expect((literal as DownloadError).message).toMatch(
      /^refused URL: 192\.168\.1\.9 is a private address/,
    );
    // A remote service could not fetch a link on this network: refused as local, nothing sent.
    expect(
      await checkInputUrl('https://files.example.test/a.png', {
        fetch: through.fetch,
        proxyFor: through.proxyFor,
        lookup,
      }),
    ).toMatchObject({ kind: 'local' });
    expect(tinyproxy.log()).not.toMatch(/CONNECT (files\.example\.test|192\.168\.1\.9)/);
  });
});

describe('System mode', () => {
  it('follows HTTP_PROXY and NO_PROXY through EnvHttpProxyAgent, loopback still direct', async () => {
    const tinyproxy = await proxy(startTinyproxy());
    setup = createNetworkSetup({
      env: { HTTP_PROXY: `http://${tinyproxy.label}`, NO_PROXY: 'skip.invalid' },
    });
    expect(await setup.proxyFor(new URL(sandbox.url))).toBeNull();
    expect(await setup.proxyFor(new URL('http://service.invalid:8080/'))).toBe(tinyproxy.label);
    // The proxy resolves the name itself and fails to: its log shows the request came, the error names it.
    const failed = await setup
      .fetch('http://service.invalid:8080/pricing')
      .catch((caught: unknown) => caught);
    expect((failed as Error).message).toBe(
      `The proxy ${tinyproxy.label} could not open a connection to the server (HTTP 500)`,
    );
    expect(tinyproxy.log()).toContain('CONNECT service.invalid:8080 ');
    await setup.fetch('http://skip.invalid:8080/').catch(() => undefined);
    expect(tinyproxy.log()).not.toContain('skip.invalid');
  });

  it('follows what the window session resolves when no variable is set', async () => {
    const tinyproxy = await proxy(startTinyproxy());
    const asked: string[] = [];
    setup = createNetworkSetup({
      env: {},
      resolveProxy: async (url) => (asked.push(url), `PROXY ${tinyproxy.label}; DIRECT`),
    });
    await setup.fetch('http://service.invalid:8080/pricing').catch(() => undefined);
    expect(asked).toEqual(['http://service.invalid:8080/pricing']);
    expect(tinyproxy.log()).toContain('CONNECT service.invalid:8080 ');
  });
});

describe('through microsocks (SOCKS5, user and password)', () => {
  it('carries the API client with the right credentials and names the proxy when they are wrong', async () => {
    const socks = await proxy(startMicrosocks({ user: 'bob', password: 'hunter2' }));
    expect(
      await api(manual(`socks5://${socks.label}`, { user: 'bob', password: 'hunter2' })).balance(),
    ).toBeGreaterThan(0);
    await expect.poll(() => socks.log()).toContain(`connected to 127.0.0.1:${sandbox.port}`);
    await setup.close();
    const wrong = await api(manual(`socks5://${socks.label}`, { user: 'bob', password: 'nope' }))
      .balance({ retry: false })
      .catch((caught: unknown) => caught);
    expect(toAtelierError(wrong).toJSON()).toMatchObject({
      code: 'connection',
      message: `The proxy ${socks.label} refused the user name and password`,
    });
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCatalog } from '../../sandbox/catalog';
import { checkInputUrl, INPUT_CHECK_DEADLINE_MS, inputUrlsOf } from './inputUrlCheck';
import { preflight, type PreflightPorts } from './preflight';

/** The service runs on this machine in these tests (as the sandbox does), so loopback links are its own. */
const LOCAL = { allowLocalNetwork: true };
let server: Server;
let base = '';
const seen: { method: string; range: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', range: request.headers.range });
    const path = request.url ?? '/';
    if (path === '/ranged.png') {
      response.writeHead(206, { 'content-range': 'bytes 0-0/1000', 'content-length': 1 });
      response.end('x');
    } else if (path === '/whole.png') response.end('a whole file the server sends in full');
    else if (path === '/moved.png') {
      response.writeHead(302, { location: '/ranged.png' });
      response.end();
    } else if (path === '/gone.png') {
      response.writeHead(410);
      response.end();
    } else if (path === '/trickle.png') {
      // One header byte every 300 ms: never idle long enough for a per-hop idle timeout.
      const socket = request.socket;
      const bytes = Buffer.from('HTTP/1.1 200 OK\r\nX-Slow: ' + 'a'.repeat(200));
      let at = 0;
      const timer = setInterval(
        () =>
          at < bytes.length && !socket.destroyed
            ? socket.write(bytes.subarray(at, ++at))
            : clearInterval(timer),
        300,
      );
      socket.on('close', () => clearInterval(timer));
    } else if (path === '/busy.png') {
      response.writeHead(503);
      response.end();
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('checking that an input link still answers', () => {
  it('asks for one byte and accepts 206 and 200 (also after a redirect)', async () => {
    seen.length = 0;
    expect(await checkInputUrl(`${base}/ranged.png`, LOCAL)).toEqual({
      kind: 'answers',
      status: 206,
    });
    expect(seen).toEqual([{ method: 'GET', range: 'bytes=0-0' }]);
    expect(await checkInputUrl(`${base}/whole.png`, LOCAL)).toEqual({
      kind: 'answers',
      status: 200,
    });
    expect(await checkInputUrl(`${base}/moved.png`, LOCAL)).toEqual({
      kind: 'answers',
      status: 206,
    });
  });

  it('calls a 404 or 410 gone, and a 5xx or a refused link unchecked', async () => {
    expect(await checkInputUrl(`${base}/missing.png`, LOCAL)).toEqual({
      kind: 'gone',
      status: 404,
    });
    expect(await checkInputUrl(`${base}/gone.png`, LOCAL)).toEqual({ kind: 'gone', status: 410 });
    expect(await checkInputUrl(`${base}/busy.png`, LOCAL)).toMatchObject({
      kind: 'unchecked',
      reason: 'the server answered HTTP 503',
    });
    // The downloader's URL rule: plain http only to this machine; nothing is sent.
    expect(await checkInputUrl('http://example.com/a.png')).toEqual({
      kind: 'unchecked',
      reason: 'plain http is only allowed to this machine',
    });
  });

  it('finds the links of a model or music action request by their fields', () => {
    expect(
      inputUrlsOf(
        { model: 'image-a' },
        { prompt: 'p', image_urls: ['https://a/1.png', ' https://a/2.png '] },
      ),
    ).toEqual([
      { field: 'image_urls', label: 'Input images', url: 'https://a/1.png' },
      { field: 'image_urls', label: 'Input images', url: 'https://a/2.png' },
    ]);
    expect(
      inputUrlsOf({ action: 'upload-cover' }, { audio_url: 'https://a/s.mp3', custom: false }),
    ).toEqual([{ field: 'audio_url', label: 'Audio URL', url: 'https://a/s.mp3' }]);
    expect(inputUrlsOf({ action: 'generate' }, { prompt: 'https://not-a-field' })).toEqual([]);
  });
});

describe('preflight with input links', () => {
  const ports: PreflightPorts = {
    api: { balance: async () => 5000 },
    catalog: { getFresh: async () => sandboxCatalog() },
    lookup: () => null,
    checkInputUrl: (url) => checkInputUrl(url, LOCAL),
  };

  it('blocks a submit whose input the server no longer serves, naming the field and the answer', async () => {
    const result = await preflight(
      ports,
      { model: 'image-a' },
      { prompt: 'a lighthouse', image_urls: [`${base}/gone.png`] },
    );
    expect(result.ok).toBe(false);
    expect(result.issues).toEqual([
      {
        field: 'image_urls',
        message: `Input images: the service no longer serves ${base}/gone.png (it answered HTTP 410), so the job would fail. Nothing was sent; choose another input.`,
      },
    ]);
  });

  it('lets a live input through, and only warns about one it could not check', async () => {
    const live = await preflight(
      ports,
      { action: 'upload-cover' },
      { audio_url: `${base}/ranged.png`, custom: false, gpt_description: 'a cover' },
    );
    expect(live.issues).toEqual([]);
    expect(live.ok).toBe(true);
    const busy = await preflight(
      ports,
      { model: 'image-a' },
      { prompt: 'p', image_urls: [`${base}/busy.png`] },
    );
    expect(busy.ok).toBe(true);
    expect(busy.warnings.map((warning) => warning.field)).toEqual(['image_urls']);
  });
});

describe('links the service could not fetch, and the deadline', () => {
  it('refuses a link on this machine or its network without sending anything, unless the service runs there', async () => {
    seen.length = 0;
    expect(await checkInputUrl(`${base}/ranged.png`)).toEqual({ kind: 'local' });
    expect(await checkInputUrl('https://10.1.2.3/a.png')).toEqual({ kind: 'local' });
    expect(await checkInputUrl('https://[64:ff9b::7f00:1]/a.png')).toEqual({ kind: 'local' });
    expect(
      await checkInputUrl('https://cdn.lan/a.png', {
        lookup: async () => [{ address: '100.64.0.9', family: 4 }],
      }),
    ).toEqual({ kind: 'local' });
    expect(seen).toEqual([]);
    const ports: PreflightPorts = {
      api: { balance: async () => 5000 },
      catalog: { getFresh: async () => sandboxCatalog() },
      lookup: () => null,
      checkInputUrl: (url) => checkInputUrl(url),
    };
    const result = await preflight(
      ports,
      { model: 'image-a' },
      { prompt: 'p', image_urls: [`${base}/secret-admin`] },
    );
    expect(result.ok).toBe(false);
    expect(result.issues[0]?.message).toBe(
      `Input images: the service cannot fetch a link on your own network (${base}/secret-admin), so the job would fail. Nothing was sent; use a public link or pick the file from your library.`,
    );
    expect(seen).toEqual([]);
  });

  it('refuses a public link that redirects to this machine or its network (a refusal, not a warning), probing nothing there', async () => {
    const asked: string[] = [];
    // Through a proxy the probe goes by the network setup's fetch: a public host that answers with a redirect inward.
    const inward =
      (location: string): typeof fetch =>
      async (input) => {
        asked.push(String(input));
        return new Response(null, { status: 302, headers: { location } });
      };
    const names = async (hostname: string) => [
      { address: hostname === 'intranet.example' ? '192.168.1.5' : '93.184.216.34', family: 4 },
    ];
    const through = (location: string) => ({
      lookup: names,
      proxyFor: async () => 'http://proxy.example:3128',
      fetch: inward(location),
    });
    for (const location of [
      'https://10.0.0.7/a.png',
      'https://intranet.example/a.png',
      'https://127.0.0.1:9/a.png',
      'https://[fec0::1]/a.png',
    ]) {
      asked.length = 0;
      expect(await checkInputUrl('https://cdn.example/a.png', through(location)), location).toEqual(
        { kind: 'local' },
      );
      expect(asked, location).toEqual(['https://cdn.example/a.png']);
    }
    // A service that runs on the local network could fetch it: then it is followed as before.
    expect(
      await checkInputUrl('https://cdn.example/a.png', {
        ...through('https://10.0.0.7/a.png'),
        allowLocalNetwork: true,
      }),
    ).not.toEqual({ kind: 'local' });
  });

  it('gives up on a server that trickles its answer when the whole check passes its deadline (at most 10 s)', async () => {
    expect(INPUT_CHECK_DEADLINE_MS).toBeLessThanOrEqual(10_000);
    const started = Date.now();
    expect(await checkInputUrl(`${base}/trickle.png`, { ...LOCAL, deadlineMs: 1500 })).toEqual({
      kind: 'unchecked',
      reason: 'no answer within 1.5 s',
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCatalog } from '../../sandbox/catalog';
import { checkInputUrl, inputUrlsOf } from './inputUrlCheck';
import { preflight, type PreflightPorts } from './preflight';

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
    expect(await checkInputUrl(`${base}/ranged.png`)).toEqual({ kind: 'answers', status: 206 });
    expect(seen).toEqual([{ method: 'GET', range: 'bytes=0-0' }]);
    expect(await checkInputUrl(`${base}/whole.png`)).toEqual({ kind: 'answers', status: 200 });
    expect(await checkInputUrl(`${base}/moved.png`)).toEqual({ kind: 'answers', status: 206 });
  });

  it('calls a 404 or 410 gone, and a 5xx or a refused link unchecked', async () => {
    expect(await checkInputUrl(`${base}/missing.png`)).toEqual({ kind: 'gone', status: 404 });
    expect(await checkInputUrl(`${base}/gone.png`)).toEqual({ kind: 'gone', status: 410 });
    expect(await checkInputUrl(`${base}/busy.png`)).toMatchObject({ kind: 'unchecked', reason: 'the server answered HTTP 503' });
    // The downloader's URL rule: plain http only to this machine; nothing is sent.
    expect(await checkInputUrl('http://example.com/a.png')).toEqual({ kind: 'unchecked', reason: 'plain http is only allowed to this machine' });
  });

  it('finds the links of a model or music action request by their fields', () => {
    expect(inputUrlsOf({ model: 'image-a' }, { prompt: 'p', image_urls: ['https://a/1.png', ' https://a/2.png '] })).toEqual([
      { field: 'image_urls', label: 'Input images', url: 'https://a/1.png' },
      { field: 'image_urls', label: 'Input images', url: 'https://a/2.png' },
    ]);
    expect(inputUrlsOf({ action: 'upload-cover' }, { audio_url: 'https://a/s.mp3', custom: false })).toEqual([{ field: 'audio_url', label: 'Audio URL', url: 'https://a/s.mp3' }]);
    expect(inputUrlsOf({ action: 'generate' }, { prompt: 'https://not-a-field' })).toEqual([]);
  });
});

describe('preflight with input links', () => {
  const ports: PreflightPorts = {
    api: { balance: async () => 5000 },
    catalog: { getFresh: async () => sandboxCatalog() },
    lookup: () => null,
    checkInputUrl: (url) => checkInputUrl(url),
  };

  it('blocks a submit whose input the server no longer serves, naming the field and the answer', async () => {
    const result = await preflight(ports, { model: 'image-a' }, { prompt: 'a lighthouse', image_urls: [`${base}/gone.png`] });
    expect(result.ok).toBe(false);
    expect(result.issues).toEqual([
      { field: 'image_urls', message: `Input images: the service no longer serves ${base}/gone.png (it answered HTTP 410), so the job would fail. Nothing was sent; choose another input.` },
    ]);
  });

  it('lets a live input through, and only warns about one it could not check', async () => {
    const live = await preflight(ports, { action: 'upload-cover' }, { audio_url: `${base}/ranged.png`, custom: false, gpt_description: 'a cover' });
    expect(live.issues).toEqual([]);
    expect(live.ok).toBe(true);
    const busy = await preflight(ports, { model: 'image-a' }, { prompt: 'p', image_urls: [`${base}/busy.png`] });
    expect(busy.ok).toBe(true);
    expect(busy.warnings.map((warning) => warning.field)).toEqual(['image_urls']);
  });
});

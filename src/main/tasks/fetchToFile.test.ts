import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadError, fetchToFile } from './fetchToFile';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const WAV = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WAVE'),
  Buffer.alloc(100, 1),
]);

let server: Server;
let base = '';
let hits = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits += 1;
    const url = request.url ?? '/';
    if (url === '/png') response.end(PNG);
    else if (url === '/wav') response.end(WAV);
    else if (url === '/html') response.end('<html>not an image</html>');
    else if (url === '/big') response.end(Buffer.concat([PNG, Buffer.alloc(10_000)]));
    else if (url === '/redirect-local') response.writeHead(302, { location: '/png' }).end();
    else if (url === '/redirect-http')
      response.writeHead(302, { location: 'http://example.com/png' }).end();
    else if (url === '/redirect-file')
      response.writeHead(301, { location: 'file:///etc/passwd' }).end();
    else if (url === '/loop') response.writeHead(307, { location: '/loop' }).end();
    else if (url === '/busy') response.writeHead(503).end();
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const folder = (): string => mkdtempSync(join(tmpdir(), 'atelier-fetch-'));

async function failure(promise: Promise<unknown>): Promise<DownloadError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DownloadError);
  return error as DownloadError;
}

describe('fetchToFile', () => {
  it('saves a PNG under the sniffed extension via a checked local redirect, leaving no partial file', async () => {
    const dir = folder();
    const saved = await fetchToFile({
      fetch,
      url: `${base}/redirect-local`,
      base: join(dir, 'image-1'),
      expect: 'image',
      maxBytes: 1_000_000,
    });
    expect(saved).toMatchObject({ type: 'png', bytes: PNG.length, path: join(dir, 'image-1.png') });
    expect(readFileSync(saved.path).equals(PNG)).toBe(true);
    expect(readdirSync(dir)).toEqual(['image-1.png']);
  });

  it('decides the type by magic bytes, not by what was asked', async () => {
    const dir = folder();
    const saved = await fetchToFile({
      fetch,
      url: `${base}/wav`,
      base: join(dir, 'track-1'),
      expect: 'audio',
      maxBytes: 1_000_000,
    });
    expect(saved.path.endsWith('.wav')).toBe(true);
    const error = await failure(
      fetchToFile({
        fetch,
        url: `${base}/html`,
        base: join(dir, 'x'),
        expect: 'image',
        maxBytes: 1_000_000,
      }),
    );
    expect(error.transient).toBe(false);
    expect(readdirSync(dir)).toEqual(['track-1.wav']);
  });

  it('refuses redirects to plain http elsewhere, to other schemes, and loops', async () => {
    const dir = folder();
    for (const path of ['/redirect-http', '/redirect-file', '/loop']) {
      const error = await failure(
        fetchToFile({
          fetch,
          url: `${base}${path}`,
          base: join(dir, 'x'),
          expect: 'image',
          maxBytes: 1_000_000,
        }),
      );
      expect(error.message).toMatch(/refused|too many redirects/);
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses plain http to other hosts before sending anything', async () => {
    const before = hits;
    const error = await failure(
      fetchToFile({
        fetch,
        url: 'http://example.com/a.png',
        base: join(folder(), 'x'),
        expect: 'image',
        maxBytes: 100,
      }),
    );
    expect(error.message).toContain('plain http');
    expect(hits).toBe(before);
  });

  it('enforces the size cap and removes the partial file', async () => {
    const dir = folder();
    const error = await failure(
      fetchToFile({
        fetch,
        url: `${base}/big`,
        base: join(dir, 'x'),
        expect: 'image',
        maxBytes: 1_000,
      }),
    );
    expect(error.message).toContain('cap');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('marks 503 transient and 404 permanent', async () => {
    const dir = folder();
    expect(
      (
        await failure(
          fetchToFile({
            fetch,
            url: `${base}/busy`,
            base: join(dir, 'x'),
            expect: 'image',
            maxBytes: 1_000,
          }),
        )
      ).transient,
    ).toBe(true);
    expect(
      (
        await failure(
          fetchToFile({
            fetch,
            url: `${base}/gone`,
            base: join(dir, 'x'),
            expect: 'image',
            maxBytes: 1_000,
          }),
        )
      ).transient,
    ).toBe(false);
  });
});

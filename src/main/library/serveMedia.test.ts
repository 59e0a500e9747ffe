import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange, serveMedia, type MediaResponse, type MediaSource } from './serveMedia';

let library: string;
let source: MediaSource;
const CONTENT = '0123456789abcdefghij'; // 20 bytes
beforeAll(() => {
  library = mkdtempSync(join(tmpdir(), 'atelier-serve-'));
  writeFileSync(join(library, 'a.mp3'), CONTENT);
  writeFileSync(join(library, 'empty.txt'), '');
  const assets: Record<string, { relativePath: string; mimeType: string }> = {
    song: { relativePath: 'a.mp3', mimeType: 'audio/mpeg' },
    empty: { relativePath: 'empty.txt', mimeType: 'text/plain' },
    weird: { relativePath: 'a.mp3', mimeType: 'text/html\r\nX-Evil: 1' },
    outside: { relativePath: '../etc/passwd', mimeType: 'text/plain' },
    gone: { relativePath: 'gone.mp3', mimeType: 'audio/mpeg' },
  };
  source = { libraryFolder: library, lookup: (id) => assets[id] ?? null };
});
afterAll(() => rmSync(library, { recursive: true, force: true }));

async function bodyText(response: MediaResponse): Promise<string> {
  if (response.body === null) return '';
  if (Buffer.isBuffer(response.body)) return response.body.toString('utf8');
  return text(Readable.fromWeb(response.body));
}

describe('parseRange', () => {
  it('reads single ranges and treats what it does not serve as the whole file', () => {
    expect(parseRange('bytes=0-4', 20)).toEqual({ kind: 'range', start: 0, end: 4 });
    expect(parseRange('bytes=15-', 20)).toEqual({ kind: 'range', start: 15, end: 19 });
    expect(parseRange('bytes=-5', 20)).toEqual({ kind: 'range', start: 15, end: 19 });
    expect(parseRange('bytes=-50', 20)).toEqual({ kind: 'range', start: 0, end: 19 });
    expect(parseRange('bytes=10-999', 20)).toEqual({ kind: 'range', start: 10, end: 19 });
    expect(parseRange('bytes=20-', 20)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 20)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    for (const header of [
      null,
      '',
      'bytes=5-1',
      'items=0-1',
      'bytes=0-1,5-6',
      'bytes=abc',
      'bytes=-',
    ]) {
      expect(parseRange(header, 20)).toEqual({ kind: 'whole' });
    }
  });
});

describe('serveMedia', () => {
  it('serves the whole file with its type and Accept-Ranges', async () => {
    const response = await serveMedia(source, 'song', null);
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      'Content-Type': 'audio/mpeg',
      'Accept-Ranges': 'bytes',
      'Content-Length': '20',
    });
    expect(await bodyText(response)).toBe(CONTENT);
  });

  it('serves one range with 206 and Content-Range', async () => {
    const response = await serveMedia(source, 'song', 'bytes=5-9');
    expect(response.status).toBe(206);
    expect(response.headers).toMatchObject({
      'Content-Range': 'bytes 5-9/20',
      'Content-Length': '5',
    });
    expect(await bodyText(response)).toBe('56789');
    expect(await bodyText(await serveMedia(source, 'song', 'bytes=-3'))).toBe('hij');
  });

  it('answers 416 with the size for an unsatisfiable range', async () => {
    const response = await serveMedia(source, 'song', 'bytes=20-30');
    expect(response.status).toBe(416);
    expect(response.headers['Content-Range']).toBe('bytes */20');
    expect(response.body).toBeNull();
  });

  it('serves the whole file (200) for a multi-range request', async () => {
    const response = await serveMedia(source, 'song', 'bytes=0-1,4-5');
    expect(response.status).toBe(200);
    expect(await bodyText(response)).toBe(CONTENT);
  });

  it('answers 404 for unknown assets, missing files and paths outside the library', async () => {
    for (const id of ['nope', 'gone', 'outside'])
      expect((await serveMedia(source, id, null)).status).toBe(404);
  });

  it('sends CSP sandbox and nosniff on every answer, so a served file can never run script', async () => {
    const answers = [
      await serveMedia(source, 'song', null),
      await serveMedia(source, 'song', 'bytes=0-1'),
      await serveMedia(source, 'song', 'bytes=20-30'),
      await serveMedia(source, 'song', null, { headOnly: true }),
      await serveMedia(source, 'empty', null),
      await serveMedia(source, 'nope', null),
      await serveMedia(source, 'outside', null),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 206, 416, 200, 200, 404, 404]);
    for (const answer of answers) {
      expect(answer.headers['Content-Security-Policy']).toBe('sandbox');
      expect(answer.headers['X-Content-Type-Options']).toBe('nosniff');
    }
  });

  it('never echoes an unsafe mime type, serves empty files, and skips the body for HEAD', async () => {
    expect((await serveMedia(source, 'weird', null)).headers['Content-Type']).toBe(
      'application/octet-stream',
    );
    const empty = await serveMedia(source, 'empty', null);
    expect(empty.status).toBe(200);
    expect(await bodyText(empty)).toBe('');
    const head = await serveMedia(source, 'song', 'bytes=0-1', { headOnly: true });
    expect(head).toMatchObject({ status: 206, body: null });
  });
});

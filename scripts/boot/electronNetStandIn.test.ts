/** The stand-in's net.request follows Electron 45's documented ClientRequest behaviour. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { net, type ClientRequest, type IncomingMessage } from './electronNetStandIn';

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/moved') return void response.writeHead(302, { Location: '/file' }).end();
    if (request.url === '/file') {
      response.setHeader('X-Twice', ['a', 'b']);
      response.setHeader('Set-Cookie', 'one=1');
      return void response.writeHead(200, { 'Content-Type': 'text/plain' }).end('hello');
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

type Outcome =
  { response: IncomingMessage; body: string } | { error: string } | { cancelled: true };

function run(request: ClientRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    request.on('response', (response: IncomingMessage) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ response, body }));
    });
    request.on('error', (error: Error) => resolve({ error: error.message }));
    request.on('abort', () => resolve({ cancelled: true }));
    request.end();
  });
}

describe('stand-in net.request', () => {
  it('answers with a Readable response whose headers follow the documented rules', async () => {
    const outcome = await run(
      net.request({
        protocol: 'http:',
        hostname: '127.0.0.1',
        port: new URL(origin).port,
        path: '/file',
      }),
    );
    expect(outcome).toMatchObject({ body: 'hello' });
    const { response } = outcome as { response: IncomingMessage };
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain');
    expect(response.headers['x-twice']).toBe('a, b');
    expect(response.headers['set-cookie']).toEqual(['one=1']);
  });

  it("follows redirects by default, fails on one with 'error', and in 'manual' only when followRedirect is called during the event", async () => {
    expect(await run(net.request(`${origin}/moved`))).toMatchObject({ body: 'hello' });
    expect(await run(net.request({ url: `${origin}/moved`, redirect: 'error' }))).toHaveProperty(
      'error',
    );
    const ignored = net.request({ url: `${origin}/moved`, redirect: 'manual' });
    const seen: unknown[] = [];
    ignored.on('redirect', (...args: unknown[]) => seen.push(args.slice(0, 3)));
    expect(await run(ignored)).toEqual({ cancelled: true });
    expect(seen).toEqual([[302, 'GET', `${origin}/file`]]);
    const followed = net.request({ url: `${origin}/moved`, redirect: 'manual' });
    followed.on('redirect', () => followed.followRedirect());
    expect(await run(followed)).toMatchObject({ body: 'hello' });
  });

  it("reports a refused connection with Chromium's error name and no response", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await run(net.request(`http://127.0.0.1:${port}/`))).toEqual({
      error: 'net::ERR_CONNECTION_REFUSED',
    });
  });
});

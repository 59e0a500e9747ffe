// DNS rebinding: a web page whose name now resolves to 127.0.0.1 reaches the sandbox with
// its own name in Host. The sandbox answers only its own host:port, and changes nothing else.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './createSandbox';
import { freshKey } from './sandboxTestClient';

interface Sent {
  /** Where to connect; default 127.0.0.1. */
  address?: string;
  port: number;
  /** The Host header, exactly; undefined sends none. */
  host: string | undefined;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

function send(sent: Sent): Promise<{ status: number; body: string }> {
  const headers = { ...(sent.host === undefined ? {} : { host: sent.host }), ...sent.headers };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: sent.address ?? '127.0.0.1',
        port: sent.port,
        method: sent.method ?? 'GET',
        path: sent.path,
        setHost: false,
        headers,
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(sent.body);
  });
}

describe('the sandbox checks the Host header', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox({ taskMs: 0, credits: 1_000, renderInWorker: false });
  });
  afterAll(() => sandbox.close());

  it('answers 421 to any other Host and changes nothing', async () => {
    const key = freshKey('rebinding');
    const port = sandbox.port;
    const json = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const before = sandbox.stats();
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `localhost:${port}`,
      `127.0.0.1:${port + 1}`,
      `127.0.0.1:${port}.evil.example`,
      `127.0.0.1`,
    ]) {
      const submit = await send({
        port,
        host,
        method: 'POST',
        path: '/api/v1/task/submit/image-a',
        headers: json,
        body: JSON.stringify({ prompt: 'a cat' }),
      });
      expect(submit.status, `Host ${host}`).toBe(421);
      expect(JSON.parse(submit.body).error.code).toBe('misdirected_request');
      expect(
        (await send({ port, host, path: '/api/v1/credits/balance', headers: json })).status,
      ).toBe(421);
      expect((await send({ port, host, path: '/pricing' })).status).toBe(421);
    }
    // Without any Host, Node's HTTP/1.1 server refuses by itself (400).
    expect(
      (
        await send({
          port,
          host: undefined,
          method: 'POST',
          path: '/api/v1/task/submit/image-a',
          headers: json,
          body: '{}',
        })
      ).status,
    ).toBe(400);
    expect(sandbox.stats()).toEqual(before);
    expect(sandbox.balance(key)).toBe(1_000); // nothing was charged
  });

  it('serves its own host:port, which is what its URL (and so every client) sends', async () => {
    expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`);
    for (const host of [`127.0.0.1:${sandbox.port}`, ` 127.0.0.1:${sandbox.port} `]) {
      expect((await send({ port: sandbox.port, host, path: '/pricing' })).status).toBe(200);
    }
    expect((await fetch(`${sandbox.url}/pricing`)).status).toBe(200);
  });

  it('answers localhost:<port> only when it was started on localhost', async () => {
    const local = await createSandbox({ host: 'localhost', taskMs: 0, renderInWorker: false });
    try {
      expect(local.url).toBe(`http://localhost:${local.port}`);
      // localhost may have been bound as 127.0.0.1 or as ::1: talk to whichever it took.
      const address = await send({
        port: local.port,
        host: `localhost:${local.port}`,
        path: '/pricing',
      }).then(
        () => '127.0.0.1',
        () => '::1',
      );
      for (const host of [`localhost:${local.port}`, `127.0.0.1:${local.port}`]) {
        expect(
          (await send({ address, port: local.port, host, path: '/pricing' })).status,
          host,
        ).toBe(200);
      }
      expect(
        (
          await send({
            address,
            port: local.port,
            host: `evil.example:${local.port}`,
            path: '/pricing',
          })
        ).status,
      ).toBe(421);
    } finally {
      await local.close();
    }
  });
});

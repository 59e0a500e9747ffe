// What the downloader may reach. No test sends a byte beyond loopback: private and
// link-local answers come from injected lookups, and the fake fetch below never connects.
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadError, fetchToFile, type FetchToFileOptions } from './fetchToFile';
import { checkedLookup, type LookupPort } from './urlSafety';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);

/** Answers every URL from memory: a PNG, or a redirect when the test maps one. */
function fakeFetch(redirects: Record<string, string> = {}) {
  const calls: string[] = [];
  const fetch = (async (input: URL | string) => {
    const url = String(input);
    calls.push(url);
    const location = redirects[url];
    return location
      ? new Response(null, { status: 302, headers: { location } })
      : new Response(PNG, { status: 200 });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function fixedLookup(answers: Record<string, string[]>): LookupPort & { asked: string[] } {
  const asked: string[] = [];
  const lookup = async (hostname: string) => {
    asked.push(hostname);
    const addresses = answers[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(lookup, { asked });
}

const folder = (): string => mkdtempSync(join(tmpdir(), 'atelier-reach-'));

async function refusal(
  options: Partial<FetchToFileOptions> & Pick<FetchToFileOptions, 'fetch' | 'url'>,
): Promise<DownloadError> {
  const dir = folder();
  const outcome = await fetchToFile({
    base: join(dir, 'x'),
    expect: 'image',
    maxBytes: 1_000_000,
    ...options,
  }).then(
    (saved) => saved,
    (error: unknown) => error,
  );
  expect(outcome, `${options.url} should be refused`).toBeInstanceOf(DownloadError);
  expect(readdirSync(dir)).toEqual([]);
  return outcome as DownloadError;
}

let loopbackHttp: Server;
let httpPort = 0;
let tlsProbe: TcpServer;
let probePort = 0;
let probeConnections = 0;

beforeAll(async () => {
  loopbackHttp = createHttpServer((_request, response) => response.end(PNG));
  await new Promise<void>((resolve) => loopbackHttp.listen(0, '127.0.0.1', resolve));
  httpPort = (loopbackHttp.address() as AddressInfo).port;
  // Stands where a TLS server would: counts connections, then hangs up.
  tlsProbe = createTcpServer((socket) => {
    probeConnections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => tlsProbe.listen(0, '127.0.0.1', resolve));
  probePort = (tlsProbe.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => loopbackHttp.close(() => resolve()));
  await new Promise<void>((resolve) => tlsProbe.close(() => resolve()));
});

describe('only literal loopback counts as this machine', () => {
  it('refuses plain http to *.localhost and other names that merely look local', async () => {
    const { fetch, calls } = fakeFetch();
    for (const url of [
      'http://a.localhost/png',
      'http://localhost./png',
      'http://127.0.0.1.nip.io/png',
      'http://0.0.0.0/png',
      'http://[::]/png',
    ]) {
      expect((await refusal({ fetch, url })).message).toContain(
        'plain http is only allowed to this machine',
      );
    }
    expect(calls).toEqual([]);
  });

  it('reaches plain http://localhost only when every address it resolves to is loopback', async () => {
    const { fetch, calls } = fakeFetch();
    const dir = folder();
    const saved = await fetchToFile({
      fetch,
      url: `http://localhost:${httpPort}/png`,
      base: join(dir, 'x'),
      expect: 'image',
      maxBytes: 1_000_000,
      lookup: fixedLookup({ localhost: ['127.0.0.1'] }),
    });
    expect(saved.type).toBe('png');
    const error = await refusal({
      fetch,
      url: `http://localhost:${httpPort}/png`,
      lookup: fixedLookup({ localhost: ['127.0.0.1', '10.0.0.7'] }),
    });
    expect(error.message).toMatch(
      /localhost resolves to 10\.0\.0\.7: plain http is only allowed to this machine/,
    );
    expect(error.transient).toBe(false);
    expect(calls).toEqual([]); // names never go through fetch: they are connected by address
  });
});

describe('private and link-local addresses', () => {
  const LOCAL_NETWORK = [
    'https://10.0.0.7/x',
    'https://172.20.1.1/x',
    'https://192.168.1.2/x',
    'https://169.254.169.254/latest/meta-data',
    'https://[fd00::1]/x',
    'https://[fe80::1]/x',
    'https://[::ffff:10.0.0.7]/x',
  ];

  it('are refused as literal addresses before anything is sent', async () => {
    const { fetch, calls } = fakeFetch();
    for (const url of LOCAL_NETWORK) {
      expect((await refusal({ fetch, url })).message).toMatch(
        /refused URL: .* is a (private|link-local) address; only a profile whose base URL is on the local network may download from one/,
      );
    }
    expect(calls).toEqual([]);
  });

  it('are refused when a name resolves to one, even among public answers', async () => {
    const { fetch, calls } = fakeFetch();
    const lookup = fixedLookup({
      'cdn.test': ['10.0.0.7'],
      'mixed.test': ['93.184.216.34', 'fd12::5'],
      'meta.test': ['169.254.169.254'],
    });
    for (const host of ['cdn.test', 'mixed.test', 'meta.test']) {
      const error = await refusal({ fetch, url: `https://${host}/x.png`, lookup });
      expect(error.message).toMatch(
        new RegExp(
          `${host.replace('.', '\\.')} resolves to .*: .* is a (private|link-local) address`,
        ),
      );
      expect(error.transient).toBe(false);
    }
    expect(lookup.asked).toEqual(['cdn.test', 'mixed.test', 'meta.test']);
    expect(calls).toEqual([]);
  });

  it('are reached when the profile itself is on the local network', async () => {
    const { fetch, calls } = fakeFetch();
    const saved = await fetchToFile({
      fetch,
      url: 'https://10.0.0.7/x',
      base: join(folder(), 'x'),
      expect: 'image',
      maxBytes: 1_000_000,
      allowLocalNetwork: true,
    });
    expect(saved.type).toBe('png');
    expect(calls).toEqual(['https://10.0.0.7/x']);
    // The connection-time check lets the same answer through (checked here without connecting).
    const lookup = checkedLookup(fixedLookup({ 'nas.test': ['192.168.1.20'] }), 'https:', {
      allowLocalNetwork: true,
    });
    const answer = await new Promise((resolve, reject) =>
      lookup('nas.test', {}, (error, address) => (error ? reject(error) : resolve(address))),
    );
    expect(answer).toBe('192.168.1.20');
  });

  it('are checked at connection time: the connection goes to the address the check saw', async () => {
    const { fetch, calls } = fakeFetch();
    const lookup = fixedLookup({ 'media.test': ['127.0.0.1'] });
    const before = probeConnections;
    // media.test exists only in the injected lookup: reaching the probe proves the socket used its answer.
    const error = await refusal({ fetch, url: `https://media.test:${probePort}/x.png`, lookup });
    expect(error.message).toBe('the download could not connect');
    expect(probeConnections).toBe(before + 1);
    expect(lookup.asked).toEqual(['media.test']);
    expect(calls).toEqual([]);
  });
});

describe('redirects', () => {
  it('refuses an https download redirected to plain http, even to loopback', async () => {
    const start = 'https://127.0.0.1:1/start';
    const { fetch, calls } = fakeFetch({ [start]: `http://127.0.0.1:${httpPort}/png` });
    const error = await refusal({ fetch, url: start });
    expect(error.message).toBe(
      'refused redirect: an https download may not continue over plain http',
    );
    expect(calls).toEqual([start]);
  });

  it('applies the address rule to every redirect target', async () => {
    const start = 'https://127.0.0.1:1/start';
    const { fetch, calls } = fakeFetch({ [start]: 'https://169.254.169.254/latest' });
    expect((await refusal({ fetch, url: start })).message).toMatch(
      /refused redirect: .*link-local/,
    );
    expect(calls).toEqual([start]);
  });
});

// A status answer of 10 GB (issue 20, hostile 6): the transport used to read response.text()
// with no cap. Two loopback servers: one claims 10 GB in Content-Length, one streams without
// end. Both must be refused with a clear error after at most the 8 MB ceiling, while the event
// loop keeps answering within 200 ms and memory stays far below 400 MB.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNetworkSetup } from '../network/networkSetup';
import { startStallProbe } from '../tasks/stallProbe';
import { systemTimerClock } from './clock';
import { MAX_RESPONSE_BYTES } from './readCapped';
import { send } from './transport';

let server: Server | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/task/status`;
}

const chunk = Buffer.alloc(256 * 1024, 0x61);

/** Streams chunks until the client goes away (or `limit` bytes), counting what was written. */
function stream(
  response: import('node:http').ServerResponse,
  written: { bytes: number },
  limit = Number.POSITIVE_INFINITY,
): void {
  const pump = () => {
    while (written.bytes < limit) {
      written.bytes += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    response.end();
  };
  response.on('error', () => undefined);
  pump();
}

/**
 * Runs `work`, sampling every 20 ms the event loop's stall (the CPU this process burnt while
 * the loop did not answer: stallProbe.ts; a wait for a busy machine's CPU is not a stall)
 * and the peak RSS.
 */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T | Error; maxLagMs: number; peakRssMb: number }> {
  const probe = startStallProbe(20);
  const result = await work().catch((error: unknown) => error as Error);
  const { maxBusyLagMs, peakRssMb } = probe.stop();
  return { result, maxLagMs: maxBusyLagMs, peakRssMb };
}

// The app's transport (the network setup's request, services.ts) and fetch (tests inject one).
const network = createNetworkSetup({ env: {} });
afterAll(() => network.close());
const transports = [
  { name: "the network setup's request", request: network.request },
  { name: 'fetch', request: undefined },
];
let transport: (typeof transports)[number] = transports[0]!;

const request = (url: string) =>
  send({
    fetch,
    request: transport.request,
    clock: systemTimerClock,
    url,
    method: 'POST',
    headers: {},
    body: '{}',
    timeoutMs: 30_000,
  });

describe.each(transports)('the response ceiling, through $name', (each) => {
  beforeEach(() => {
    transport = each;
  });

  it('refuses a body that claims 10 GB before reading it', async () => {
    const written = { bytes: 0 };
    const url = await listen((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(10 * 1024 ** 3),
      });
      stream(response, written);
    });
    const { result, maxLagMs, peakRssMb } = await measured(() => request(url));
    expect(result).toMatchObject({
      code: 'response_too_large',
      message: expect.stringContaining('larger than 8 MB'),
    });
    expect(maxLagMs).toBeLessThan(200);
    expect(peakRssMb).toBeLessThan(400);
  });

  it('stops a streamed body without a length at the ceiling, and still reads an honest answer', async () => {
    const written = { bytes: 0 };
    const url = await listen((incoming, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      if (incoming.url?.endsWith('small')) return void response.end('{"code":0}');
      stream(response, written);
    });
    const { result, maxLagMs, peakRssMb } = await measured(() => request(url));
    expect(result).toMatchObject({ code: 'response_too_large' });
    expect(maxLagMs).toBeLessThan(200);
    expect(peakRssMb).toBeLessThan(400);
    // The server was cut off soon after the ceiling, not left to send 10 GB.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(written.bytes).toBeLessThan(MAX_RESPONSE_BYTES * 8);
    expect((await request(`${url}?small`)).text).toBe('{"code":0}');
  });
});

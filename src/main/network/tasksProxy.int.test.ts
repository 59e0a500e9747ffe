/**
 * The tasks domain takes the network setup it is given: with the API client going direct
 * and the tasks' setup through a real tinyproxy, a finished job's file still lands in the
 * library, and the proxy's log shows the tunnel it came through.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox';
import { openEngineHarness, waitUntilSettled, type EngineHarness } from '../tasks/engineHarness';
import { createNetworkSetup, type NetworkSetup } from './networkSetup';
import { proxyConfigOf } from './proxyConfig';
import { freePort, startTinyproxy, type RunningProxy } from './proxyProcesses';

const opened: {
  sandbox?: Sandbox;
  harness?: EngineHarness;
  setup?: NetworkSetup;
  proxy?: RunningProxy;
} = {};
afterEach(async () => {
  await opened.harness?.shutdown();
  await opened.setup?.close();
  await opened.sandbox?.close();
  await opened.proxy?.stop();
});

describe('the tasks domain behind a proxy', () => {
  it('downloads a finished job through the network setup it was given', async () => {
    const sandbox = (opened.sandbox = await createSandbox({ taskMs: 200, renderInWorker: false }));
    const tinyproxy = (opened.proxy = await startTinyproxy());
    const setup = (opened.setup = createNetworkSetup({ env: {} }));
    setup.configure(
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
    const harness = (opened.harness = await openEngineHarness({
      sandboxUrl: sandbox.url,
      apiKey: `sk-sandbox-tasks-proxy-${process.pid}`,
      dataDirectory: mkdtempSync(join(tmpdir(), 'atelier-tasks-proxy-')),
      network: setup,
    }));
    harness.domain.start();
    await harness.domain.handlers.submit(
      {
        target: { model: 'image-a' },
        body: { prompt: 'a lighthouse through a proxy' },
        confirmedCredits: null,
      },
      { senderId: 'test' },
    );
    // The API client goes direct (the harness's own client): every tunnel in the log is a download's.
    await waitUntilSettled(harness, 20_000);
    const [view] = harness.journal.list({ statuses: ['SUCCEEDED'], limit: 5 }).items;
    const assets = harness.library.bySubmission(view!.id);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets)
      expect(existsSync(join(harness.libraryFolder, asset.relativePath))).toBe(true);
    expect(tinyproxy.log()).toContain(`CONNECT 127.0.0.1:${sandbox.port} `);

    // The input-link check before a submit takes the same setup: with a proxy that is down, it says so.
    const dead = await freePort();
    setup.configure(
      proxyConfigOf(
        {
          mode: 'manual',
          proxyUrl: `http://127.0.0.1:${dead}`,
          proxyUser: '',
          bypass: '<-loopback>',
        },
        null,
      ),
    );
    const imageUrl = `${sandbox.url}/files/any.png`;
    const checked = await harness.domain.handlers.preflight(
      { target: { model: 'image-a' }, body: { prompt: 'edit it', image_urls: [imageUrl] } },
      { senderId: 'test' },
    );
    expect(checked.warnings).toContainEqual({
      field: 'image_urls',
      message: `Input images: ${imageUrl} could not be checked (The proxy 127.0.0.1:${dead} refused the connection); the service will fetch it.`,
    });
  });
});

/**
 * Settings → Network end to end in Node: the handlers check the fields before saving, keep
 * the password out of the preferences file, hand the window's session the same mode, and
 * "Test connection" reads the balance of the active profile through a real tinyproxy.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import { openAccount, type AccountContext } from '../account/openAccount';
import type { SecretCipher } from '../desktop/Desktop';
import { createHeadlessDesktop } from '../desktop/headlessDesktop';
import { createEventBus } from '../ipc/eventBus';
import { createNetworkService } from './networkService';
import { createNetworkSetup, type NetworkSetup } from './networkSetup';
import { startTinyproxy, type RunningProxy } from './proxyProcesses';

const cipher: SecretCipher = {
  isSecure: async () => true,
  encrypt: async (plain) => Uint8Array.from(Buffer.from(plain, 'utf8').map((byte) => byte ^ 0x33)),
  decrypt: async (bytes) => ({
    plainText: Buffer.from(bytes.map((byte) => byte ^ 0x33)).toString('utf8'),
    shouldReEncrypt: false,
  }),
};
const PASSWORD = 'correct-horse-battery';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function open() {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-network-'));
  const bus = createEventBus();
  const events: string[] = [];
  bus.subscribe((channel) => events.push(channel));
  const setup: NetworkSetup = createNetworkSetup({ env: {} });
  const account: AccountContext = await openAccount({
    dataDirectory,
    cipher,
    bus,
    now: () => Date.now(),
    loadKeytar: () => {
      throw new Error('no keytar in this test');
    },
    sandbox: { taskMs: 100, renderInWorker: false },
    api: { request: setup.request },
  });
  cleanups.push(
    () => account.close(),
    () => setup.close(),
  );
  const desktop = createHeadlessDesktop(dataDirectory);
  const network = createNetworkService({
    setup,
    preferences: account.preferences,
    vault: account.vault,
    desktop,
    bus,
    activeApi: () => account.profiles.activeApi(),
    env: {},
  });
  await network.apply();
  return {
    handlers: network.handlers,
    desktop,
    dataDirectory,
    events,
    preferencesPath: account.preferences.path,
  };
}

async function proxy(auth?: { user: string; password: string }): Promise<RunningProxy> {
  const started = await startTinyproxy(auth);
  cleanups.push(() => started.stop());
  return started;
}

const context = { senderId: 'test' };
const refusal = (pending: unknown) =>
  Promise.resolve(pending).then(
    () => null,
    (error: unknown) => (error instanceof AtelierError ? error.toJSON() : error),
  );

function everyFileText(folder: string): string {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => readFileSync(path).toString('latin1'))
    .join('\n');
}

describe('Settings → Network', () => {
  it('starts in System mode and gives the window session the same', async () => {
    const { handlers, desktop } = await open();
    expect(await handlers.get(undefined, context)).toEqual({
      mode: 'system',
      proxyUrl: '',
      proxyUser: '',
      bypass: '',
      hasPassword: false,
    });
    expect(desktop.sessionProxies).toEqual([{ mode: 'system' }]);
  });

  it('refuses a wrong address or bypass entry naming the field, and keeps the working setup', async () => {
    const { handlers, desktop, preferencesPath } = await open();
    const stored = () =>
      existsSync(preferencesPath) ? readFileSync(preferencesPath, 'utf8') : null;
    const before = stored();
    expect(
      await refusal(handlers.update({ mode: 'manual', proxyUrl: 'proxy.corp:3128' }, context)),
    ).toMatchObject({ code: 'invalid_input', field: 'proxyUrl' });
    expect(
      await refusal(
        handlers.update(
          { mode: 'manual', proxyUrl: 'http://proxy.corp:3128', bypass: 'a*b' },
          context,
        ),
      ),
    ).toMatchObject({ code: 'invalid_input', field: 'bypass' });
    expect(
      await refusal(handlers.update({ mode: 'none', proxyUrl: 'http://proxy.corp' }, context)),
    ).toMatchObject({ field: 'proxyUrl', message: expect.stringContaining('port is missing') });
    expect(stored()).toBe(before);
    expect(desktop.sessionProxies).toEqual([{ mode: 'system' }]);
  });

  it('tests the connection through an authenticating proxy, the password kept out of every plain file', async () => {
    const tinyproxy = await proxy({ user: 'alice', password: PASSWORD });
    const { handlers, desktop, dataDirectory, events } = await open();
    const proxyUrl = `http://${tinyproxy.label}`;
    const view = await handlers.update(
      { mode: 'manual', proxyUrl, proxyUser: 'alice', password: PASSWORD, bypass: '<-loopback>' },
      context,
    );
    expect(view).toEqual({
      mode: 'manual',
      proxyUrl,
      proxyUser: 'alice',
      bypass: '<-loopback>',
      hasPassword: true,
    });
    expect(events).toContain('network:changed');
    expect(desktop.sessionProxies.at(-1)).toEqual({
      mode: 'fixed_servers',
      proxyRules: proxyUrl,
      proxyBypassRules: '<-loopback>',
      credentials: { user: 'alice', password: PASSWORD, proxy: tinyproxy.label },
    });

    const tested = await handlers.test(undefined, context);
    expect(tested).toEqual({
      credits: expect.any(Number),
      proxy: tinyproxy.label,
      route: `through the proxy ${tinyproxy.label}`,
    });
    expect(tinyproxy.log()).toMatch(/Request \(file descriptor \d+\): CONNECT 127\.0\.0\.1:\d+ /);
    expect(everyFileText(dataDirectory)).not.toContain(PASSWORD);

    await handlers.update({ password: 'wrong' }, context);
    expect(await refusal(handlers.test(undefined, context))).toMatchObject({
      code: 'connection',
      message: `The proxy ${tinyproxy.label} refused the user name and password (401)`,
    });
    await handlers.update({ password: null }, context);
    expect((await handlers.get(undefined, context)).hasPassword).toBe(false);
    await handlers.update({ proxyUser: '' }, context);
    expect(await refusal(handlers.test(undefined, context))).toMatchObject({
      code: 'connection',
      message: `The proxy ${tinyproxy.label} asked for a user name and password (407)`,
    });

    await handlers.update({ mode: 'none' }, context);
    expect(await handlers.test(undefined, context)).toMatchObject({
      proxy: null,
      route: 'directly',
    });
    expect(desktop.sessionProxies.at(-1)).toEqual({ mode: 'direct' });
  });
});

import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import { createSandbox, type Sandbox } from '../../sandbox';
import type { SecretCipher } from '../desktop/Desktop';
import { createEventBus } from '../ipc/eventBus';
import { openAccount, type AccountContext } from './openAccount';

const context = { senderId: 'test' };
const noKeytar = () => {
  throw new Error('no keytar in this test');
};
const cipher: SecretCipher = {
  isSecure: async () => true,
  encrypt: async (plain) => Uint8Array.from(Buffer.from(plain, 'utf8').map((byte) => byte ^ 0x33)),
  decrypt: async (bytes) => ({
    plainText: Buffer.from(bytes.map((byte) => byte ^ 0x33)).toString('utf8'),
    shouldReEncrypt: false,
  }),
};

let live: Sandbox;
const opened: AccountContext[] = [];

async function open(dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-account-'))) {
  const bus = createEventBus();
  const events: { channel: string; payload: unknown }[] = [];
  bus.subscribe((channel, payload) => events.push({ channel, payload }));
  const account = await openAccount({
    dataDirectory,
    cipher,
    bus,
    now: () => Date.now(),
    loadKeytar: noKeytar,
    sandbox: { taskMs: 200, renderInWorker: false },
  });
  opened.push(account);
  return { account, bus, events, dataDirectory, handlers: account.handlers.account };
}

function allText(folder: string): string {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => readFileSync(path).toString('latin1'))
    .join('\n');
}

async function failure(value: unknown): Promise<AtelierError> {
  const error = await Promise.resolve(value).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AtelierError);
  return error as AtelierError;
}

beforeAll(async () => {
  live = await createSandbox({ taskMs: 200, renderInWorker: false });
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((account) => account.close()));
});
afterAll(() => live.close());

describe('account profiles', () => {
  it('starts on the embedded sandbox with a per-installation key, which survives a restart', async () => {
    const first = await open();
    const status = await first.handlers.status(undefined, context);
    expect(status.firstRun).toBe(true);
    expect(status.active).toMatchObject({ id: 'sandbox', active: true, key: { configured: true } });
    expect(status.active.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const submitted = await first.account.profiles
      .activeApi()
      .submit({ model: 'image-a' }, { prompt: 'x' });
    expect(submitted.kind).toBe('accepted');
    const spent = (await first.handlers.balance({ refresh: true }, context)).credits;
    expect(spent).toBeLessThan(10_000);
    await first.account.close();

    const second = await open(first.dataDirectory);
    expect((await second.handlers.balance(undefined, context)).credits).toBe(spent);
    await second.handlers.useSandbox(undefined, context);
    expect((await second.handlers.status(undefined, context)).firstRun).toBe(false);
  });

  it('never gives Sandbox credits a dollar value, though the catalog has a rate', async () => {
    const { account, handlers, events } = await open();
    const balance = await handlers.balance({ refresh: true }, context);
    const view = await account.handlers.catalog.get(undefined, context);
    expect(view.catalog.credit_to_usd).toBeGreaterThan(0);
    expect(balance.usd).toBeNull();
    expect(view.creditToUsd).toBeNull();
    expect(events.some((event) => event.channel === 'account:balance')).toBe(true);
  });

  it('refreshes the balance when a submit is accepted or a task fails, once per burst', async () => {
    const { account, bus, handlers, events } = await open();
    const before = await handlers.balance({ refresh: true }, context);
    const submitted = await account.profiles
      .activeApi()
      .submit({ model: 'image-a' }, { prompt: 'x' });
    expect(submitted.kind).toBe('accepted');
    events.length = 0;
    const view = { profileId: 'sandbox', state: 'accepted', status: null } as const;
    for (let index = 0; index < 5; index += 1) bus.emit('tasks:changed', view as never);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const balances = events.filter((event) => event.channel === 'account:balance');
    expect(balances).toHaveLength(1);
    expect((balances[0]!.payload as { credits: number }).credits).toBe(before.credits - 24);
    // Progress of a running task moves no credits: no refresh.
    bus.emit('tasks:changed', {
      profileId: 'sandbox',
      state: 'accepted',
      status: 'PROCESSING',
    } as never);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(events.filter((event) => event.channel === 'account:balance')).toHaveLength(1);
  });

  it('verifies a Live key before saving it, keeps it out of files, events and views', async () => {
    const { account, handlers, events, dataDirectory } = await open();
    const apiKey = `sk-sandbox-live-${Math.random().toString(36).slice(2)}-WXYZ`;
    const status = await handlers.connectLive({ baseUrl: `${live.url}/`, apiKey }, context);
    expect(status.active).toMatchObject({
      id: 'live',
      baseUrl: live.url,
      key: { configured: true, last4: 'WXYZ', storage: 'safe-storage' },
    });
    expect(account.profiles.activeProfileId()).toBe('live');
    expect(live.stats().byKey[apiKey]?.balanceReads).toBe(1);
    const outcome = await account.profiles
      .activeApi()
      .submit({ model: 'image-a' }, { prompt: 'live' });
    expect(outcome.kind).toBe('accepted');
    expect(live.stats().byKey[apiKey]?.accepted).toBe(1);
    expect((await handlers.balance({ refresh: true }, context)).credits).toBe(live.balance(apiKey));
    expect(allText(dataDirectory)).not.toContain(apiKey);
    expect(JSON.stringify(events)).not.toContain(apiKey);
    expect(JSON.parse(readFileSync(join(dataDirectory, 'preferences.json'), 'utf8'))).toMatchObject(
      { activeProfile: 'live', liveBaseUrl: live.url },
    );

    // Back and forth, then removing the key falls back to the sandbox.
    await handlers.useSandbox(undefined, context);
    expect((await handlers.useLive(undefined, context)).active.id).toBe('live');
    const removed = await handlers.removeLiveKey(undefined, context);
    expect(removed.active.id).toBe('sandbox');
    expect(removed.profiles.find((profile) => profile.id === 'live')?.key).toEqual({
      configured: false,
      last4: null,
      storage: 'none',
    });
    expect(await failure(handlers.useLive(undefined, context))).toMatchObject({
      code: 'auth',
      field: 'apiKey',
    });
  });

  it('refuses a bad key (apiKey), an unreachable host (baseUrl) and plain http off loopback, saving nothing', async () => {
    const { handlers, dataDirectory } = await open();
    const badKey = 'definitely-not-valid-key-1234';
    const auth = await failure(
      handlers.connectLive({ baseUrl: live.url, apiKey: badKey }, context),
    );
    expect(auth).toMatchObject({ code: 'auth', field: 'apiKey' });
    expect(JSON.stringify(auth) + auth.message + String(auth.stack)).not.toContain(badKey);

    const closed = await createSandbox({ renderInWorker: false });
    await closed.close();
    expect(
      await failure(
        handlers.connectLive({ baseUrl: closed.url, apiKey: 'sk-sandbox-whatever-1' }, context),
      ),
    ).toMatchObject({ code: 'connection', field: 'baseUrl' });
    expect(
      await failure(
        handlers.connectLive(
          { baseUrl: 'http://api.example.com', apiKey: 'sk-sandbox-whatever-1' },
          context,
        ),
      ),
    ).toMatchObject({ code: 'invalid_input', field: 'baseUrl' });

    const status = await handlers.status(undefined, context);
    expect(status.active.id).toBe('sandbox');
    expect(status.profiles.find((profile) => profile.id === 'live')).toMatchObject({
      baseUrl: '',
      key: { configured: false },
    });
    expect(allText(dataDirectory)).not.toContain(badKey);
  });
});

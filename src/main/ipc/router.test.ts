import { describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import { contract } from '../../shared/ipc/contract';
import { createWireApi, unwrapWireApi, type WireApi } from '../../shared/ipc/bridge';
import { copyAcrossBridge } from '../../preload/contextBridgeCopy';
import type { Handlers } from '../../shared/ipc/types';
import { createRouter } from './router';
import { createEventBus } from './eventBus';

/** Every contract method answers null except the `app` ones under test. */
function handlers(overrides: Partial<Handlers['app']> = {}): Handlers {
  const others = Object.fromEntries(
    Object.entries(contract)
      .filter(([domain]) => domain !== 'app')
      .map(([domain, spec]) => [
        domain,
        Object.fromEntries(Object.keys(spec.methods).map((name) => [name, () => null])),
      ]),
  );
  return {
    ...others,
    app: {
      info: () => ({
        name: 'Atelier',
        version: '9.9.9',
        platform: 'linux',
        dataDirectory: '/data',
        shell: 'web-preview',
        versions: {},
      }),
      openExternal: () => undefined,
      ...overrides,
    },
  } as unknown as Handlers;
}

const context = { senderId: 'test' };

describe('createRouter', () => {
  it('routes a contract method to its handler', async () => {
    const router = createRouter(handlers());
    const result = await router.invoke('app:info', undefined, context);
    expect(result).toMatchObject({ ok: true, value: { version: '9.9.9' } });
  });

  it('rejects an argument that fails the schema, naming the field', async () => {
    let called = false;
    const router = createRouter(handlers({ openExternal: () => void (called = true) }));
    const result = await router.invoke('app:openExternal', { url: 42 }, context);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid_input');
      expect(result.error.field).toBe('url');
      expect(result.error.message).toContain('url');
    }
    expect(called).toBe(false);
  });

  it('refuses channels outside the contract', async () => {
    const router = createRouter(handlers());
    const result = await router.invoke('app:__proto__', undefined, context);
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
  });

  it('keeps AtelierError fields and hides unexpected error text', async () => {
    const seen: unknown[] = [];
    const router = createRouter(
      handlers({
        info: () => {
          throw new Error('secret internal detail sk-sandbox-123');
        },
        openExternal: () => {
          throw new AtelierError('invalid_input', 'only https', { field: 'url' });
        },
      }),
      { onUnexpectedError: (_channel, error) => seen.push(error) },
    );
    const internal = await router.invoke('app:info', undefined, context);
    expect(internal).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(internal)).not.toContain('sk-sandbox');
    expect(seen).toHaveLength(1);
    const known = await router.invoke('app:openExternal', { url: 'http://x.test' }, context);
    expect(known).toMatchObject({ ok: false, error: { code: 'invalid_input', field: 'url' } });
  });

  it('fails fast when a contract method has no handler', () => {
    const incomplete = handlers() as unknown as Record<string, Record<string, unknown>>;
    delete incomplete['app']!['openExternal'];
    expect(() => createRouter(incomplete as unknown as Handlers)).toThrow(/app:openExternal/);
  });
});

describe('the bridge over the router, across contextBridge', () => {
  function bridgedApi() {
    const router = createRouter(handlers());
    const bus = createEventBus();
    const wire = createWireApi({
      invoke: (channel, input) => router.invoke(channel, input, context),
      subscribe: (channel, listener) =>
        bus.subscribe((emitted, payload) => emitted === channel && listener(payload)),
    });
    // What the page receives: the wire API copied by contextBridge's rules.
    return { api: unwrapWireApi(copyAcrossBridge(wire) as WireApi), bus };
  }

  it('exposes one function per method and rebuilds errors with their code and field', async () => {
    const { api, bus } = bridgedApi();
    await expect(api.app.info()).resolves.toMatchObject({ name: 'Atelier' });
    const error = await api.app.openExternal({ url: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AtelierError);
    expect((error as AtelierError).code).toBe('invalid_input');
    expect((error as AtelierError).field).toBe('url');

    const received: unknown[] = [];
    const off = api.on('app:navigate', (payload) => received.push(payload));
    bus.emit('app:navigate', { hash: '#/now' });
    off();
    bus.emit('app:navigate', { hash: '#/later' });
    expect(received).toEqual([{ hash: '#/now' }]);
    expect(() => api.on('app:nope' as 'app:navigate', () => {})).toThrow(/Unknown event/);
  });

  it('a bridge that throws AtelierError in the preload loses the code (why errors cross as values)', async () => {
    const thrower = {
      fail: () =>
        Promise.reject(new AtelierError('in_doubt', 'Outcome unknown', { field: 'model' })),
    };
    const copied = copyAcrossBridge(thrower) as typeof thrower;
    const error = (await copied.fail().catch((e: unknown) => e)) as Record<string, unknown>;
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AtelierError);
    expect({ message: error['message'], code: error['code'], field: error['field'] }).toEqual({
      message: 'Outcome unknown',
      code: undefined,
      field: undefined,
    });
  });
});

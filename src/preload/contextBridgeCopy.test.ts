import { describe, expect, it } from 'vitest';
import { copyAcrossBridge, exposeInMainWorld } from './contextBridgeCopy';

class Track {
  constructor(readonly title: string) {}
  get loud(): boolean {
    return true;
  }
}

describe('contextBridge copy rules (emulated)', () => {
  it('copies an Error with its message only', () => {
    const error = Object.assign(new TypeError('boom'), { code: 'in_doubt', field: 'prompt' });
    const copied = copyAcrossBridge(error) as Error & { code?: string };
    expect(copied).not.toBe(error);
    expect(copied.constructor).toBe(Error);
    expect(copied.message).toBe('boom');
    expect(copied.code).toBeUndefined();
  });

  it('turns class instances into plain objects of their own enumerable keys', () => {
    const copied = copyAcrossBridge({ track: new Track('Neon'), list: [new Track('A')] }) as {
      track: object;
      list: object[];
    };
    expect(Object.getPrototypeOf(copied.track)).toBe(Object.prototype);
    expect(copied.track).toEqual({ title: 'Neon' });
    expect('loud' in copied.track).toBe(false);
    expect(copied.list).toEqual([{ title: 'A' }]);
  });

  it('proxies functions: arguments and results are copied, a throw keeps only the message', () => {
    const seen: unknown[] = [];
    const proxied = copyAcrossBridge((value: unknown) => {
      seen.push(value);
      throw Object.assign(new Error('nope'), { code: 'x' });
    }) as (value: unknown) => unknown;
    const argument = { nested: new Track('T') };
    const thrown = (() => {
      try {
        proxied(argument);
      } catch (error) {
        return error as Error & { code?: string };
      }
    })();
    expect(seen[0]).not.toBe(argument);
    expect(seen[0]).toEqual({ nested: { title: 'T' } });
    expect(thrown?.message).toBe('nope');
    expect(thrown?.code).toBeUndefined();
  });

  it('lets a Promise cross only as a top-level value; a rejection keeps only the message', async () => {
    const api = copyAcrossBridge({
      call: () => Promise.reject(Object.assign(new Error('late'), { code: 'timeout' })),
    }) as { call(): Promise<void> };
    const error = (await api.call().catch((e: unknown) => e)) as Error & { code?: string };
    expect(error.message).toBe('late');
    expect(error.code).toBeUndefined();
    const nested = copyAcrossBridge({ call: () => ({ later: Promise.resolve(1) }) }) as {
      call(): unknown;
    };
    expect(() => nested.call()).toThrow(/top-level/);
  });

  it('structured-clones dates and typed arrays, drops symbols', () => {
    const date = new Date(5);
    const copied = copyAcrossBridge({
      date,
      bytes: new Uint8Array([1, 2]),
      tag: Symbol('x'),
    }) as Record<string, unknown>;
    expect(copied['date']).toEqual(date);
    expect(copied['date']).not.toBe(date);
    expect(copied['bytes']).toEqual(new Uint8Array([1, 2]));
    expect(copied['tag']).toBeUndefined();
  });

  it('exposes a deep-frozen copy and refuses to overwrite a key', () => {
    const window = {} as Record<string, unknown>;
    const api = { settings: { theme: 'dark' }, run: () => 1 };
    exposeInMainWorld(window, 'bridge', api);
    const exposed = window['bridge'] as typeof api;
    expect(exposed).not.toBe(api);
    expect(Object.isFrozen(exposed.settings)).toBe(true);
    expect(exposed.run()).toBe(1);
    expect(() => exposeInMainWorld(window, 'bridge', api)).toThrow(/existing property/);
  });
});

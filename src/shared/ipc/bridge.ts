/**
 * The two halves of `window.atelier`, the same for both hosts.
 *
 * - `createWireApi(transport)` runs where the transport lives (the Electron preload, the web
 *   preview's bridge script) and is what crosses into the page. Every method resolves to a
 *   `WireResult` — a plain object — and never throws: contextBridge copies a thrown or
 *   rejected Error with its message only, so an error's `code` and `field` can only cross
 *   as data.
 * - `unwrapWireApi(wire)` runs in the page (src/renderer/atelierApi.ts) and turns each
 *   result back into the value or an `AtelierError` with its code, field and retry time.
 */
import { AtelierError } from '../errors';
import { CHANNEL_NAMES, eventChannels } from './channelNames';
import type { WireResult } from './define';
import type { AtelierApi } from './types';

export interface Transport {
  invoke(channel: string, input: unknown): Promise<WireResult>;
  /** Subscribes to an event channel; returns the unsubscribe function. */
  subscribe(channel: string, listener: (payload: unknown) => void): () => void;
}

/** The key the preload exposes the wire API under (`window[WIRE_KEY]`). */
export const WIRE_KEY = 'atelierBridge';

type WireMethod = (input?: unknown) => Promise<WireResult>;
/** What crosses the bridge: per domain, methods resolving to WireResults; plus `on`. */
export type WireApi = Readonly<Record<string, Readonly<Record<string, WireMethod>>>> & {
  readonly on: (channel: string, listener: (payload: unknown) => void) => () => void;
};

function failure(error: unknown): WireResult {
  if (error instanceof AtelierError) return { ok: false, error: error.toJSON() };
  return {
    ok: false,
    error: { code: 'internal', message: error instanceof Error ? error.message : String(error) },
  };
}

export function createWireApi(transport: Transport): WireApi {
  const events = new Set(eventChannels());
  const api: Record<string, unknown> = {};
  for (const [domain, names] of Object.entries(CHANNEL_NAMES)) {
    const calls: Record<string, WireMethod> = {};
    for (const name of names.methods) {
      const channel = `${domain}:${name}`;
      calls[name] = (input?: unknown) => transport.invoke(channel, input).catch(failure);
    }
    api[domain] = calls;
  }
  api.on = (channel: string, listener: (payload: unknown) => void) => {
    // A thrown Error would lose its code crossing the bridge; an unknown channel is a
    // programming error in the page, so its message says everything needed.
    if (!events.has(channel)) throw new Error(`Unknown event ${channel}`);
    return transport.subscribe(channel, listener);
  };
  return api as WireApi;
}

export function unwrapWireApi(wire: WireApi): AtelierApi {
  const api: Record<string, unknown> = {};
  for (const [domain, names] of Object.entries(CHANNEL_NAMES)) {
    const calls: Record<string, (input?: unknown) => Promise<unknown>> = {};
    const wireDomain = wire[domain];
    for (const name of names.methods) {
      const call = wireDomain?.[name];
      calls[name] = async (input?: unknown) => {
        if (!call) throw new AtelierError('unknown_method', `Unknown method ${domain}:${name}`);
        const result = await call(input);
        if (result.ok) return result.value;
        throw AtelierError.fromJSON(result.error);
      };
    }
    api[domain] = Object.freeze(calls);
  }
  api.on = (channel: string, listener: (payload: unknown) => void) => wire.on(channel, listener);
  return Object.freeze(api) as AtelierApi;
}

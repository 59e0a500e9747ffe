/**
 * Builds `window.atelier` from the contract over any transport: the Electron preload
 * passes ipcRenderer.invoke/on, the web preview passes a WebSocket. Errors come back as
 * values and are rebuilt as AtelierError, so `code` and `field` survive the trip.
 */
import { AtelierError } from '../errors';
import { contract, contractChannels } from './contract';
import type { WireResult } from './define';
import type { AtelierApi } from './types';

export interface Transport {
  invoke(channel: string, input: unknown): Promise<WireResult>;
  /** Subscribes to an event channel; returns the unsubscribe function. */
  subscribe(channel: string, listener: (payload: unknown) => void): () => void;
}

export function createBridge(transport: Transport): AtelierApi {
  const eventChannels = new Set(contractChannels().events);
  const api: Record<string, unknown> = {};
  for (const [domain, spec] of Object.entries(contract)) {
    const calls: Record<string, (input?: unknown) => Promise<unknown>> = {};
    for (const name of Object.keys(spec.methods)) {
      const channel = `${domain}:${name}`;
      calls[name] = async (input?: unknown) => {
        const result = await transport.invoke(channel, input);
        if (result.ok) return result.value;
        throw AtelierError.fromJSON(result.error);
      };
    }
    api[domain] = Object.freeze(calls);
  }
  api.on = (channel: string, listener: (payload: unknown) => void) => {
    if (!eventChannels.has(channel)) throw new AtelierError('unknown_method', `Unknown event ${channel}`);
    return transport.subscribe(channel, listener);
  };
  return Object.freeze(api) as AtelierApi;
}

// The sandbox's public entry: starts the HTTP emulator of the service in-process (the app
// embeds it, tests start one per file) and hands back controls tests need.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from './clock';
import { FaultInjector, parseFaults } from './faults';
import { FileCache } from './fileCache';
import { seedLegacyTasks, type LegacySeed } from './legacySeed';
import { RenderPool } from './renderPool';
import { RequestStats, type SandboxStats } from './requestStats';
import { handleRequest, servedHosts, type ServerState } from './requestHandler';
import { sandboxCatalog } from './catalog';
import { TaskStore } from './taskStore';
import { SANDBOX_STARTING_CREDITS } from '../shared/format/creditValue';

export interface SandboxOptions {
  /** Interface to listen on; default 127.0.0.1. Requests must name it (or 127.0.0.1) and the port in Host, else 421. */
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Starting balance of each new account; default 10000. */
  credits?: number;
  /** Upper bound for any task to reach its final state; default realistic per kind. */
  taskMs?: number;
  /**
   * Test tuning: the longest song, in seconds, the service picks a length for itself (a
   * generate, extend, sample or upload without `duration`). A request's `duration` is never
   * changed. Default: none, the service's realistic 30–180 s lengths.
   */
  maxSeededS?: number;
  /** Persist accounts, tasks and rendered files here; default in memory. */
  dataDirectory?: string;
  /** Fault spec, see faults.ts; default none. */
  faults?: string;
  /** Seed for the fault dice; default 1. */
  faultSeed?: number;
  /** API keys to seed with music tasks finished before the 2026-10-15 cutoff. */
  seedLegacy?: string[];
  clock?: Clock;
  /** Byte budget of the in-memory rendered-file cache; default 256 MiB. */
  fileCacheBytes?: number;
  /** Render media on a worker thread (default true; falls back to this thread if none can start). */
  renderInWorker?: boolean;
  /**
   * The worker's entry. Default: renderWorker.ts beside this module (tsx, vitest). A bundled
   * app passes its own built entry (electron-vite builds `renderWorker.js` next to main).
   */
  renderWorkerUrl?: URL;
}

export interface Sandbox {
  url: string;
  port: number;
  host: string;
  close(): Promise<void>;
  stats(): SandboxStats;
  resetStats(): void;
  /** Replaces the fault rules (counters restart). Throws FaultSpecError on a bad spec. */
  setFaults(spec: string | undefined): void;
  balance(apiKey: string): number;
  setBalance(apiKey: string, credits: number): void;
  /** Seeds legacy music tasks for a key; returns their ids (deterministic per key). */
  seedLegacy(apiKey: string): LegacySeed;
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const clock = options.clock ?? systemClock;
  const host = options.host ?? '127.0.0.1';
  const store = new TaskStore(
    clock,
    options.credits ?? SANDBOX_STARTING_CREDITS,
    options.dataDirectory,
  );
  const state: ServerState = {
    store,
    clock,
    taskMs: options.taskMs,
    maxSeededS: options.maxSeededS,
    catalog: sandboxCatalog(),
    faults: new FaultInjector(parseFaults(options.faults), options.faultSeed),
    stats: new RequestStats(),
    files: new FileCache(options.fileCacheBytes ?? 256 * 1024 * 1024, options.dataDirectory),
    renderer: new RenderPool(options.renderInWorker ?? true, options.renderWorkerUrl),
    baseUrl: '',
    hosts: new Set(),
  };
  for (const key of options.seedLegacy ?? []) seedLegacyTasks(store, key);
  const server: Server = createServer((request, response) => {
    handleRequest(state, request, response);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  state.baseUrl = url;
  state.hosts = servedHosts(url, port);
  let closed: Promise<void> | undefined;
  return {
    url,
    port,
    host,
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => {
          store.close();
          void state.renderer.close().then(resolve);
        });
        server.closeAllConnections();
      });
      return closed;
    },
    stats: () => state.stats.snapshot(),
    resetStats: () => state.stats.reset(),
    setFaults: (spec) => {
      state.faults = new FaultInjector(parseFaults(spec), options.faultSeed);
    },
    balance: (apiKey) => store.balance(apiKey),
    setBalance: (apiKey, credits) => store.setBalance(apiKey, credits),
    seedLegacy: (apiKey) => seedLegacyTasks(store, apiKey),
  };
}

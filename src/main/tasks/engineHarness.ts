/**
 * Test and bench support: the real tasks engine over a real SQLite file, the real library
 * store and a real ApiClient pointed at a sandbox. Not used by the app itself (services.ts
 * wires the real account and catalog services).
 */
import { createApiClient, type ApiClient } from '../api';
import { createEventBus, type EventBus } from '../ipc/eventBus';
import type { StreamedRequest } from '../network/networkSetup';
import { openLibrary, type LibraryContext } from '../library/openLibrary';
import { createTasksDomain, type TasksDomain, type TasksDomainOptions } from './index';

export interface HarnessOptions {
  sandboxUrl: string;
  apiKey: string;
  dataDirectory: string;
  /** Tries per status read inside the API client; 1 leaves 429/503 waits to the scheduler. */
  readAttempts?: number;
  tuning?: TasksDomainOptions['tuning'];
  bus?: EventBus;
  /** The API client's fetch (tests wrap it to inject faults the sandbox only has at submit). */
  fetch?: typeof fetch;
  /** The API client's request (the app's: main/network's setup); instead of `fetch` when given. */
  request?: StreamedRequest;
  /** The network setup downloads and link checks use (main/network); default direct. */
  network?: TasksDomainOptions['network'];
  /** The monthly budget check (main/spending); none = no budget. */
  budget?: TasksDomainOptions['budget'];
}

export interface EngineHarness extends LibraryContext {
  api: ApiClient;
  bus: EventBus;
  domain: TasksDomain;
  shutdown(): Promise<void>;
}

export async function openEngineHarness(options: HarnessOptions): Promise<EngineHarness> {
  const bus = options.bus ?? createEventBus();
  const context = await openLibrary({
    dataDirectory: options.dataDirectory,
    clock: { now: () => Date.now() },
    bus,
  });
  const api = createApiClient({
    baseUrl: options.sandboxUrl,
    getApiKey: async () => options.apiKey,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.request ? { request: options.request } : {}),
    retry: { maxAttempts: options.readAttempts ?? 1 },
    timeouts: { readMs: 10_000, submitMs: 10_000 },
  });
  const domain = createTasksDomain({
    journal: context.journal,
    library: context.library,
    account: { activeApi: () => api, activeProfileId: () => 'sandbox' },
    bus,
    libraryFolder: context.libraryFolder,
    ...(options.network ? { network: options.network } : {}),
    ...(options.budget ? { budget: options.budget } : {}),
    tuning: {
      pollScale: 0.05,
      downloadRetryBaseMs: 20,
      offlineBackoff: { initialMs: 50, maxMs: 400 },
      requestsPerSecond: 200,
      maxInFlight: 8,
      ...options.tuning,
    },
  });
  return {
    ...context,
    api,
    bus,
    domain,
    async shutdown() {
      await domain.close();
      context.close();
    },
  };
}

/** Resolves when no task is being polled or downloaded (or rejects after `timeoutMs`). */
export async function waitUntilSettled(harness: EngineHarness, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = harness.journal.counts();
    if (counts.running === 0 && harness.domain.engine.scheduler.size === 0) {
      await harness.domain.engine.downloadsIdle();
      if (harness.journal.undownloaded().length === 0 || Date.now() > deadline) return;
    }
    if (Date.now() > deadline)
      throw new Error(`tasks did not settle within ${timeoutMs} ms: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

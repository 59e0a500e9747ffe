/**
 * Public entry of the tasks domain: `createTasksDomain` builds the engine (scheduler,
 * downloader) and the `tasks` handlers from the journal, library store, account and catalog.
 */
import type { Handlers } from '../../shared/ipc/types';
import type { EventBus } from '../ipc/eventBus';
import { createCatalogFreshness } from './catalogFreshness';
import {
  apiOfProfile,
  systemTimerClock,
  type AccountPort,
  type CatalogPort,
  type JournalPort,
  type LibraryPort,
  type TimerClock,
} from './ports';
import { createTaskEngine, type TaskEngine, type TaskEngineOptions } from './taskEngine';
import { checkInputUrl } from './inputUrlCheck';
import { createTasksService } from './tasksService';
import type { PreflightPorts } from './preflight';

export { createTaskEngine, type TaskEngine } from './taskEngine';
export { createTasksService } from './tasksService';
export { preflight, CATALOG_MAX_AGE_MS } from './preflight';
export { createScheduler, type Scheduler, type PollJob, type PollingState } from './scheduler';
export { createDownloader, type Downloader } from './downloader';
export type {
  AccountPort,
  CatalogPort,
  JournalPort,
  LibraryPort,
  TimerClock,
  ApiPort,
} from './ports';

export interface TasksDomainOptions {
  journal: JournalPort;
  library: LibraryPort;
  account: AccountPort;
  /** Defaults to a small cache over the active API's catalog read. */
  catalog?: CatalogPort;
  bus: Pick<EventBus, 'emit'>;
  libraryFolder: string;
  clock?: TimerClock;
  /** The network setup (main/network): the fetch and proxy choice downloads and link checks use. */
  network?: { fetch: typeof fetch; proxyFor(url: URL): Promise<string | null> };
  fetch?: typeof fetch;
  /** The polling.speed preference, read at each reschedule. */
  pollingSpeed?: () => number;
  tuning?: Pick<
    TaskEngineOptions,
    | 'pollScale'
    | 'requestsPerSecond'
    | 'maxInFlight'
    | 'downloadConcurrency'
    | 'downloadRetryBaseMs'
    | 'offlineBackoff'
    | 'acceptRetryMs'
    | 'diskRoomCheckMs'
  >;
  /** The replay file for paid task ids the journal could not record (acceptRecovery.ts). */
  acceptRecoveryFile?: string;
  /** The monthly budget check preflight runs (main/spending); none = no budget. */
  budget?: PreflightPorts['budget'];
  onBalance?: (profileId: string, credits: number) => void;
  onDownloadFailure?: TaskEngineOptions['onDownloadFailure'];
}

export interface TasksDomain {
  handlers: Handlers['tasks'];
  engine: TaskEngine;
  start(): void;
  close(): Promise<void>;
}

export function createTasksDomain(options: TasksDomainOptions): TasksDomain {
  const clock = options.clock ?? systemTimerClock;
  const { account, network } = options;
  const engine = createTaskEngine({
    journal: options.journal,
    library: options.library,
    bus: options.bus,
    clock,
    fetch: options.network?.fetch ?? options.fetch ?? globalThis.fetch,
    ...(options.network ? { proxyFor: options.network.proxyFor } : {}),
    libraryFolder: options.libraryFolder,
    apiFor: (profileId) => apiOfProfile(account, profileId),
    baseUrlFor: (profileId) => apiOfProfile(account, profileId)?.baseUrl || null,
    ...(options.pollingSpeed ? { pollingSpeed: options.pollingSpeed } : {}),
    ...(options.acceptRecoveryFile ? { acceptRecoveryFile: options.acceptRecoveryFile } : {}),
    ...(options.onDownloadFailure ? { onDownloadFailure: options.onDownloadFailure } : {}),
    ...options.tuning,
  });
  const catalog =
    options.catalog ?? createCatalogFreshness(() => account.activeApi().catalog(), clock.now);
  const handlers = createTasksService({
    journal: options.journal,
    account,
    catalog,
    engine,
    library: options.library,
    libraryFolder: options.libraryFolder,
    ...(options.budget ? { budget: options.budget } : {}),
    ...(options.onBalance ? { onBalance: options.onBalance } : {}),
    ...(network
      ? {
          checkInputUrl: (url, reach) =>
            checkInputUrl(url, { ...reach, fetch: network.fetch, proxyFor: network.proxyFor }),
        }
      : {}),
  });
  return { handlers, engine, start: () => engine.start(), close: () => engine.stop() };
}

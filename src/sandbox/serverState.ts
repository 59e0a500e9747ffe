// What every request handler reads: the task store, clock, catalog, faults, files and renderers.
import type { Catalog } from '../shared/service';
import type { Clock } from './clock';
import type { FaultInjector } from './faults';
import type { FileCache } from './fileCache';
import type { RenderPool } from './renderPool';
import type { RequestStats } from './requestStats';
import type { TaskStore } from './taskStore';

export interface ServerState {
  store: TaskStore;
  clock: Clock;
  taskMs: number | undefined;
  maxSeededS: number | undefined;
  catalog: Catalog;
  faults: FaultInjector;
  stats: RequestStats;
  files: FileCache;
  renderer: RenderPool;
  baseUrl: string;
  /** Host header values answered (see servedHosts); empty until the server listens. */
  hosts: ReadonlySet<string>;
}

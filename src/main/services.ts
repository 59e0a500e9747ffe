/**
 * The composition root of the main process: builds every service from its ports and
 * returns the contract's handlers plus the event bus. The Electron entry (index.ts) and
 * the web preview host both call this, so they run the very same services.
 */
import { join } from 'node:path';
import type { AppInfo } from '../shared/ipc/app';
import type { Handlers } from '../shared/ipc/types';
import { openAccount, type EmbeddedSandboxOptions } from './account';
import { createAppService } from './app/appService';
import type { Desktop } from './desktop/Desktop';
import { openExports } from './exports/openExports';
import { createEventBus, type EventBus } from './ipc/eventBus';
import { startOsNotifier } from './notifications/osNotifier';
import { openLibrary, type LibraryContext } from './library/openLibrary';
import type { OpenJsonStore } from './settings';
import { createTasksDomain } from './tasks';
import { createBalanceHistory } from './spending/balanceHistory';
import { createSpendingService } from './spending/spendingService';
import { modelNameIn } from '../shared/service';

export interface ServiceOptions {
  desktop: Desktop;
  shell: AppInfo['shell'];
  version: string;
  versions?: Record<string, string>;
  /** Library: where media files live (default `<userData>/Library`) and the URL the renderer loads them from. */
  libraryFolder?: string;
  mediaUrl?: (assetId: string) => string;
  /** Preferences file: electron-store in the app (desktop/electronPreferencesStore.ts); conf by default. */
  openPreferencesFile?: OpenJsonStore;
  /** Tuning of the embedded sandbox (e.g. short task times for the preview and e2e). */
  sandbox?: EmbeddedSandboxOptions;
}

export interface MainServices {
  handlers: Handlers;
  bus: EventBus;
  /** Serves library media with Range support (the Electron protocol and the web `/media/<id>` route). */
  serveMedia: LibraryContext['media'];
  close(): Promise<void>;
}

export async function createServices(options: ServiceOptions): Promise<MainServices> {
  const bus = createEventBus();
  const store = await openLibrary({
    dataDirectory: options.desktop.userDataPath(),
    ...(options.libraryFolder ? { libraryFolder: options.libraryFolder } : {}),
    ...(options.mediaUrl ? { mediaUrl: options.mediaUrl } : {}),
    clock: { now: () => Date.now() },
    bus,
  });
  const balanceHistory = createBalanceHistory(store.db);
  /** Every balance the app reads (header, preflight, connecting Live) goes into the history. */
  const recordBalance = (profileId: string, credits: number, at = Date.now()): void => {
    try {
      balanceHistory.record(profileId, credits, at);
    } catch {
      // A full disk must not break reading the balance; the history just misses this point.
    }
  };
  const account = await openAccount({
    dataDirectory: options.desktop.userDataPath(),
    cipher: options.desktop.secretCipher(),
    bus,
    now: () => Date.now(),
    ...(options.openPreferencesFile ? { openPreferencesFile: options.openPreferencesFile } : {}),
    ...(options.sandbox ? { sandbox: options.sandbox } : {}),
    onBalance: recordBalance,
  });
  const spending = createSpendingService({
    db: store.db,
    bus,
    now: () => Date.now(),
    activeProfileId: () => account.profiles.activeProfileId(),
    preferences: account.preferences,
    catalog: () => account.catalog.peek()?.catalog ?? null,
    desktop: options.desktop,
  });
  const tasks = createTasksDomain({
    journal: store.journal,
    library: store.library,
    account: account.profiles,
    catalog: account.catalog,
    bus,
    libraryFolder: store.libraryFolder,
    pollingSpeed: () => account.preferences.get().polling.speed,
    acceptRecoveryFile: join(options.desktop.userDataPath(), 'accepted-tasks.jsonl'),
    budget: (credits, jobs, unknownPrice) => spending.budgetCheck(credits, jobs, unknownPrice),
    onBalance: recordBalance,
  });
  const stopOsNotifier = startOsNotifier({
    bus,
    desktop: options.desktop,
    enabled: () => account.preferences.get().notifications.os,
    modelName: (key) => modelNameIn(account.catalog.peek()?.catalog, key),
  });
  // A key entered (or a profile switched) may be what parked tasks were waiting for.
  const stopResuming = bus.subscribe((channel) => {
    if (channel === 'account:changed') tasks.engine.resumeWaiting();
  });
  tasks.start();
  const exportsAndMedia = openExports({
    dataDirectory: options.desktop.userDataPath(),
    desktop: options.desktop,
    bus,
    library: store.library,
    journal: store.journal,
    db: store.db,
    libraryFolder: store.libraryFolder,
    preferences: account.preferences,
  });
  const handlers = {
    app: createAppService(options),
    ...account.handlers,
    tasks: tasks.handlers,
    library: store.handlers,
    exports: exportsAndMedia.exports,
    media: exportsAndMedia.media,
    spending: spending.handlers,
  } as unknown as Handlers;
  return {
    handlers,
    bus,
    serveMedia: store.media,
    async close() {
      stopOsNotifier();
      stopResuming();
      spending.close();
      exportsAndMedia.close();
      await tasks.close();
      store.close();
      await account.close();
    },
  };
}

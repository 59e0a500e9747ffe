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
import { upgradeProgress } from './app/upgradeProgress';
import type { Desktop } from './desktop/Desktop';
import { openExports } from './exports/openExports';
import { createEventBus, type EventBus } from './ipc/eventBus';
import { createMenuCommands, DOCUMENTATION_FILE, type OnMenuCommand } from './menu/menuCommands';
import { createMenuService, type MenuService } from './menu/menuService';
import { startOsNotifier } from './notifications/osNotifier';
import { followMainLanguage } from './i18n/mainLanguage';
import { speakStartupLanguage } from './i18n/startupLanguage';
import { startDesktopJobs } from './notifications/desktopJobs';
import { createNetworkSetup } from './network/networkSetup';
import { createNetworkService } from './network/networkService';
import { createCollectionService } from './library/collectionService';
import { createCollectionStore } from './library/collectionStore';
import { openLibrary, type LibraryContext } from './library/openLibrary';
import { createPromptService } from './prompts/promptService';
import { createPromptStore } from './prompts/promptStore';
import { openConfJsonStore, type OpenJsonStore } from './settings';
import { openQueue } from './queue';
import { createTasksDomain, type TasksDomainOptions } from './tasks';
import { rebuildLegacyTitlesInBackground } from './tasks/legacyTitles';
import { OLDER_TITLES_MARK, upkeepMark } from './store/upkeepMarks';
import { createBalanceHistory } from './spending/balanceHistory';
import { createSpendingService } from './spending/spendingService';
import { createDiagnostics, type Diagnostics } from './diagnostics/diagnosticsService';
import { protectSecretInputs } from './diagnostics/protectSecretInputs';
import { logTaskEvents } from './diagnostics/taskEventLog';
import type { Logger } from './logging/Logger';
import { crashDumpsFolderOf, openLogger, type AppLog } from './logging/openLogger';
import { modelNameIn } from '../shared/service';
import type { Updater } from './desktop/Updater';
import { createSubmitGate } from './updates/submitGate';
import { createUpdateService, type UpdateService } from './updates/updateService';

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
  /** The keychain's service name: the app's own (`Atelier`) unless given; the web preview keeps one per data folder. */
  keychainService?: string;
  /** The one logger and its redactor (logging/openLogger.ts); opened in `<userData>/logs` when not given. */
  log?: AppLog;
  /** The app's self-updater (desktop/electronUpdater.ts); none in the web preview. */
  updater?: Updater;
  /** The event bus, when the caller listens before the services exist (an upgrade's `app:upgrade` progress). */
  bus?: EventBus;
  /** Help → Atelier documentation: the packaged app's copy of the README; the project's own by default. */
  documentationPath?: string;
  /** Tuning of the tasks engine (the web preview's `--poll-scale` for e2e: polls as short as its tasks). */
  taskTuning?: TasksDomainOptions['tuning'];
}

export interface MainServices {
  handlers: Handlers;
  bus: EventBus;
  /** Serves library media with Range support (the Electron protocol and the web `/media/<id>` route). */
  serveMedia: LibraryContext['media'];
  /** The one logger: for the transports' unexpected IPC errors and the shell's own events. */
  logger: Logger;
  /** Help → Open logs folder / Export diagnostics… (the application menu calls these). */
  diagnostics: Pick<Diagnostics, 'openLogsFolder' | 'exportDiagnostics'>;
  /** Updates: checkAtLaunch after the first paint, checkForUpdatesByHand for Help → Check for updates…. */
  updates: UpdateService;
  /** What the page reports it can do now (the application menu enables items from it). */
  menu: MenuService;
  /** Runs a menu item's command: the page's travel as `menu:command`, main's run here. */
  onMenuCommand: OnMenuCommand;
  /**
   * The shell calls this once its first page is on screen (Electron: ready-to-show; the web
   * preview: the page's bridge has connected). Work that must not compete with the first paint
   * starts here: the library's file-presence check (issue 24).
   */
  windowShown(): void;
  close(): Promise<void>;
}

export async function createServices(options: ServiceOptions): Promise<MainServices> {
  const bus = options.bus ?? createEventBus();
  const userData = options.desktop.userDataPath();
  const log = options.log ?? openLogger(userData);
  const { logger } = log;
  logger.info('starting', {
    version: options.version,
    shell: options.shell,
    platform: process.platform,
    versions: { node: process.versions.node, ...options.versions },
  });
  const stopTaskLog = logTaskEvents(bus, logger);
  const systemLanguages = (): string[] => options.desktop.preferredSystemLanguages?.() ?? [];
  // An upgrade's window speaks before the preferences store opens: the Settings choice, read from its file.
  speakStartupLanguage(userData, systemLanguages());
  const store = await openLibrary({
    // An upgrade shows its progress; a library being created (schema 0) has nothing to show.
    onMigrationProgress: (progress) => {
      if (progress.fromVersion > 0) bus.emit('app:upgrade', upgradeProgress(progress));
    },
    dataDirectory: userData,
    ...(options.libraryFolder ? { libraryFolder: options.libraryFolder } : {}),
    ...(options.mediaUrl ? { mediaUrl: options.mediaUrl } : {}),
    clock: { now: () => Date.now() },
    bus,
  });
  logger.info('library opened', {
    schemaVersion: store.db.pragma('user_version', { simple: true }),
    interruptedSubmitsInDoubt: store.recovered,
  });
  // Leftover partial downloads are removed after start-up (openLibrary.ts): logged when done.
  void store.removedPartials.then((removed) => {
    if (removed.length > 0) logger.info('partial files removed', { count: removed.length });
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
  // One network setup for the API clients, downloads and link checks (main/network).
  const network = createNetworkSetup(
    options.desktop.resolveProxy ? { resolveProxy: options.desktop.resolveProxy } : {},
  );
  const account = await openAccount({
    api: { request: network.request },
    systemLanguages,
    dataDirectory: userData,
    cipher: options.desktop.secretCipher(),
    bus,
    now: () => Date.now(),
    ...(options.openPreferencesFile ? { openPreferencesFile: options.openPreferencesFile } : {}),
    ...(options.sandbox ? { sandbox: options.sandbox } : {}),
    ...(options.keychainService ? { keychainService: options.keychainService } : {}),
    onBalance: recordBalance,
    onKey: (key) => log.redactor.protect(key),
    onPreferencesSetAside: (copyPath, reason) =>
      logger.warn('preferences file was damaged and set aside', { copyPath, reason }),
  });
  const networkService = createNetworkService({
    setup: network,
    preferences: account.preferences,
    vault: account.vault,
    desktop: options.desktop,
    bus,
    activeApi: () => account.profiles.activeApi(),
    onUnusable: (reason) => logger.warn('stored proxy settings not used', { reason }),
  });
  await networkService.apply();
  const spending = createSpendingService({
    db: store.db,
    bus,
    now: () => Date.now(),
    activeProfileId: () => account.profiles.activeProfileId(),
    preferences: account.preferences,
    catalog: () => account.catalog.peek()?.catalog ?? null,
    desktop: options.desktop,
  });
  // A restart to update waits for paid submits in flight, and none may begin once it goes.
  const submitGate = createSubmitGate(store.journal);
  const tasks = createTasksDomain({
    journal: submitGate.journal,
    library: store.library,
    account: account.profiles,
    catalog: account.catalog,
    bus,
    libraryFolder: store.libraryFolder,
    network,
    pollingSpeed: () => account.preferences.get().polling.speed,
    acceptRecoveryFile: join(userData, 'accepted-tasks.jsonl'),
    budget: (credits, jobs, unknownPrice) => spending.budgetCheck(credits, jobs, unknownPrice),
    onBalance: recordBalance,
    onDownloadFailure: (submissionId, output, error) =>
      logger.warn('download failed', { submissionId, output, error }),
    ...(options.taskTuning ? { tuning: options.taskTuning } : {}),
  });
  // Before anything speaks: the menu, notifications and dialogs use main's language.
  const stopLanguage = followMainLanguage({
    preferences: account.preferences,
    systemLanguages,
    ...(options.desktop.onPreferredSystemLanguagesChange
      ? {
          onSystemLanguagesChange: (listener: () => void) =>
            options.desktop.onPreferredSystemLanguagesChange!(listener),
        }
      : {}),
    onMissing: (key, locale) => logger.warn('message missing from catalog', { key, locale }),
  });
  const stopOsNotifier = startOsNotifier({
    bus,
    desktop: options.desktop,
    enabled: () => account.preferences.get().notifications.os,
    modelName: (key) => modelNameIn(account.catalog.peek()?.catalog, key),
  });
  const stopDesktopJobs = startDesktopJobs({
    bus,
    desktop: options.desktop,
    preferences: () => account.preferences.get().desktop,
    runningCount: () => store.journal.counts().running,
  });
  // A key entered (or a profile switched) may be what parked tasks were waiting for.
  const stopResuming = bus.subscribe((channel) => {
    if (channel === 'account:changed') tasks.engine.resumeWaiting();
  });
  tasks.start();
  const collections = createCollectionStore(store.db, { now: () => Date.now() });
  // Jobs held before paying (main/queue): sends again after a restart only if it was sending.
  const queue = openQueue({
    dataDirectory: userData,
    open: options.openPreferencesFile ?? openConfJsonStore,
    now: () => Date.now(),
    tasks: tasks.handlers,
    activeProfileId: () => account.profiles.activeProfileId(),
    bus,
    onSetAside: (copyPath, reason) =>
      logger.warn('queue file was damaged and set aside', { copyPath, reason }),
    onUnexpectedError: (error) => logger.error('queue send failed unexpectedly', { error }),
  });
  queue.resume();
  const exportsAndMedia = openExports({
    collections,
    dataDirectory: userData,
    desktop: options.desktop,
    bus,
    library: store.library,
    journal: store.journal,
    db: store.db,
    libraryFolder: store.libraryFolder,
    preferences: account.preferences,
    recipe: {
      modelName: (key) => modelNameIn(account.catalog.peek()?.catalog, key),
      version: options.version,
    },
  });
  const prompts = createPromptService(createPromptStore(store.db, { now: () => Date.now() }), bus);
  const app = createAppService(options);
  const diagnostics = createDiagnostics({
    desktop: options.desktop,
    logger,
    redactor: log.redactor,
    logsFolder: log.folder,
    currentLogFile: log.currentFile,
    logFiles: log.files,
    crashDumpsFolder: crashDumpsFolderOf(userData),
    appInfo: () => app.info(undefined, { senderId: 'diagnostics' }),
    preferences: () => account.preferences.get(),
    db: store.db,
  });
  const updates = createUpdateService({
    updater: options.updater ?? null,
    currentVersion: options.version,
    preferences: account.preferences,
    gate: submitGate,
    bus,
  });
  const menu = createMenuService();
  const onMenuCommand = createMenuCommands({
    bus,
    desktop: options.desktop,
    hooks: {
      // Prompts stay out unless asked for: the box to include them is in Settings → Diagnostics.
      'help.exportDiagnostics': async () =>
        void (await diagnostics.exportDiagnostics({ includePrompts: false })),
      'help.checkForUpdates': async () => void (await updates.checkForUpdatesByHand()),
    },
    // src/main/services.ts and the bundled out/main/index.js both sit two folders below the project root.
    documentation:
      options.documentationPath ?? join(import.meta.dirname, '..', '..', DOCUMENTATION_FILE),
    onError: (command, error) => logger.error('menu command failed', { command, error }),
  });
  const handlers = protectSecretInputs(
    {
      app,
      ...account.handlers,
      tasks: tasks.handlers,
      library: store.handlers,
      collections: createCollectionService({ store: collections, bus }),
      exports: exportsAndMedia.exports,
      media: exportsAndMedia.media,
      recipe: exportsAndMedia.recipe,
      spending: spending.handlers,
      diagnostics: diagnostics.handlers,
      network: networkService.handlers,
      updates: updates.handlers,
      menu: menu.handlers,
      prompts: prompts.handlers,
      queue: queue.handlers,
    } as unknown as Handlers,
    log.redactor,
  );
  let shown = false;
  const closing = new AbortController();
  return {
    handlers,
    bus,
    serveMedia: store.media,
    logger,
    diagnostics,
    updates,
    menu,
    onMenuCommand,
    windowShown() {
      // Once per run: a window opened later (macOS activate, a second launch) checks nothing again.
      if (shown) return;
      shown = true;
      const started = performance.now();
      void tasks.engine.checkMissingFiles().then(({ missing }) =>
        logger.info('library files checked', {
          missing,
          ms: Math.round(performance.now() - started),
        }),
      );
      // Titles an older rule stored are rebuilt by today's, from where the last start stopped (legacyTitles.ts).
      void rebuildLegacyTitlesInBackground(
        { ...store, mark: upkeepMark(store.db, OLDER_TITLES_MARK) },
        (assetIds) => bus.emit('library:changed', { assetIds, reason: 'updated' }),
        closing.signal,
      ).then(
        (count) => count > 0 && logger.info('older titles rebuilt', { count }),
        (error: unknown) => logger.warn('older titles not rebuilt', { error: String(error) }),
      );
    },
    async close() {
      closing.abort();
      updates.close();
      stopOsNotifier();
      stopLanguage();
      stopDesktopJobs();
      stopResuming();
      prompts.close();
      spending.close();
      exportsAndMedia.close();
      // A paid request on its way is answered (and recorded) before the engine closes.
      await queue.close();
      await tasks.close();
      store.close();
      await account.close();
      stopTaskLog();
      logger.info('closed');
      if (!options.log) log.close();
      await network.close();
    },
  };
}

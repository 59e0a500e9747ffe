/**
 * `npm run web -- --port <n> [--data <dir>] [--build] [--task-ms <n>] [--poll-scale <x>]
 * [--max-seeded-s <n>]`: the web preview host (options: webArguments.ts). Builds the app and the preview's own
 * bundles when one is missing or older than its sources (webBundle.ts), starts the main-process
 * services in Node and serves them to a browser on loopback. The suite runs it from its bundle
 * (`node out/web/web.mjs`), `npm run web` from source under tsx.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHeadlessDesktop } from '../src/main/desktop/headlessDesktop';
import { createEventBus } from '../src/main/ipc/eventBus';
import { createRouter, type Router } from '../src/main/ipc/router';
import { openLogger } from '../src/main/logging/openLogger';
import { logProcessErrors } from '../src/main/logging/processErrors';
import { createServices, type MainServices } from '../src/main/services';
import { mintPreviewToken } from '../src/main/web/previewToken';
import { createRehearsalUpdater } from '../src/main/updates/rehearsalUpdater';
import { startWebHost, type WebHost } from '../src/main/web/webHost';
import { findProjectRoot } from './buildIfStale';
import { BRIDGE_BUNDLE, buildWebIfStale } from './webBundle';
import { parseWebArguments, WebArgumentError } from './webArguments';

// scripts/ under tsx, out/web/ in the bundle (webBundle.ts).
const root = findProjectRoot(import.meta.dirname);
let values;
try {
  values = parseWebArguments(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof WebArgumentError)) throw error;
  console.error(`npm run web: ${error.message}`);
  process.exit(2);
}

const rendererDirectory = join(root, 'out', 'renderer');
// Run from its bundle (e2e/previewProcess.ts), the launcher has built it fresh already.
const built = await buildWebIfStale({ force: values.build, root });
if (built !== 0) process.exit(built);
const bridgeScript = readFileSync(join(root, BRIDGE_BUNDLE), 'utf8');

const dataDirectory = resolve(values.data ?? join(root, '.atelier-dev', 'web'));
/** `Atelier web preview <8 hex>`: the keychain service of the preview on this data folder. */
function previewKeychainService(folder: string): string {
  return `Atelier web preview ${createHash('sha256').update(folder).digest('hex').slice(0, 8)}`;
}
await mkdir(dataDirectory, { recursive: true });
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
};
// Media URLs point at the host's media origin, known once it listens (before any request).
let host: WebHost | null = null;
const log = openLogger(dataDirectory);
logProcessErrors(log.logger);
// The token hands the app to whoever holds it: never in a log line.
const previewToken = process.env['ATELIER_PREVIEW_TOKEN'] ?? mintPreviewToken();
log.redactor.protect(previewToken);
// The host listens before the services start: an upgrade of the library (minutes at a million
// assets) shows its progress page (upgrading.html, as the Electron upgrade window does), and the
// address is printed at its first step so the page can be opened; once the services are up the
// page becomes the app.
const bus = createEventBus();
const desktop = createHeadlessDesktop(dataDirectory);
let startRouter: (router: Router) => void = () => undefined;
let services: MainServices | null = null;
const started = await startWebHost({
  rendererDirectory,
  bridgeScript,
  router: new Promise<Router>((resolve) => (startRouter = resolve)),
  bus,
  media: (assetId, range, options) =>
    services
      ? services.serveMedia(assetId, range, options)
      : Promise.reject(new Error('Atelier is starting')),
  port: values.port,
  host: values.host,
  // Tests and benches pass their own so their browsers can carry it; otherwise a fresh one.
  token: previewToken,
  // Main's words (dialogs, export names, errors) follow the browser's language, as the window's follow the OS's.
  onPageLanguages: (languages) => desktop.setPageLanguages(languages),
  // As the window's ready-to-show: the library's file check starts once a page is up (issue 24).
  onPageConnected: () => services?.windowShown(),
});
host = started;
const unfollowUpgrade = bus.subscribe((channel) => {
  if (channel !== 'app:upgrade') return;
  unfollowUpgrade();
  console.log(
    `Atelier web preview on ${started.openUrl} (upgrading the library: the page shows its progress)`,
  );
});
services = await createServices({
  log,
  bus,
  desktop,
  // The preview's secrets are its data folder's, never the desktop app's keychain item nor
  // another preview's (parallel e2e workers share one OS keychain).
  keychainService: previewKeychainService(dataDirectory),
  shell: 'web-preview',
  version: packageJson.version,
  mediaUrl: (assetId) => host?.mediaUrl(assetId) ?? '',
  ...(values.rehearseUpdate ? { updater: createRehearsalUpdater(values.rehearseUpdate) } : {}),
  sandbox: {
    // The built worker, as the desktop app's (src/main/index.ts): no TypeScript to compile on
    // the worker thread of each start.
    renderWorkerUrl: pathToFileURL(join(root, 'out/main/renderWorker.js')),
    ...(values.taskMs !== undefined ? { taskMs: values.taskMs } : {}),
    ...(values.maxSeededS !== undefined ? { maxSeededS: values.maxSeededS } : {}),
    // A bad spec stops the preview at start-up with the sandbox's own FaultSpecError.
    ...(values.faults !== undefined ? { faults: values.faults } : {}),
  },
  ...(values.pollScale !== undefined ? { taskTuning: { pollScale: values.pollScale } } : {}),
});
unfollowUpgrade();
const running = services;
startRouter(
  createRouter(running.handlers, {
    onUnexpectedError: (channel, error) =>
      running.logger.error('ipc: unexpected error', { channel, error }),
  }),
);
console.log(`Atelier web preview on ${started.openUrl}`);

const shutdown = async () => {
  await started.close();
  await running.close();
  log.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

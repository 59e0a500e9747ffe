/**
 * `npm run web -- --port <n> [--data <dir>] [--build]`: the web preview host. Builds the
 * app when a bundle is missing or older than its sources (buildIfStale.ts), bundles the web bridge, starts
 * the main-process services in Node and serves them to a browser on loopback.
 */
import { build as esbuild } from 'esbuild';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createHeadlessDesktop } from '../src/main/desktop/headlessDesktop';
import { createRouter } from '../src/main/ipc/router';
import { openLogger } from '../src/main/logging/openLogger';
import { logProcessErrors } from '../src/main/logging/processErrors';
import { createServices } from '../src/main/services';
import { mintPreviewToken } from '../src/main/web/previewToken';
import { createRehearsalUpdater } from '../src/main/updates/rehearsalUpdater';
import { startWebHost, type WebHost } from '../src/main/web/webHost';
import { buildIfStale } from './buildIfStale';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5180' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string' },
    build: { type: 'boolean', default: false },
    // Shows the update flow in the browser: Settings → Check for updates… finds this version
    // and "downloads" it (rehearsalUpdater.ts).
    'rehearse-update': { type: 'string' },
  },
});

const rendererDirectory = join(root, 'out', 'renderer');
const built = buildIfStale({ force: values.build, root });
if (built !== 0) process.exit(built);

const bridge = await esbuild({
  entryPoints: [join(root, 'src/preload/web.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  target: 'chrome120',
  minify: true,
});

const dataDirectory = resolve(values.data ?? join(root, '.atelier-dev', 'web'));
await mkdir(dataDirectory, { recursive: true });
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
// Media URLs point at the host's media origin, known once it listens (before any request).
let host: WebHost | null = null;
const log = openLogger(dataDirectory);
logProcessErrors(log.logger);
// The token hands the app to whoever holds it: never in a log line.
const previewToken = process.env['ATELIER_PREVIEW_TOKEN'] ?? mintPreviewToken();
log.redactor.protect(previewToken);
const services = await createServices({
  log,
  desktop: createHeadlessDesktop(dataDirectory),
  shell: 'web-preview',
  version: packageJson.version,
  mediaUrl: (assetId) => host?.mediaUrl(assetId) ?? '',
  ...(values['rehearse-update'] ? { updater: createRehearsalUpdater(values['rehearse-update']) } : {}),
});
const router = createRouter(services.handlers, {
  onUnexpectedError: (channel, error) => services.logger.error('ipc: unexpected error', { channel, error }),
});
const started = await startWebHost({
  rendererDirectory,
  bridgeScript: bridge.outputFiles[0]!.text,
  router,
  bus: services.bus,
  media: services.serveMedia,
  port: Number(values.port),
  host: values.host,
  // Tests and benches pass their own so their browsers can carry it; otherwise a fresh one.
  token: previewToken,
});
host = started;
console.log(`Atelier web preview on ${started.openUrl}`);

const shutdown = async () => {
  await started.close();
  await services.close();
  log.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

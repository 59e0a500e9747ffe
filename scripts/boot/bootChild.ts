/**
 * One boot of the built app in plain Node, the way Electron would start it: `electron`
 * resolves to the stand-in, the real `out/main/index.js` is imported, `ready` is emitted
 * once it has evaluated, and the window loads the built renderer URL and the built preload.
 * Then it exercises the boundaries and prints what it observed as one JSON line
 * (`BOOT_REPORT {...}`); boot.test.ts asserts on it. Run by the test and the bench:
 *
 *   node --expose-gc --import tsx scripts/boot/bootChild.ts <boot|darwin|win32|window|start-only|recovery|upgrade>
 *
 * with ATELIER_BOOT_USER_DATA set to an empty folder (or, for `window`, the folder of an
 * earlier boot: a restart; for `recovery`, one holding a damaged library, with the message
 * box's clicks scripted: electronStandIn.ts). `window` reports where the window opened, applies
 * ATELIER_BOOT_WINDOW_ACTION (JSON: bounds, maximize, fullScreen) as a user would, and closes it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeRequireToStandIn } from './electronRequire';
import { WIRE_KEY, unwrapWireApi, type WireApi } from '../../src/shared/ipc/bridge';
import { AtelierError } from '../../src/shared/errors';
import type { AtelierApi } from '../../src/shared/ipc/types';
import { exerciseMenu } from './bootMenu';
import { waitFor } from '../waitFor';

const scenario = process.argv[2] ?? 'boot';
const root = join(import.meta.dirname, '..', '..');
const standInUrl = pathToFileURL(join(import.meta.dirname, 'electronStandIn.ts')).href;
register('./electronHook.mjs', import.meta.url, { data: { standInUrl } });
const {
  standIn,
  screen,
  session: sessions,
} = (await import(standInUrl)) as typeof import('./electronStandIn');

// System mode gives the window session the proxy variables when set: the boot checks it without them.
for (const name of [
  'http_proxy',
  'HTTP_PROXY',
  'https_proxy',
  'HTTPS_PROXY',
  'no_proxy',
  'NO_PROXY',
])
  delete process.env[name];
// CommonJS dependencies (electron-updater) `require('electron')` too: the same stand-in.
routeRequireToStandIn((await import(standInUrl)) as object);

if (scenario === 'darwin' || scenario === 'win32')
  Object.defineProperty(process, 'platform', { value: scenario });

const report: Record<string, unknown> = { scenario };
const print = () => console.log(`BOOT_REPORT ${JSON.stringify(report)}`);

const started = performance.now();
await import(pathToFileURL(join(root, 'out', 'main', 'index.js')).href);
report['evaluatedMs'] = performance.now() - started;
// Electron emits `ready` from its message loop, after the entry module has evaluated.
report['privilegesAtReady'] = standIn.privilegedSchemes.get('atelier-media')?.privileges ?? null;
standIn.app.emitReady();
const window = await waitFor('the window to load', () =>
  standIn.windows.find(
    (each) => each.loaded && !each.webContents.mainFrame.url.endsWith('/upgrading.html'),
  ),
);
report['bootMs'] = window.loadedAt - started;
// CPU of this process (every thread: the loader's too) from its start to the loaded window: under a
// loaded machine wall time says little, CPU time says what the boot did.
const cpu = process.cpuUsage();
report['cpuMs'] = (cpu.user + cpu.system) / 1000;
report['sqliteAfterBoot'] = existsSync(join(standIn.userDataPath, 'atelier.sqlite'));
const contents = window.webContents;
report['window'] = {
  url: contents.mainFrame.url,
  visible: window.visible,
  webPreferences: window.options['webPreferences'],
};
report['sandboxEnabled'] = standIn.app.sandboxEnabled;
report['appUserModelId'] = standIn.app.appUserModelId;
report['warnings'] = standIn.warnings;
report['crashReporter'] = standIn.crashReporter.started;
// The updater is imported after the first paint, never on the start-up path.
report['updaterLoadedAtFirstPaint'] = Object.keys(createRequire(import.meta.url).cache).some(
  (path) => /[\\/]electron-updater[\\/]/.test(path),
);
// Nor what only a request, a zip, a MIDI file or a sandbox JPEG needs: required on first use (issue 24).
// Nor ajv and semver, which conf imports for schemas and migrations Atelier does not use
// (src/main/settings/confUnusedFeatures.ts).
const lazyPackages = ['undici', 'yazl', '@tonejs/midi', 'jpeg-js', 'ajv', 'ajv-formats', 'semver'];
report['lazyPackagesLoadedAtFirstPaint'] = lazyPackages.filter((name) =>
  Object.keys(createRequire(import.meta.url).cache).some((path) =>
    path.includes(`/node_modules/${name}/`),
  ),
);

// A failing step is reported, not thrown, so the test names the boundary that broke.
if (scenario !== 'start-only')
  await exerciseMenu(standIn, contents, report).catch(
    (error: unknown) => (report['menuFailure'] = String((error as Error).stack ?? error)),
  );
if (scenario === 'boot')
  await exerciseBoundaries().catch(
    (error: unknown) => (report['failure'] = String((error as Error).stack ?? error)),
  );
if (scenario === 'window')
  await exerciseWindowState().catch(
    (error: unknown) => (report['failure'] = String((error as Error).stack ?? error)),
  );
if (scenario === 'darwin')
  await exerciseDock().catch(
    (error: unknown) => (report['failure'] = String((error as Error).stack ?? error)),
  );
if (scenario === 'recovery') {
  const api = unwrapWireApi(contents.mainWorld[WIRE_KEY] as WireApi);
  report['messageBoxes'] = standIn.dialog.messageBoxes;
  report['libraryTitles'] = (await api.library.list({ limit: 20 })).items
    .map((item) => item.title)
    .sort();
}
if (scenario === 'upgrade') {
  report['windows'] = standIn.windows.map((each) => ({
    url: each.webContents.mainFrame.url,
    destroyed: each.isDestroyed(),
    sent: each.webContents.sent
      .filter((message) => message.channel === 'app:upgrade')
      .map((message) => message.payload),
  }));
}
if (scenario === 'darwin') {
  window.close();
  report['windowsAfterClose'] = standIn.windows.filter((each) => !each.isDestroyed()).length;
  standIn.app.emit('second-instance', {}, [], root);
  await new Promise((resolve) => setTimeout(resolve, 50));
  report['windowsAfterSecondInstance'] = standIn.windows.filter(
    (each) => !each.isDestroyed(),
  ).length;
  // The job still running when the window closed shows on the reopened window's Dock tile too.
  report['progressOfReopenedWindow'] = standIn.windows
    .find((each) => !each.isDestroyed())
    ?.progressBar.map((each) => each.progress);
  standIn.app.emit('activate', {}, true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  report['windowsAfterActivate'] = standIn.windows.filter((each) => !each.isDestroyed()).length;
}

// `window` closed its window: on Linux and Windows that quits the app (window-all-closed).
if (scenario !== 'window') standIn.app.quit();
report['quit'] = await waitFor('the app to quit', () => standIn.quitCompleted, 15_000).catch(
  () => false,
);
const logFile = join(standIn.userDataPath, 'logs', 'main.log');
report['logLines'] = existsSync(logFile)
  ? readFileSync(logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/^\S+ /u, '').replace(/ \{.*$/u, ''))
  : null;
print();
process.exit(0);

async function exerciseBoundaries(): Promise<void> {
  // IPC: the app's own main frame, then a foreign subframe, through the registered handlers.
  report['channels'] = [...standIn.invokeHandlers.keys()];
  report['ownFrame'] = await standIn.invoke(contents, 'app:info', undefined);
  const foreign = { url: 'https://attacker.example/', parent: contents.mainFrame, routingId: 7 };
  report['foreignFrame'] = await standIn.invoke(contents, 'app:info', undefined, foreign);

  // The preload ran sandboxed; the page unwraps what crossed contextBridge, as atelierApi.ts does.
  report['mainWorldKeys'] = Object.keys(contents.mainWorld);
  const api = unwrapWireApi(contents.mainWorld[WIRE_KEY] as WireApi);
  const error = await api.app.openExternal({ url: 'not a url' }).catch((thrown: unknown) => thrown);
  report['bridgeError'] = {
    isAtelierError: error instanceof AtelierError,
    code: (error as AtelierError).code,
    field: (error as AtelierError).field,
    message: (error as Error).message,
  };
  const navigations: unknown[] = [];
  api.on('app:navigate', (payload) => navigations.push(payload));

  // A real job on the embedded sandbox, to get a real file into the library. The user has
  // switched to another app meanwhile: the job shows on the taskbar, the badge and a flash.
  await api.account.useSandbox();
  window.blur();
  const submitted = await api.tasks.submit({
    target: { model: 'image-a' },
    body: { prompt: 'a lighthouse at dusk' },
    confirmedCredits: null,
  });
  report['submitted'] = submitted.state;
  const asset = await waitFor(
    'the image in the library',
    async () => (await api.library.list({ limit: 20 })).items.find((each) => each.kind === 'image'),
    45_000,
  );
  report['asset'] = {
    kind: asset.kind,
    mimeType: asset.mimeType,
    hasMediaUrl: asset.mediaUrl.startsWith('atelier-media://'),
  };
  await waitFor(
    'the progress bar to go when the job is done',
    () => window.progressBar.at(-1)?.progress === -1 && standIn.app.badgeCount === 1,
    15_000,
  ).catch(() => false);
  report['outside'] = {
    progress: window.progressBar.map((each) => each.progress),
    badge: standIn.app.badgeCount,
    flashing: window.flashing,
  };
  await exerciseMedia(asset.mediaUrl, asset.id);
  await exercisePermissions();

  const drag = await api.exports.startDrag({ ids: [asset.id] }).then(
    (value) => ({ ok: true, value }),
    (thrown: unknown) => ({
      ok: false,
      code: (thrown as AtelierError).code,
      message: (thrown as Error).message,
    }),
  );
  report['drag'] = {
    result: drag,
    drags: contents.drags.length,
    withIcon: contents.drags.every((each) => !!each.icon),
  };

  // A finished job notifies the OS; the notification must still deliver its click after a GC.
  await waitFor('an OS notification', () => standIn.shownNotifications.length > 0, 15_000);
  for (let round = 0; round < 3; round += 1) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  report['notifications'] = {
    shown: standIn.shownNotifications.length,
    aliveAfterGc: standIn.clickNotifications(),
  };
  await new Promise((resolve) => setTimeout(resolve, 50));
  report['navigationsAfterClick'] = navigations;
  // The click brought the window to the front: the result is seen, the flashing stops.
  await waitFor('the badge to clear', () => standIn.app.badgeCount === 0, 5_000).catch(() => false);
  report['outsideAfterFocus'] = {
    focused: window.isFocused(),
    badge: standIn.app.badgeCount,
    flashing: window.flashing,
  };
  await exerciseApiCalls(api);
  await exerciseProxy(api);
}

async function exerciseProxy(api: AtelierApi): Promise<void> {
  // Settings → Network through IPC: the window's session follows at once, and Chromium's proxy login is answered.
  const session = standIn.defaultSession;
  const atStart = { ...session.proxy.config };
  const view = await api.network.update({
    mode: 'manual',
    proxyUrl: 'http://127.0.0.1:3128',
    proxyUser: 'alice',
    password: 'pa55',
    bypass: '*.corp',
  });
  const manual = {
    view,
    config: { ...session.proxy.config },
    resolved: await session.resolveProxy('https://api.example.com/'),
    bypassed: await session.resolveProxy('https://files.intra.corp/'),
    loopback: await session.resolveProxy('http://127.0.0.1:8787/'),
    login: standIn.askProxyLogin({ host: '127.0.0.1', port: 3128 }),
    otherProxyLogin: standIn.askProxyLogin({ host: '10.9.9.9', port: 3128 }),
    closeAllConnectionsCalls: session.proxy.closeAllConnectionsCalls,
    // electron-updater's own session (its requests for the update feed) follows too.
    updaterSession: await (
      sessions.fromPartition('electron-updater') as unknown as typeof session
    ).resolveProxy('https://github.com/'),
  };
  await api.network.update({ mode: 'none' });
  const none = {
    config: { ...session.proxy.config },
    login: standIn.askProxyLogin({ host: '127.0.0.1', port: 3128 }),
  };
  const refused = await api.network
    .update({ mode: 'manual', proxyUrl: 'ftp://127.0.0.1:21' })
    .catch((thrown: unknown) => ({
      code: (thrown as AtelierError).code,
      field: (thrown as AtelierError).field,
    }));
  report['proxy'] = { atStart, manual, none, refused, afterRefusal: { ...session.proxy.config } };
}

/** macOS: a job finishing in the background bounces the dock once and badges it. */
async function exerciseDock(): Promise<void> {
  const api = unwrapWireApi(contents.mainWorld[WIRE_KEY] as WireApi);
  await api.account.useSandbox();
  window.blur();
  await api.tasks.submit({
    target: { model: 'image-a' },
    body: { prompt: 'a harbour at night' },
    confirmedCredits: null,
  });
  await waitFor(
    'a dock bounce and badge',
    () => standIn.dock.bounces.length > 0 && standIn.app.badgeCount === 1,
    45_000,
  );
  report['dock'] = {
    bounces: [...standIn.dock.bounces],
    badge: standIn.app.badgeCount,
    flashing: window.flashing,
  };
  window.focus();
  await waitFor('the badge to clear', () => standIn.app.badgeCount === 0, 5_000).catch(() => false);
  report['dockAfterFocus'] = { badge: standIn.app.badgeCount };
  // A video job (15 s or more on the sandbox) is still running when the window closes next.
  await api.tasks.submit({
    target: { model: 'video-a-v3' },
    body: { prompt: 'waves at dawn', type: 'text-to-video', duration: 4 },
    confirmedCredits: null,
  });
  await waitFor(
    'the progress bar of the running video',
    () => window.progressBar.at(-1)?.progress === 2,
    10_000,
  );
}

async function exerciseWindowState(): Promise<void> {
  const bounds = window.getNormalBounds();
  report['restored'] = {
    bounds,
    maximized: window.isMaximized(),
    fullScreen: window.isFullScreen(),
    displayId: screen.getDisplayMatching(bounds).id,
  };
  const action = JSON.parse(process.env['ATELIER_BOOT_WINDOW_ACTION'] ?? '{}') as {
    bounds?: { x: number; y: number; width: number; height: number };
    maximize?: boolean;
    fullScreen?: boolean;
  };
  const stateFile = join(standIn.userDataPath, 'window-state.json');
  const saved = () =>
    existsSync(stateFile)
      ? (JSON.parse(readFileSync(stateFile, 'utf8')) as { layouts: Record<string, unknown> })
          .layouts
      : null;
  if (action.bounds) {
    window.setBounds(action.bounds);
    // Saved half a second after the last move, before any close: a crash would keep it.
    await new Promise((resolve) => setTimeout(resolve, 800));
    report['savedAfterMove'] = Object.values(saved() ?? {}).map(
      (each) => (each as { bounds: unknown }).bounds,
    );
  }
  if (action.maximize) window.maximize();
  if (action.fullScreen) window.setFullScreen(true);
  window.close();
  report['savedAfterClose'] = saved();
}

async function exerciseMedia(mediaUrl: string, assetId: string): Promise<void> {
  const page = contents.mainFrame.url;
  const summary = async (response: Response) => ({
    status: response.status,
    contentType: response.headers.get('content-type'),
    contentRange: response.headers.get('content-range'),
    guards: `${response.headers.get('content-security-policy')} ${response.headers.get('x-content-type-options')}`,
    bytes: (await response.arrayBuffer()).byteLength,
  });
  const attempt = (url: string, init?: RequestInit) =>
    standIn
      .fetchFromPage(page, url, init)
      .then(summary, (thrown: unknown) => ({ refused: (thrown as Error).message }));
  report['media'] = {
    whole: await attempt(mediaUrl),
    range: await attempt(mediaUrl, { headers: { Range: 'bytes=0-99' } }),
    head: await attempt(mediaUrl, { method: 'HEAD' }),
    unknownId: await attempt('atelier-media://asset/no-such-asset'),
    malformedId: await attempt('atelier-media://asset/%E0%A4%A'),
    otherHost: await attempt(`atelier-media://elsewhere/${encodeURIComponent(assetId)}`),
  };
}

async function exercisePermissions(): Promise<void> {
  const page = contents.mainFrame.url;
  const asked = async (permission: string, requestingUrl: string, isMainFrame: boolean) => ({
    request: await standIn.requestPermission(contents, permission, { requestingUrl, isMainFrame }),
    check: standIn.checkPermission(contents, permission, { requestingUrl, isMainFrame }),
  });
  report['permissions'] = {
    clipboardWrite: await asked('clipboard-sanitized-write', page, true),
    fullscreen: await asked('fullscreen', page, true),
    clipboardRead: await asked('clipboard-read', page, true),
    media: await asked('media', page, true),
    notifications: await asked('notifications', page, true),
    clipboardWriteFromSubframe: await asked('clipboard-sanitized-write', page, false),
    fullscreenFromElsewhere: await asked('fullscreen', 'https://attacker.example/', true),
  };
}

async function exerciseApiCalls(api: AtelierApi): Promise<void> {
  // A few ordinary calls through the whole path, to show every domain answers.
  const [info, counts, tags] = await Promise.all([
    api.app.info(),
    api.tasks.counts(),
    api.library.tags(),
  ]);
  report['calls'] = {
    shell: info.shell,
    running: typeof counts.running,
    tags: Array.isArray(tags),
  };
  // A renderer error reaches the main log over IPC (checked in the log file after quit).
  await api.diagnostics.reportError({
    kind: 'error',
    message: 'boot: a renderer error',
    source: 'index.js:1:1',
  });
}

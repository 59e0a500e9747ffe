/**
 * One boot of the built app in plain Node, the way Electron would start it: `electron`
 * resolves to the stand-in, the real `out/main/index.js` is imported, `ready` is emitted
 * once it has evaluated, and the window loads the built renderer URL and the built preload.
 * Then it exercises the boundaries and prints what it observed as one JSON line
 * (`BOOT_REPORT {...}`); boot.test.ts asserts on it. Run by the test and the bench:
 *
 *   node --expose-gc --import tsx scripts/boot/bootChild.ts <boot|darwin|win32|start-only>
 *
 * with ATELIER_BOOT_USER_DATA set to an empty folder.
 */
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WIRE_KEY, unwrapWireApi, type WireApi } from '../../src/shared/ipc/bridge';
import { AtelierError } from '../../src/shared/errors';
import type { AtelierApi } from '../../src/shared/ipc/types';
import { exerciseMenu } from './bootMenu';

const scenario = process.argv[2] ?? 'boot';
const root = join(import.meta.dirname, '..', '..');
const standInUrl = pathToFileURL(join(import.meta.dirname, 'electronStandIn.ts')).href;
register('./electronHook.mjs', import.meta.url, { data: { standInUrl } });
const { standIn } = (await import(standInUrl)) as typeof import('./electronStandIn');

if (scenario === 'darwin' || scenario === 'win32') Object.defineProperty(process, 'platform', { value: scenario });

const report: Record<string, unknown> = { scenario };
const print = () => console.log(`BOOT_REPORT ${JSON.stringify(report)}`);

async function waitFor<T>(what: string, probe: () => T | undefined | null | false | Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const started = performance.now();
await import(pathToFileURL(join(root, 'out', 'main', 'index.js')).href);
report['evaluatedMs'] = performance.now() - started;
// Electron emits `ready` from its message loop, after the entry module has evaluated.
report['privilegesAtReady'] = standIn.privilegedSchemes.get('atelier-media')?.privileges ?? null;
standIn.app.emitReady();
const window = await waitFor('the window to load', () => standIn.windows.find((each) => each.loaded));
report['bootMs'] = window.loadedAt - started;
report['sqliteAfterBoot'] = existsSync(join(standIn.userDataPath, 'atelier.sqlite'));
const contents = window.webContents;
report['window'] = { url: contents.mainFrame.url, visible: window.visible, webPreferences: window.options['webPreferences'] };
report['sandboxEnabled'] = standIn.app.sandboxEnabled;
report['appUserModelId'] = standIn.app.appUserModelId;
report['warnings'] = standIn.warnings;

// A failing step is reported, not thrown, so the test names the boundary that broke.
if (scenario !== 'start-only') await exerciseMenu(standIn, contents, report).catch((error: unknown) => (report['menuFailure'] = String((error as Error).stack ?? error)));
if (scenario === 'boot') await exerciseBoundaries().catch((error: unknown) => (report['failure'] = String((error as Error).stack ?? error)));
if (scenario === 'darwin') {
  window.close();
  report['windowsAfterClose'] = standIn.windows.filter((each) => !each.isDestroyed()).length;
  standIn.app.emit('second-instance', {}, [], root);
  await new Promise((resolve) => setTimeout(resolve, 50));
  report['windowsAfterSecondInstance'] = standIn.windows.filter((each) => !each.isDestroyed()).length;
  standIn.app.emit('activate', {}, true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  report['windowsAfterActivate'] = standIn.windows.filter((each) => !each.isDestroyed()).length;
}

standIn.app.quit();
report['quit'] = await waitFor('the app to quit', () => standIn.quitCompleted, 15_000).catch(() => false);
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

  // A real job on the embedded sandbox, to get a real file into the library.
  await api.account.useSandbox();
  const submitted = await api.tasks.submit({ target: { model: 'image-a' }, body: { prompt: 'a lighthouse at dusk' }, confirmedCredits: null });
  report['submitted'] = submitted.state;
  const asset = await waitFor('the image in the library', async () => (await api.library.list({ limit: 20 })).items.find((each) => each.kind === 'image'), 45_000);
  report['asset'] = { kind: asset.kind, mimeType: asset.mimeType, hasMediaUrl: asset.mediaUrl.startsWith('atelier-media://') };
  await exerciseMedia(asset.mediaUrl, asset.id);
  await exercisePermissions();

  const drag = await api.exports.startDrag({ ids: [asset.id] }).then(
    (value) => ({ ok: true, value }),
    (thrown: unknown) => ({ ok: false, code: (thrown as AtelierError).code, message: (thrown as Error).message }),
  );
  report['drag'] = { result: drag, drags: contents.drags.length, withIcon: contents.drags.every((each) => !!each.icon) };

  // A finished job notifies the OS; the notification must still deliver its click after a GC.
  await waitFor('an OS notification', () => standIn.shownNotifications.length > 0, 15_000);
  for (let round = 0; round < 3; round += 1) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  report['notifications'] = { shown: standIn.shownNotifications.length, aliveAfterGc: standIn.clickNotifications() };
  await new Promise((resolve) => setTimeout(resolve, 50));
  report['navigationsAfterClick'] = navigations;
  await exerciseApiCalls(api);
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
    standIn.fetchFromPage(page, url, init).then(summary, (thrown: unknown) => ({ refused: (thrown as Error).message }));
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
  const [info, counts, tags] = await Promise.all([api.app.info(), api.tasks.counts(), api.library.tags()]);
  report['calls'] = { shell: info.shell, running: typeof counts.running, tags: Array.isArray(tags) };
}

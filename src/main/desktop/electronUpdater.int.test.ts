/**
 * The real electron-updater (AppImageUpdater, what `autoUpdater` is on Linux for an
 * AppImage) driven through electronUpdater.ts and the UpdateService, against the boot
 * stand-in for `electron` (its net.request over real HTTP) and a real update feed served on
 * loopback by this test: latest-linux.yml and an AppImage-named file with its real sha512.
 *
 * The packaged app reads its feed from resources/app-update.yml, which electron-builder
 * writes from `publish:`; here that file names the loopback feed as a generic provider.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routeRequireToStandIn } from '../../../scripts/boot/electronRequire';
import { DEFAULT_PREFERENCES } from '../../shared/ipc/settings';
import type { UpdateState } from '../../shared/ipc/updates';
import { createEventBus } from '../ipc/eventBus';
import { createJournal } from '../store/journal';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createSubmitGate } from '../updates/submitGate';
import { integrityMessage } from '../updates/updateErrors';
import { createUpdateService, type UpdateService } from '../updates/updateService';
import { createElectronUpdater } from './electronUpdater';

type StandInModule = typeof import('../../../scripts/boot/electronStandIn');

const CURRENT = JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8'))
  .version as string;
const NEXT = '9.0.0';
const FILE_NAME = `Atelier-${NEXT}.AppImage`;
// The "new version" runs when installed (AppImageUpdater starts it): a script that exits at
// once, padded to a few MB of random bytes the shell never reads.
const GOOD = Buffer.concat([Buffer.from('#!/bin/sh\nexit 0\n'), randomBytes(3 * 1024 * 1024)]);
const SHA512 = createHash('sha512').update(GOOD).digest('base64');

interface Feed {
  version: string;
  body: Buffer;
  requests: string[];
}
const feed: Feed = { version: NEXT, body: GOOD, requests: [] };

function latestYml(version: string): string {
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${FILE_NAME}`,
    `    sha512: ${SHA512}`,
    `    size: ${GOOD.length}`,
    `path: ${FILE_NAME}`,
    `sha512: ${SHA512}`,
    `releaseDate: '2026-11-20T10:00:00.000Z'`,
    '',
  ].join('\n');
}

let electron: StandInModule;
let unroute: () => void;
let server: Server;
let feedUrl: string;
const saved = {
  resourcesPath: process.resourcesPath,
  APPIMAGE: process.env['APPIMAGE'],
  XDG_CACHE_HOME: process.env['XDG_CACHE_HOME'],
};

beforeAll(async () => {
  electron = await import('../../../scripts/boot/electronStandIn');
  // In Electron's main process `require('electron')` is a built-in: electron-updater gets the stand-in.
  unroute = routeRequireToStandIn(electron);
  electron.standIn.app.isPackaged = true;
  electron.standIn.app.emitReady();
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    feed.requests.push(path);
    if (path === '/latest-linux.yml')
      return void response
        .writeHead(200, { 'content-type': 'text/yaml' })
        .end(latestYml(feed.version));
    if (path === `/${FILE_NAME}` && !request.headers.range) {
      return void response
        .writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': feed.body.length,
        })
        .end(feed.body);
    }
    // A range request (the differential download's probe for an embedded block map): not served.
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  unroute?.();
  await new Promise((resolve) => server?.close(resolve));
  Object.defineProperty(process, 'resourcesPath', {
    value: saved.resourcesPath,
    configurable: true,
    writable: true,
  });
  for (const key of ['APPIMAGE', 'XDG_CACHE_HOME'] as const) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

let folder: string;
let database: TestDatabase;
let updates: UpdateService;
let events: UpdateState[];

/** A fresh packaged install: resources/app-update.yml naming `url`, an old AppImage, empty caches. */
function install(url: string, platformDefault = false): UpdateService {
  folder = mkdtempSync(join(tmpdir(), 'atelier-updater-'));
  for (const name of ['resources', 'userData', 'cache', 'Applications'])
    mkdirSync(join(folder, name));
  const resources = join(folder, 'resources');
  writeFileSync(
    join(resources, 'app-update.yml'),
    `provider: generic\nurl: ${url}\nupdaterCacheDirName: atelier-updater\n`,
  );
  Object.defineProperty(process, 'resourcesPath', {
    value: resources,
    configurable: true,
    writable: true,
  });
  const oldAppImage = join(folder, 'Applications', `Atelier-${CURRENT}.AppImage`);
  writeFileSync(oldAppImage, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
  process.env['APPIMAGE'] = oldAppImage;
  process.env['XDG_CACHE_HOME'] = join(folder, 'cache');
  electron.standIn.userDataPath = join(folder, 'userData');
  feed.requests = [];

  database = openTestDatabase();
  const bus = createEventBus();
  events = [];
  bus.subscribe(
    (channel, payload) => channel === 'updates:changed' && events.push(payload as UpdateState),
  );
  // A fresh AppImageUpdater per test; `platformDefault`: the app's own loader (electron-updater's
  // `autoUpdater`, a process-wide singleton, so one test only).
  const updater = platformDefault
    ? createElectronUpdater()
    : createElectronUpdater({
        load: async () => new (await import('electron-updater')).AppImageUpdater(),
      });
  updates = createUpdateService({
    updater,
    currentVersion: CURRENT,
    preferences: { get: () => DEFAULT_PREFERENCES },
    gate: createSubmitGate(createJournal(database.db, database.clock)),
    bus,
  });
  return updates;
}

afterEach(() => {
  updates.close();
  database.cleanup();
  rmSync(folder, { recursive: true, force: true });
});

async function settled(service: UpdateService): Promise<UpdateState> {
  const deadline = Date.now() + 20_000;
  while (
    ['checking', 'available', 'downloading'].includes(service.state().phase) &&
    Date.now() < deadline
  )
    await new Promise((resolve) => setTimeout(resolve, 20));
  return service.state();
}

const pendingFiles = () =>
  readdirSync(join(folder, 'cache', 'atelier-updater', 'pending')).filter((name) =>
    name.endsWith('.AppImage'),
  );

describe('electron-updater against a loopback feed', () => {
  it('finds the newer version, downloads it with progress into its cache with the right hash, and restarts into it', async () => {
    feed.version = NEXT;
    feed.body = GOOD;
    const service = install(feedUrl);
    expect(await service.checkAtLaunch()).toMatchObject({ phase: 'downloading', version: NEXT });
    const state = await settled(service);
    expect(state).toMatchObject({ phase: 'downloaded', version: NEXT });
    const phases = events.map((event) => event.phase);
    expect(phases.slice(0, 3)).toEqual(['checking', 'available', 'downloading']);
    expect(events.filter((event) => event.phase === 'downloading').at(-1)).toMatchObject({
      percent: 100,
      transferredBytes: GOOD.length,
      totalBytes: GOOD.length,
    });
    const downloaded = join(folder, 'cache', 'atelier-updater', 'pending', FILE_NAME);
    expect(createHash('sha512').update(readFileSync(downloaded)).digest('base64')).toBe(SHA512);
    expect(feed.requests).toContain('/latest-linux.yml');

    // Restart to update: the AppImage is replaced by the new one, the app quits and the new version starts.
    let quitForUpdate = false;
    electron.autoUpdater.once('before-quit-for-update', () => (quitForUpdate = true));
    const quit = new Promise((resolve) => electron.standIn.app.once('quit', resolve));
    expect(service.restartToUpdate()).toMatchObject({ phase: 'restarting', version: NEXT });
    await quit;
    expect(quitForUpdate).toBe(true);
    const installed = join(folder, 'Applications', FILE_NAME);
    expect(readFileSync(installed).equals(GOOD)).toBe(true);
    expect(existsSync(join(folder, 'Applications', `Atelier-${CURRENT}.AppImage`))).toBe(false);
  });

  it('refuses a tampered file (sha512 mismatch), says so, and keeps nothing of it', async () => {
    feed.version = NEXT;
    const tampered = Buffer.from(GOOD);
    tampered[tampered.length - 1] = (tampered.at(-1)! + 1) % 256;
    feed.body = tampered;
    const service = install(feedUrl);
    await service.checkAtLaunch();
    const state = await settled(service);
    expect(state).toMatchObject({
      phase: 'error',
      during: 'download',
      message: integrityMessage(),
    });
    expect(state.phase === 'error' && state.detail).toMatch(
      /^ERR_CHECKSUM_MISMATCH: sha512 checksum mismatch/,
    );
    expect(pendingFiles()).toEqual([]);
    expect(() => service.restartToUpdate()).toThrow(/no downloaded update/);
  });

  it('says there is no update when the feed holds the running version', async () => {
    feed.version = CURRENT;
    feed.body = GOOD;
    const service = install(feedUrl);
    expect(await service.checkForUpdatesByHand()).toMatchObject({
      phase: 'not-available',
      latestVersion: CURRENT,
      byHand: true,
    });
    expect(feed.requests).not.toContain(`/${FILE_NAME}`);
  });

  it("explains an unreachable feed without crashing, and can check again (the app's own autoUpdater)", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const service = install(`http://127.0.0.1:${port}/`, true);
    const state = await service.checkForUpdatesByHand();
    expect(state).toMatchObject({
      phase: 'error',
      during: 'check',
      message:
        'Could not reach the update server. Check your internet connection (or proxy) and try again.',
      detail: 'net::ERR_CONNECTION_REFUSED',
    });
    expect((await service.checkForUpdatesByHand()).phase).toBe('error');
  });
});

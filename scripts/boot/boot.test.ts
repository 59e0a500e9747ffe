/**
 * Boots the real built app (out/main, out/preload, out/renderer) in plain Node against the
 * documented stand-in for `electron` (electronStandIn.ts), one child process per scenario,
 * and checks what a desktop user depends on at each Electron boundary. See bootChild.ts.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpgradeProgress } from '../../src/shared/ipc/app';
import { addSchema2Assets, newAsset } from '../../src/main/library/testAssets';
import { closeDatabase, openDatabase } from '../../src/main/store/database';
import { MIGRATIONS, schemaVersion } from '../../src/main/store/migrations';
import { createConcurrencyLimit } from '../../src/main/tasks/concurrencyLimit';
import {
  ARCHIVED_TITLES,
  makeDamagedLibrary,
  type DamagedLibraryFixture,
} from '../../src/main/app/testDamagedLibrary';
import { BUILT_BUNDLES, buildIfStale, projectRoot } from '../buildIfStale';
import { expectMenu } from './bootMenuExpectations';

interface BootRun {
  status: number | null;
  report: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any -- a JSON report, checked field by field
  /** What the stand-in's app.exit() printed (the process ends there, before any report). */
  exit: {
    code: number;
    messageBoxes: { buttons: string[]; message: string; response: number }[];
  } | null;
  output: string;
  userData: string;
}

/** Runs this Node with the arguments in the project's folder, without blocking the event loop. */
async function runNode(args: string[], env = process.env) {
  const child = spawn(process.execPath, args, { cwd: projectRoot, env, timeout: 90_000 });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [status] = (await once(child, 'close')) as [number | null];
  return { status, stdout, stderr };
}

// At most three boots at a time: about one core's worth (a boot is ~1.5 CPU s over 3-8 s), so
// the Vitest worker beside this file keeps the CPU its own timing-sensitive tests expect.
const bootSlots = createConcurrencyLimit(3);

/**
 * `userData`: an earlier boot's folder, to restart the app on the same data. Asynchronous: the
 * boots of the describe blocks below run side by side (describe.concurrent). A boot mostly
 * waits (on the sandbox's job, the app's polling, timers) and uses about 1.5 CPU s, so the
 * file took 46 s one boot after another and far less side by side.
 */
async function boot(
  scenario: string,
  env: Record<string, string> = {},
  userData = mkdtempSync(join(tmpdir(), `atelier-boot-${scenario}-`)),
): Promise<BootRun> {
  const { status, stdout, stderr } = await bootSlots.run(() =>
    runNode(
      ['--expose-gc', '--import', 'tsx', join('scripts', 'boot', 'bootChild.ts'), scenario],
      // The OS's language is English unless a scenario says otherwise (app.getPreferredSystemLanguages()).
      { ...process.env, LANGUAGE: 'en_US', ATELIER_BOOT_USER_DATA: userData, ...env },
    ),
  );
  const output = `${stdout}\n${stderr}`;
  const line = stdout.split('\n').find((each) => each.startsWith('BOOT_REPORT '));
  const exit = stdout.split('\n').find((each) => each.startsWith('BOOT_EXIT '));
  return {
    status,
    report: line ? JSON.parse(line.slice('BOOT_REPORT '.length)) : null,
    exit: exit ? JSON.parse(exit.slice('BOOT_EXIT '.length)) : null,
    output,
    userData,
  };
}

beforeAll(() => {
  expect(buildIfStale()).toBe(0);
}, 180_000);

describe.concurrent('the built bundles', () => {
  it('all parse (node --check), so the app can start at all', async () => {
    const files = [
      ...BUILT_BUNDLES.filter((bundle) => bundle.endsWith('js') || bundle.endsWith('cjs')),
      ...readdirSync(join(projectRoot, 'out/main/chunks')).map((name) => `out/main/chunks/${name}`),
    ];
    for (const file of files) {
      const check = await runNode(['--check', join(projectRoot, file)]);
      expect(check.stderr, file).toBe('');
      expect(check.status, file).toBe(0);
    }
  });
});

describe.concurrent('booting the built app against the Electron stand-in', () => {
  let run: BootRun;
  beforeAll(async () => {
    run = await boot('boot');
  }, 120_000);

  it('boots to a loaded, sandboxed window on the built renderer', () => {
    expect(run.report, run.output).not.toBeNull();
    const report = run.report!;
    expect(report['window'].url).toBe(`file://${join(projectRoot, 'out/renderer/index.html')}`);
    expect(report['window'].visible).toBe(true);
    expect(report['window'].webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    });
    expect(report['sandboxEnabled']).toBe(true);
    expect(report['warnings']).toEqual([]);
    expect(report['quit']).toBe(true);
  });

  it('goes through every step without an unexpected error', () => {
    expect(run.report!['failure']).toBeUndefined();
  });

  it('has not loaded electron-updater by the first paint (it is imported lazily, after it)', () => {
    expect(run.report!['updaterLoadedAtFirstPaint']).toBe(false);
    expect(run.report!['lazyPackagesLoadedAtFirstPaint']).toEqual([]);
  });

  it('registers the media scheme before ready, with fetch and CORS privileges', () => {
    expect(run.report!['privilegesAtReady']).toMatchObject({
      standard: true,
      secure: true,
      supportFetchAPI: true,
      corsEnabled: true,
    });
  });

  it('answers IPC from its own main frame and refuses a foreign frame', () => {
    const report = run.report!;
    expect(report['channels']).toContain('tasks:submit');
    expect(report['ownFrame']).toMatchObject({
      ok: true,
      value: { name: 'Atelier', shell: 'electron' },
    });
    expect(report['foreignFrame']).toEqual({
      ok: false,
      error: { code: 'forbidden_sender', message: 'Untrusted sender' },
    });
    expect(report['calls']).toEqual({ shell: 'electron', running: 'number', tags: true });
  });

  it('runs the built preload sandboxed, and errors cross contextBridge with their code and field', () => {
    const report = run.report!;
    expect(report['mainWorldKeys'], report['failure']).toEqual(['atelierBridge']);
    expect(report['bridgeError']).toMatchObject({
      isAtelierError: true,
      code: 'invalid_input',
      field: 'url',
    });
  });

  it('serves library media through the scheme: whole, a range (206), HEAD, and bad ids', () => {
    const report = run.report!;
    expect(report['asset']).toEqual({ kind: 'image', mimeType: 'image/png', hasMediaUrl: true });
    const media = report['media'];
    expect(media.whole).toMatchObject({ status: 200, contentType: 'image/png' });
    expect(media.whole.bytes).toBeGreaterThan(1000);
    expect(media.range).toEqual({
      status: 206,
      contentType: 'image/png',
      contentRange: `bytes 0-99/${media.whole.bytes}`,
      bytes: 100,
      guards: 'sandbox nosniff',
    });
    expect(media.head).toMatchObject({ status: 200, bytes: 0 });
    expect(media.unknownId.status).toBe(404);
    expect(media.malformedId.status).toBe(400);
    expect(media.otherHost.status).toBe(400);
    // No answer of the scheme can run script or be sniffed into HTML (issue 10, item 6).
    for (const answer of ['whole', 'head', 'unknownId', 'malformedId', 'otherHost'])
      expect(media[answer].guards, answer).toBe('sandbox nosniff');
  });

  it('grants clipboard writing and fullscreen to its own top frame only', () => {
    const permissions = run.report!['permissions'];
    expect(permissions.clipboardWrite).toEqual({ request: true, check: true });
    expect(permissions.fullscreen).toEqual({ request: true, check: true });
    for (const denied of [
      'clipboardRead',
      'media',
      'notifications',
      'clipboardWriteFromSubframe',
      'fullscreenFromElsewhere',
    ]) {
      expect(permissions[denied], denied).toEqual({ request: false, check: false });
    }
  });

  it('shows the real sandbox job outside the window: taskbar progress, a badge and a flash, cleared by focus', () => {
    const report = run.report!;
    const progress: number[] = report['outside'].progress;
    // Indeterminate (> 1) while the service works, the files' share while downloading, then removed (< 0).
    expect(progress[0]).toBe(2);
    expect(progress.at(-1)).toBe(-1);
    expect(
      progress.every((value) => value === 2 || value === -1 || (value >= 0 && value <= 1)),
    ).toBe(true);
    expect(report['outside']).toMatchObject({ badge: 1, flashing: true });
    expect(report['outsideAfterFocus']).toEqual({ focused: true, badge: 0, flashing: false });
  });

  it('starts a drag with an icon', () => {
    expect(run.report!['drag']).toEqual({
      result: { ok: true, value: { started: true } },
      drags: 1,
      withIcon: true,
    });
  });

  it('starts the crash reporter before ready, never uploading, with dumps in the logs folder', () => {
    expect(run.report!['crashReporter']).toEqual({
      options: { uploadToServer: false },
      crashDumps: join(run.userData, 'logs', 'crashes'),
      beforeReady: true,
      windowsUnwatched: 0,
    });
  });

  it('writes its log under userData/logs: start-up, the file check after the window shows, the submit, the renderer error, the close', () => {
    const lines: string[] = run.report!['logLines'];
    expect(lines, run.output).toEqual(
      expect.arrayContaining([
        'INFO  starting',
        'INFO  library opened',
        'INFO  submit accepted',
        'INFO  task succeeded',
        // Started by the window's ready-to-show, not by start-up (issue 24).
        'INFO  library files checked',
        'ERROR renderer: boot: a renderer error',
        'INFO  closed',
      ]),
    );
  });

  it('Linux: Atelier’s own menu from the command table; clicks reach the page, Export selection waits for a selection, no key acts twice', () => {
    expectMenu(run.report!, 'linux');
  });

  it('keeps an OS notification alive through garbage collection, so its click opens the task', () => {
    const report = run.report!;
    expect(report['notifications'].shown).toBeGreaterThan(0);
    expect(report['notifications'].aliveAfterGc).toBe(report['notifications'].shown);
    expect(report['navigationsAfterClick']).toEqual([
      { hash: expect.stringMatching(/^#\/tasks\?id=/) },
    ]);
  });

  it('applies the mode to the default session through IPC and answers only its own proxy login', () => {
    const proxy = run.report!['proxy'];
    expect(proxy.atStart).toEqual({ mode: 'system' });
    expect(proxy.manual.view).toEqual({
      mode: 'manual',
      proxyUrl: 'http://127.0.0.1:3128',
      proxyUser: 'alice',
      bypass: '*.corp',
      hasPassword: true,
    });
    expect(proxy.manual.config).toEqual({
      mode: 'fixed_servers',
      proxyRules: 'http://127.0.0.1:3128',
      proxyBypassRules: '*.corp',
    });
    expect(proxy.manual.resolved).toBe('PROXY 127.0.0.1:3128');
    expect(proxy.manual.bypassed).toBe('DIRECT');
    expect(proxy.manual.loopback).toBe('DIRECT');
    expect(proxy.manual.login).toEqual({ answered: true, user: 'alice', password: 'pa55' });
    expect(proxy.manual.otherProxyLogin).toEqual({ answered: false });
    expect(proxy.manual.closeAllConnectionsCalls).toBeGreaterThanOrEqual(2);
    expect(proxy.manual.updaterSession).toBe('PROXY 127.0.0.1:3128');
    expect(proxy.none).toEqual({ config: { mode: 'direct' }, login: { answered: false } });
    expect(proxy.refused).toEqual({ code: 'invalid_input', field: 'proxyUrl' });
    expect(proxy.afterRefusal).toEqual({ mode: 'direct' });
  });
});

describe.concurrent('platform behaviour at start-up', () => {
  it('a second instance exits at once and never opens the library', async () => {
    const run = await boot('boot', { ATELIER_BOOT_SECOND_INSTANCE: '1' });
    expect(run.status, run.output).toBe(0);
    expect(run.report, 'the second instance went on to boot').toBeNull();
    expect(existsSync(join(run.userData, 'atelier.sqlite'))).toBe(false);
  }, 60_000);

  it('macOS: keeps running with no window; a second launch or activate opens one; the app menu', async () => {
    const run = await boot('darwin');
    expect(run.report, run.output).not.toBeNull();
    expect(run.report).toMatchObject({
      windowsAfterClose: 0,
      windowsAfterSecondInstance: 1,
      windowsAfterActivate: 1,
      quit: true,
    });
    expect(run.report!['failure']).toBeUndefined();
    // A job finishing in the background bounces the dock once (not flashFrame, which bounces until focused) and badges it.
    expect(run.report!['dock']).toEqual({ bounces: ['informational'], badge: 1, flashing: false });
    expect(run.report!['dockAfterFocus']).toEqual({ badge: 0 });
    expect(run.report!['progressOfReopenedWindow']).toEqual([2]);
    expectMenu(run.report!, 'darwin');
  }, 60_000);

  it('Windows: sets the AppUserModelID notifications need, and its own menu', async () => {
    const run = await boot('win32');
    expect(run.report, run.output).not.toBeNull();
    expect(run.report!['appUserModelId']).toBe('app.atelier.studio');
    expectMenu(run.report!, 'win32');
  }, 60_000);

  it('speaks the OS’s language: the menu is German when German comes first in app.getPreferredSystemLanguages()', async () => {
    const run = await boot('win32', { LANGUAGE: 'fr_FR.UTF-8:de_DE.UTF-8:en' });
    expect(run.report, run.output).not.toBeNull();
    expect(run.report!['menuFailure']).toBeUndefined();
    expect(run.report!['menuLanguage']).toMatchObject({
      atStart: ['&Datei', '&Bearbeiten', '&Ansicht', '&Fenster', '&Hilfe'],
      japanese: ['ファイル(&F)', '編集(&E)', '表示(&V)', 'ウインドウ(&W)', 'ヘルプ(&H)'],
      backToSystem: ['&Datei', '&Bearbeiten', '&Ansicht', '&Fenster', '&Hilfe'],
    });
    const file = (run.report!['menu'] as { label: string; submenu: { label: string }[] }[])[0]!;
    expect(file.submenu.map((each) => each.label)).toContain('Einstellungen …');
  }, 60_000);
});

describe.concurrent('the window remembers where it was, per set of displays', () => {
  const primary = {
    id: 1,
    bounds: { x: 0, y: 0, width: 1920, height: 1080 },
    workArea: { x: 0, y: 0, width: 1920, height: 1040 },
    primary: true,
  };
  const leftHand = {
    id: 2,
    bounds: { x: -2560, y: -200, width: 2560, height: 1440 },
    workArea: { x: -2560, y: -175, width: 2560, height: 1415 },
  };
  const laptop = {
    id: 7,
    bounds: { x: 0, y: 0, width: 1280, height: 800 },
    workArea: { x: 0, y: 25, width: 1280, height: 775 },
    primary: true,
  };
  const docked = { ATELIER_BOOT_DISPLAYS: JSON.stringify([primary, leftHand]) };
  const onTheLeft = { x: -2200, y: 120, width: 1500, height: 900 };

  it('restores bounds and maximized state after a restart; a removed display opens it on the primary, fitted', async () => {
    const first = await boot('window', {
      ...docked,
      ATELIER_BOOT_WINDOW_ACTION: JSON.stringify({ bounds: onTheLeft, maximize: true }),
    });
    expect(first.report, first.output).not.toBeNull();
    expect(first.report!['failure']).toBeUndefined();
    expect(first.report!['restored']).toEqual({
      bounds: { x: 280, y: 80, width: 1360, height: 880 },
      maximized: false,
      fullScreen: false,
      displayId: 1,
    });
    expect(first.report!['savedAfterMove']).toEqual([onTheLeft]);
    expect(first.report!['quit']).toBe(true);

    const restarted = await boot('window', docked, first.userData);
    expect(restarted.report, restarted.output).not.toBeNull();
    // The normal bounds come back on the left-hand monitor, and the window is maximized there.
    expect(restarted.report!['restored']).toEqual({
      bounds: onTheLeft,
      maximized: true,
      fullScreen: false,
      displayId: 2,
    });

    const undocked = await boot(
      'window',
      { ATELIER_BOOT_DISPLAYS: JSON.stringify([laptop]) },
      first.userData,
    );
    expect(undocked.report, undocked.output).not.toBeNull();
    expect(undocked.report!['restored']).toEqual({
      bounds: { x: 0, y: 25, width: 1280, height: 775 },
      maximized: true,
      fullScreen: false,
      displayId: 7,
    });

    // Docked again: its place on the left-hand monitor, not the laptop's. Then full screen.
    const redocked = await boot(
      'window',
      { ...docked, ATELIER_BOOT_WINDOW_ACTION: JSON.stringify({ fullScreen: true }) },
      first.userData,
    );
    expect(redocked.report!['restored']).toEqual({
      bounds: onTheLeft,
      maximized: true,
      fullScreen: false,
      displayId: 2,
    });

    // Full screen comes back too, over the same normal bounds (never the screen's).
    const fullScreen = await boot('window', docked, first.userData);
    expect(fullScreen.report!['restored']).toEqual({
      bounds: onTheLeft,
      maximized: true,
      fullScreen: true,
      displayId: 2,
    });
  }, 150_000);
});

describe.concurrent('a damaged library at start-up (the message box answered by script)', () => {
  const fixtures: DamagedLibraryFixture[] = [];
  const damaged = async () => {
    const fixture = await makeDamagedLibrary(Date.now());
    fixtures.push(fixture);
    return fixture;
  };
  const asideFiles = (folder: string) =>
    readdirSync(folder).filter((name) => /^atelier\.damaged-.*\.sqlite$/.test(name));
  afterAll(async () => {
    for (const fixture of fixtures) await fixture.cleanup();
  });

  it('Quit (or Escape): exits with the file untouched and no copy of it', async () => {
    const fixture = await damaged();
    // Japanese chosen in Settings on an English OS: the question is asked in Japanese, read from
    // the preferences file before the services (and the preferences store) start.
    const preferences = join(fixture.dataDirectory, 'preferences.json');
    const stored = existsSync(preferences)
      ? (JSON.parse(readFileSync(preferences, 'utf8')) as Record<string, unknown>)
      : {};
    writeFileSync(preferences, JSON.stringify({ ...stored, language: 'ja' }));
    const run = await boot(
      'recovery',
      { ATELIER_BOOT_MESSAGE_BOX: 'escape' },
      fixture.dataDirectory,
    );
    expect(run.report, 'the app went on to open a window').toBeNull();
    expect(run.exit, run.output).toMatchObject({ code: 0 });
    expect(run.exit!.messageBoxes).toEqual([
      expect.objectContaining({
        message: 'ライブラリのファイルが破損しています。',
        buttons: ['新しいライブラリを作成', 'ライブラリのアーカイブから復元…', '終了'],
        response: 2,
      }),
    ]);
    expect(readFileSync(fixture.databasePath).equals(fixture.damagedBytes)).toBe(true);
    expect(asideFiles(fixture.dataDirectory)).toEqual([]);
  }, 60_000);

  it('Start a new library: the damaged file is kept aside once and the window opens on an empty library', async () => {
    const fixture = await damaged();
    // Asked in the OS's language, before the services (and the Settings choice) are read.
    const run = await boot(
      'recovery',
      { ATELIER_BOOT_MESSAGE_BOX: '0', LANGUAGE: 'de_DE.UTF-8' },
      fixture.dataDirectory,
    );
    expect(run.report, run.output).not.toBeNull();
    expect(run.report!['messageBoxes']).toEqual([
      expect.objectContaining({
        message: 'Ihre Bibliotheksdatei ist beschädigt.',
        buttons: [
          'Neue Bibliothek anlegen',
          'Aus einem Bibliotheksarchiv wiederherstellen…',
          'Beenden',
        ],
        response: 0,
      }),
    ]);
    expect(run.report!['window'].visible).toBe(true);
    expect(run.report!['libraryTitles']).toEqual([]);
    const aside = asideFiles(fixture.dataDirectory);
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(fixture.dataDirectory, aside[0]!)).equals(fixture.damagedBytes)).toBe(
      true,
    );
    // The next launch opens the new library without asking, and keeps no second copy.
    const again = await boot('recovery', {}, fixture.dataDirectory);
    expect(again.report, again.output).not.toBeNull();
    expect(again.report!['messageBoxes']).toEqual([]);
    expect(asideFiles(fixture.dataDirectory)).toEqual(aside);
  }, 90_000);

  it('Restore from a library archive: the archive picked in the open dialog fills the new library', async () => {
    const fixture = await damaged();
    const run = await boot(
      'recovery',
      { ATELIER_BOOT_MESSAGE_BOX: '1', ATELIER_BOOT_OPEN_DIALOG: fixture.archivePath },
      fixture.dataDirectory,
    );
    expect(run.report, run.output).not.toBeNull();
    expect(run.report!['libraryTitles']).toEqual(ARCHIVED_TITLES);
    expect(asideFiles(fixture.dataDirectory)).toHaveLength(1);
  }, 60_000);
});

describe.concurrent('an upgrade at start-up', () => {
  it('shows its progress in a window of its own, from the first step, then opens the app on the upgraded library', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'atelier-boot-upgrade-'));
    const path = join(userData, 'atelier.sqlite');
    const old = openDatabase(path, {
      migrations: MIGRATIONS.filter((migration) => migration.version <= 10),
    });
    for (let from = 0; from < 20_000; from += 5000)
      addSchema2Assets(
        old,
        Array.from({ length: 5000 }, (_, index) => newAsset({ title: `Song ${from + index}` })),
      );
    closeDatabase(old);
    // German chosen in Settings on an English OS: the upgrade window speaks German from its
    // first event, before the preferences store opens (i18n/startupLanguage.ts).
    writeFileSync(join(userData, 'preferences.json'), JSON.stringify({ language: 'de' }));

    const run = await boot('upgrade', {}, userData);
    expect(run.report, run.output).not.toBeNull();
    const [upgradeWindow, appWindow, ...others] = run.report!['windows'] as {
      url: string;
      destroyed: boolean;
      sent: UpgradeProgress[];
    }[];
    expect(others).toEqual([]);
    expect(upgradeWindow!.url).toBe(`file://${join(projectRoot, 'out/renderer/upgrading.html')}`);
    expect(upgradeWindow!.destroyed).toBe(true);
    expect(appWindow).toMatchObject({
      url: `file://${join(projectRoot, 'out/renderer/index.html')}`,
      destroyed: false,
    });
    const sent = upgradeWindow!.sent;
    expect(
      sent.some(
        (progress) =>
          progress.activity === 'Suchindex wird neu aufgebaut' &&
          progress.fraction !== null &&
          progress.fraction > 0 &&
          progress.fraction < 1,
      ),
    ).toBe(true);
    expect(sent[0]!.page).toMatchObject({
      lang: 'de',
      heading: 'Ihre Bibliothek wird aktualisiert',
    });
    expect(sent.at(-1)).toMatchObject({ activity: 'Bibliothek aktualisiert', finished: true });
    const db = openDatabase(path);
    expect(schemaVersion(db)).toBe(Math.max(...MIGRATIONS.map((migration) => migration.version)));
    closeDatabase(db);
  }, 90_000);

  it('an ordinary start opens no upgrade window', async () => {
    const run = await boot('upgrade');
    expect(run.report, run.output).not.toBeNull();
    expect((run.report!['windows'] as { url: string }[]).map((each) => each.url)).toEqual([
      `file://${join(projectRoot, 'out/renderer/index.html')}`,
    ]);
  }, 60_000);
});

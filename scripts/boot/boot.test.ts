/**
 * Boots the real built app (out/main, out/preload, out/renderer) in plain Node against the
 * documented stand-in for `electron` (electronStandIn.ts), one child process per scenario,
 * and checks what a desktop user depends on at each Electron boundary. See bootChild.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_BUNDLES, buildIfStale, projectRoot } from '../buildIfStale';
import { expectMenu } from './bootMenuExpectations';

interface BootRun {
  status: number | null;
  report: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any -- a JSON report, checked field by field
  output: string;
  userData: string;
}

function boot(scenario: string, env: Record<string, string> = {}): BootRun {
  const userData = mkdtempSync(join(tmpdir(), `atelier-boot-${scenario}-`));
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join('scripts', 'boot', 'bootChild.ts'), scenario], {
    cwd: projectRoot,
    env: { ...process.env, ATELIER_BOOT_USER_DATA: userData, ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  const line = result.stdout.split('\n').find((each) => each.startsWith('BOOT_REPORT '));
  return { status: result.status, report: line ? JSON.parse(line.slice('BOOT_REPORT '.length)) : null, output, userData };
}

beforeAll(() => {
  expect(buildIfStale()).toBe(0);
}, 180_000);

describe('the built bundles', () => {
  it('all parse (node --check), so the app can start at all', () => {
    const files = [
      ...BUILT_BUNDLES.filter((bundle) => bundle.endsWith('js') || bundle.endsWith('cjs')),
      ...readdirSync(join(projectRoot, 'out/main/chunks')).map((name) => `out/main/chunks/${name}`),
    ];
    for (const file of files) {
      const check = spawnSync(process.execPath, ['--check', join(projectRoot, file)], { encoding: 'utf8' });
      expect(check.stderr, file).toBe('');
      expect(check.status, file).toBe(0);
    }
  });
});

describe('booting the built app against the Electron stand-in', () => {
  let run: BootRun;
  beforeAll(() => {
    run = boot('boot');
  }, 120_000);

  it('boots to a loaded, sandboxed window on the built renderer', () => {
    expect(run.report, run.output).not.toBeNull();
    const report = run.report!;
    expect(report['window'].url).toBe(`file://${join(projectRoot, 'out/renderer/index.html')}`);
    expect(report['window'].visible).toBe(true);
    expect(report['window'].webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(report['sandboxEnabled']).toBe(true);
    expect(report['warnings']).toEqual([]);
    expect(report['quit']).toBe(true);
  });

  it('goes through every step without an unexpected error', () => {
    expect(run.report!['failure']).toBeUndefined();
  });

  it('registers the media scheme before ready, with fetch and CORS privileges', () => {
    expect(run.report!['privilegesAtReady']).toMatchObject({ standard: true, secure: true, supportFetchAPI: true, corsEnabled: true });
  });

  it('answers IPC from its own main frame and refuses a foreign frame', () => {
    const report = run.report!;
    expect(report['channels']).toContain('tasks:submit');
    expect(report['ownFrame']).toMatchObject({ ok: true, value: { name: 'Atelier', shell: 'electron' } });
    expect(report['foreignFrame']).toEqual({ ok: false, error: { code: 'forbidden_sender', message: 'Untrusted sender' } });
    expect(report['calls']).toEqual({ shell: 'electron', running: 'number', tags: true });
  });

  it('runs the built preload sandboxed, and errors cross contextBridge with their code and field', () => {
    const report = run.report!;
    expect(report['mainWorldKeys'], report['failure']).toEqual(['atelierBridge']);
    expect(report['bridgeError']).toMatchObject({ isAtelierError: true, code: 'invalid_input', field: 'url' });
  });

  it('serves library media through the scheme: whole, a range (206), HEAD, and bad ids', () => {
    const report = run.report!;
    expect(report['asset']).toEqual({ kind: 'image', mimeType: 'image/png', hasMediaUrl: true });
    const media = report['media'];
    expect(media.whole).toMatchObject({ status: 200, contentType: 'image/png' });
    expect(media.whole.bytes).toBeGreaterThan(1000);
    expect(media.range).toEqual({ status: 206, contentType: 'image/png', contentRange: `bytes 0-99/${media.whole.bytes}`, bytes: 100, guards: 'sandbox nosniff' });
    expect(media.head).toMatchObject({ status: 200, bytes: 0 });
    expect(media.unknownId.status).toBe(404);
    expect(media.malformedId.status).toBe(400);
    expect(media.otherHost.status).toBe(400);
    // No answer of the scheme can run script or be sniffed into HTML (issue 10, item 6).
    for (const answer of ['whole', 'head', 'unknownId', 'malformedId', 'otherHost']) expect(media[answer].guards, answer).toBe('sandbox nosniff');
  });

  it('grants clipboard writing and fullscreen to its own top frame only', () => {
    const permissions = run.report!['permissions'];
    expect(permissions.clipboardWrite).toEqual({ request: true, check: true });
    expect(permissions.fullscreen).toEqual({ request: true, check: true });
    for (const denied of ['clipboardRead', 'media', 'notifications', 'clipboardWriteFromSubframe', 'fullscreenFromElsewhere']) {
      expect(permissions[denied], denied).toEqual({ request: false, check: false });
    }
  });

  it('starts a drag with an icon', () => {
    expect(run.report!['drag']).toEqual({ result: { ok: true, value: { started: true } }, drags: 1, withIcon: true });
  });

  it('Linux: Atelier’s own menu from the command table; clicks reach the page, Export selection waits for a selection, no key acts twice', () => {
    expectMenu(run.report!, 'linux');
  });

  it('keeps an OS notification alive through garbage collection, so its click opens the task', () => {
    const report = run.report!;
    expect(report['notifications'].shown).toBeGreaterThan(0);
    expect(report['notifications'].aliveAfterGc).toBe(report['notifications'].shown);
    expect(report['navigationsAfterClick']).toEqual([{ hash: expect.stringMatching(/^#\/tasks\?id=/) }]);
  });
});

describe('platform behaviour at start-up', () => {
  it('a second instance exits at once and never opens the library', () => {
    const run = boot('boot', { ATELIER_BOOT_SECOND_INSTANCE: '1' });
    expect(run.status, run.output).toBe(0);
    expect(run.report, 'the second instance went on to boot').toBeNull();
    expect(existsSync(join(run.userData, 'atelier.sqlite'))).toBe(false);
  }, 60_000);

  it('macOS: keeps running with no window; a second launch or activate opens one; the app menu', () => {
    const run = boot('darwin');
    expect(run.report, run.output).not.toBeNull();
    expect(run.report).toMatchObject({ windowsAfterClose: 0, windowsAfterSecondInstance: 1, windowsAfterActivate: 1, quit: true });
    expectMenu(run.report!, 'darwin');
  }, 60_000);

  it('Windows: sets the AppUserModelID notifications need, and its own menu', () => {
    const run = boot('win32');
    expect(run.report, run.output).not.toBeNull();
    expect(run.report!['appUserModelId']).toBe('app.atelier.studio');
    expectMenu(run.report!, 'win32');
  }, 60_000);
});

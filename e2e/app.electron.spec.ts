/**
 * The real desktop app: Electron's own binary running the built bundles (out/) with the
 * Electron-ABI native modules, in a temporary user-data folder. It shows what only the real
 * shell can: the window opens and moves between pages; IPC answers through the sandboxed
 * preload and contextBridge; a waveform is drawn from a track a file:// page fetched over
 * atelier-media:// (a cross-origin fetch, Electron #51152); and an in-doubt submit keeps its
 * own message (its error code crossed contextBridge).
 *
 * It needs Electron's binary, which cannot be downloaded on machines installed with
 * ELECTRON_SKIP_BINARY_DOWNLOAD=1: there the suite reports a skip that says so. The desktop
 * workflow (.github/workflows/desktop.yml) runs it on macOS, Windows and Linux.
 */
import {
  _electron as electron,
  expect,
  test,
  type ElectronApplication,
  type Page,
} from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createSandbox, type Sandbox } from '../src/sandbox';
import { electronBinary } from './electronBinary';
import { runMusic } from './libraryFlow';

const binary = electronBinary();
const root = resolve(import.meta.dirname, '..');
const apiKey = 'sk-sandbox-electron-e2e-0001';

/** Runs one of the project's own TypeScript steps in Node, as `npm start` would. */
function prepare(what: string, args: string[]): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error(`${what} failed (exit ${result.status ?? result.signal})`);
}

/** How many pixels the canvases have drawn (alpha > 0); runs in the page. */
function drawnPixels(canvases: Element[]): number {
  let drawn = 0;
  for (const canvas of canvases as HTMLCanvasElement[]) {
    const context = canvas.width > 0 && canvas.height > 0 ? canvas.getContext('2d') : null;
    if (!context) continue;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) drawn += 1;
  }
  return drawn;
}

test.describe('the desktop app (Electron)', () => {
  test.skip(
    !binary,
    'Electron binary not installed (ELECTRON_SKIP_BINARY_DOWNLOAD); run `npx install-electron` to enable',
  );
  test.describe.configure({ mode: 'serial' });

  let app: ElectronApplication | undefined;
  let page: Page;
  let service: Sandbox | undefined;
  let userData: string | undefined;
  const mainLog: string[] = [];

  test.beforeAll(async () => {
    // A first native build from source (no prebuilt binary for this Electron) takes minutes.
    test.setTimeout(20 * 60_000);
    // The bundles, by the rule the web preview and the boot test share (missing or older than src/)…
    prepare('electron-vite build', [
      '--input-type=module',
      '-e',
      "const { buildIfStale } = await import('./scripts/buildIfStale.ts'); process.exit(buildIfStale());",
    ]);
    // …and the Electron-ABI native modules (instant when built.json matches what is installed).
    prepare('scripts/electron-native.ts', ['scripts/electron-native.ts']);

    service = await createSandbox({ taskMs: 1500, credits: 100_000 });
    userData = mkdtempSync(join(tmpdir(), 'atelier-electron-'));
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        // The built renderer (file://), never a dev server; and the binary as Electron, not Node.
        (entry): entry is [string, string] =>
          entry[1] !== undefined &&
          entry[0] !== 'ELECTRON_RENDERER_URL' &&
          entry[0] !== 'ELECTRON_RUN_AS_NODE',
      ),
    );
    // No executablePath: Playwright then starts node_modules/electron's binary (the one
    // electronBinary() found) with its loader, which holds `ready` until it is attached, so the
    // first window cannot be missed. Chromium's OS sandbox stays on, as for users (Playwright
    // would add --no-sandbox on Linux).
    app = await electron.launch({
      cwd: root,
      args: ['.', `--user-data-dir=${userData}`],
      env,
      chromiumSandbox: true,
      timeout: 120_000,
    });
    app.process().stdout?.on('data', (chunk: Buffer) => mainLog.push(String(chunk)));
    app.process().stderr?.on('data', (chunk: Buffer) => mainLog.push(String(chunk)));
    page = await app.firstWindow({ timeout: 120_000 });
  });

  test.afterEach(() => {
    const { status, expectedStatus } = test.info();
    if (status !== expectedStatus)
      console.error(`Electron main process output:\n${mainLog.join('')}`);
  });

  test.afterAll(async () => {
    // The Live key went to the real OS keychain: take it out again.
    await page?.evaluate(() => window.atelier.account.removeLiveKey()).catch(() => undefined);
    await app?.close();
    await service?.close();
    if (userData)
      rmSync(userData, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });

  test('opens the window, moves between pages, and answers over IPC', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The production renderer from out/, not a dev server.
    await expect(page).toHaveURL(/^file:.*\/out\/renderer\/index\.html/);
    // A fresh user-data folder is a first run: the welcome asks where jobs go.
    await page.getByTestId('choose-sandbox').click();
    await expect(page.getByTestId('welcome')).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Generate' })).toBeVisible();

    const navigation = page.getByRole('navigation');
    for (const name of ['Library', 'Tasks', 'Catalog', 'Settings']) {
      await navigation.getByRole('link', { name: new RegExp(`^${name}`) }).click();
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(navigation.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expect(page.getByTestId('about-table')).toContainText('Desktop app');

    // app.info() from main: this Electron, this user-data folder.
    const info = await page.evaluate(() => window.atelier.app.info());
    const electronVersion = await app!.evaluate(() => process.versions.electron);
    expect(info).toMatchObject({ name: 'Atelier', shell: 'electron' });
    // Compared as real paths: macOS's /var is /private/var, Windows' temp may be an 8.3 name.
    expect(realpathSync.native(info.dataDirectory)).toBe(realpathSync.native(userData!));
    expect(info.versions['electron']).toBe(electronVersion);
    // A refused call keeps its code and field across contextBridge.
    const refusal = await page.evaluate(() =>
      window.atelier.app.openExternal({ url: 'javascript:alert(1)' }).then(
        () => null,
        (error: { code?: string; field?: string }) => ({ code: error.code, field: error.field }),
      ),
    );
    expect(refusal).toEqual({ code: 'invalid_input', field: 'url' });
    // Sandboxed, isolated renderer: no Node globals, only the contract's API.
    const exposed = await page.evaluate(() => ({
      require: typeof (window as unknown as { require?: unknown }).require,
      process: typeof (window as unknown as { process?: unknown }).process,
      api: Object.keys(window.atelier).sort(),
    }));
    expect(exposed.api).toEqual(
      expect.arrayContaining(['account', 'app', 'library', 'media', 'tasks']),
    );
    expect({ require: exposed.require, process: exposed.process }).toEqual({
      require: 'undefined',
      process: 'undefined',
    });
    expect(errors).toEqual([]);
  });

  test('the application menu is ours, and the real window is kept as a screenshot of the whole screen', async () => {
    // The native menu bar itself can only be seen on a real OS: its top-level items are read
    // from Electron, and a screenshot of the screen (menu bar included where the OS draws one)
    // is kept as the workflow's `desktop-window-<os>` artifact for a person to look at.
    const topLevel = await app!.evaluate(
      ({ Menu }) => Menu.getApplicationMenu()?.items.map((item) => item.label) ?? [],
    );
    expect(topLevel).toEqual(expect.arrayContaining(['File', 'Edit', 'View', 'Window', 'Help']));
    expect(topLevel.join(' ')).not.toMatch(/Learn More|Electron/);
    await app!.evaluate(({ BrowserWindow }) => {
      const [window] = BrowserWindow.getAllWindows();
      window?.show();
      window?.focus();
    });
    const folder = join(root, 'test-results');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `desktop-window-${process.platform}.png`);
    const capture: [string, string[]] =
      process.platform === 'darwin'
        ? ['screencapture', ['-x', file]]
        : process.platform === 'win32'
          ? [
              'powershell',
              [
                '-NoProfile',
                '-Command',
                [
                  'Add-Type -AssemblyName System.Windows.Forms,System.Drawing',
                  '$b = [System.Windows.Forms.Screen]::PrimaryScreen.Bounds',
                  '$bitmap = New-Object System.Drawing.Bitmap $b.Width, $b.Height',
                  '[System.Drawing.Graphics]::FromImage($bitmap).CopyFromScreen($b.Location, [System.Drawing.Point]::Empty, $b.Size)',
                  `$bitmap.Save('${file}')`,
                ].join('; '),
              ],
            ]
          : ['import', ['-window', 'root', file]];
    const shot = spawnSync(capture[0], capture[1], { stdio: 'inherit' });
    expect(shot.status, `${capture[0]} could not take the screenshot`).toBe(0);
    expect(statSync(file).size).toBeGreaterThan(10_000);
  });

  test('a waveform is drawn from a track read over atelier-media://', async () => {
    test.setTimeout(240_000);
    // A short song on the embedded sandbox: the app's own emulator and render worker.
    const song = await runMusic(
      page,
      'generate',
      {
        custom: true,
        prompt: 'la la la\nelectron e2e',
        style: 'synth pop',
        title: 'Electron Song',
        duration: 15,
      },
      180_000,
    );
    const listed = await page.evaluate(() => window.atelier.library.list({ limit: 500 }));
    const track = listed.items.find(
      (item) => song.assetIds.includes(item.id) && item.kind === 'audio',
    );
    expect(track, 'an audio track of the song').toBeDefined();
    expect(track!.mediaUrl).toMatch(/^atelier-media:/);
    // Never drawn before: its peaks can only come from fetching the file.
    expect(
      await page.evaluate(
        (assetId) => window.atelier.media.peaks({ assetId }).catch(() => null),
        track!.id,
      ),
    ).toBeNull();

    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Library/ })
      .click();
    await page.getByLabel('Search the library').fill('Electron Song');
    const card = page.locator(`[data-asset-id="${track!.id}"][role="gridcell"]`);
    await expect(card).toBeVisible();
    await card.dblclick();
    await expect(page.getByTestId('asset-preview')).toHaveAttribute('data-asset-id', track!.id);
    const waveform = page.getByTestId('waveform');
    await expect(waveform).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    // Decoded here from the fetched file, or by the library card that asked a moment earlier.
    await expect(waveform).toHaveAttribute('data-peaks-source', /^(decoded|cache)$/);
    // wavesurfer draws into canvases inside its (open) shadow root.
    await expect
      .poll(() => waveform.locator('canvas').evaluateAll(drawnPixels), { timeout: 15_000 })
      .toBeGreaterThan(200);

    // The request itself, as the page makes it: cross-origin from file://, answered with CORS.
    const fetched = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        bytes: (await response.arrayBuffer()).byteLength,
      };
    }, track!.mediaUrl);
    expect(fetched.status).toBe(200);
    expect(fetched.type).toMatch(/^audio\//);
    expect(fetched.bytes).toBeGreaterThan(1000);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an in-doubt submit says so in its own words', async () => {
    // The spec's own sandbox as the Live service, so it can drop the answer to a submit.
    await page.evaluate(
      ({ baseUrl, key }) => window.atelier.account.connectLive({ baseUrl, apiKey: key }),
      { baseUrl: service!.url, key: apiKey },
    );
    await expect(page.getByTestId('profile-badge')).toHaveText(/Live/i);
    await page.evaluate(() => {
      window.location.hash = '/generate?model=image-a';
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Generate' })).toBeVisible();
    const prompt = page.getByRole('form').getByRole('textbox', { name: 'Prompt' });
    await prompt.fill('an answer lost on the way, electron e2e');
    await expect(page.getByTestId('cost-credits')).toBeVisible();
    service!.setFaults('drop-after-accept:once');
    try {
      await page.getByRole('button', { name: 'Review and submit' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /submit/i })
        .click();
      const error = page.getByTestId('submit-error');
      // The code crossed contextBridge: not "Something went wrong… try again".
      await expect(error).toHaveAttribute('data-code', 'in_doubt');
      await expect(error).toContainText('Sent, but the answer was lost');
      await expect(error).toContainText('never resubmitted automatically');
      await expect(error.getByRole('link', { name: 'Open the Tasks page' })).toBeVisible();
    } finally {
      service!.setFaults(undefined);
    }
    // Sent exactly once, and never again by itself.
    await page.waitForTimeout(1000);
    expect(service!.stats().byKey[apiKey]?.submits).toBe(1);
  });
});

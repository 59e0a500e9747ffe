/**
 * The same shell checks in the real Electron app. They need Electron's binary, which
 * cannot be downloaded on machines installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1: there
 * the suite reports a skip that says so.
 */
import { _electron as electron, expect, test } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { electronBinary } from './electronBinary';

const binary = electronBinary();

test.describe('application shell (Electron)', () => {
  test.skip(!binary, 'Electron binary not installed (ELECTRON_SKIP_BINARY_DOWNLOAD); run `npx install-electron` to enable');

  test('opens the window, navigates, and reads app.info() over IPC', async () => {
    const app = await electron.launch({
      executablePath: binary!,
      args: ['.', `--user-data-dir=${mkdtempSync(join(tmpdir(), 'atelier-electron-'))}`],
    });
    try {
      const page = await app.firstWindow();
      await expect(page.getByRole('heading', { level: 2, name: 'Generate' })).toBeVisible();
      await page.getByRole('navigation').getByRole('link', { name: /^Settings/ }).click();
      await expect(page.getByTestId('about-table')).toContainText('Desktop app');
      // Sandboxed, isolated renderer: no Node globals, only the contract's API.
      const exposed = await page.evaluate(() => ({
        require: typeof (window as unknown as { require?: unknown }).require,
        process: typeof (window as unknown as { process?: unknown }).process,
        api: Object.keys(window.atelier).sort(),
      }));
      expect(exposed.api).toContain('app');
      expect({ require: exposed.require, process: exposed.process }).toEqual({ require: 'undefined', process: 'undefined' });
    } finally {
      await app.close();
    }
  });
});

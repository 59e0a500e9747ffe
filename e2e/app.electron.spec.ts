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
      const window = await app.firstWindow();
      await expect(window.getByRole('heading', { level: 2, name: 'Generate' })).toBeVisible();
      await window.getByRole('navigation').getByRole('link', { name: /^Settings/ }).click();
      await expect(window.getByTestId('about-table')).toContainText('Desktop app');
      const preferences = await app.evaluate(({ BrowserWindow }) => {
        const contents = BrowserWindow.getAllWindows()[0]!.webContents;
        return contents.getLastWebPreferences();
      });
      expect(preferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
      const exposed = await window.evaluate(() => typeof (window as unknown as { require?: unknown }).require);
      expect(exposed).toBe('undefined');
    } finally {
      await app.close();
    }
  });
});

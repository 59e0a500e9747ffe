/**
 * Settings → Diagnostics in the browser: the page's uncaught errors and rejections reach the
 * main log over the bridge (never the preview's token), "Export diagnostics…" writes the zip
 * and says where, and "Open logs folder" names the folder (the preview has no file manager).
 */
import { expect } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { oneFilePage } from './onePage';

// One page for both tests (the app boots once), on the Sandbox profile.
const test = oneFilePage(async (page) => {
  await page.goto('/');
  await page.evaluate(() => window.atelier.account.useSandbox());
});

const readLog = (dataDirectory: string): string => {
  const path = join(dataDirectory, 'logs', 'main.log');
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
};

test.describe('diagnostics (web preview)', () => {
  test('page errors and unhandled rejections reach the main log', async ({ page }) => {
    await page.goto('/#/settings');
    const { dataDirectory } = await page.evaluate(() => window.atelier.app.info());
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('spec: a page error');
      });
      void Promise.reject(new TypeError('spec: a rejection'));
    });
    await expect
      .poll(() => readLog(dataDirectory))
      .toContain('ERROR renderer: Error: spec: a page error');
    const log = readLog(dataDirectory);
    expect(log).toContain(
      'ERROR renderer: TypeError: spec: a rejection {"kind":"unhandledrejection"',
    );
    expect(log).toContain('INFO  starting');
    expect(log).not.toContain(process.env['ATELIER_PREVIEW_TOKEN']!);
  });

  test('Export diagnostics… writes the zip and says where; Open logs folder names the folder', async ({
    page,
  }) => {
    await page.goto('/#/settings');
    const { dataDirectory } = await page.evaluate(() => window.atelier.app.info());
    const diagnostics = page.getByTestId('diagnostics');
    await expect(diagnostics.getByRole('heading', { name: 'Diagnostics' })).toBeVisible();
    await expect(
      diagnostics.getByRole('checkbox', { name: 'Include my prompts' }),
    ).not.toBeChecked();
    await diagnostics.getByRole('button', { name: 'Export diagnostics…' }).click();
    const saved = diagnostics.getByRole('alert');
    await expect(saved).toContainText('Diagnostics saved');
    const path = (await saved.locator('code').textContent()) ?? '';
    expect(path).toMatch(
      new RegExp(
        `^${dataDirectory.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}/exports/Atelier diagnostics .*\\.zip$`,
        'u',
      ),
    );
    expect(existsSync(path)).toBe(true);
    expect(readLog(dataDirectory)).toContain('INFO  diagnostics exported {"files":7');

    await diagnostics.getByRole('button', { name: 'Open logs folder' }).click();
    await expect(diagnostics.getByTestId('logs-folder')).toContainText(join(dataDirectory, 'logs'));
  });
});

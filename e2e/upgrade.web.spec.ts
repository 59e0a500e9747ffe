/**
 * The upgrade page in the web preview (issue 19 part 7): a preview of its own starts on a real
 * library of the previous release (schema 10, bench/seedOldLibrary.ts), whose first start
 * rebuilds the search index. The page shows the Electron upgrade window's own upgrading.html,
 * fed the same `app:upgrade` events: what is happening and how far along it is; then, once the
 * services are up, it becomes the app on the upgraded library.
 *
 * ownPreview.ts hands over the address as soon as the preview prints it: at the upgrade's first
 * step (scripts/web.ts), so the page is opened while the upgrade runs.
 */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { shootLightAndDark } from './lightAndDark';
import { useOwnPreview } from './ownPreview';

/** Enough rows that the rebuild takes seconds, not a blink (about 0.1 s per 1,000 on a quiet machine). */
const ASSETS = 80_000;

useOwnPreview({
  beforeStart: (data) =>
    execFileSync(
      // node with tsx's loader, not `npx tsx` (npm's exec alone costs about 0.8 CPU s).
      process.execPath,
      ['--import', 'tsx', 'bench/seedOldLibrary.ts', data, String(ASSETS)],
      {
        stdio: 'ignore',
      },
    ),
});

test('an upgrade shows its progress page, then the app on the upgraded library', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Upgrading your library' })).toBeVisible();
  // What is happening, and how far along: counted rows of the search index being rebuilt. The
  // page is read in one go (a loaded machine may finish the upgrade, and reload the page into
  // the app, between two separate reads).
  const activity =
    /^(Removing the old search index|Rebuilding the search index|Compacting the search index)$/;
  const count = new RegExp(`^[\\d,]+ of ${ASSETS.toLocaleString('en-US')} assets$`);
  await expect
    .poll(
      () =>
        page.evaluate(() => ({
          activity: document.querySelector('#activity')?.textContent ?? '',
          count: document.querySelector('#count')?.textContent ?? '',
          progress:
            document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? '',
          step: document.querySelector('#step')?.textContent ?? null,
        })),
      { timeout: 30_000, intervals: [50] },
    )
    .toEqual({
      activity: expect.stringMatching(activity),
      count: expect.stringMatching(count),
      progress: expect.stringMatching(/^\d+$/),
      // The search index is the first of the steps from the previous release's schema (10).
      step: expect.stringMatching(/^Step 1 of \d+$/),
    });
  await shootLightAndDark(page, join(testInfo.outputDir, 'screens'), 'upgrade-progress', page, 0);

  // Once the services are up the page reloads into the app: the welcome, then the library.
  const welcome = page.getByRole('button', { name: 'Start with the Sandbox' });
  await expect(welcome).toBeVisible({ timeout: 150_000 });
  await welcome.click();
  await page.goto('/#/library');
  await expect(page.getByTestId('library-grid').locator('[data-asset-id]').first()).toBeVisible();
});

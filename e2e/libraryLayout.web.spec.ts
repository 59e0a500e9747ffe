/**
 * The Library's scrolling (issue 11, item 16): grid and list scroll inside their own area and
 * the page itself never does (one scrollbar, also with the player bar shown), a page opens at
 * its top whatever the last one was scrolled to, and coming back to the Library puts its list
 * where it was.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { runTask } from './libraryFlow';
import { oneFilePage } from './onePage';
import { useSpecService } from './specService';

const spec = useSpecService('sk-sandbox-layout-e2e-0001', { taskMs: 300 });
// Its page stays open until the spec service's afterAll has put the preview back on the
// Sandbox on it (with Playwright's own page, closed by then, that took a whole app boot).
const test = oneFilePage();

/** How far the page itself can scroll (0 when only the inner area scrolls). */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
  );
}

async function expectOneScrollbar(page: Page, collection: Locator): Promise<void> {
  await expect(collection.locator('[role="gridcell"][data-asset-id]').first()).toBeVisible();
  expect(
    await collection.evaluate((element) => element.scrollHeight > element.clientHeight),
    'the collection scrolls',
  ).toBe(true);
  await expect
    .poll(() => pageOverflow(page), { message: 'the page does not scroll' })
    .toBeLessThanOrEqual(0);
}

test('grid and list scroll in one place; pages open at their top; the Library keeps its scroll position', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await spec.connect(page);
  // Enough rows of its own for the list to scroll 240 px with the player bar shown: a batch
  // folds into one stacked row, so 14 single jobs, plus the song's two tracks.
  await Promise.all([
    ...Array.from({ length: 14 }, (_, index) =>
      runTask(
        page,
        { model: 'image-c-4' },
        { prompt: `layout tile ${index + 1}, a row of windows` },
      ),
    ),
    runTask(
      page,
      { action: 'generate' },
      { custom: true, prompt: 'la la', style: 'folk', title: 'Layout Song', duration: 10 },
    ),
  ]);
  await page.goto('/#/library');
  await page.getByLabel('List view').click();
  const list = page.getByTestId('library-list');
  await expectOneScrollbar(page, list);
  // With the player bar shown too.
  await list.locator('[role="gridcell"][data-kind="audio"]').first().click();
  await expect(page.getByRole('region', { name: 'Audition player' })).toBeVisible();
  await expectOneScrollbar(page, list);
  await page.getByRole('button', { name: 'Close player' }).click();
  await page.getByLabel('Grid view').click();
  await expectOneScrollbar(page, page.getByTestId('library-grid'));
  await page.getByLabel('List view').click();

  // Scrolled down on one page, the next opens at its top (a page seen before renders at once,
  // without a loader that would shrink the document first).
  await page.getByRole('link', { name: /^Catalog/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Catalog' })).toBeVisible();
  await page.getByRole('link', { name: /^Generate/ }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await pageOverflow(page), 'the Generate page is long enough to scroll').toBeGreaterThan(
    100,
  );
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole('link', { name: /^Catalog/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Catalog' })).toBeVisible();
  // Long enough that it could have kept the 400 px.
  await expect.poll(() => pageOverflow(page)).toBeGreaterThan(400);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The Library's list comes back where it was left.
  await page.getByRole('link', { name: /^Library/ }).click();
  await expect(list.locator('[role="gridcell"][data-asset-id]').first()).toBeVisible();
  await list.evaluate((element) => element.scrollTo(0, 240));
  await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBe(240);
  await page.getByRole('link', { name: /^Tasks/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
  await page.getByRole('link', { name: /^Library/ }).click();
  await expect(list.locator('[role="gridcell"][data-asset-id]').first()).toBeVisible();
  await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBe(240);
});

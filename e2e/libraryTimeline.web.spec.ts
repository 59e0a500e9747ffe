/**
 * The Library's date scrubber in Chromium: a preview of its own, seeded with 900 assets over
 * nine months (more than the view's window of 600 holds), is opened at its oldest month by
 * the rail, the oldest asset appears, and scrolling up pages back to newer months.
 *
 * The shared preview's assets are all dated "now": this spec starts a preview of its own
 * (ownPreview.ts) on a data folder bulk-seeded first (bench/seedDatedLibrary.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { oneFilePage } from './onePage';
import { useOwnPreview } from './ownPreview';

// One page for the file's three tests: the seeded app loads once, not once per test.
const test = oneFilePage();

const MONTHS = 9;
const PER_MONTH = 100;
/** bench/seedDatedLibrary.ts's titles (e2e code may not import main's modules it uses). */
const title = (month: number, n: number) =>
  `Sketch 2025-${String(month + 1).padStart(2, '0')} no ${n}`;

useOwnPreview({
  beforeStart: (data) =>
    execFileSync(
      // node with tsx's loader, not `npx tsx` (npm's exec alone costs about 0.8 CPU s).
      process.execPath,
      ['--import', 'tsx', 'bench/seedDatedLibrary.ts', data, String(MONTHS), String(PER_MONTH)],
      { stdio: 'ignore' },
    ),
});

/** Opens the seeded Library (past the welcome if a test before has not) at its newest asset; returns the grid. */
async function openLibrary(page: Page): Promise<Locator> {
  await page.goto('/#/library');
  const welcome = page.getByRole('button', { name: 'Start with the Sandbox' });
  if (await welcome.isVisible()) await welcome.click();
  const grid = page.getByTestId('library-grid');
  await expect(grid.getByText(title(8, 99), { exact: true })).toBeVisible();
  return grid;
}

test('the rail jumps to the oldest month, and scrolling up reaches newer ones', async ({
  page,
}) => {
  await page.goto('/#/library');
  await page.getByRole('button', { name: 'Start with the Sandbox' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const grid = page.getByTestId('library-grid');
  await expect(grid.getByText(title(8, 99), { exact: true })).toBeVisible();
  const rail = page.getByRole('slider', { name: 'Jump to a month' });
  await expect(rail).toHaveAttribute('aria-valuetext', /September 2025 · 100 items/);
  await expect(rail.locator('[data-month]')).toHaveCount(MONTHS);

  // Hover names the month; a click on the last band opens the view at January.
  const january = rail.locator('[data-month="2025-01"]');
  await january.hover();
  await expect(page.getByTestId('timeline-hover')).toHaveText('January 2025 · 100 items');
  await january.click();
  await expect(grid.getByText(title(0, 99), { exact: true })).toBeVisible();
  await expect(rail).toHaveAttribute('aria-valuetext', /January 2025/);
  await grid.evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect(grid.getByText(title(0, 0), { exact: true })).toBeVisible();

  // Scrolling up pages back (pages before the cursor) into newer months.
  await expect(async () => {
    await grid.evaluate((element) => (element.scrollTop = 0));
    await expect(grid.getByText(/^Sketch 2025-04 no /).first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });

  // Keyboard: Home goes to the newest month.
  await rail.focus();
  await page.keyboard.press('Home');
  await expect(grid.getByText(title(8, 99), { exact: true })).toBeVisible();
});

test('scrolling alone reaches the oldest asset and back, in a scroll area that stays the window’s height', async ({
  page,
}) => {
  const grid = await openLibrary(page);
  // The height all 900 would take laid out at once: rows of cards, as the grid draws them.
  const layout = await grid.evaluate((element) => {
    const tops = [...element.querySelectorAll('[data-asset-id]')].map((card) =>
      Math.round(card.getBoundingClientRect().top),
    );
    const rows = [...new Set(tops)].sort((a, b) => a - b);
    return { perRow: tops.filter((top) => top === rows[0]).length, rowHeight: rows[1]! - rows[0]! };
  });
  const wholeLibraryPx = Math.ceil((MONTHS * PER_MONTH) / layout.perRow) * layout.rowHeight;
  let tallest = 0;
  await expect(async () => {
    tallest = Math.max(
      tallest,
      await grid.evaluate(
        (element) => ((element.scrollTop = element.scrollHeight), element.scrollHeight),
      ),
    );
    await expect(grid.getByText(title(0, 0), { exact: true })).toBeVisible({ timeout: 300 });
  }).toPass({ timeout: 30_000 });
  // The window let the newest pages go: the area never held all 900 (600 at most).
  expect(tallest).toBeLessThan(wholeLibraryPx * 0.8);
  await expect(async () => {
    await grid.evaluate((element) => (element.scrollTop = 0));
    await expect(grid.getByText(title(8, 99), { exact: true })).toBeVisible({ timeout: 300 });
  }).toPass({ timeout: 30_000 });
});

test('Ctrl+A selects what is loaded; "Select all matching" takes all 900, and Undo brings a trash of them back', async ({
  page,
}) => {
  const grid = await openLibrary(page);
  const bar = page.getByTestId('selection-bar');
  await grid.getByText(title(8, 99), { exact: true }).click();
  await page.keyboard.press('ControlOrMeta+a');
  // The first pages are loaded, not all 900.
  await expect(bar.getByText(/^\d+ selected$/)).not.toHaveText('900 selected');
  await bar.getByRole('button', { name: 'Select all matching' }).click();
  await expect(bar.getByText('900 selected', { exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Drag out' })).toBeDisabled();
  await expect(bar.getByRole('button', { name: 'Select all matching' })).toHaveCount(0);

  await bar.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText('Moved 900 items to the trash')).toBeVisible();
  await expect(page.getByTestId('library-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(grid.getByText(title(8, 99), { exact: true })).toBeVisible();
  await expect(page.getByText('Moved 900 items to the trash')).toHaveCount(0);
});

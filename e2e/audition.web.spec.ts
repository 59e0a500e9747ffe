/**
 * Audition in Chromium through the web preview: a click on an audio card plays it in the
 * player bar, ArrowRight plays the next track, Space pauses, the bar stays on another page,
 * Enter opens the preview and Space there plays without closing it; in list view a click
 * and ArrowDown do the same. Playback is checked on the <audio> element itself (paused,
 * currentTime advancing), not on the bar's icons.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { runMusic, runTask } from './libraryFlow';
import { useSpecService } from './specService';

const spec = useSpecService('sk-sandbox-audition-e2e-0001', { taskMs: 300 });
const SHOTS = '/tmp/shots-audition';

const audio = (page: Page) => page.getByTestId('audition-audio');
const bar = (page: Page) => page.getByRole('region', { name: 'Audition player' });

async function paused(page: Page): Promise<boolean> {
  return audio(page).evaluate((element: HTMLAudioElement) => element.paused);
}

/** Playing for real: not paused, and the clock moves. */
async function expectPlaying(page: Page): Promise<void> {
  await expect.poll(() => paused(page), { timeout: 15_000 }).toBe(false);
  const start = await audio(page).evaluate((element: HTMLAudioElement) => element.currentTime);
  await expect
    .poll(() => audio(page).evaluate((element: HTMLAudioElement) => element.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(start + 0.2);
}

/** The ids of the rendered items, in the collection's order (each with its kind). */
async function listed(page: Page): Promise<{ id: string; kind: string; title: string }[]> {
  return page.locator('[role="gridcell"][data-asset-id]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      id: node.getAttribute('data-asset-id') ?? '',
      kind: node.getAttribute('data-kind') ?? '',
      title: node.textContent ?? '',
    })),
  );
}

/** An audio item whose next neighbour in the list is audio too (ArrowRight/Down plays it). */
async function adjacentAudio(page: Page): Promise<[string, string]> {
  const items = await listed(page);
  const index = items.findIndex(
    (item, at) => item.kind === 'audio' && items[at + 1]?.kind === 'audio',
  );
  expect(
    index,
    `two adjacent audio items in ${JSON.stringify(items.map((item) => item.kind))}`,
  ).toBeGreaterThanOrEqual(0);
  return [items[index]!.id, items[index + 1]!.id];
}

function cell(page: Page, assetId: string): Locator {
  return page.locator(`[role="gridcell"][data-asset-id="${assetId}"]`);
}

async function titleOf(page: Page, assetId: string): Promise<string> {
  return page.evaluate(
    (id) => window.atelier.library.get({ id }).then((asset) => asset.title),
    assetId,
  );
}

test.describe.configure({ mode: 'serial' });

// One page for both tests: the app boots once, and the spec service puts it back on the
// Sandbox on this page (e2e/specService.ts) instead of booting it again.
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
});
test.afterAll(async () => {
  await page.close();
});

test('audition with mouse and keyboard: click plays, arrows step, Space pauses, the bar stays, the preview keeps Space', async () => {
  test.setTimeout(240_000);
  await page.goto('/');
  await spec.connect(page);
  await Promise.all([
    runMusic(page, 'generate', {
      custom: true,
      prompt: 'la la la',
      style: 'folk',
      title: 'Audition One',
      duration: 20,
    }),
    runMusic(page, 'generate', {
      custom: true,
      prompt: 'do re mi',
      style: 'synth pop',
      title: 'Audition Two',
      duration: 20,
    }),
  ]);
  await page.goto('/#/library');
  await page.getByLabel('Search the library').fill('Audition');
  await expect(page.locator('[role="gridcell"][data-kind="audio"]')).toHaveCount(4);
  const [first, second] = await adjacentAudio(page);

  // One click: selected and playing in the bar.
  await expect(bar(page)).toHaveCount(0);
  await cell(page, first).click();
  await expect(cell(page, first)).toHaveAttribute('aria-selected', 'true');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByTestId('audition-title')).toHaveText(await titleOf(page, first));
  await expectPlaying(page);
  mkdirSync(SHOTS, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/library-grid-bar-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // ArrowRight: the next item is selected and plays.
  await page.keyboard.press('ArrowRight');
  await expect(bar(page).getByTestId('audition-bar')).toHaveAttribute('data-asset-id', second);
  await expect(cell(page, second)).toHaveAttribute('aria-selected', 'true');
  await expect(bar(page).getByTestId('audition-title')).toHaveText(await titleOf(page, second));
  await expectPlaying(page);

  // Space pauses, and again plays.
  await page.keyboard.press('Space');
  await expect.poll(() => paused(page)).toBe(true);
  await expect(bar(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expectPlaying(page);

  // Another page: the bar and the music go on.
  await page.getByRole('link', { name: /^Tasks/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
  await expect(bar(page).getByTestId('audition-bar')).toHaveAttribute('data-asset-id', second);
  await expectPlaying(page);
  // The bar's own buttons: previous goes back to the first track.
  await bar(page).getByRole('button', { name: 'Previous track' }).click();
  await expect(bar(page).getByTestId('audition-bar')).toHaveAttribute('data-asset-id', first);
  await expectPlaying(page);

  // Back in the library the focus is on the playing track; Enter opens its preview.
  await page.getByRole('link', { name: /^Library/ }).click();
  await page.getByLabel('Search the library').fill('Audition');
  await expect(cell(page, first)).toHaveAttribute('data-focused', 'true');
  await page.getByTestId('library-grid').focus();
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog').filter({ has: page.getByTestId('asset-preview') });
  await expect(preview).toBeVisible();
  await expect(page.getByTestId('asset-preview')).toHaveAttribute('data-asset-id', first);
  await expect.poll(() => paused(page)).toBe(true);
  await expect(page.getByTestId('waveform')).toHaveAttribute('data-ready', 'true', {
    timeout: 30_000,
  });

  // Space with the focus on the drawer's close button: the preview plays and stays open.
  await preview.locator('.mantine-Drawer-close').focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('play-toggle')).toHaveAttribute('aria-label', 'Pause');
  await page.waitForTimeout(500);
  await expect(preview).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('play-toggle')).toHaveAttribute('aria-label', 'Play');
  await expect(preview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The drawer gives the focus back to the grid, where Space resumes the bar.
  await expect(page.getByTestId('library-grid')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(bar(page).getByTestId('audition-bar')).toHaveAttribute('data-asset-id', first);
  await expectPlaying(page);
});

test('audition in list view: a click on a row plays it, ArrowDown plays the next', async () => {
  // As a fresh page has it: no player open (the first test leaves its track playing).
  await bar(page).getByRole('button', { name: 'Close player' }).click();
  await expect(bar(page)).toHaveCount(0);
  await page.goto('/#/library');
  await page.getByLabel('List view').click();
  await expect(page.getByTestId('library-list')).toBeVisible();
  await page.getByLabel('Search the library').fill('Audition');
  await expect(page.locator('[role="gridcell"][data-kind="audio"]')).toHaveCount(4);
  const [first, second] = await adjacentAudio(page);
  await cell(page, first).click();
  await expect(bar(page).getByTestId('audition-bar')).toHaveAttribute('data-asset-id', first);
  await expectPlaying(page);
  // A notification shows above the bar, not over it.
  const finished = await runTask(page, { model: 'image-a' }, { prompt: 'a note above the bar' });
  const notice = page.getByTestId('task-notification').filter({ hasText: 'a note above the bar' });
  await expect(notice).toBeVisible();
  const [noticeBox, barBox] = [await notice.boundingBox(), await bar(page).boundingBox()];
  expect(
    noticeBox!.y + noticeBox!.height,
    `notification of ${finished.id} above the bar`,
  ).toBeLessThanOrEqual(barBox!.y);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/library-list-bar-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('ArrowDown');
  await expect(bar(page).getByTestId('audition-bar')).toHaveAttribute('data-asset-id', second);
  await expectPlaying(page);
  await bar(page).getByRole('button', { name: 'Close player' }).click();
  await expect(bar(page)).toHaveCount(0);
  expect(await paused(page)).toBe(true);
  await page.getByLabel('Grid view').click();
});

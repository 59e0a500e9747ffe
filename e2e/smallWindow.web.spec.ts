/**
 * Every page in the smallest window the app allows (960×640, issue 19 part 9): the sidebar
 * is icons only yet names every page, search is a click away, nothing scrolls sideways, the
 * Library toolbar keeps to two rows, and on Generate the price and Submit are in sight
 * without scrolling, however long the model's form, and Submit still sends the job.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openGenerate, submissionCount } from './generateHelpers';

const WIDTH = 960;
const HEIGHT = 640;
const PAGES = [
  { hash: '#/generate', heading: 'Generate' },
  { hash: '#/tasks', heading: 'Tasks' },
  { hash: '#/library', heading: 'Library' },
  { hash: '#/catalog', heading: 'Catalog' },
  { hash: '#/spending', heading: 'Spending' },
  { hash: '#/settings', heading: 'Settings' },
];
const LINKS = ['Generate', 'Tasks', 'Library', 'Catalog', 'Spending', 'Settings'];

test.use({ viewport: { width: WIDTH, height: HEIGHT } });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.removeItem('atelier.navbar');
    return window.atelier.account.useSandbox();
  });
});

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box (not rendered)');
  return found;
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Inside the window as it is, without scrolling the page (unless `scrolled` allows the page to have scrolled itself). */
async function expectInView(page: Page, locator: Locator, scrolled = false): Promise<void> {
  await expect(locator).toBeVisible();
  if (!scrolled) expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const found = await box(locator);
  expect(found.y).toBeGreaterThanOrEqual(0);
  expect(found.y + found.height).toBeLessThanOrEqual(HEIGHT);
  expect(found.x + found.width).toBeLessThanOrEqual(WIDTH);
}

test('each page: a narrow sidebar that names every page, search one click away, no sideways scroll', async ({ page }) => {
  for (const { hash, heading } of PAGES) {
    await page.goto(`/${hash}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    const navbar = page.getByLabel('Main navigation');
    expect((await box(navbar)).width, `sidebar width on ${heading}`).toBeLessThanOrEqual(80);
    const navigation = page.getByRole('navigation');
    for (const label of LINKS) {
      await expectInView(page, navigation.getByRole('link', { name: label, exact: true }));
    }
    await page.getByRole('button', { name: 'Search or run…' }).click();
    await expect(page.getByRole('textbox', { name: 'Search commands, assets and tasks' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('textbox', { name: 'Search commands, assets and tasks' })).toBeHidden();
    expect(await horizontalOverflow(page), `horizontal overflow on ${heading}`).toBeLessThanOrEqual(0);
  }
  // A compact link still goes where its name says.
  await page.getByRole('navigation').getByRole('link', { name: 'Library', exact: true }).click();
  await expect(page).toHaveURL(/#\/library$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Library', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('the sidebar toggle widens and narrows it, and the choice is remembered', async ({ page }) => {
  await page.goto('/#/tasks');
  const navbar = page.getByLabel('Main navigation');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(async () => (await box(navbar)).width).toBeGreaterThanOrEqual(200);
  await expect(page.getByRole('navigation').getByRole('link', { name: /^Library/ })).toContainText('Everything you have made');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
  expect((await box(navbar)).width).toBeGreaterThanOrEqual(200);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(async () => (await box(navbar)).width).toBeLessThanOrEqual(80);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
  expect((await box(navbar)).width).toBeLessThanOrEqual(80);
});

test('Generate: the price and Submit are in sight without scrolling for long forms too', async ({ page }) => {
  for (const query of ['model=image-a', 'model=video-a-v3', 'model=video-a-v3-omni', 'action=generate', 'action=mashup', 'action=add-vocals']) {
    await openGenerate(page, query);
    await page.evaluate(() => window.scrollTo(0, 0));
    const submit = page.getByRole('form').getByRole('button', { name: /^(Submit|Review and submit)$/ });
    await expectInView(page, submit);
    const price = page.getByTestId('submit-bar-price');
    await expect(price).toContainText(/credits|Cost unknown/);
    await expectInView(page, price);
    await expectInView(page, page.getByRole('textbox', { name: 'Variations' }));
    expect(await horizontalOverflow(page), `horizontal overflow on ${query}`).toBeLessThanOrEqual(0);
  }
});

test('Generate: Submit in the action bar sends one sandbox job, and its note is in sight', async ({ page }) => {
  await openGenerate(page, 'model=image-a');
  const before = await submissionCount(page);
  await page.getByRole('form').getByRole('textbox', { name: 'Prompt' }).fill('a small window, a lighthouse');
  await expect(page.getByTestId('submit-bar-price')).toContainText('24 credits');
  await page.getByRole('form').getByRole('button', { name: /^(Submit|Review and submit)$/ }).click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible({ timeout: 2000 }).catch(() => false)) {
    await dialog.getByRole('button', { name: /submit/i }).click();
  }
  await expect(page.getByTestId('submitted')).toBeVisible();
  // The page brings the note into sight itself (the side column sits under the model picker).
  await expect.poll(async () => { const note = await box(page.getByTestId('submitted')); return note.y + note.height; }).toBeLessThanOrEqual(HEIGHT);
  await expectInView(page, page.getByTestId('submitted'), true);
  expect(await submissionCount(page)).toBe(before + 1);
});

test('Library: the toolbar keeps to two rows, with the sidebar narrow or widened', async ({ page }) => {
  await page.goto('/#/library');
  const search = page.getByRole('textbox', { name: 'Search the library' });
  await expect(search).toBeVisible();
  const toolbar = page.getByTestId('library-search').locator('xpath=ancestor::div[contains(@class, "mantine-Group-root")][1]');
  const row = (await box(search)).height;
  for (const toggle of [null, 'Expand sidebar']) {
    if (toggle) await page.getByRole('button', { name: toggle }).click();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    // Two rows of controls and the gap between them.
    expect((await box(toolbar)).height).toBeLessThanOrEqual(row * 2 + 16);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }
});

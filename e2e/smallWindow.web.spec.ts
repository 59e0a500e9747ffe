/**
 * Every page in the smallest window the app allows (960×640, issue 19 part 9): the sidebar
 * is icons only yet names every page, search is a click away, nothing scrolls sideways, the
 * Library toolbar keeps to two rows, and on Generate the price and Submit are in sight
 * without scrolling, however long the model's form, and Submit still sends the job. On a
 * song's page nothing scrolls sideways either, and every version's priced actions can be
 * scrolled to, whole, in its inspector.
 */
import { expect, test as freshPageTest, type Locator, type Page } from '@playwright/test';
import { openGenerate, submissionCount } from './generateHelpers';
import { runMusic } from './libraryFlow';
import { oneFilePage } from './onePage';

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

// One page for the file (the app boots once), opened as a new user's window: no sidebar
// choice stored yet, on the Sandbox.
const test = oneFilePage(async (page) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.removeItem('atelier.navbar');
    return window.atelier.account.useSandbox();
  });
});
test.use({ viewport: { width: WIDTH, height: HEIGHT } });

// Each test starts with the sidebar at its default here, narrow: a test that widened it
// narrows it again for the next one.
test.afterEach(async ({ page }) => {
  const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
  if (await collapse.isVisible()) await collapse.click();
});

async function box(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
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

test('each page: a narrow sidebar that names every page, search one click away, no sideways scroll', async ({
  page,
}) => {
  // Six pages, each loaded for the first time on this page: more than a minute on a busy machine.
  test.setTimeout(120_000);
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
    await expect(
      page.getByRole('textbox', { name: 'Search commands, assets and tasks' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('textbox', { name: 'Search commands, assets and tasks' }),
    ).toBeHidden();
    expect(await horizontalOverflow(page), `horizontal overflow on ${heading}`).toBeLessThanOrEqual(
      0,
    );
  }
  // A compact link still goes where its name says.
  await page.getByRole('navigation').getByRole('link', { name: 'Library', exact: true }).click();
  await expect(page).toHaveURL(/#\/library$/);
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Library', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the sidebar toggle widens and narrows it, and the choice is remembered', async ({ page }) => {
  await page.goto('/#/tasks');
  const navbar = page.getByLabel('Main navigation');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(async () => (await box(navbar)).width).toBeGreaterThanOrEqual(200);
  await expect(page.getByRole('navigation').getByRole('link', { name: /^Library/ })).toContainText(
    'Everything you have made',
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
  expect((await box(navbar)).width).toBeGreaterThanOrEqual(200);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(async () => (await box(navbar)).width).toBeLessThanOrEqual(80);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
  expect((await box(navbar)).width).toBeLessThanOrEqual(80);
});

test('Generate: the price and Submit are in sight without scrolling for long forms too', async ({
  page,
}) => {
  for (const query of [
    'model=image-a',
    'model=video-a-v3',
    'model=video-a-v3-omni',
    'action=generate',
    'action=mashup',
    'action=add-vocals',
  ]) {
    await openGenerate(page, query);
    await page.evaluate(() => window.scrollTo(0, 0));
    const submit = page
      .getByRole('form')
      .getByRole('button', { name: /^(Submit|Review and submit)$/ });
    await expectInView(page, submit);
    const price = page.getByTestId('submit-bar-price');
    await expect(price).toContainText(/credits|Cost unknown/);
    await expectInView(page, price);
    await expectInView(page, page.getByRole('textbox', { name: 'Variations' }));
    expect(await horizontalOverflow(page), `horizontal overflow on ${query}`).toBeLessThanOrEqual(
      0,
    );
  }
});

test('Generate: the prompt grows with its text from 4 lines to 14, then scrolls; no hidden measuring copy', async ({
  page,
}) => {
  await openGenerate(page, 'model=image-a');
  const prompt = page.getByRole('form').getByRole('textbox', { name: 'Prompt' });
  const lines = (count: number) =>
    Array.from({ length: count }, (_, index) => `line ${index + 1}`).join('\n');
  const lineHeight = await prompt.evaluate((field) =>
    parseFloat(getComputedStyle(field).lineHeight),
  );
  await prompt.fill('');
  const empty = (await box(prompt)).height;
  await prompt.fill(lines(8));
  expect(Math.abs((await box(prompt)).height - empty - 4 * lineHeight)).toBeLessThan(2);
  await prompt.fill(lines(30));
  expect(Math.abs((await box(prompt)).height - empty - 10 * lineHeight)).toBeLessThan(2);
  expect(await prompt.evaluate((field) => field.scrollHeight > field.clientHeight)).toBe(true);
  // The browser sizes the field (field-sizing): Mantine's autosize measured a hidden copy of
  // it, with a forced layout after every render.
  await expect(page.locator('textarea[aria-label="autosize measurement"]')).toHaveCount(0);
  await prompt.fill('');
});

test('Generate: Submit in the action bar sends one sandbox job, and its note is in sight', async ({
  page,
}) => {
  await openGenerate(page, 'model=image-a');
  const before = await submissionCount(page);
  await page
    .getByRole('form')
    .getByRole('textbox', { name: 'Prompt' })
    .fill('a small window, a lighthouse');
  await expect(page.getByTestId('submit-bar-price')).toContainText('24 credits');
  await page
    .getByRole('form')
    .getByRole('button', { name: /^(Submit|Review and submit)$/ })
    .click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible({ timeout: 2000 }).catch(() => false)) {
    await dialog.getByRole('button', { name: /submit/i }).click();
  }
  await expect(page.getByTestId('submitted')).toBeVisible();
  // The page brings the note into sight itself (the side column sits under the model picker).
  await expect
    .poll(async () => {
      const note = await box(page.getByTestId('submitted'));
      return note.y + note.height;
    })
    .toBeLessThanOrEqual(HEIGHT);
  await expectInView(page, page.getByTestId('submitted'), true);
  expect(await submissionCount(page)).toBe(before + 1);
});

test('Library: the toolbar keeps to two rows, with the sidebar narrow or widened', async ({
  page,
}) => {
  await page.goto('/#/library');
  const search = page.getByRole('textbox', { name: 'Search the library' });
  await expect(search).toBeVisible();
  const toolbar = page
    .getByTestId('library-search')
    .locator('xpath=ancestor::div[contains(@class, "mantine-Group-root")][1]');
  const row = (await box(search)).height;
  for (const toggle of [null, 'Expand sidebar']) {
    if (toggle) await page.getByRole('button', { name: toggle }).click();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    // Two rows of controls and the gap between them.
    expect((await box(toolbar)).height).toBeLessThanOrEqual(row * 2 + 16);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }
});

/** Scrolled into view, then wholly inside the window and inside its scroll area (not clipped), its label not cut short. */
async function expectReachable(page: Page, locator: Locator, name: string): Promise<void> {
  await expect(locator, name).toBeVisible();
  // As a user scrolls to it: wholly into view (Playwright's own scrolling stops at partly visible).
  await locator.evaluate((element) =>
    element.scrollIntoView({ block: 'center', inline: 'nearest' }),
  );
  const found = await box(locator);
  expect(found.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
  expect(found.y, `${name}: top edge`).toBeGreaterThanOrEqual(0);
  expect(found.x + found.width, `${name}: right edge`).toBeLessThanOrEqual(WIDTH);
  expect(found.y + found.height, `${name}: bottom edge`).toBeLessThanOrEqual(HEIGHT);
  const clipped = await locator.evaluate((element) => {
    const own = element.getBoundingClientRect();
    // Any ancestor that clips (a scroll area's viewport) must hold the whole control.
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const overflow = getComputedStyle(parent).overflowX;
      if (overflow === 'visible') continue;
      // Wider content in a box a person cannot scroll is out of reach (script can still scroll it).
      if (
        parent.scrollWidth > parent.clientWidth + 1 &&
        overflow !== 'auto' &&
        overflow !== 'scroll'
      )
        return `out of reach in ${parent.className || parent.tagName} (overflow ${overflow})`;
      const frame = parent.getBoundingClientRect();
      if (own.left < frame.left - 0.5 || own.right > frame.right + 0.5)
        return `clipped by ${parent.className || parent.tagName}`;
    }
    const label = element.querySelector('.mantine-Button-label') ?? element;
    return label.scrollWidth > label.clientWidth + 1 ? 'label cut short' : null;
  });
  expect(clipped, name).toBeNull();
}

// A page of its own: opened on the shared page after the other pages, the Song page stayed
// on its bare heading (no song, no loader) under a loaded machine; a fresh page, as before.
freshPageTest(
  'Song page: no sideways scroll, every version’s priced actions reachable and whole in its inspector, the sidebar narrow',
  async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await page.evaluate(() => window.atelier.account.useSandbox());
    // A song with a take's extension: four versions as lanes on one axis, which must fit the
    // window's width; each version's priced actions are in the one inspector when it is chosen.
    const song = await runMusic(page, 'generate', {
      custom: true,
      prompt: '[Verse]\nA small window',
      style: 'warm folk',
      title: 'Small Window Song',
      duration: 20,
    });
    // A 10 s continuation (without `duration` the sandbox makes 30–90 s per take to render).
    await runMusic(page, 'extend', {
      task_id: song.taskId,
      audio_index: 1,
      continue_at: 10,
      duration: 10,
    });
    await page.goto(`/#/song?task=${song.taskId}`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Song: Small Window Song' }),
    ).toBeVisible();
    const lanes = page.getByTestId('song-timeline').getByTestId('song-lane');
    await expect(lanes).toHaveCount(4);
    expect((await box(page.getByLabel('Main navigation'))).width).toBeLessThanOrEqual(80);
    expect(
      await horizontalOverflow(page),
      'horizontal overflow on the Song page',
    ).toBeLessThanOrEqual(0);
    const inspector = page.getByTestId('song-inspector');
    for (const lane of await lanes.all()) {
      const heading = (await lane.getAttribute('data-lane-key')) ?? 'a lane';
      await lane.click();
      await expect(inspector).toHaveAttribute(
        'data-lane-key',
        (await lane.getAttribute('data-lane-key')) ?? '',
      );
      await expect(lane.getByTestId('lane-length')).toHaveText(/^\d+:\d\d$/);
      const priced = inspector.getByRole('button', { name: /· \d+ cr$/ });
      // Extend, Cover, Remaster, stems, DAW pack and both fades on every take; the extension also offers the whole song.
      await expect(inspector.getByRole('button', { name: /^DAW pack · \d+ cr$/ })).toBeVisible();
      // Each price is asked when the version is chosen: wait until they are all in.
      await expect
        .poll(() => priced.count(), { message: `priced actions on ${heading}` })
        .toBeGreaterThanOrEqual(6);
      await expect(inspector.getByRole('button', { name: /· …$/ })).toHaveCount(0);
      for (const action of await priced.all())
        await expectReachable(page, action, `${heading}: ${await action.textContent()}`);
      expect(
        await horizontalOverflow(page),
        `horizontal overflow after reaching ${heading}`,
      ).toBeLessThanOrEqual(0);
    }
    await lanes.nth(3).click();
    await expect(
      inspector.getByRole('button', { name: /^Get the whole song · \d+ cr$/ }),
    ).toBeVisible();
  },
);

/**
 * Issue 22 item 1, as a new user meets it: after a song is extended and joined and an image
 * is made in three variations, every card and row leads with the song or prompt name and
 * then says which version it is ("Neon Drive — extended from 0:05", "— full song",
 * "— variation 2 of 3"); a long name is cut in its middle, never its version; the card's "…"
 * menu stays inside the card and offers Rename, in the grid as in the list.
 * Screenshots of the grid and list, light and dark, at 1440×900 and 960×640.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { runMusic, runTask } from './libraryFlow';
import { shootLightAndDark } from './lightAndDark';
import { oneFilePage } from './onePage';

// One page for the file: the app boots once, and each test starts from where it is.
const test = oneFilePage((page) => page.goto('/').then(() => undefined));

const PROMPT =
  'a lighthouse on a cliff above the northern sea at dusk, with gulls circling the lamp room, titles e2e';
const SHOTS = 'test-results/screenshots/titles';

async function submitVariations(page: Page): Promise<void> {
  const result = await page.evaluate(
    (prompt) =>
      window.atelier.tasks.submitVariations({
        target: { model: 'image-a' },
        body: { prompt },
        count: 3,
        confirmedCredits: null,
      }),
    PROMPT,
  );
  expect(result.submissions.map((view) => view.state)).toEqual([
    'accepted',
    'accepted',
    'accepted',
  ]);
}

/** The menu button lies wholly inside its card (never pushed out of view by a long title). */
async function expectMenuInside(card: Locator): Promise<void> {
  const box = (await card.boundingBox())!;
  const menu = (await card.getByRole('button', { name: /^Actions for / }).boundingBox())!;
  expect(menu.x).toBeGreaterThanOrEqual(box.x);
  expect(menu.x + menu.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
}

/** A cut title uses the room it has (within a character or two), and never is cut with room to spare. */
async function expectFillsItsRoom(title: Locator): Promise<void> {
  const { cut, shownWidth, room } = await title.evaluate((element) => {
    const shown = element.querySelector('[data-shown-title]') as HTMLElement;
    const range = document.createRange();
    range.selectNodeContents(shown);
    return {
      cut: shown.dataset['shownTitle'] !== element.dataset['fullTitle'],
      shownWidth: range.getBoundingClientRect().width,
      room: element.clientWidth,
    };
  });
  if (cut) expect(shownWidth).toBeGreaterThan(room - 24);
  expect(shownWidth).toBeLessThanOrEqual(room + 0.5);
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search the library' }).fill(text);
}

/**
 * Wait until the view shows only this spec's variations: the search applies a moment after it
 * is typed, and the worker's library also holds other specs' stacks (the batch spec's kites
 * fold into a "Show 3 variations" stack too).
 */
async function expectOnlyVariations(view: Locator): Promise<void> {
  await expect
    .poll(() =>
      view
        .locator('[data-full-title]')
        .evaluateAll(
          (titles) =>
            titles.length > 0 &&
            titles.every((title) =>
              (title as HTMLElement).dataset['fullTitle']!.includes('titles e2e'),
            ),
        ),
    )
    .toBe(true);
}

test('titles say what a thing is, keep the version when cut, and the grid menu renames', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: 'neon lights on the road',
    style: 'synthwave',
    title: 'Neon Drive',
    duration: 10,
  });
  const extended = await runMusic(page, 'extend', {
    task_id: song.taskId,
    audio_index: 1,
    continue_at: 5,
    custom: true,
    prompt: 'and on we go',
    style: 'synthwave',
    // 10 s per take (without it the sandbox makes 30–90 s to render, and again for the join).
    duration: 10,
  });
  await runMusic(page, 'concat', { task_id: extended.taskId, audio_index: 1 });
  await submitVariations(page);
  await expect
    .poll(
      async () =>
        (
          await page.evaluate(
            (text) => window.atelier.library.list({ text, kinds: ['image'], limit: 50 }),
            'titles e2e',
          )
        ).items.length,
      { timeout: 60_000 },
    )
    .toBe(3);

  // The library's own titles, by the one rule.
  const titles = (
    await page.evaluate(() => window.atelier.library.list({ text: 'Neon Drive', limit: 50 }))
  ).items
    .filter((item) => item.kind === 'audio')
    .map((item) => item.title);
  expect(titles).toEqual(
    expect.arrayContaining([
      'Neon Drive — take 1',
      'Neon Drive — extended from 0:05, take 1',
      'Neon Drive — full song',
    ]),
  );
  expect(titles.join('\n')).not.toMatch(/\(extended|\(full song\)|\(1\)/u);

  await page.goto('/#/library');
  await page.getByLabel('Grid view').click();
  await search(page, 'titles e2e');
  const grid = page.getByTestId('library-grid');
  await expectOnlyVariations(grid);
  // Three variations fold into one stack: open it to see each.
  await grid.getByRole('button', { name: 'Show 3 variations' }).click();
  const cards = grid.locator('[role="gridcell"][data-kind="image"]');
  await expect(cards).toHaveCount(3);
  const shown = await cards
    .getByTestId('title-text')
    .locator('[data-shown-title]')
    .evaluateAll((spans) => spans.map((span) => span.getAttribute('data-shown-title') ?? ''));
  // Cut in the middle of the name ("…"), the version whole, each card told apart.
  expect(new Set(shown).size).toBe(3);
  for (const [index, text] of [...shown].sort().entries()) {
    expect(text).toMatch(/^a lighthouse.*….*e2e — /u);
    expect(text.endsWith(`— variation ${index + 1} of 3`)).toBe(true);
  }
  // On a card the version has a line of its own under the name, whole.
  expect((await cards.getByTestId('title-version').allTextContents()).sort()).toEqual([
    'variation 1 of 3',
    'variation 2 of 3',
    'variation 3 of 3',
  ]);
  // The full title is the tooltip and what a screen reader reads.
  await expect(cards.first().getByTestId('title-text')).toHaveAttribute(
    'title',
    new RegExp(`^${PROMPT} — variation \\d of 3$`, 'u'),
  );
  for (const card of await cards.all()) {
    await expectMenuInside(card);
    await expectFillsItsRoom(card.getByTestId('title-text'));
  }
  await shootLightAndDark(page, SHOTS, 'grid-variations-1440');

  // The song's versions, in the grid, named after the song.
  await search(page, 'Neon Drive');
  await expect(grid.locator('[data-full-title="Neon Drive — take 2"]')).toBeVisible();
  await grid.getByRole('button', { name: 'Show 3 versions' }).click();
  await expect(grid.locator('[data-full-title="Neon Drive — full song"]')).toHaveCount(1);
  await expect(
    grid.locator('[data-full-title="Neon Drive — extended from 0:05, take 1"]'),
  ).toHaveCount(1);
  await shootLightAndDark(page, SHOTS, 'grid-song-1440');

  // Rename from the grid's "…" menu: the field takes the title, Enter saves it.
  const fullId = await grid
    .locator('[role="gridcell"][data-asset-id]')
    .filter({ has: page.locator('[data-full-title="Neon Drive — full song"]') })
    .getAttribute('data-asset-id');
  const full = grid.locator(`[role="gridcell"][data-asset-id="${fullId}"]`);
  await full.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const field = full.getByRole('textbox', { name: 'New title' });
  await expect(field).toBeFocused();
  await field.fill('Neon Drive — the long night mix');
  await field.press('Enter');
  await expect(full.getByTestId('title-text')).toHaveAttribute(
    'title',
    'Neon Drive — the long night mix',
  );

  // The list: the same titles, the same menu at the row's end.
  await page.getByLabel('List view').click();
  await search(page, 'titles e2e');
  const list = page.getByTestId('library-list');
  await expectOnlyVariations(list);
  const rows = list.locator('[role="gridcell"][data-kind="image"]');
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) {
    await expectMenuInside(row);
    await expectFillsItsRoom(row.getByTestId('title-text'));
  }
  await expect(rows.first().getByTestId('title-text')).toHaveAttribute(
    'data-full-title',
    /— variation \d of 3$/u,
  );
  await shootLightAndDark(page, SHOTS, 'list-variations-1440');

  // A small window: still cut in the middle, the menu still in the card.
  await page.setViewportSize({ width: 960, height: 640 });
  await page.getByLabel('Grid view').click();
  const small = grid.locator('[role="gridcell"][data-kind="image"]');
  await expect(small).toHaveCount(3);
  for (const card of await small.all()) {
    await expectMenuInside(card);
    await expect(card.getByTestId('title-text').locator('[data-shown-title]')).toHaveAttribute(
      'data-shown-title',
      /— variation \d of 3$/u,
    );
  }
  await shootLightAndDark(page, SHOTS, 'grid-variations-960');
  await page.getByLabel('List view').click();
  await shootLightAndDark(page, SHOTS, 'list-variations-960');
});

test('MIDI note data is shown as notes, not as a second MIDI file', async ({ page }) => {
  test.setTimeout(120_000);
  // The window a fresh page has (the test before this one ended in a small window).
  await page.setViewportSize({ width: 1280, height: 720 });
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: 'piano by the window',
    style: 'piano',
    title: 'Window Song',
    duration: 10,
  });
  await runTask(page, { action: 'midi' }, { task_id: song.taskId, audio_index: 1 });
  await page.goto('/#/library');
  await page.getByLabel('List view').click();
  await search(page, 'Window Song');
  const list = page.getByTestId('library-list');
  // The suite's preview is shared: other specs' songs may have MIDI stacks of their own.
  const toggle = list
    .getByRole('row', { name: 'Select Window Song — MIDI' })
    .getByTestId('stack-toggle');
  await expect(toggle).toHaveText(/1 MIDI file \+ notes/iu);
  await toggle.click();
  await expect(list.getByText('Notes (JSON)', { exact: true })).toHaveCount(1);
  await expect(
    list.getByTestId('title-text').filter({ hasText: 'Window Song — notes (JSON)' }),
  ).toHaveCount(1);
});

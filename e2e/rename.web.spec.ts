/**
 * Renaming from the "…" menu, as the tour found it broken: the field must hold the title,
 * have the focus, and keep Ctrl+A to itself (not select the whole grid); Enter saves.
 */
import { expect } from '@playwright/test';
import { runMusic } from './libraryFlow';
import { oneFilePage } from './onePage';
import { useSpecService } from './specService';

// The spec's own sandbox with short task times (the app's Sandbox takes 10-25 s a song).
const spec = useSpecService('sk-sandbox-rename-e2e-0001', { taskMs: 300 });
// Its page stays open until the spec service's afterAll has put the preview back on the
// Sandbox on it (with Playwright's own page, closed by then, that took a whole app boot).
const test = oneFilePage();

test('rename from the … menu: the field holds the title, focused; Ctrl+A selects its text; Enter saves', async ({
  page,
}) => {
  await page.goto('/');
  await spec.connect(page);
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: 'paper boats',
    style: 'indie',
    title: 'Paper Boats',
    duration: 10,
  });
  const track = (
    await page.evaluate(() => window.atelier.library.list({ kinds: ['audio'], limit: 500 }))
  ).items.find((item) => song.assetIds.includes(item.id))!;

  await page.goto('/#/library');
  await page.getByRole('textbox', { name: 'Search the library' }).fill('Paper Boats');
  await page.locator('label', { has: page.getByLabel('List view') }).click();
  await page
    .locator(`[data-asset-id="${track.id}"]`)
    .getByRole('button', { name: `Actions for ${track.title}` })
    .click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const field = page.getByRole('textbox', { name: 'New title' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(track.title);
  await page.keyboard.press('ControlOrMeta+A');
  await expect(page.getByText(/\d+ selected/)).toHaveCount(0);
  await page.keyboard.type('Paper Boats (keeper)');
  await page.keyboard.press('Enter');
  await expect(field).toHaveCount(0);
  await expect
    .poll(
      async () => (await page.evaluate((id) => window.atelier.library.get({ id }), track.id)).title,
    )
    .toBe('Paper Boats (keeper)');
});

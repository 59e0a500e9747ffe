/**
 * Collections end to end in Chromium through the web preview (issue 23 part 5): make a
 * collection from the toolbar, add two assets to it from the selection bar, show it as the
 * Library's filter, remove one, and export it as an archive that holds exactly what is left.
 * The preview is shared with other specs: this one finds its assets by its own prompt.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openZip } from '../src/main/exports/zipReader';
import { shootLightAndDark } from './lightAndDark';
import { runTask } from './libraryFlow';

const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = 'test-results/collections';
const imageOf = (page: Page, ids: string[]) =>
  page.evaluate(
    async (ids) =>
      (await Promise.all(ids.map((id) => window.atelier.library.get({ id })))).find(
        (asset) => asset.kind === 'image',
      )!.id,
    ids,
  );
const card = (page: Page, id: string) => page.locator(`[data-asset-id="${id}"][role="gridcell"]`);

test('make a collection, add two assets from the selection, filter by it, remove one, export it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const stamp = Date.now().toString(36);
  const prompt = `harbour kite collection ${stamp}`;
  const images: string[] = [];
  for (const index of [1, 2, 3]) {
    const made = await runTask(page, { model: 'image-a' }, { prompt: `${prompt} ${index}` });
    // A task keeps its status record as data too: the image is the card.
    images.push(await imageOf(page, made.assetIds));
  }
  const [first, second, third] = images;
  const name = `Harbour ${stamp}`;

  await page.goto('/#/library');
  await page.getByTestId('library-search').fill(prompt);
  await expect(card(page, third!)).toBeVisible();

  // A new collection from the toolbar; a blank name says its rule and makes nothing.
  const picker = page.getByTestId('collection-picker');
  await expect(picker).toHaveText('All items');
  await picker.click();
  await page.getByRole('menuitem', { name: 'New collection…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New collection' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Name: give the collection a name.')).toBeVisible();
  await dialog.getByTestId('collection-name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  // Made and shown at once: empty, with what to do next.
  await expect(picker).toHaveText(`${name} (0)`);
  await expect(page.getByTestId('library-empty')).toContainText(`“${name}” is empty`);
  await shootLightAndDark(page, SHOTS, 'empty-collection');

  // Back to everything; select two of the three and add them.
  await picker.click();
  await page.getByRole('menuitem', { name: 'All items' }).click();
  await card(page, first!).click();
  await card(page, second!).click({ modifiers: ['ControlOrMeta'] });
  await expect(page.getByTestId('selection-bar')).toContainText('2 selected');
  await page.getByTestId('collection-selection').click();
  await page.getByRole('menuitem', { name, exact: true }).click();
  await expect(page.getByText(`Added 2 items to “${name}”`)).toBeVisible();
  await page.setViewportSize({ width: 960, height: 640 });
  await shootLightAndDark(page, SHOTS, 'selection-bar-960');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The collection as the Library's filter: exactly those two.
  await picker.click();
  await page.getByRole('menuitem', { name: `${name} (2)` }).click();
  await expect(card(page, first!)).toBeVisible();
  await expect(card(page, second!)).toBeVisible();
  await expect(card(page, third!)).toHaveCount(0);
  await shootLightAndDark(page, SHOTS, 'collection-filter');

  // Remove one: it leaves the collection, not the library.
  await card(page, first!).click();
  await page.getByTestId('collection-selection').click();
  await page.getByRole('menuitem', { name: `Remove from “${name}”` }).click();
  await expect(page.getByText(`Removed 1 item from “${name}”`)).toBeVisible();
  await expect(card(page, first!)).toHaveCount(0);
  await expect(card(page, second!)).toBeVisible();
  await expect(picker).toHaveText(`${name} (1)`);
  expect(await page.evaluate((id) => window.atelier.library.get({ id }), first!)).toMatchObject({
    id: first,
    trashedAt: null,
  });

  // Export it as an archive: the zip holds exactly the one asset left.
  const before = await page.locator('[data-export-path]').count();
  await picker.click();
  await shootLightAndDark(page, SHOTS, 'collection-menu');
  await page.getByRole('menuitem', { name: 'Export as archive…' }).click();
  await expect
    .poll(() => page.locator('[data-export-path]').count(), { timeout: 60_000 })
    .toBeGreaterThan(before);
  const path = await page.locator('[data-export-path]').last().getAttribute('data-export-path');
  expect(path).toMatch(new RegExp(`Harbour ${stamp} \\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const zip = await openZip(path!);
  try {
    const manifest = zip.entries.find((entry) => entry.name === 'manifest.json')!;
    const archived = JSON.parse(new TextDecoder().decode(await zip.readBytes(manifest, 1e7))) as {
      assets: { id: string }[];
    };
    expect(archived.assets.map((asset) => asset.id)).toEqual([second]);
    expect(zip.entries.filter((entry) => entry.name.startsWith('media/'))).toHaveLength(1);
  } finally {
    await zip.close();
  }

  // Deleting the collection asks first and keeps its items.
  await picker.click();
  await page.getByRole('menuitem', { name: 'Delete collection…' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${name}”?` });
  await expect(confirm).toContainText('Its 1 item stays in your library');
  await shootLightAndDark(page, SHOTS, 'delete-confirm');
  await confirm.getByRole('button', { name: 'Delete collection' }).click();
  await expect(picker).toHaveText('All items');
  await expect(card(page, second!)).toBeVisible();
  await expect(card(page, first!)).toBeVisible();
});

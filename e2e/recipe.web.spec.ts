/**
 * "Reuse settings" as a user meets it (issue 23 part 1): a library card's menu opens Generate
 * with the same model and fields; a copy exported from Atelier, dropped onto Generate's drop
 * zone, does the same (its recipe is read from the file's own metadata); the library's
 * original file, which carries no recipe, gets a clear message and leaves the form alone.
 * Screenshots of the drop zone and the message, light and dark, go to test-results/recipe.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openGenerate } from './generateHelpers';
import { shootLightAndDark } from './lightAndDark';
import { libraryAssets, runTask } from './libraryFlow';

const SHOTS = 'test-results/recipe';

/** Drops a file made of `bytes` onto `target`, as the OS hands a dragged file to the page. */
async function dropFile(page: Page, target: Locator, name: string, bytes: Buffer): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const binary = atob(base64);
      const file = new File([Uint8Array.from(binary, (c) => c.charCodeAt(0))], name);
      const transfer = new DataTransfer();
      transfer.items.add(file);
      return transfer;
    },
    { name, base64: bytes.toString('base64') },
  );
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

test('reuse settings from a card and from a dropped export; a file without a recipe says so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openGenerate(page, 'model=image-a');
  const prompt = `a paper lantern over a river, recipe e2e ${Date.now()}`;
  const made = await runTask(page, { model: 'image-b-2.0' }, { prompt, aspect_ratio: '16:9' });
  const assetId = (await libraryAssets(page)).items.find(
    (asset) => made.assetIds.includes(asset.id) && asset.kind === 'image',
  )!.id;
  const form = page.getByRole('form');
  const promptBox = form.getByRole('textbox', { name: 'Prompt' });

  // 1. The card's menu: Generate opens on Image B 2.0 with the prompt and the ratio.
  await page.goto('/#/library');
  const card = page.locator(`[data-asset-id="${assetId}"][role="gridcell"]`);
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Reuse settings' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Generate' })).toBeVisible();
  await expect(page.getByTestId('recipe-loaded')).toBeVisible();
  await expect(page.getByTestId('recipe-loaded')).toContainText(made.taskId);
  // The form is Image B 2.0's (its key is technical detail, folded away).
  await expect(
    form.getByRole('heading', { level: 3, name: 'Image B 2.0', exact: true }),
  ).toBeVisible();
  await expect(promptBox).toHaveValue(prompt);

  // 2. A copy exported from Atelier (the menu's "Save a copy…" call), dropped onto Generate.
  await openGenerate(page, 'model=image-a');
  await promptBox.fill('something else entirely');
  const saved = await page.evaluate((id) => window.atelier.exports.saveAsset({ id }), assetId);
  const exported = await readFile(saved.paths[0]!);
  const zone = page.getByTestId('recipe-drop');
  await dropFile(page, zone, 'lantern.png', exported);
  await expect(page.getByTestId('recipe-loaded')).toBeVisible();
  // The form is Image B 2.0's (its key is technical detail, folded away).
  await expect(
    form.getByRole('heading', { level: 3, name: 'Image B 2.0', exact: true }),
  ).toBeVisible();
  await expect(promptBox).toHaveValue(prompt);
  await shootLightAndDark(page, SHOTS, 'loaded', page.getByTestId('recipe-loaded'));

  // 3. The library's own file, exactly as the service delivered it: no recipe, a clear message.
  await openGenerate(page, 'model=image-a');
  await promptBox.fill('kept as typed');
  const original = await page.evaluate(async (id) => {
    const asset = await window.atelier.library.get({ id });
    const bytes = new Uint8Array(await (await fetch(asset.mediaUrl)).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, assetId);
  await dropFile(page, zone, 'from-the-service.png', Buffer.from(original, 'base64'));
  const missing = page.getByTestId('recipe-missing');
  await expect(missing).toContainText('“from-the-service.png” holds no Atelier settings');
  await expect(promptBox).toHaveValue('kept as typed');
  await shootLightAndDark(page, SHOTS, 'missing', missing);

  // A file that is not media at all is named as such.
  await dropFile(page, zone, 'notes.txt', Buffer.from('just some words'));
  await expect(missing).toContainText('“notes.txt” is not a file Atelier can read settings from');

  // The drop zone and the message on the page, at rest and while a file is held over it,
  // in a small window (960x640) where the zone must not push the form out of sight.
  await page.setViewportSize({ width: 960, height: 640 });
  const top = async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('main').evaluate((main) => main.scrollTo?.(0, 0));
  };
  await top();
  await shootLightAndDark(page, SHOTS, 'generate-960-message', page);
  await missing.getByRole('button').click();
  await expect(missing).toHaveCount(0);
  const holding = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['x'], 'held.png'));
    return transfer;
  });
  await zone.dispatchEvent('dragover', { dataTransfer: holding });
  await expect(zone).toHaveAttribute('data-over', 'true');
  await top();
  await shootLightAndDark(page, SHOTS, 'generate-960-holding', page);
});

/**
 * What the Electron window does at its boundaries, seen through the web preview, which
 * reproduces them: media comes from another origin (the window's page is file:// and its
 * media atelier-media://), so a waveform of a track never seen before must fetch the file
 * cross-origin; and the page's permission policy lets the copy buttons write the clipboard.
 * (The in-doubt message crossing the bridge is checked in generate-submit.web.spec.ts.)
 */
import { expect, type Page } from '@playwright/test';
import { libraryAssets, runMusic, type FinishedSubmission } from './libraryFlow';
import { oneFilePage } from './onePage';
import { useSpecService } from './specService';

// Declared before the shared page, so its afterAll puts the preview back on its Sandbox on that
// page while it is still open.
const spec = useSpecService('sk-sandbox-e2e-boundaries', { taskMs: 300 });
// One page for both tests: the app boots once.
const test = oneFilePage();

let song: FinishedSubmission;

async function openPreview(page: Page, assetId: string): Promise<void> {
  await page.goto('/#/library');
  const item = page.locator(`[data-asset-id="${assetId}"][role="gridcell"]`);
  await expect(item).toBeVisible();
  await item.dblclick();
  await expect(page.getByTestId('asset-preview')).toHaveAttribute('data-asset-id', assetId);
}

test('a waveform is drawn from a track never decoded before, fetched from the media origin', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await spec.connect(page);
  song = await runMusic(page, 'generate', {
    custom: true,
    prompt: 'never heard before',
    style: 'ambient',
    title: 'Boundary Song',
    duration: 10,
  });
  const track = (await libraryAssets(page)).items.find(
    (asset) => song.assetIds.includes(asset.id) && asset.kind === 'audio',
  );
  expect(track, 'the song in the library').toBeDefined();
  expect(
    await page.evaluate((assetId) => window.atelier.media.peaks({ assetId }), track!.id),
  ).toBeNull();
  const pageOrigin = new URL(page.url()).origin;
  expect(new URL(track!.mediaUrl).origin).not.toBe(pageOrigin);

  const mediaFetches: { status: number; allowOrigin: string | null }[] = [];
  page.on('response', (response) => {
    if (response.url() === track!.mediaUrl && response.request().resourceType() === 'fetch') {
      mediaFetches.push({
        status: response.status(),
        allowOrigin: response.headers()['access-control-allow-origin'] ?? null,
      });
    }
  });
  await openPreview(page, track!.id);
  const waveform = page.getByTestId('waveform');
  await expect(waveform).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(waveform).toHaveAttribute('data-peaks-source', 'decoded');
  expect(mediaFetches).toEqual([{ status: 200, allowOrigin: pageOrigin }]);
  const drawn = await waveform
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let lit = 0;
      for (let index = 3; index < pixels.length; index += 4) if (pixels[index]! > 0) lit += 1;
      return lit;
    });
  expect(drawn).toBeGreaterThan(200);
  // Closed, as a fresh page would start the next test.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('"Copy prompt" writes the prompt to the clipboard, and the page cannot read it', async ({
  page,
}) => {
  // Chromium's permission override grants exactly the list given and refuses the rest, so
  // clipboard-write is named, as a browser grants it by default. On top of that the page's
  // Permissions-Policy (the app's one permission policy) applies: without clipboard-write
  // there the click fails, and its clipboard-read=() keeps the page from reading even so.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const track = (await libraryAssets(page)).items.find(
    (asset) => song.assetIds.includes(asset.id) && asset.kind === 'audio',
  );
  await openPreview(page, track!.id);
  await page.getByRole('button', { name: 'Copy prompt' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const read = await page.evaluate(() =>
    navigator.clipboard.readText().then(
      () => 'read',
      (error: Error) => error.name,
    ),
  );
  expect(read).toBe('NotAllowedError');
  // Pasted as a user would, into the library search.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const search = page.getByLabel('Search the library');
  await search.click();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(search).toHaveValue('never heard before');
});

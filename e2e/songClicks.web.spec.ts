/**
 * Issue 22's click count, on the Song page: from a fresh take to an exported DAW pack of the
 * joined song, as a new user on the Sandbox does it. Each step's button is already in view in
 * the one inspector when the step before is done (the version a job makes is chosen when it
 * arrives, and a ready pack is exported where it was bought), so the walk is five clicks:
 * Extend, Get the whole song, DAW pack, its confirm (three separate paid jobs always ask, on
 * the Sandbox too), Export DAW pack… — no lane to pick, nothing to scroll to. Every click
 * goes through `click`, which counts it.
 */
import { expect, test, type Locator } from '@playwright/test';
import { runMusic } from './libraryFlow';
import { shootLightAndDark } from './lightAndDark';

test('generate → extend → join → DAW pack: five clicks on the Song page, each in view', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: '[Verse]\nCounting every step',
    style: 'indie pop',
    title: 'Click Count Song',
    duration: 20,
  });
  await page.goto(`/#/song?task=${song.taskId}`);
  const inspector = page.getByTestId('song-inspector');
  let clicks = 0;
  const click = async (target: Locator) => {
    // In view as the page stands: a button below the fold would cost a scroll first.
    await expect(target).toBeInViewport();
    await target.click();
    clicks += 1;
  };

  const extend = inspector.getByRole('button', { name: /^Extend from \d+:\d\d · \d+ cr$/ });
  await expect(extend).toBeEnabled({ timeout: 30_000 });
  await click(extend);
  // The extension is chosen when it arrives, with the whole song on offer.
  await expect(inspector).toHaveAttribute('data-action', 'extend', { timeout: 120_000 });
  const join = inspector.getByRole('button', { name: /^Get the whole song · \d+ cr$/ });
  await expect(join).toBeEnabled({ timeout: 30_000 });
  await click(join);
  await expect(inspector).toHaveAttribute('data-action', 'concat', { timeout: 120_000 });
  const pack = inspector.getByRole('button', { name: /^DAW pack · \d+ cr$/ });
  await expect(pack).toBeEnabled({ timeout: 30_000 });
  await click(pack);
  await click(
    page.getByRole('dialog').getByRole('button', { name: /^Pay \d+ credits and submit$/ }),
  );
  const exportPack = inspector
    .getByTestId('daw-pack-export')
    .getByRole('button', { name: 'Export DAW pack…' });
  await expect(exportPack).toBeVisible({ timeout: 180_000 });
  await shootLightAndDark(page, '/tmp/shots-song-timeline', 'song-pack-ready-1280x720');
  await click(exportPack);
  const written = page.getByTestId('export-result').last().locator('[data-export-path]').first();
  await expect(written).toBeAttached({ timeout: 60_000 });
  expect(await written.getAttribute('data-export-path')).toContain('Click Count Song');
  expect(clicks).toBe(5);
});

/**
 * One fresh take of a song on the Sandbox, walked twice on one page (the app boots once and
 * the sandbox renders one song for both tests; the nudge test sends nothing, so the take is
 * still fresh for the click count).
 *
 * Issue 22 item 3: on the song page, Alt+←/→ (Option on macOS) move the chosen region 1 s, with
 * Shift 5 s, keeping its length and stopping at the track's ends; plain ←/→ still seek. The key
 * hint and the shortcut sheet say so.
 *
 * Issue 22's click count, on the Song page: from a fresh take to an exported DAW pack of the
 * joined song, as a new user on the Sandbox does it. Each step's button is already in view in
 * the one inspector when the step before is done (the version a job makes is chosen when it
 * arrives, and a ready pack is exported where it was bought), so the walk is five clicks:
 * Extend, Get the whole song, DAW pack, its confirm (three separate paid jobs always ask, on
 * the Sandbox too), Export DAW pack… — no lane to pick, nothing to scroll to. Every click
 * goes through `click`, which counts it.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { runMusic } from './libraryFlow';
import { shootLightAndDark } from './lightAndDark';
import { oneFilePage } from './onePage';
import { inspectVersion } from './songHelpers';

const SHOTS = '/tmp/shots-song-nudge';

const test = oneFilePage(async (page) => {
  await page.goto('/');
});

/** The take both tests walk: made by the first, a 20 s song with two tracks. */
let song: Awaited<ReturnType<typeof runMusic>> | undefined;

/** The song's page as a fresh visit: another page first, so the Song page mounts anew. */
async function openSong(page: Page): Promise<void> {
  song ??= await runMusic(page, 'generate', {
    custom: true,
    prompt: '[Verse]\nCounting every step',
    style: 'indie pop',
    title: 'Click Count Song',
    duration: 20,
  });
  await page.goto('/#/tasks');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.goto(`/#/song?task=${song.taskId}`);
}

test('Alt+←/→ move the chosen region on the song page; the hint and the shortcut sheet say so', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSong(page);
  const take = await inspectVersion(page, 'generate', 1);
  await expect(take.getByTestId('waveform')).toHaveAttribute('data-ready', 'true', {
    timeout: 60_000,
  });
  await expect(take).toContainText('Alt+←/→ moves the region 1 s, with Shift 5 s');

  const start = take.getByLabel('Region start');
  const end = take.getByLabel('Region end');
  await start.fill('0:05');
  await end.fill('0:10');
  // In a field, Alt+← is the field's (a word back): the region stays.
  await end.press('Alt+ArrowLeft');
  await expect(start).toHaveValue('0:05');
  // Out of the field, as after a drag on the waveform: the keys are the page's.
  await end.evaluate((element: HTMLElement) => element.blur());

  await page.keyboard.press('Alt+ArrowRight');
  await expect(start).toHaveValue('0:06');
  await expect(end).toHaveValue('0:11');
  await expect(take.getByRole('button', { name: /^Crop to 0:06–0:11 · \d+ cr$/ })).toBeEnabled();
  await page.keyboard.press('Alt+Shift+ArrowLeft');
  await expect(start).toHaveValue('0:01');
  await expect(end).toHaveValue('0:06');
  // At the track's start it stops, its length kept.
  await page.keyboard.press('Alt+Shift+ArrowLeft');
  await expect(start).toHaveValue('0:00');
  await expect(end).toHaveValue('0:05');
  // …and at its end (a 20 s take).
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Alt+Shift+ArrowRight');
  await expect(start).toHaveValue('0:15');
  await expect(end).toHaveValue('0:20');

  // Plain ← and → are the player's (they seek 5 s): the region stays where it is.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(start).toHaveValue('0:15');
  await expect(end).toHaveValue('0:20');
  await shootLightAndDark(page, SHOTS, 'song-nudge-1280x800', take);

  await page.keyboard.press('Control+/');
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('heading', { name: 'Song page' })).toBeVisible();
  const nudgeRow = sheet.getByRole('row', { name: /Move the chosen region 1 s earlier or later/ });
  await expect(nudgeRow).toContainText('Alt');
  await expect(nudgeRow).toContainText('←');
  await expect(
    sheet.getByRole('row', { name: /Move the chosen region 5 s earlier or later/ }),
  ).toContainText('Shift');
  await shootLightAndDark(page, SHOTS, 'shortcut-sheet-1280x800', sheet);
  await page.keyboard.press('Escape');
});

test('generate → extend → join → DAW pack: five clicks on the Song page, each in view', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openSong(page);
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

/**
 * Issue 22 item 3: on the song page, Alt+←/→ (Option on macOS) move the chosen region 1 s, with
 * Shift 5 s, keeping its length and stopping at the track's ends; plain ←/→ still seek. The key
 * hint and the shortcut sheet say so.
 */
import { expect, test } from '@playwright/test';
import { runMusic } from './libraryFlow';
import { shootLightAndDark } from './lightAndDark';
import { inspectVersion } from './songHelpers';

const SHOTS = '/tmp/shots-song-nudge';

test('Alt+←/→ move the chosen region on the song page; the hint and the shortcut sheet say so', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: '[Verse]\nMove it a little',
    style: 'synthwave',
    title: 'Nudge Song',
    duration: 20,
  });
  await page.goto(`/#/song?task=${song.taskId}`);
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

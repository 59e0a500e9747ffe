/**
 * The song page as a user walks it on the Sandbox profile (no confirm step there by
 * default): make a song, open its page, click a point on track 1's waveform, press
 * "Extend from m:ss · N cr", watch the waiting card turn into the extension's tracks, press
 * "Get the whole song" on the extension and see the whole song join, never leaving the page.
 * In the library both fold under the take as "N versions": one click lists them, and the
 * card's menu opens the song page again.
 * Then the mixer: separate a take's stems on the page, solo one (the rest dim) and export
 * the mix as a WAV. And on a Live profile a paid action asks first, stating its cost, as
 * the Generate page does (after Remaster's variation is picked): Cancel sends nothing. A region dragged on a take's waveform
 * (and nudged from the keyboard) is cropped on the page, and the cropped version joins.
 *
 * The tests share one page (the app boots once) on the worker's preview. The waiting card is
 * a transient state: the spec holds its sandbox's clock while it looks at one (heldClock), so
 * the card stays however fast or busy the machine is, then lets the job finish.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { runMusic } from './libraryFlow';
import { heldClock } from './heldClock';
import { useSpecService } from './specService';
import { shootLightAndDark } from './lightAndDark';
import { inspectVersion, songLane } from './songHelpers';

const SHOTS = '/tmp/shots-song';
// The spec's own sandbox (short tasks; the app's Sandbox takes 10-25 s a song), connected as
// Live: each paid action's price is confirmed first. Its clock is held while a waiting card is
// looked at.
const clock = heldClock();
const spec = useSpecService('sk-sandbox-song-page-e2e-0001', { taskMs: 400, clock });

// The tests build on one page, in order.
test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await page.goto('/');
  await spec.connect(page);
});
test.afterAll(async () => {
  await page.close();
});

const card = songLane;

async function clickAt(waveform: Locator, fraction: number): Promise<void> {
  await expect(waveform).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const box = await waveform.boundingBox();
  if (!box) throw new Error('the waveform has no box');
  await waveform.page().mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
}

/** Where the chosen-point marker sits, in % of the waveform's width. */
function markerAt(scope: Locator): Promise<number> {
  return scope
    .locator('[part~="chosen-point"]')
    .evaluate((element: HTMLElement) => parseFloat(element.style.left));
}

/** Drags across the waveform from one fraction of its width to another. */
async function dragAcross(waveform: Locator, from: number, to: number): Promise<void> {
  await expect(waveform).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const box = await waveform.boundingBox();
  if (!box) throw new Error('the waveform has no box');
  const mouse = waveform.page().mouse;
  const y = box.y + box.height / 2;
  await mouse.move(box.x + box.width * from, y);
  await mouse.down();
  await mouse.move(box.x + box.width * ((from + to) / 2), y, { steps: 5 });
  await mouse.move(box.x + box.width * to, y, { steps: 5 });
  await mouse.up();
}

/** Confirms the price of the paid action just clicked (the spec's service is connected as Live). */
async function pay(page: Page): Promise<void> {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Pay \d+ credits? and submit$/ })
    .click();
}

const shoot = (page: Page, name: string): Promise<void> =>
  shootLightAndDark(page, SHOTS, name, page, 300);

test('song page: extend from a clicked point, then get the whole song, without leaving the page', async () => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: '[Verse]\nLanterns on the water',
    style: 'warm folk',
    title: 'Timeline Song',
    duration: 20,
  });

  await page.goto(`/#/song?task=${song.taskId}`);
  const songHash = `#/song?task=${song.taskId}`;
  await expect(page.getByRole('heading', { level: 2, name: 'Song: Timeline Song' })).toBeVisible();
  const timeline = page.getByTestId('song-timeline');
  await expect(timeline.getByTestId('song-lane')).toHaveCount(2);
  const take = await inspectVersion(page, 'generate', 1);
  await expect(take.getByTestId('inspector-length')).toHaveText('0:20');
  // Before any click the continue point sits near the end, and the price is shown.
  await expect(take.getByRole('button', { name: /^Extend from 0:15 · \d+ cr$/ })).toBeEnabled();
  // Cover, Remaster and the stems are in the inspector too, each priced.
  await expect(take.getByRole('button', { name: /^Cover · \d+ cr$/ })).toBeEnabled();
  await expect(take.getByRole('button', { name: /^Remaster · \d+ cr$/ })).toBeEnabled();
  await expect(take.getByRole('button', { name: /Get the whole song/ })).toHaveCount(0);
  // The chosen point is marked on the waveform where it is (75 % of the way), not at 0.
  await expect.poll(() => markerAt(take)).toBeCloseTo(75, 0);
  await shoot(page, 'song-takes');

  // A click at 40 % of a 20 s waveform: the point is 0:08, on the button and in the request.
  await clickAt(take.getByTestId('waveform'), 0.4);
  const extend = take.getByRole('button', { name: /^Extend from 0:08 · \d+ cr$/ });
  await expect(extend).toBeEnabled();
  await expect.poll(() => markerAt(take)).toBeCloseTo(40, 0);
  clock.hold();
  await extend.click();
  await pay(page);
  const waiting = timeline.getByTestId('waiting-lane');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toHaveAttribute('data-action', 'extend');
  await expect(waiting.getByTestId('waiting-status')).toContainText(/Queued|Making it|Saving/);
  await shoot(page, 'song-waiting');
  clock.release();

  // The extension's tracks replace the waiting card, after the takes.
  await expect(waiting).toHaveCount(0, { timeout: 120_000 });
  await expect(card(page, 'extend', 1)).toBeVisible();
  await expect(card(page, 'extend', 1)).toContainText('of track 1 from 0:08');
  const submissions = await page.evaluate(() =>
    window.atelier.tasks.list({ kinds: ['music'], limit: 50 }),
  );
  const extendSubmission = submissions.items.find(
    (item) =>
      'action' in item.target &&
      item.target.action === 'extend' &&
      item.body['task_id'] === song.taskId,
  );
  expect(extendSubmission?.body).toMatchObject({
    task_id: song.taskId,
    audio_index: 1,
    continue_at: 8,
  });
  const order = await timeline
    .getByTestId('song-lane')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-action')));
  expect(order.slice(0, 3)).toEqual(['generate', 'generate', 'extend']);

  // The whole song from the extension.
  // It is placed where it continues, 0:08 into the take.
  await expect(card(page, 'extend', 1)).toHaveAttribute('data-start-s', '8');
  const whole = (await inspectVersion(page, 'extend', 1)).getByRole('button', {
    name: /^Get the whole song · \d+ cr$/,
  });
  await expect(whole).toBeEnabled();
  clock.hold();
  await whole.click();
  await pay(page);
  await expect(timeline.getByTestId('waiting-lane')).toHaveAttribute('data-action', 'concat');
  clock.release();
  await expect(card(page, 'concat', 1)).toBeVisible({ timeout: 120_000 });
  await expect(card(page, 'concat', 1).getByTestId('lane-length')).not.toHaveText('0:20');
  // The version that just arrived is the one chosen: its actions are at hand.
  await expect(card(page, 'concat', 1)).toHaveAttribute('aria-selected', 'true');
  await expect(
    page
      .getByTestId('song-inspector')
      .getByRole('button', { name: /^Extend from \d+:\d\d · \d+ cr$/ }),
  ).toBeVisible();
  await shoot(page, 'song-whole');

  // All of it without leaving the page.
  expect(new URL(page.url()).hash).toBe(songHash);

  // In the library the extension and the whole song fold under take 1: its card says how
  // many versions, one click on the badge lists them in the order they were made, and the
  // card's menu goes back to the song page.
  const listed = await page.evaluate(() =>
    window.atelier.library.list({ kinds: ['audio'], limit: 200 }),
  );
  const take1 = listed.items.find(
    (item) => song.assetIds.includes(item.id) && item.trackIndex === 1,
  )!;
  const versions = listed.items.filter(
    (item) => item.songKey === `${song.taskId}:1` && item.id !== take1.id,
  );
  expect(new Set(versions.map((item) => item.action))).toEqual(new Set(['extend', 'concat']));
  await page.goto('/#/library');
  const takeCard = page.locator(`[role="gridcell"][data-asset-id="${take1.id}"]`);
  await expect(takeCard).toBeVisible();
  for (const version of versions)
    await expect(page.locator(`[role="gridcell"][data-asset-id="${version.id}"]`)).toHaveCount(0);
  await takeCard.getByRole('button', { name: `Show ${versions.length} versions` }).click();
  const stack = page.locator(`[role="gridcell"][data-stack="${song.taskId}:1:versions"]`);
  await expect(stack).toHaveCount(versions.length + 1);
  const shown = await stack.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-asset-id')),
  );
  const made = [...versions].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || (a.trackIndex ?? 0) - (b.trackIndex ?? 0),
  );
  expect(shown).toEqual([take1.id, ...made.map((item) => item.id)]);
  expect(made.at(-1)?.action).toBe('concat');
  // Folded, the take's card stands for the whole stack: Delete moves every version to the
  // trash, the notice counts them all, and Undo brings them all back.
  await takeCard.getByRole('button', { name: `Fold ${versions.length} versions` }).click();
  await takeCard.click();
  await page.keyboard.press('Delete');
  const notice = page
    .getByRole('alert')
    .filter({ hasText: `Moved ${versions.length + 1} items to the trash` });
  await expect(notice).toBeVisible();
  await expect(takeCard).toHaveCount(0);
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(
    takeCard.getByRole('button', { name: `Show ${versions.length} versions` }),
  ).toBeVisible();
  const back = await page.evaluate(
    (ids) => Promise.all(ids.map((id) => window.atelier.library.get({ id }))),
    [take1.id, ...versions.map((item) => item.id)],
  );
  expect(back.map((item) => item.trashedAt)).toEqual(back.map(() => null));
  await takeCard.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Open song page' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Song: Timeline Song' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe(songHash);
});

test('song page: drag a region on a take, nudge it from the keyboard, crop it, and the cropped version joins the timeline', async () => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: '[Verse]\nCut to the chorus',
    style: 'indie pop',
    title: 'Crop Song',
    duration: 20,
  });
  await page.goto(`/#/song?task=${song.taskId}`);
  const take = await inspectVersion(page, 'generate', 1);
  await expect(take.getByTestId('inspector-length')).toHaveText('0:20');
  await expect(take.getByRole('button', { name: /^Crop to/ })).toHaveCount(0);

  // A drag from 26 % to 58.5 % of a 20 s take selects 0:05–0:12 (whole seconds); it is no click,
  // so the continue point stays where it was.
  await dragAcross(take.getByTestId('waveform'), 0.26, 0.585);
  await expect(take.getByLabel('Region start')).toHaveValue('0:05');
  await expect(take.getByLabel('Region end')).toHaveValue('0:12');
  await expect(take.getByRole('button', { name: /^Extend from 0:15 · \d+ cr$/ })).toBeVisible();
  await expect
    .poll(() =>
      take
        .locator('[part~="selection"]')
        .evaluate((element: HTMLElement) => parseFloat(element.style.left)),
    )
    .toBeCloseTo(25, 0);
  await expect(take.getByRole('button', { name: /^Remove 0:05–0:12 · \d+ cr$/ })).toBeEnabled();
  await expect(take.getByRole('button', { name: /^Replace 0:05–0:12 · \d+ cr$/ })).toBeEnabled();
  await expect(take.getByRole('button', { name: /^Crop to 0:05–0:12 · \d+ cr$/ })).toBeEnabled();

  // Past the end of the track: the rule is said by the field and nothing can be sent.
  await take.getByLabel('Region end').fill('0:30');
  await expect(
    take.getByText('must not be past the end of the track (it is 0:20 long)'),
  ).toBeVisible();
  await expect(take.getByRole('button', { name: /^Crop to 0:05–0:30 · / })).toBeDisabled();
  // Back inside it with the keyboard: ↓ moves the end a second at a time.
  await take.getByLabel('Region end').fill('0:14');
  await take.getByLabel('Region end').press('ArrowDown');
  await expect(take.getByLabel('Region end')).toHaveValue('0:13');
  const crop = take.getByRole('button', { name: /^Crop to 0:05–0:13 · \d+ cr$/ });
  await expect(crop).toBeEnabled();
  await expect
    .poll(() =>
      take
        .locator('[part~="selection"]')
        .evaluate((element: HTMLElement) => parseFloat(element.style.right)),
    )
    .toBeCloseTo(35, 0);

  const credits = Number(/· (\d+) cr$/.exec((await crop.textContent()) ?? '')?.[1]);
  clock.hold();
  await crop.click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Pay ${credits} credits and submit` })
    .click();
  await expect(page.getByTestId('song-timeline').getByTestId('waiting-lane')).toHaveAttribute(
    'data-action',
    'crop',
  );
  clock.release();
  const cropped = card(page, 'crop', 1);
  await expect(cropped).toBeVisible({ timeout: 60_000 });
  await expect(cropped).toContainText('of track 1, 0:05–0:13');
  await expect(cropped.getByTestId('lane-length')).toHaveText('0:08');
  // A crop sits on the axis where its region starts.
  await expect(cropped).toHaveAttribute('data-start-s', '5');
  const submissions = await page.evaluate(() =>
    window.atelier.tasks.list({ kinds: ['music'], limit: 50 }),
  );
  const cropSubmission = submissions.items.find(
    (item) =>
      'action' in item.target &&
      item.target.action === 'crop' &&
      item.body['task_id'] === song.taskId,
  );
  expect(cropSubmission?.body).toEqual({
    task_id: song.taskId,
    audio_index: 1,
    start_s: 5,
    end_s: 13,
  });
  expect(new URL(page.url()).hash).toBe(`#/song?task=${song.taskId}`);
});

test('song page mixer: separate the stems, solo dims the rest, export the mixdown as WAV', async () => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: '[Verse]\nFour hands on one piano',
    style: 'jazz trio',
    title: 'Mixer Song',
    duration: 12,
  });
  await page.goto(`/#/song?task=${song.taskId}`);
  const take = await inspectVersion(page, 'generate', 1);
  const separate = take.getByRole('button', { name: /^Separate all stems · \d+ cr$/ });
  await expect(separate).toBeEnabled();
  // The stems' format is asked first: WAV, as a DAW wants it (the DAW pack then reuses them).
  await separate.click();
  const options = page.getByTestId('song-action-options');
  await options.getByText('WAV', { exact: true }).click();
  await options.getByRole('button', { name: /^Separate all stems · \d+ cr$/ }).click();
  await pay(page);
  // Read once the journal has it (on a busy machine the dialog can close first).
  const sentBody = () =>
    page.evaluate(
      async (taskId) =>
        (await window.atelier.tasks.list({ kinds: ['music'], limit: 20 })).items.find(
          (item) => item.body['task_id'] === taskId,
        )?.body ?? null,
      song.taskId,
    );
  await expect.poll(sentBody).toMatchObject({ audio_format: 'wav' });
  const mixer = page.getByTestId('song-mixer');
  await expect(mixer).toContainText('Stems of Take · track 1');
  await expect(mixer.getByTestId('stem-mixer')).toBeVisible({ timeout: 120_000 });
  const lanes = mixer.getByTestId('stem-lane');
  // The stems are saved one file at a time and the mixer shows from the second: wait for the
  // whole set, so the count below is every stem's lane.
  const stemsJob = await page.evaluate(
    async (taskId) =>
      (await window.atelier.tasks.list({ kinds: ['music'], limit: 20 })).items.find(
        (item) => item.body['task_id'] === taskId,
      )?.id ?? '',
    song.taskId,
  );
  const stemsSaved = () =>
    page.evaluate(async (id) => {
      const { status, downloads, assetIds } = await window.atelier.tasks.get({ id });
      const done = downloads.total > 0 && downloads.done + downloads.failed >= downloads.total;
      if (status !== 'SUCCEEDED' || !done) return 0;
      // A lane per stem: per track of the job's audio files (its other files have none).
      const assets = await Promise.all(
        assetIds.map((asset) => window.atelier.library.get({ id: asset })),
      );
      const audio = assets.filter((asset) => asset.kind === 'audio' && asset.trackIndex !== null);
      return new Set(audio.map((asset) => asset.trackIndex)).size;
    }, stemsJob);
  await expect.poll(stemsSaved, { timeout: 120_000 }).toBeGreaterThan(1);
  const count = await stemsSaved();
  await expect(lanes).toHaveCount(count);
  await expect(mixer.locator('[data-dimmed]')).toHaveCount(0);

  // Solo the first stem: every other lane dims, the soloed one stays lit.
  const first = (await mixer.locator('[data-stem]').first().getAttribute('data-stem')) ?? '';
  await mixer.getByRole('button', { name: `Solo ${first}`, exact: true }).click();
  await expect(mixer.locator('[data-dimmed]')).toHaveCount(count - 1);
  await expect(lanes.first()).not.toHaveAttribute('data-dimmed');
  // A change elsewhere makes the page read the song's versions again (here both takes are
  // renamed, and the inspector shows the new name): the solo holds.
  await page.evaluate(
    (ids) =>
      Promise.all(
        ids.map((id) => window.atelier.library.update({ id, title: 'Mixer Song, renamed' })),
      ),
    song.assetIds,
  );
  await expect(page.getByTestId('song-inspector')).toContainText('Mixer Song, renamed');
  await expect(mixer.locator('[data-dimmed]')).toHaveCount(count - 1);
  await expect(lanes.first()).not.toHaveAttribute('data-dimmed');
  await mixer.getByTestId('stem-mixer').scrollIntoViewIfNeeded();
  await shoot(page, 'song-mixer');

  // The mix as it sounds now, rendered and saved as a WAV.
  await mixer.getByRole('button', { name: 'Export mixdown (WAV)' }).click();
  const saved = mixer.getByTestId('mixdown-saved');
  await expect(saved).toContainText(/\.wav$/, { timeout: 60_000 });
  const path = ((await saved.textContent()) ?? '').replace(/^Mixdown saved to /, '');
  const wav = readFileSync(path);
  expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
  expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
  // 12 s of 16-bit stereo at 44.1 kHz, give or take the stems' exact length.
  expect(wav.length).toBeGreaterThan(44 + 11 * 44_100 * 4);
  expect(new URL(page.url()).hash).toBe(`#/song?task=${song.taskId}`);
});

test('on a Live profile the song page asks before paying, like the Generate page; Cancel sends nothing', async () => {
  test.setTimeout(180_000);
  // The page's default size, as a fresh page has it.
  await page.setViewportSize({ width: 1280, height: 720 });
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: '[Verse]\nPaid by the note',
    style: 'blues',
    title: 'Live Song',
    duration: 12,
  });
  // Reached from a track's preview in the library.
  await page.goto('/#/library');
  await page.getByLabel('Search the library').fill('Live Song');
  await page.locator('[role="gridcell"][data-kind="audio"]').first().dblclick();
  await page.getByRole('link', { name: 'Open song page' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Song: Live Song' })).toBeVisible();
  expect(new URL(page.url()).hash).toMatch(/^#\/song\?task=/);
  await page.goto(`/#/song?task=${song.taskId}`);
  const remaster = (await inspectVersion(page, 'generate', 2)).getByRole('button', {
    name: /^Remaster · \d+ cr$/,
  });
  await expect(remaster).toBeEnabled();
  const credits = Number(/· (\d+) cr$/.exec((await remaster.textContent()) ?? '')?.[1]);
  const submits = spec.sandbox.stats().byKey[spec.apiKey]?.submits ?? 0;

  // Remaster asks its variation first, then the price is confirmed.
  await remaster.click();
  const options = page.getByTestId('song-action-options');
  await options.getByText('Subtle').click();
  await options.getByRole('button', { name: /^Remaster · \d+ cr$/ }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('confirm-cost') });
  await expect(dialog.getByTestId('confirm-cost')).toContainText(`${credits} credits`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(spec.sandbox.stats().byKey[spec.apiKey]?.submits ?? 0).toBe(submits);
  await expect(page.getByTestId('waiting-lane')).toHaveCount(0);

  await remaster.click();
  await options.getByText('Subtle').click();
  await options.getByRole('button', { name: /^Remaster · \d+ cr$/ }).click();
  await dialog.getByRole('button', { name: `Pay ${credits} credits and submit` }).click();
  await expect(card(page, 'remaster', 1)).toBeVisible({ timeout: 60_000 });
  await expect(card(page, 'remaster', 1)).toContainText('of track 2');
  const submissions = await page.evaluate(() =>
    window.atelier.tasks.list({ kinds: ['music'], limit: 50 }),
  );
  const remastered = submissions.items.find(
    (item) =>
      'action' in item.target &&
      item.target.action === 'remaster' &&
      item.body['task_id'] === song.taskId,
  );
  expect(remastered?.body).toEqual({
    task_id: song.taskId,
    audio_index: 2,
    variation_category: 'subtle',
  });
  expect(spec.sandbox.stats().byKey[spec.apiKey]?.submits ?? 0).toBe(submits + 1);
  expect(new URL(page.url()).hash).toBe(`#/song?task=${song.taskId}`);
});

/**
 * The song page as an arrangement (issue 22 item 3), with seven versions of one song: two
 * takes, an extension from 0:13 (two tracks), the joined song and a cover (two tracks).
 * Every version is a lane on one m:ss axis, the extension starting at 0:13 on it; the chosen
 * version's Region and Fade controls appear once, in one inspector; Space plays and pauses
 * (and stays a space in a field); nothing scrolls sideways at 1280×720 or 960×640.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { runMusic } from './libraryFlow';
import { shootLightAndDark } from './lightAndDark';
import { songLane } from './songHelpers';
import { openFollowingBrowser } from './localePage';

const SHOTS = '/tmp/shots-song-timeline';
const CONTINUE_AT = 13;

const lane = songLane;

async function box(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

/**
 * How far the page, or any box of the arrangement that scrolls, can be scrolled sideways
 * (a name cut short with an ellipsis is wider than its box, but nothing scrolls).
 */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const scrollers = [
      ...document.querySelectorAll(
        '[data-testid="song-arrangement"], [data-testid="song-arrangement"] *',
      ),
    ].filter((element) => /auto|scroll/.test(getComputedStyle(element).overflowX));
    return Math.max(
      root.scrollWidth - root.clientWidth,
      ...scrollers.map((element) => element.scrollWidth - element.clientWidth),
    );
  });
}

let taskId = '';
/**
 * One page for the English tests (the app boots once for them, not once per test): each
 * opens the song page afresh from another page, so what a test chose or typed there is gone.
 * The language tests open pages of their own, in a browser of their language.
 */
let page: Page;

/** The song's page as a fresh visit: another page first, so the Song page mounts anew. */
async function openSong(): Promise<void> {
  await page.goto('/#/tasks');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.goto(`/#/song?task=${taskId}`);
}

test.beforeAll(async ({ browser }) => {
  // Seven versions' audio is made by the preview's sandbox and decoded once for its peaks
  // (cached after), on a machine that may be busy.
  test.setTimeout(420_000);
  page = await browser.newPage();
  await page.goto('/');
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: '[Verse]\nLanes of light',
    style: 'synthwave',
    title: 'Arranged Song',
    duration: 24,
  });
  const extension = await runMusic(page, 'extend', {
    task_id: song.taskId,
    audio_index: 1,
    continue_at: CONTINUE_AT,
    duration: 20,
  });
  await runMusic(page, 'concat', { task_id: extension.taskId });
  await runMusic(page, 'cover', {
    task_id: song.taskId,
    audio_index: 2,
    title: 'Arranged Song',
    style: 'acoustic',
  });
  taskId = song.taskId;
  await page.goto(`/#/song?task=${taskId}`);
  await expect(
    page.getByTestId('lane-block').locator('[data-testid="waveform-thumb"]'),
  ).toHaveCount(7, { timeout: 240_000 });
});
test.afterAll(async () => {
  await page?.close();
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 960, height: 640 },
]) {
  test(`seven versions on one axis at ${viewport.width}×${viewport.height}: extension at its continue point, no sideways scroll, one inspector`, async () => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await openSong();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Song: Arranged Song' }),
    ).toBeVisible();
    const lanes = page.getByTestId('song-timeline').getByTestId('song-lane');
    await expect(lanes).toHaveCount(7);
    await expect(
      page.getByTestId('lane-block').locator('[data-testid="waveform-thumb"]'),
    ).toHaveCount(7, { timeout: 60_000 });
    expect(
      await lanes.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-action'))),
    ).toEqual(['generate', 'generate', 'extend', 'extend', 'concat', 'cover', 'cover']);
    // The axis reads in m:ss from 0:00.
    const ticks = await page.getByTestId('axis-tick').allTextContents();
    expect(ticks[0]).toBe('0:00');
    for (const tick of ticks) expect(tick).toMatch(/^\d+:\d\d$/);

    // Placed by time: the take and the joined song start at 0:00, the extension at 0:13 on
    // the take's scale (px per second read off the take's own block).
    const take = await box(lane(page, 'generate', 1).getByTestId('lane-block'));
    const takeSeconds = Number(await lane(page, 'generate', 1).getAttribute('data-duration-s'));
    const pxPerSecond = take.width / takeSeconds;
    const extension = await box(lane(page, 'extend', 1).getByTestId('lane-block'));
    const joined = await box(lane(page, 'concat', 1).getByTestId('lane-block'));
    expect(Math.abs(extension.x - (take.x + CONTINUE_AT * pxPerSecond))).toBeLessThanOrEqual(2);
    expect(Math.abs(joined.x - take.x)).toBeLessThanOrEqual(1);
    // The joined song is the take up to 0:13 and then the extension: it ends where the extension does.
    expect(Math.abs(joined.x + joined.width - (extension.x + extension.width))).toBeLessThanOrEqual(
      2,
    );
    await expect(lane(page, 'extend', 1)).toHaveAccessibleName(
      /^Extension 1 0:\d\d of track 1 from 0:13 ?, 0:13–\d+:\d\d$/,
    );

    // Seven versions, no sideways scrolling: not the page, not the arrangement.
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const arrangement = await box(page.getByTestId('song-arrangement'));
    for (const block of await page.getByTestId('lane-block').all()) {
      const { x, width } = await box(block);
      expect(x + width).toBeLessThanOrEqual(arrangement.x + arrangement.width + 0.5);
    }

    // One inspector, and its Region and Fade controls once on the whole page.
    const inspector = page.getByTestId('song-inspector');
    await expect(inspector).toHaveCount(1);
    await expect(inspector).toHaveAttribute('data-action', 'generate');
    await expect(page.getByLabel('Region start')).toHaveCount(1);
    await expect(page.getByLabel('Fade length')).toHaveCount(1);
    await expect(
      inspector.getByRole('button', { name: /^Extend from \d+:\d\d · \d+ cr$/ }),
    ).toBeVisible();
    await expect(inspector.getByRole('button', { name: /^DAW pack · \d+ cr$/ })).toBeVisible();
    // The continue point the Extend button names is marked on the take's lane too, at that time.
    const extendName =
      (await inspector.getByRole('button', { name: /^Extend from \d+:\d\d/ }).textContent()) ?? '';
    const [minutes, seconds] = (/from (\d+):(\d\d)/.exec(extendName) ?? []).slice(1).map(Number);
    const mark = await box(lane(page, 'generate', 1).getByTestId('lane-continue-point'));
    expect(
      Math.abs(mark.x - (take.x + ((minutes ?? 0) * 60 + (seconds ?? 0)) * pxPerSecond)),
    ).toBeLessThanOrEqual(3);
    // Choosing the extension moves the one inspector to it, with the whole song on offer.
    await lane(page, 'extend', 1).click();
    await expect(lane(page, 'extend', 1)).toHaveAttribute('aria-selected', 'true');
    await expect(inspector).toHaveAttribute('data-action', 'extend');
    await expect(inspector.getByRole('heading', { name: 'Extension · track 1' })).toBeVisible();
    await expect(
      inspector.getByRole('button', { name: /^Get the whole song · \d+ cr$/ }),
    ).toBeVisible();
    await expect(page.getByLabel('Region start')).toHaveCount(1);
    await expect(page.getByLabel('Fade length')).toHaveCount(1);
    // ↓ chooses the next version from the keyboard.
    await page.keyboard.press('ArrowDown');
    await expect(lane(page, 'extend', 2)).toHaveAttribute('aria-selected', 'true');
    await expect(lane(page, 'extend', 2)).toBeFocused();
    await expect(inspector).toHaveAttribute('data-track-index', '2');

    const name = `song-timeline-${viewport.width}x${viewport.height}`;
    await shootLightAndDark(page, SHOTS, name, page, 300);
    if (viewport.width === 1280) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await shootLightAndDark(page, SHOTS, 'song-timeline-1440x900', page, 300);
    }
  });
}

test('Space plays and pauses the chosen version without scrolling the page, and is a space in a field', async () => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openSong();
  const inspector = page.getByTestId('song-inspector');
  await expect(inspector.getByTestId('waveform')).toHaveAttribute('data-ready', 'true', {
    timeout: 30_000,
  });
  await lane(page, 'generate', 1).click();
  const toggle = inspector.getByTestId('play-toggle');
  await expect(toggle).toHaveAccessibleName('Play Take · track 1');
  const scrolled = await page.evaluate(
    () => (document.scrollingElement ?? document.documentElement).scrollTop,
  );
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAccessibleName('Pause Take · track 1');
  // The playhead runs across the lanes as it plays.
  await expect
    .poll(async () => Number(await page.getByTestId('playhead').getAttribute('data-time-s')))
    .toBeGreaterThan(0.3);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAccessibleName('Play Take · track 1');
  expect(
    await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollTop),
  ).toBe(scrolled);
  // Typing in a field: the space is the field's, the player stays paused.
  const start = page.getByLabel('Region start');
  await start.click();
  await page.keyboard.type('0:0 5');
  await expect(start).toHaveValue('0:0 5');
  await expect(toggle).toHaveAccessibleName('Play Take · track 1');
});

/** "1:05" → 65. */
const secondsOf = (clock: string): number => {
  const [minutes, seconds] = clock.split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
};

/** The inspector player's time, in seconds ("0:12 / 0:24" → 12). */
async function playerTime(inspector: Locator): Promise<number> {
  const text = (await inspector.getByTestId('play-time').textContent()) ?? '';
  return secondsOf(text.split(' / ')[0] ?? '');
}

test("a click on a lane's waveform or on the time axis moves the page's player there", async () => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openSong();
  const inspector = page.getByTestId('song-inspector');
  const waveform = inspector.getByTestId('waveform');
  await expect(waveform).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });

  // Halfway along the chosen take's block: its player and the playhead go to its middle.
  const take = lane(page, 'generate', 1);
  const takeSeconds = Number(await take.getAttribute('data-duration-s'));
  const takeBlock = await box(take.getByTestId('lane-block'));
  await take
    .getByTestId('lane-block')
    .click({ position: { x: takeBlock.width / 2, y: takeBlock.height / 2 } });
  await expect.poll(() => playerTime(inspector)).toBe(Math.floor(takeSeconds / 2));
  await expect
    .poll(async () => Number(await page.getByTestId('playhead').getAttribute('data-time-s')))
    .toBeCloseTo(takeSeconds / 2, 0);

  // A quarter along another version's block: it is chosen, and its player starts there.
  const cover = lane(page, 'cover', 2);
  const coverSeconds = Number(await cover.getAttribute('data-duration-s'));
  const coverBlock = await box(cover.getByTestId('lane-block'));
  await cover
    .getByTestId('lane-block')
    .click({ position: { x: coverBlock.width / 4, y: coverBlock.height / 2 } });
  await expect(cover).toHaveAttribute('aria-selected', 'true');
  await expect(inspector).toHaveAttribute('data-action', 'cover');
  await expect(inspector).toHaveAttribute('data-track-index', '2');
  await expect(waveform).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect.poll(() => playerTime(inspector)).toBe(Math.floor(coverSeconds / 4));

  // The extension's block starts at 0:13 on the axis: a click 4 s into it plays it from 0:04.
  const extension = lane(page, 'extend', 1);
  const extensionBlock = await box(extension.getByTestId('lane-block'));
  const extensionSeconds = Number(await extension.getAttribute('data-duration-s'));
  await extension.getByTestId('lane-block').click({
    position: { x: (4.5 / extensionSeconds) * extensionBlock.width, y: extensionBlock.height / 2 },
  });
  await expect(inspector).toHaveAttribute('data-action', 'extend');
  await expect(waveform).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect.poll(() => playerTime(inspector)).toBe(4);
  await expect
    .poll(async () => Number(await page.getByTestId('playhead').getAttribute('data-time-s')))
    .toBeCloseTo(CONTINUE_AT + 4.5, 0);

  // The time axis: a click at 0:20 plays the chosen extension from 0:20 − 0:13 = 0:07.
  const axis = await box(page.getByTestId('song-axis'));
  const pxPerSecond = extensionBlock.width / extensionSeconds;
  await page.mouse.click(axis.x + 20.5 * pxPerSecond, axis.y + axis.height / 2);
  await expect(inspector).toHaveAttribute('data-action', 'extend');
  await expect.poll(() => playerTime(inspector)).toBe(7);
  // Nothing played by itself: a click moves the player, it does not start it.
  await expect(inspector.getByTestId('play-toggle')).toHaveAccessibleName(/^Play /);
});

/**
 * Words the Song page shows from elsewhere: the song's own title and style, and file titles
 * ("Arranged Song — take 1", named by the library's title rule, translated with the library).
 */
const FROM_DATA = /Arranged Song(?: — [\w: ]+)?|synthwave|acoustic/g;
/**
 * Music action names, model names and the BPM unit come from shared modules another part of
 * the work translates (actionNames.ts, trackFacts.ts); DAW, MIDI and WAV are names in every
 * language, as is the Alt key's cap in the region-nudge hint.
 */
const NOT_OURS =
  /\b(?:Alt|Get the whole song|Cover|Remaster|Separate all stems|Crop|Fade in|Fade out|Transcribe to MIDI|Detect the tempo|BPM|DAW|MIDI|WAV|MP3)\b/g;

test.describe('the Song page in other languages', () => {
  for (const locale of ['de', 'ja', 'en-XA'] as const) {
    test(`in ${locale}: no key missing or raw, every word of the timeline and inspector translated; screenshots`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const { page, missing, close } = await openFollowingBrowser(browser, {
        locale,
        baseURL: baseURL!,
      });
      // A take in the player bar, as after auditioning it in the library.
      await page.goto('/#/library');
      await page
        .locator('[role="gridcell"][data-asset-id]', { hasText: 'Arranged Song' })
        .first()
        .click();
      await expect(page.getByTestId('audition-bar')).toBeVisible();
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 960, height: 640 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(`/#/song?task=${taskId}`);
        await expect(page.getByTestId('song-lane')).toHaveCount(7);
        const inspector = page.getByTestId('song-inspector');
        await expect(inspector.getByTestId('waveform')).toHaveAttribute('data-ready', 'true', {
          timeout: 30_000,
        });
        // The priced buttons have their prices.
        await expect(inspector.locator('[data-action="extend"]')).toBeEnabled({ timeout: 20_000 });
        const text = await page.locator('main').innerText();
        expect(text, `${locale}: a raw key`).not.toMatch(/\b(?:song|player)\.[a-z][\w.]*[a-z]\b/);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        if (locale === 'de') await expect(lane(page, 'generate', 1)).toContainText('Aufnahme 1');
        if (locale === 'ja') await expect(lane(page, 'generate', 1)).toContainText('テイク 1');
        if (locale === 'en-XA') {
          // Every text node of the page header, the lanes and the inspector is accented, once
          // the words from elsewhere (FROM_DATA, NOT_OURS) and m:ss times are taken out.
          const untranslated = await page.evaluate(
            ([fromData, notOurs]) => {
              const roots = document.querySelectorAll(
                'main h2, [data-testid="song-arrangement"], [data-testid="song-inspector"], [data-testid="song-arrangement"] + p',
              );
              const found: string[] = [];
              for (const root of roots) {
                const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  const element = node.parentElement;
                  if (!element || element.closest('[aria-hidden="true"]')) continue;
                  if (!element.checkVisibility()) continue;
                  const rest = (node.textContent ?? '')
                    .replace(new RegExp(fromData, 'g'), '')
                    .replace(new RegExp(notOurs, 'g'), '');
                  if (/[A-Za-z]{2,}/.test(rest)) found.push(node.textContent ?? '');
                }
              }
              return found;
            },
            [FROM_DATA.source, NOT_OURS.source] as const,
          );
          expect(untranslated, 'text left in English').toEqual([]);
          // The player bar's controls are named in the language too.
          const names = await page
            .getByTestId('audition-bar')
            .locator('button, [role="slider"]')
            .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
          expect(names.length).toBeGreaterThan(3);
          for (const name of names) expect(name).not.toMatch(/[A-Za-z]{2,}/);
          await expect(page.getByTestId('audition-time')).toHaveText(/^\[?\d+:\d\d \/ \d+:\d\d/);
        }
        if (locale !== 'en-XA')
          await shootLightAndDark(
            page,
            SHOTS,
            `song-${locale}-${viewport.width}x${viewport.height}`,
          );
      }
      expect(missing).toEqual([]);
      await close();
    });
  }
});

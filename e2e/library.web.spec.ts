/**
 * The library end to end in Chromium through the web preview: generate a song, run
 * stems-all and midi on it, find everything in the library, open the audio preview
 * (waveform drawn; cached peaks the second time), export stems to a folder and MIDI to a
 * file (the files exist and the .mid parses back), then stop the service and show that
 * browsing, search, playback and export still work.
 *
 * "Stopping the service": the embedded sandbox cannot be stopped through the contract, so
 * the spec runs its own sandbox, connects the app to it as the Live service
 * (account.connectLive accepts loopback http) and closes that sandbox for the offline part.
 */
import tonejsMidi from '@tonejs/midi';
import { expect, type Page } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { libraryAssets, runMusic, type FinishedSubmission } from './libraryFlow';
import { oneFilePage } from './onePage';
import { useSpecService } from './specService';

// CommonJS package: Playwright's Node ESM loader sees only its default export.
const { Midi } = tonejsMidi;

// Declared before the shared page, so its afterAll puts the preview back on its Sandbox on that
// page while it is still open (every spec expects to find the Sandbox; this one closes its own
// service mid-file).
const spec = useSpecService('sk-sandbox-e2e-library', { taskMs: 300 });
// One page for the file: the app boots once, and each test goes on from where the last left it.
const test = oneFilePage();

let song: FinishedSubmission;
let stems: FinishedSubmission;
let midi: FinishedSubmission;

/** A screenshot for eyeballing the page (test-results/library-screens/); light only. */
async function screens(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: `test-results/library-screens/${name}-light.png`,
    animations: 'disabled',
  });
}

async function openLibrary(page: Page): Promise<void> {
  await page.goto('/#/library');
  await expect(page.getByRole('heading', { level: 2, name: 'Library' })).toBeVisible();
}

/** Waits out the drawer's closing transition: its overlay would swallow the next click. */
async function closePreview(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function openPreview(page: Page, assetId: string): Promise<void> {
  const item = page.locator(`[data-asset-id="${assetId}"][role="gridcell"]`);
  await expect(item).toBeVisible();
  await item.dblclick();
  await expect(
    page.getByRole('dialog').filter({ has: page.getByTestId('asset-preview') }),
  ).toBeVisible();
  await expect(page.getByTestId('asset-preview')).toHaveAttribute('data-asset-id', assetId);
}

/** The paths an export's notice lists that no notice listed before the click (the page is
 * shared by the file's tests: an earlier export's notice may still be there, or just closing). */
async function exportedPaths(page: Page, click: () => Promise<void>): Promise<string[]> {
  const listed = () =>
    page
      .locator('[data-export-path]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-export-path') ?? ''));
  const before = new Set(await listed());
  await click();
  let written: string[] = [];
  await expect
    .poll(async () => (written = (await listed()).filter((path) => !before.has(path))).length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  return written;
}

function audioTrack(
  assets: { id: string; kind: string; trackIndex: number | null }[],
  ids: string[],
  index = 1,
) {
  const asset = assets.find(
    (each) => ids.includes(each.id) && each.kind === 'audio' && (each.trackIndex ?? 1) === index,
  );
  expect(asset, `audio track ${index} in the library`).toBeDefined();
  return asset!;
}

test('generate a song, stems-all and midi land in the library', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  const status = await spec.connect(page);
  expect(status.active.kind).toBe('live');
  song = await runMusic(page, 'generate', {
    custom: true,
    prompt: 'la la la\nsing along',
    style: 'synth pop',
    title: 'Library Song',
    duration: 10,
  });
  [stems, midi] = await Promise.all([
    runMusic(page, 'stems-all', { task_id: song.taskId, audio_index: 1 }),
    runMusic(page, 'midi', { task_id: song.taskId, audio_index: 1 }),
  ]);
  const listed = await libraryAssets(page);
  const ids = new Set(listed.items.map((item) => item.id));
  for (const id of [...song.assetIds, ...stems.assetIds, ...midi.assetIds])
    expect(ids.has(id)).toBe(true);
  expect(
    listed.items.filter((item) => stems.assetIds.includes(item.id) && item.kind === 'audio').length,
  ).toBeGreaterThan(1);
  // Each stem is titled after its part, so the cards differ and a search for the part finds it.
  const stemTitles = listed.items
    .filter((item) => stems.assetIds.includes(item.id) && item.kind === 'audio')
    .map((item) => item.title);
  expect(stemTitles).toContain('Library Song — drum kit stem');
  const drums = await libraryAssets(page, { text: 'drum kit' });
  expect(drums.items.map((item) => item.title)).toContain('Library Song — drum kit stem');

  // The grid shows media; each task's JSON status record is behind the Data filter.
  const audioOf = (assetIds: string[]) =>
    listed.items.find((item) => assetIds.includes(item.id) && item.kind === 'audio')!.id;
  await openLibrary(page);
  await expect(page.locator('[role="gridcell"][data-asset-id]').first()).toBeVisible();
  await page.getByLabel('Search the library').fill('Library Song');
  await expect(
    page.locator(`[data-asset-id="${audioOf(song.assetIds)}"][role="gridcell"]`),
  ).toBeVisible();
  // From inside a word, too.
  await page.getByLabel('Search the library').fill('ibrary Son');
  await expect(
    page.locator(`[data-asset-id="${audioOf(song.assetIds)}"][role="gridcell"]`),
  ).toBeVisible();
  await page.getByLabel('Search the library').fill('');
  // The stems fold into one stack under the first stem; one click opens it in track order.
  const firstStem = audioTrack(listed.items, stems.assetIds);
  const stemCard = page.locator(`[data-asset-id="${firstStem.id}"][role="gridcell"]`);
  await expect(stemCard).toBeVisible();
  const otherStems = listed.items.filter(
    (item) => stems.assetIds.includes(item.id) && item.kind === 'audio' && item.id !== firstStem.id,
  );
  await expect(page.locator(`[data-asset-id="${otherStems[0]!.id}"][role="gridcell"]`)).toHaveCount(
    0,
  );
  await stemCard.getByRole('button', { name: `Show ${otherStems.length + 1} stems` }).click();
  const stack = page.locator(`[role="gridcell"][data-stack="${stems.id}:stems"]`);
  await expect(stack).toHaveCount(otherStems.length + 1);
  const shownOrder = await stack.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-asset-id')),
  );
  const byTrack = listed.items
    .filter((item) => stems.assetIds.includes(item.id) && item.kind === 'audio')
    .sort((a, b) => (a.trackIndex ?? 0) - (b.trackIndex ?? 0));
  expect(shownOrder).toEqual(byTrack.map((item) => item.id));
  // Longest first: the card first in the grid is the longest asset, as the index orders it.
  const longest = (await libraryAssets(page, { sort: 'longest' })).items[0]!;
  expect(longest.durationS).toBe(Math.max(...listed.items.map((item) => item.durationS ?? 0)));
  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Longest first' }).click();
  await expect(page.locator('[role="gridcell"][data-asset-id]').first()).toHaveAttribute(
    'data-asset-id',
    longest.id,
  );
  await screens(page, 'grid');
  // Back to the order a fresh Library opens in, for the tests after this one on the same page.
  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Newest first' }).click();
});

test('audio preview draws the waveform and caches its peaks; stems and MIDI export to files', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openLibrary(page);
  const assets = (await libraryAssets(page)).items;
  const track = audioTrack(assets, song.assetIds);
  await openPreview(page, track.id);
  const waveform = page.getByTestId('waveform');
  await expect(waveform).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(waveform.locator('canvas').first()).toBeAttached();
  await expect(page.getByTestId('song-workspace')).toContainText('Separate all stems');
  const links = page.getByTestId('asset-task-links');
  await expect(links.getByRole('link', { name: 'Re-run with these settings' })).toHaveAttribute(
    'href',
    `#/generate?from=${song.id}`,
  );
  await expect(links.getByRole('link', { name: 'Task details' })).toHaveAttribute(
    'href',
    `#/tasks?id=${song.id}`,
  );
  await screens(page, 'audio-preview');
  const peaks = await page.evaluate((assetId) => window.atelier.media.peaks({ assetId }), track.id);
  expect(peaks).not.toBeNull();
  expect(peaks!.peaks.length).toBeGreaterThan(10);

  await closePreview(page);
  await openPreview(page, track.id);
  await expect(page.getByTestId('waveform')).toHaveAttribute('data-peaks-source', 'cache');
  // The card draws the same cached peaks in small.
  await closePreview(page);
  await expect(
    page.locator(`[role="gridcell"][data-asset-id="${track.id}"]`).getByTestId('waveform-thumb'),
  ).toBeVisible();
  await openPreview(page, track.id);

  const stem = audioTrack(assets, stems.assetIds);
  await closePreview(page);
  await openPreview(page, stem.id);
  await expect(page.getByTestId('stem-mixer')).toBeVisible({ timeout: 30_000 });
  await screens(page, 'stems-preview');
  const stemPaths = await exportedPaths(page, () =>
    page.getByRole('button', { name: 'Export stems to a folder…' }).click(),
  );
  const audioFiles = stemPaths.filter((path) => /\.(mp3|m4a|wav)$/i.test(path));
  expect(audioFiles.length).toBeGreaterThan(1);
  for (const path of audioFiles) expect(statSync(path).size).toBeGreaterThan(1000);

  // The .mid file is the card its stack shows (its note data folds under it).
  const midiAsset = assets.find(
    (each) =>
      midi.assetIds.includes(each.id) && each.kind === 'midi' && !each.mimeType.includes('json'),
  );
  expect(midiAsset, 'a midi asset').toBeDefined();
  await closePreview(page);
  await openPreview(page, midiAsset!.id);
  const midiPaths = await exportedPaths(page, () =>
    page.getByRole('button', { name: 'Export MIDI (.mid)…' }).click(),
  );
  const midiFile = midiPaths.find((path) => path.endsWith('.mid'));
  expect(midiFile).toBeDefined();
  const parsed = new Midi(readFileSync(midiFile!));
  expect(parsed.tracks.reduce((sum, each) => sum + each.notes.length, 0)).toBeGreaterThan(10);

  // The export's notification offers the file manager; main shows only what an export wrote.
  await expect(
    page.getByTestId('export-result').last().getByRole('button', { name: 'Show in folder' }),
  ).toBeVisible();
  const reveal = (path: string) =>
    page.evaluate(
      (path) =>
        window.atelier.exports.reveal({ path }).then(
          () => 'shown',
          (error: { field?: string }) => `refused: ${error.field}`,
        ),
      path,
    );
  expect(await reveal(midiFile!)).toBe('shown');
  expect(await reveal('/etc/passwd')).toBe('refused: path');
  await closePreview(page);
});

test('with the service stopped, browsing, search, playback and export still work', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await spec.sandbox.close();
  await openLibrary(page);
  const assets = (await libraryAssets(page)).items;
  expect(assets.length).toBeGreaterThan(3);
  await expect(page.locator('[role="gridcell"][data-asset-id]').first()).toBeVisible();

  await page
    .getByRole('radio', { name: 'List view' })
    .check({ force: true })
    .catch(async () => page.getByLabel('List view').click());
  await expect(page.getByTestId('library-list')).toBeVisible();
  await screens(page, 'list');
  // Words of the song's prompt: its tracks match; the MIDI made from it (titled after the
  // song, but with no prompt of its own) does not.
  await page.getByLabel('Search the library').fill('sing along');
  const track = audioTrack(assets, song.assetIds);
  await expect(page.locator(`[data-asset-id="${track.id}"][role="gridcell"]`)).toBeVisible();
  // The search has applied (offline, from the local index) once the MIDI file is filtered out.
  await expect(page.locator('[role="gridcell"][data-kind="midi"]')).toHaveCount(0);

  await openPreview(page, track.id);
  await expect(page.getByTestId('waveform')).toHaveAttribute('data-peaks-source', 'cache');
  await expect(page.getByTestId('waveform')).toHaveAttribute('data-ready', 'true');
  // Move focus off the drawer's close button (Space on a button presses it) by clicking plain
  // text; a fixed corner of the preview can sit under the drawer's sticky header.
  await page.getByTestId('play-time').click();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('play-time')).not.toHaveText(/^0:00 \//, { timeout: 10_000 });
  await page.keyboard.press('Space');

  const paths = await exportedPaths(page, () =>
    page.getByRole('button', { name: 'Save a copy…' }).click(),
  );
  expect(paths.some((path) => existsSync(path))).toBe(true);
});

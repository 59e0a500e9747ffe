/**
 * Tempo and key as library facts, as a user meets them on the Sandbox profile: a sound made
 * at 96 BPM in F♯ minor and another sound whose first track a bpm analysis measured show their
 * tempo and key in the list view's columns; "Fastest first" puts the known tempos first (in
 * order) and the unknown ones last; the Key filter keeps only the F♯ minor sound.
 */
import { expect, type Page } from '@playwright/test';
import { libraryAssets, runMusic } from './libraryFlow';
import { oneFilePage } from './onePage';
import { useSpecService } from './specService';

/** A word only this spec's titles and prompts hold, so other specs' assets stay out of view. */
// The spec's own sandbox with short task times (the app's Sandbox takes 10-25 s a song).
const spec = useSpecService('sk-sandbox-facts-e2e-0001', { taskMs: 300 });
// Its page stays open until the spec service's afterAll has put the preview back on the
// Sandbox on it (with Playwright's own page, closed by then, that took a whole app boot).
const test = oneFilePage();

const WORD = 'Tempocheck';

async function rowsShown(page: Page): Promise<{ id: string; bpm: string; key: string }[]> {
  return page
    .getByTestId('library-list')
    .locator('[role="gridcell"][data-asset-id]')
    .evaluateAll((cells) =>
      cells.map((cell) => ({
        id: cell.getAttribute('data-asset-id') ?? '',
        bpm: cell.querySelector('[data-column="bpm"]')?.textContent ?? '',
        key: cell.querySelector('[data-column="key"]')?.textContent ?? '',
      })),
    );
}

test('list view: tempo and key columns, sort fastest first with unknowns last, filter by key', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await spec.connect(page);
  // Two sounds (short, quick to make): one asked for 96 BPM in F♯ minor, one left to the
  // service (tempo and key unknown) until a bpm analysis measures its first track.
  const [sound, ambience] = await Promise.all([
    runMusic(page, 'sounds', { prompt: `${WORD} shaker loop`, bpm: 96, key: 'F#m' }),
    runMusic(page, 'sounds', { prompt: `${WORD} rain ambience` }),
  ]);
  await runMusic(page, 'bpm', { task_id: ambience.taskId, audio_index: 1 });
  const tracks = (await libraryAssets(page, { text: WORD, kinds: ['audio'] })).items;
  const ambienceTracks = tracks.filter((asset) => ambience.assetIds.includes(asset.id));
  expect(ambienceTracks.length).toBeGreaterThan(1);
  expect(ambienceTracks.find((asset) => asset.trackIndex === 1)!.bpm).not.toBeNull();
  expect(ambienceTracks.find((asset) => asset.trackIndex === 2)!.bpm).toBeNull();
  expect(
    tracks
      .filter((asset) => sound.assetIds.includes(asset.id))
      .every((asset) => asset.bpm === 96 && asset.musicalKey === 'F#m'),
  ).toBe(true);

  await page.goto('/#/library');
  await expect(page.getByRole('heading', { level: 2, name: 'Library' })).toBeVisible();
  await page.getByLabel('List view').click();
  await expect(page.getByTestId('library-list')).toBeVisible();
  await page.getByLabel('Search the library').fill(WORD);
  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Fastest first' }).click();

  // Known tempos first, fastest first; the unmeasured track 2 after them, shown as "–".
  const expected = [...tracks]
    .filter((asset) => asset.bpm !== null)
    .sort((a, b) => b.bpm! - a.bpm!)
    .map((asset) => `${asset.bpm} BPM`);
  await expect
    .poll(async () => (await rowsShown(page)).filter((row) => row.bpm !== '').map((row) => row.bpm))
    .toEqual([...expected, '–']);
  const rows = await rowsShown(page);
  const soundRow = rows.find((row) => sound.assetIds.includes(row.id))!;
  expect(soundRow).toMatchObject({ bpm: '96 BPM', key: 'F♯ minor' });
  expect(
    rows.find((row) =>
      ambienceTracks.some((asset) => asset.id === row.id && asset.trackIndex === 2),
    ),
  ).toMatchObject({ bpm: '–', key: '–' });

  // The Key filter: choose "F♯ minor" by name; only the sound stays.
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('combobox', { name: 'Key', exact: true }).click();
  await page.getByRole('option', { name: 'F♯ minor' }).click();
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => (await rowsShown(page)).map((row) => row.id).sort())
    .toEqual(
      tracks
        .filter((asset) => asset.musicalKey === 'F#m')
        .map((asset) => asset.id)
        .sort(),
    );
  await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('1');
});

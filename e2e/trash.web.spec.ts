/**
 * The trash and the command palette, walked as a user would: a song's track is deleted
 * with the Delete key (it moves to the trash; its file too), restored from the trash, found
 * again with Ctrl+K (which also opens its song's page), then the trash is emptied for good.
 */
import { expect, type Page } from '@playwright/test';
import { libraryAssets, runMusic } from './libraryFlow';
import { oneFilePage } from './onePage';
import { useSpecService } from './specService';

// The spec's own sandbox with short task times (the app's Sandbox takes 10-25 s a song).
const spec = useSpecService('sk-sandbox-trash-e2e-0001', { taskMs: 300 });
// Its page stays open until the spec service's afterAll has put the preview back on the
// Sandbox on it (with Playwright's own page, closed by then, that took a whole app boot).
const test = oneFilePage();

const TITLE = 'Trashcan Lighthouse';

async function openLibrary(page: Page): Promise<void> {
  await page.goto('/#/library');
  await expect(page.getByRole('heading', { level: 2, name: 'Library' })).toBeVisible();
}

async function mediaStatus(page: Page, url: string): Promise<number> {
  return page.evaluate(async (href) => (await fetch(href, { credentials: 'include' })).status, url);
}

test('delete → trash → restore, then Ctrl+K finds the track and the trash is emptied for good', async ({
  page,
}) => {
  // A song, a delete, a restore and an emptied trash: more than a minute on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/');
  await spec.connect(page);
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: 'keeper of the light',
    style: 'folk',
    title: TITLE,
    duration: 10,
  });
  const tracks = (await libraryAssets(page, { text: TITLE, kinds: ['audio'] })).items.filter(
    (item) => song.assetIds.includes(item.id),
  );
  expect(tracks.length).toBeGreaterThan(0);
  const track = tracks[0]!;

  await openLibrary(page);
  await page.getByRole('textbox', { name: 'Search the library' }).fill(TITLE);
  const card = page.locator(`[data-asset-id="${track.id}"][role="gridcell"]`);
  await card.click();
  await page.keyboard.press('Delete');

  // No question asked: it is in the trash, with an Undo and a way there.
  const notice = page.getByRole('alert').filter({ hasText: 'to the trash' });
  await expect(notice).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Trash \d+ items?$/ })).toBeVisible();
  // The file moved but is still served (a preview of a trashed item still plays).
  expect(await mediaStatus(page, track.mediaUrl)).toBe(200);

  await notice.getByRole('link', { name: 'Open the trash' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Trash' })).toBeVisible();
  const row = page.getByTestId('trash-row').filter({ hasText: track.title });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Restore ${track.title}` }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Restored 1 item' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the library' }).click();
  await page.getByRole('textbox', { name: 'Search the library' }).fill(TITLE);
  await expect(card).toBeVisible();
  expect(await mediaStatus(page, track.mediaUrl)).toBe(200);

  // Ctrl+K finds it by text and opens its preview.
  await page.getByRole('textbox', { name: 'Search the library' }).fill('');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ControlOrMeta+K');
  const palette = page.getByRole('textbox', { name: 'Search commands, assets and tasks' });
  await expect(palette).toBeFocused();
  // From inside a word: the library's search matches substrings.
  await palette.fill('rashcan lighth');
  const found = page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${track.title}`) })
    .first();
  await expect(found).toBeVisible();
  // The track's song is found too, listed first.
  const songEntry = page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^Open song: ${TITLE}`) });
  await expect(songEntry).toHaveCount(1);
  await found.click();
  await expect(page.getByTestId('asset-preview')).toHaveAttribute('data-asset-id', track.id);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // "Open song: …" opens the song's page.
  await page.keyboard.press('ControlOrMeta+K');
  await palette.fill('rashcan lighth');
  await songEntry.click();
  await expect(page.getByRole('heading', { level: 2, name: `Song: ${TITLE}` })).toBeVisible();
  expect(new URL(page.url()).hash).toBe(`#/song?task=${song.taskId}`);
  await openLibrary(page);

  // From the preview's menu this time; then empty the trash for good.
  await page.getByRole('textbox', { name: 'Search the library' }).fill(TITLE);
  await card.click();
  await page.keyboard.press('Delete');
  await expect(card).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+K');
  await palette.fill('open the trash');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Open the trash/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Trash' })).toBeVisible();
  await page.getByRole('button', { name: 'Empty trash…' }).click();
  const confirm = page.getByRole('dialog', { name: /for good\?$/ });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: /for good$/ }).click();
  await expect(page.getByTestId('trash-empty')).toBeVisible();
  await expect(
    page.evaluate((id) => window.atelier.library.get({ id }), track.id),
  ).rejects.toThrow();
  expect(await mediaStatus(page, track.mediaUrl)).toBe(404);
});

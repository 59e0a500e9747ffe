/**
 * A music chain through the Generate forms (never tasks.submit): generate a song, extend
 * its second track at 8 s, concat the extend task, then upload a served track and add
 * vocals to the upload. Plus the song workspace's deep link: an extend link prefills the
 * source, track and time, a bad time in a link is refused in the form, and the good link
 * submits. The spec runs its own sandbox with short task times as the "Live" service.
 *
 * One page for both tests (serial): the app boots once, and the link test works on the song
 * the chain test made through the form (generating a song through the form is the chain's
 * subject, not the link's), so the sandbox renders one song, not two.
 */
import { expect, test, type Page } from '@playwright/test';
import { openGenerate } from './generateHelpers';
import { useSpecService } from './specService';
import { pickSource, submitForm, waitFinished, type FinishedTask } from './musicChainHelpers';

const spec = useSpecService('sk-sandbox-music-chain-e2e-0001', { taskMs: 300 });
const apiKey = spec.apiKey;

test.describe.configure({ mode: 'serial' });

let page: Page;
/** The song the first test generates through the form: 'Harbour Chain', two 20 s tracks. */
let made: FinishedTask | undefined;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  // The root, so the first form's link (same document) does not load the app a second time.
  await page.goto('/');
  await spec.connect(page);
});
test.afterAll(async () => {
  await page.close();
});

const submitsSeen = (): number => spec.sandbox.stats().byKey[apiKey]?.submits ?? 0;

async function generateSong(title: string): Promise<FinishedTask> {
  await openGenerate(page, 'action=generate');
  const form = page.getByRole('form');
  await form.getByRole('radiogroup', { name: 'Mode' }).getByText('Custom', { exact: true }).click();
  await form
    .getByRole('textbox', { name: 'Lyrics / description' })
    .fill('[Verse]\nLanterns on the water\nthe harbour hums along');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form
    .getByRole('textbox', { name: 'Style', exact: true })
    .fill('warm folk, acoustic guitar');
  await form.getByRole('textbox', { name: 'Target length (s)' }).fill('20');
  const finished = await waitFinished(page, await submitForm(page));
  expect(finished.tracks.map((track) => track.index)).toEqual([1, 2]);
  expect(finished.tracks.every((track) => track.duration === 20)).toBe(true);
  return finished;
}

test('generate, extend track 2 at 8 s, concat the extend, then upload and add vocals: all through the forms', async () => {
  test.setTimeout(240_000);
  const song = await generateSong('Harbour Chain');
  made = song;

  // Extend: the song's second track from the library picker, continuing at 8 s.
  await openGenerate(page, 'action=extend');
  await pickSource(page, /^Harbour Chain · generate ·/, 2);
  await expect(page.getByTestId('source-track-length')).toContainText('0:20');
  await page.getByRole('form').getByRole('textbox', { name: 'Continue at (s)' }).fill('8');
  const extendId = await submitForm(page);
  const extended = await waitFinished(page, extendId);
  const extendBody = await page.evaluate(
    async (id) => (await window.atelier.tasks.get({ id })).body,
    extendId,
  );
  expect(extendBody).toMatchObject({ task_id: song.taskId, audio_index: 2, continue_at: 8 });

  // Concat: only extend tasks are offered; the result is the whole extended song.
  await openGenerate(page, 'action=concat');
  await pickSource(page, / · extend · /, 1);
  const concat = await waitFinished(page, await submitForm(page));
  const concatBody = await page.evaluate(
    async (id) => (await window.atelier.tasks.get({ id })).body,
    concat.id,
  );
  expect(concatBody['task_id']).toBe(extended.taskId);
  expect(concatBody['audio_index'] ?? 1).toBe(1); // track 1 is the picker's default and the service's
  const joined = concat.tracks[0]?.duration ?? 0;
  expect(joined).toBeGreaterThan(20);
  expect(joined).toBeCloseTo(8 + (extended.tracks[0]?.duration ?? 0), 1);
  const sourceLengths = await page.evaluate(async (taskId) => {
    const sources = await window.atelier.library.sources({ action: 'crop' });
    return sources
      .find((source) => source.taskId === taskId)
      ?.tracks.map((track) => track.durationS);
  }, concat.taskId);
  expect(sourceLengths?.[0]).toBeCloseTo(joined, 1);

  // Upload a track the sandbox serves, then add vocals to the upload.
  const servedUrl = song.tracks[0]?.audio_url ?? '';
  expect(servedUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
  await openGenerate(page, 'action=upload');
  await page.getByRole('form').getByRole('textbox', { name: 'Audio URL' }).fill(servedUrl);
  const upload = await waitFinished(page, await submitForm(page));
  expect(upload.tracks).toHaveLength(1);

  await openGenerate(page, 'action=add-vocals');
  await pickSource(page, / · upload · /, 1);
  await page
    .getByRole('form')
    .getByRole('textbox', { name: 'Lyrics / description' })
    .fill('Sing the harbour home');
  await page
    .getByRole('form')
    .getByRole('textbox', { name: 'Style', exact: true })
    .fill('soft female vocal');
  const vocals = await waitFinished(page, await submitForm(page));
  const vocalsBody = await page.evaluate(
    async (id) => (await window.atelier.tasks.get({ id })).body,
    vocals.id,
  );
  expect(vocalsBody).toMatchObject({ task_id: upload.taskId, prompt: 'Sing the harbour home' });
  expect(vocals.tracks.length).toBeGreaterThan(0);
});

test('a song workspace link prefills extend; a bad time is refused in the form; the good link submits', async () => {
  test.setTimeout(180_000);
  const song = made;
  if (!song) throw new Error('the chain test generates the song this test links to');
  const testInfo = test.info();
  const form = page.getByRole('form');

  // Before any link: the last submit's outcome is cleared when another form opens.
  await openGenerate(page, 'action=extend');
  await expect(page.getByTestId('submitted')).toHaveCount(0);

  // A time past the track's end: shown inline, nothing sent.
  const sentBefore = submitsSeen();
  await openGenerate(page, `action=extend&task_id=${song.taskId}&audio_index=2&continue_at=25`);
  await expect(form.getByLabel(/^Source task( \*)?$/)).toHaveValue(/^Harbour Chain · generate ·/);
  await expect(form.getByText(/must be before the end of the track/)).toBeVisible();
  await form.getByLabel(/^Source task( \*)?$/).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('extend-bad-link.png') });
  await page.getByRole('button', { name: 'Review and submit' }).click();
  await expect(page.getByTestId('form-issue-count')).toContainText('Nothing was sent');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(submitsSeen()).toBe(sentBefore);

  // The workspace's link: source, track 2 and continue_at 8 filled in.
  await openGenerate(page, `action=extend&task_id=${song.taskId}&audio_index=2&continue_at=8`);
  await expect(page.getByTestId('link-prefill')).toContainText('Continue at (s): 8');
  await expect(form.getByLabel(/^Source task( \*)?$/)).toHaveValue(/^Harbour Chain · generate ·/);
  await expect(form.getByLabel(/^Track( \*)?$/)).toHaveValue(/^2\. /);
  await expect(form.getByRole('textbox', { name: 'Continue at (s)' })).toHaveValue('8');
  await expect(page.getByTestId('source-track-length')).toContainText('0:20');
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.getByRole('heading', { level: 2, name: 'Generate' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('extend-prefilled.png') });

  const extendId = await submitForm(page);
  expect(submitsSeen()).toBe(sentBefore + 1);
  const body = await page.evaluate(
    async (id) => (await window.atelier.tasks.get({ id })).body,
    extendId,
  );
  expect(body).toMatchObject({ task_id: song.taskId, audio_index: 2, continue_at: 8 });
  const extended = await waitFinished(page, extendId);
  expect(extended.tracks.length).toBe(2);
});

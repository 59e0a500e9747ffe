/**
 * The Library preview's track actions run in place, as on the Song page (issue 22 item 5):
 * priced buttons in the user's words, actions that need options open a small form in the same
 * popover (filled from the waveform), the confirm step on this page when the profile asks for
 * one, one paid job sent, an invalid request never priced as sendable, and no detour through
 * Generate.
 */
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { openGenerate } from './generateHelpers';
import { runMusic } from './libraryFlow';
import { oneFilePage } from './onePage';

// One page and one song for the file's two tests: the app boots once.
const test = oneFilePage();

// The preview draws a waveform and asks for prices: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Tasks made from this song's track (the suite's preview is shared: other specs' tasks are there). */
const taskCount = (page: Page, taskId: string) =>
  page.evaluate(
    async (id) =>
      (await window.atelier.tasks.list({ limit: 200 })).items.filter(
        (task) => (task.body as { task_id?: string }).task_id === id,
      ).length,
    taskId,
  );

/** The song both tests act on: made once (the sandbox renders one 30 s song for the file). */
let song: { taskId: string; trackId: string } | undefined;

async function openActions(page: Page): Promise<{ song: { taskId: string }; menu: Locator }> {
  if (!song) {
    await openGenerate(page, 'action=generate');
    const made = await runMusic(page, 'generate', {
      custom: true,
      prompt: '[Verse]\nLights on the quay',
      style: 'soft folk',
      title: 'Quay Lights',
      duration: 30,
    });
    const track = await page.evaluate(async (ids) => {
      const assets = await Promise.all(ids.map((id) => window.atelier.library.get({ id })));
      return assets.find((asset) => asset.kind === 'audio' && asset.trackIndex === 1)!;
    }, made.assetIds);
    song = { taskId: made.taskId, trackId: track.id };
  } else {
    // The test before left the preview and its menu open on this shared page: close them, so
    // the preview opens from its link as it does on a fresh page.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await page.goto(`/#/library?asset=${encodeURIComponent(song.trackId)}`);
  const preview = page.getByRole('dialog').getByTestId('asset-preview');
  await expect(preview).toBeVisible();
  await preview
    .getByTestId('song-workspace')
    .getByRole('button', { name: 'Actions for track 1' })
    .first()
    .click();
  const menu = page.getByTestId('track-actions');
  await expect(menu).toBeVisible();
  return { song, menu };
}

test('a form-needing action runs in place from the Library preview, priced, with its confirm', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { song, menu } = await openActions(page);

  // One-step actions carry their price; nothing in the menu leads to Generate.
  await expect(menu.locator('button[data-action="stems-all"]')).toHaveText(
    /^Separate all stems · \d+ cr$/,
  );
  await expect(menu.locator('button[data-action="bpm"]')).toHaveText(/^Detect tempo · \d+ cr$/);
  await expect(menu.locator('a[href*="generate"]')).toHaveCount(0);
  for (const name of await menu.locator('button').allTextContents())
    expect(name).not.toMatch(/\b(?:stems-all|add-stem|aligned-lyrics|replace-section|bpm)\b/);

  // Replace a section: the form opens here, with a range and new lyrics.
  await menu.locator('button[data-form-action="replace-section"]').click();
  const form = menu.getByTestId('track-action-form');
  await expect(form).toHaveAttribute('data-action', 'replace-section');
  await form.getByLabel('Start (s)').fill('4');
  await form.getByLabel('End (s)').fill('2');
  // Backwards: the rule is said and the request is not offered.
  await expect(form.getByText(/must be after the region start/)).toBeVisible();
  await expect(form.locator('button[data-action="replace-section"]')).toBeDisabled();
  await form.getByLabel('End (s)').fill('12');
  await form.getByLabel('New lyrics').fill('A new line by the harbour');
  const send = form.locator('button[data-action="replace-section"]');
  await expect(send).toHaveText(/^Replace a section 0:04–0:12 · \d+ cr$/);
  await expect(send).toBeEnabled();
  const price = Number((await send.textContent())!.match(/· (\d+) cr/)![1]);

  await page.evaluate(() => window.atelier.settings.update({ confirmOnSandbox: true }));
  try {
    const before = await taskCount(page, song.taskId);
    await send.click();
    // The confirm step, on this page, states the cost; nothing is sent before it.
    const confirm = page.getByRole('dialog').filter({ hasText: /Pay \d+ credits and submit/ });
    const pay = confirm.getByRole('button', { name: /^Pay \d+ credits and submit$/ });
    await expect(pay).toHaveText(`Pay ${price} credits and submit`);
    expect(await taskCount(page, song.taskId)).toBe(before);
    await page.screenshot({ path: 'test-results/library-actions/confirm-in-place.png' });
    await pay.click();
    await expect(menu.getByTestId('track-action-sent')).toContainText(
      'Sent: Replace a section 0:04–0:12',
    );
    expect(page.url()).toContain('#/library');
    expect(page.url()).not.toContain('generate');
    const sent = await page.evaluate(
      async () => (await window.atelier.tasks.list({ limit: 1 })).items[0]!,
    );
    expect(sent.target).toEqual({ action: 'replace-section' });
    expect(sent.body).toEqual({
      task_id: song.taskId,
      audio_index: 1,
      start_s: 4,
      end_s: 12,
      infill_lyrics: 'A new line by the harbour',
    });
    expect(await taskCount(page, song.taskId)).toBe(before + 1);
  } finally {
    await page.evaluate(() => window.atelier.settings.update({ confirmOnSandbox: false }));
  }
});

test('extend and persona open their forms in place; an invalid one is never sent', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { song, menu } = await openActions(page);
  // Persona without a name: the field says its rule and the button stays disabled.
  await menu.locator('button[data-form-action="persona"]').click();
  const form = menu.getByTestId('track-action-form');
  await expect(form).toHaveAttribute('data-action', 'persona');
  await expect(form.locator('button[data-action="persona"]')).toBeDisabled();
  await form.getByRole('button', { name: 'Back' }).click();

  // Extend continues near the end by default, with lyrics of its own.
  await menu.locator('button[data-form-action="extend"]').click();
  await expect(form).toHaveAttribute('data-action', 'extend');
  const send = form.locator('button[data-action="extend"]');
  await expect(send).toHaveText(/^Extend from 0:\d\d · \d+ cr$/);
  await form.getByLabel('Continue at (s)').fill('20');
  await form.getByLabel('Lyrics / description').fill('[Chorus]\nStill the lights');
  await expect(send).toHaveText(/^Extend from 0:20 · \d+ cr$/);
  await page.screenshot({ path: 'test-results/library-actions/extend-form.png' });
  const before = await taskCount(page, song.taskId);
  await send.click();
  await expect(menu.getByTestId('track-action-sent')).toContainText('Sent: Extend from 0:20');
  const sent = await page.evaluate(
    async () => (await window.atelier.tasks.list({ limit: 1 })).items[0]!,
  );
  expect(sent.target).toEqual({ action: 'extend' });
  expect(sent.body).toMatchObject({
    task_id: song.taskId,
    audio_index: 1,
    continue_at: 20,
    prompt: '[Chorus]\nStill the lights',
  });
  expect(await taskCount(page, song.taskId)).toBe(before + 1);
  expect(page.url()).toContain('#/library');
});

/**
 * The Library preview's track actions run in place, as on the Song page (issue 22 item 5):
 * priced buttons in the user's words, the confirm step on this page when the profile asks
 * for one, one paid job sent, and no detour through Generate; actions that need a form open
 * it under their human names.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { openGenerate } from './generateHelpers';
import { runMusic } from './libraryFlow';

// The preview draws a waveform and asks for prices: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });

test("a track's song actions are priced and run from the preview, with the confirm in place", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openGenerate(page, 'action=generate');
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: '[Verse]\nLights on the quay',
    style: 'soft folk',
    title: 'Quay Lights',
    duration: 30,
  });
  const track = await page.evaluate(async (ids) => {
    const assets = await Promise.all(ids.map((id) => window.atelier.library.get({ id })));
    return assets.find((asset) => asset.kind === 'audio' && asset.trackIndex === 1)!;
  }, song.assetIds);
  await page.goto(`/#/library?asset=${encodeURIComponent(track.id)}`);
  const preview = page.getByRole('dialog').getByTestId('asset-preview');
  await expect(preview).toBeVisible();
  await preview
    .getByTestId('song-workspace')
    .getByRole('button', { name: 'Actions for track 1' })
    .first()
    .click();
  const menu = page.getByTestId('track-actions');
  await expect(menu).toBeVisible();

  // Human names with their prices; extend continues near the end by default.
  const extend = menu.locator('button[data-action="extend"]');
  await expect(extend).toHaveText(/^Extend from 0:\d\d · \d+ cr$/);
  await expect(menu.locator('button[data-action="stems-all"]')).toHaveText(/ · \d+ cr$/);
  // Actions that need a form are links under their names, never API ids.
  for (const name of await menu.locator('a[data-action]').allTextContents())
    expect(name).not.toMatch(/^[a-z]+(-[a-z]+)*$/);
  await expect(menu.locator('a[href*="generate"]').first()).toBeVisible();
  await expect(menu.locator('button[data-action] >> xpath=ancestor::a')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/generate-result/library-actions-light.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: 'test-results/generate-result/library-actions-dark.png' });
  await page.emulateMedia({ colorScheme: 'light' });

  await page.evaluate(() => window.atelier.settings.update({ confirmOnSandbox: true }));
  try {
    const before = await page.evaluate(
      async () => (await window.atelier.tasks.list({ limit: 200 })).items.length,
    );
    const label = (await extend.textContent()) ?? '';
    const continueAt = label.match(/from (\d+):(\d\d)/)!;
    await extend.click();
    // The confirm step, on this page, states the cost; nothing is sent before it.
    const confirm = page.getByRole('dialog').filter({ hasText: /Pay \d+ credits and submit/ });
    await expect(
      confirm.getByRole('button', { name: /^Pay \d+ credits and submit$/ }),
    ).toBeVisible();
    expect(
      await page.evaluate(
        async () => (await window.atelier.tasks.list({ limit: 200 })).items.length,
      ),
    ).toBe(before);
    await confirm.getByRole('button', { name: /^Pay \d+ credits and submit$/ }).click();
    await expect(menu.getByTestId('track-action-sent')).toContainText('Sent: Extend from');
    expect(page.url()).toContain('#/library');
    const sent = await page.evaluate(
      async () => (await window.atelier.tasks.list({ limit: 1 })).items[0]!,
    );
    expect(sent.target).toEqual({ action: 'extend' });
    expect(sent.body).toMatchObject({
      task_id: song.taskId,
      audio_index: 1,
      continue_at: Number(continueAt[1]) * 60 + Number(continueAt[2]),
    });
    expect(
      await page.evaluate(
        async () => (await window.atelier.tasks.list({ limit: 200 })).items.length,
      ),
    ).toBe(before + 1);
  } finally {
    await page.evaluate(() => window.atelier.settings.update({ confirmOnSandbox: false }));
  }
});

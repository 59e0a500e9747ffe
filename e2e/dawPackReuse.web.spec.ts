/**
 * Never pay twice for a result Atelier already holds (issue 20): after "Separate all stems" on
 * a track, the DAW pack's price leaves the stems out, its confirm lists them as reused (free)
 * and what will be bought, and paying sends only MIDI and tempo. "Buy again anyway" is its own
 * explicit choice, which prices the whole pack afresh.
 */
import { expect, test, type Page } from '@playwright/test';
import { runMusic } from './libraryFlow';
import { inspectVersion } from './songHelpers';
import { useSpecService } from './specService';
import { shootLightAndDark } from './lightAndDark';

const SHOTS = '/tmp/shots-daw-pack-reuse';
const spec = useSpecService('sk-sandbox-daw-pack-reuse-0001', { taskMs: 400 });

const shoot = (page: Page, name: string): Promise<void> => shootLightAndDark(page, SHOTS, name);

// A page of the spec's own, open until its end: the spec service puts the app back on the
// Sandbox on it (e2e/specService.ts) instead of booting the app once more to do so.
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
});
test.afterAll(async () => {
  await page.close();
});

test('DAW pack after "Separate all stems": the stems are reused, only MIDI and tempo are bought', async () => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/');
  await spec.connect(page);
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: '[Verse]\nStatic on the radio',
    style: 'lofi',
    title: 'Reuse Song',
    duration: 10,
  });
  const stems = await runMusic(page, 'stems-all', { task_id: song.taskId, audio_index: 1 });
  const submitsBefore = () => spec.sandbox.stats().byKey[spec.apiKey]?.submits ?? 0;

  // Main refuses to buy the same stems again without the explicit choice.
  const again = await page.evaluate(
    (taskId) =>
      window.atelier.tasks
        .submit({
          target: { action: 'stems-all' },
          body: { task_id: taskId, audio_index: 1 },
          confirmedCredits: null,
        })
        .then(
          () => 'sent',
          (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
        ),
    song.taskId,
  );
  expect(again).toContain(
    'conflict: You already have the result of Separate all stems of this track',
  );
  const submits = submitsBefore();

  await page.goto(`/#/song?task=${song.taskId}`);
  const take = await inspectVersion(page, 'generate', 1);
  // MIDI 10 + tempo 2 in the sandbox catalog: the 40 credits of stems are not asked again.
  const button = take.getByRole('button', { name: 'DAW pack · 12 cr' });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('daw-pack-parts') });
  await expect(dialog.getByTestId('confirm-cost')).toContainText('12 credits');
  const parts = dialog.getByTestId('daw-pack-part');
  await expect(parts.nth(0)).toHaveAttribute('data-reused', 'true');
  await expect(parts.nth(0)).toContainText('Separate all stems');
  await expect(parts.nth(0)).toContainText('Reused');
  await expect(parts.nth(0)).not.toContainText('WAV'); // they were made in the default format
  await expect(parts.nth(1)).toContainText('Transcribe to MIDI: 10 credits');
  await expect(parts.nth(2)).toContainText('Detect tempo: 2 credits');
  await expect(dialog.getByRole('button', { name: 'Buy again anyway' })).toBeVisible();
  await shoot(page, 'confirm-reuse');

  // "Buy again anyway" prices the whole pack afresh in its own confirm; keep what we have instead.
  await dialog.getByRole('button', { name: 'Buy again anyway' }).click();
  await expect(dialog.getByTestId('confirm-cost')).toContainText('52 credits');
  await expect(parts.nth(0)).not.toHaveAttribute('data-reused', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(submitsBefore()).toBe(submits);

  await button.click();
  await dialog.getByRole('button', { name: 'Pay 12 credits and submit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(submitsBefore).toBe(submits + 2);
  const listed = await page.evaluate(() =>
    window.atelier.tasks.list({ kinds: ['music'], limit: 50 }),
  );
  const stemsJobs = listed.items.filter(
    (item) =>
      item.body['task_id'] === song.taskId &&
      'action' in item.target &&
      item.target.action === 'stems-all',
  );
  expect(stemsJobs.map((item) => item.id)).toEqual([stems.id]);

  // The pack is made of the stems already held: one mixer, one set of stems.
  const pack = page.getByTestId('daw-pack');
  await expect(pack).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await pack.scrollIntoViewIfNeeded();
  await shoot(page, 'pack-ready');
});

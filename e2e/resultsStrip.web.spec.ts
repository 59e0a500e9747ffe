/**
 * The "Recent results" strip beside the Generate form, walked as a user: a submitted job
 * appears in it at once with its live status and clock, turns into a thumbnail when its
 * files are saved, puts its settings back into the form on request, and opens its result in
 * the Library's preview. Other models' jobs stay out of it; an unused form says where
 * results will appear; a job shown on a tile ends without a toast over the page.
 *
 * About timing: a job is seen running, and a second job is sent while the first still runs.
 * So the spec runs on a preview of its own with the app's real task times and polling, not
 * on the worker's preview, whose jobs end within 400 ms.
 */
import { expect, type Page } from '@playwright/test';
import { openGenerate } from './generateHelpers';
import { oneFilePage } from './onePage';
import { useOwnPreview } from './ownPreview';
import { chooseSandboxInWelcome } from './welcome';

useOwnPreview();
// One page for the file (the app boots once): it passes the fresh preview's welcome with the
// Sandbox, as a new user does, and each test opens its own form.
const test = oneFilePage((page) => chooseSandboxInWelcome(page, '/'));

const prompt = (page: Page) => page.getByRole('form').getByRole('textbox', { name: 'Prompt' });
const strip = (page: Page) => page.getByRole('region', { name: 'Recent results' });
const RUNNING = /^(Sending|Accepted|Pending|Queued|Processing|Saving files)$/;

test('a job shows up live in the strip, becomes a thumbnail, refills the form and opens its result', async ({
  page,
}) => {
  const words = `a paper boat on a puddle, strip e2e ${Date.now()}`;
  await openGenerate(page, 'model=image-a');
  await expect(strip(page)).toBeVisible();
  await prompt(page).click();
  await page.keyboard.type(words);
  await page.keyboard.press('Control+Enter');

  // At once, before the service is done: a tile with the live status and its elapsed time.
  const item = strip(page).getByRole('listitem').filter({ hasText: words });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('recent-result-status')).toHaveText(RUNNING);
  await expect(item).toContainText(/\d+ s/);
  // Newest first.
  await expect(strip(page).getByRole('listitem').first()).toContainText(words);

  // Done: the picture stands in for the status.
  await expect(item.locator('img')).toBeVisible({ timeout: 30_000 }); // alt="": the tile's words name it
  await expect(item.getByTestId('recent-result-status')).toHaveCount(0);
  await expect(item).toContainText('Succeeded');

  // "Use these settings" after the prompt changed: the job's prompt is back.
  await prompt(page).fill('something else entirely');
  await item.getByRole('button', { name: 'Use these settings' }).click();
  await expect(prompt(page)).toHaveValue(words);

  // Another model's strip does not list this job.
  await page.locator('[role="radio"][data-model="image-a-2-lite"]').click();
  await expect(strip(page)).toBeVisible();
  await expect(strip(page).getByText(words)).toHaveCount(0);
  await page.locator('[role="radio"][data-model="image-a"]').click();

  // A click on the tile opens that result in the Library's preview.
  const submissionId = await item.getAttribute('data-task-id');
  expect(submissionId).toBeTruthy();
  const assetIds = await page.evaluate(
    async (id) => (await window.atelier.tasks.get({ id })).assetIds,
    submissionId as string,
  );
  await item.getByRole('link').click();
  const preview = page.getByRole('dialog').getByTestId('asset-preview');
  await expect(preview).toBeVisible();
  expect(assetIds).toContain(await preview.getAttribute('data-asset-id'));
});

test('a form with no jobs yet says where its results will appear', async ({ page }) => {
  await openGenerate(page, 'action=fade-out');
  await expect(strip(page)).toContainText(/^Recent resultsResults of .+ appear here$/);
  await expect(strip(page).getByRole('listitem')).toHaveCount(0);
});

test('a job on a tile ends without a toast over the page, even when the note follows a later job', async ({
  page,
}) => {
  await openGenerate(page, 'model=image-a');
  // Every toast that shows, however briefly (they close themselves).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.mantine-Notification-root')) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const first = `a kite over dunes, strip toast ${Date.now()}`;
  await prompt(page).fill(first);
  await page.keyboard.press('Control+Enter');
  await expect(strip(page).getByRole('listitem').filter({ hasText: first })).toHaveCount(1);
  // The tile can show before the submit has its answer; until then Submit is held (so is
  // Ctrl+Enter: never two sends from one press), as a user sees by the disabled button.
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
  // A second job: the side note now follows it, only the tile shows the first one.
  await prompt(page).fill(`${first}, again`);
  await page.keyboard.press('Control+Enter');
  const tiles = strip(page).getByRole('listitem').filter({ hasText: first });
  await expect(tiles).toHaveCount(2);
  await expect(page.getByTestId('submitted')).toHaveAttribute('data-phase', 'done', {
    timeout: 30_000,
  });
  await expect(tiles.locator('img')).toHaveCount(2, { timeout: 30_000 });
  // The notifier gathers endings for a moment before it speaks: a toast would be up by now.
  await page.waitForTimeout(4000);
  expect(
    await page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts),
  ).toEqual([]);
});

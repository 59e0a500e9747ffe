/**
 * A batch from a list as a user meets it: "Batch…" on Generate → three prompts pasted (two
 * of them from one wildcard line) → the preview lists each job with its price and the total
 * against the balance → one confirm → three paid tasks → one stack in the library. Also: a
 * CSV's unknown column named by row and column, and the deep link that opens the panel
 * prefilled. The spec's own sandbox (fast tasks) is connected as the Live service.
 */
import { expect } from '@playwright/test';
import { openGenerate } from './generateHelpers';
import { libraryAssets } from './libraryFlow';
import { oneFilePage } from './onePage';
import { useSpecService } from './specService';

const spec = useSpecService('sk-sandbox-batch-e2e-0001', { taskMs: 800 });
// One page for the file (the app boots once), declared after the spec service, whose afterAll
// switches back to the Sandbox on this page while it is still open.
const test = oneFilePage();
const TAG = 'batch e2e kite';

test('batch: paste 3 prompts → preview with the total → one confirm → 3 tasks → one stack', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/#/generate');
  await spec.connect(page);
  await openGenerate(page, 'model=image-a');
  const submits = () => spec.sandbox.stats().byKey[spec.apiKey]?.submits ?? 0;
  const before = spec.sandbox.balance(spec.apiKey);

  await page.getByTestId('batch-open').click();
  const drawer = page.getByRole('dialog', { name: /^Batch:/ });
  await expect(drawer).toBeVisible();
  const source = drawer.getByRole('textbox', { name: 'Jobs' });

  // A CSV whose header names a field this form does not have: the row and the column are named.
  await drawer.getByText('CSV', { exact: true }).click();
  await source.fill('prompt,colour\na kite,red');
  await expect(drawer.getByTestId('batch-problems')).toContainText(
    'Row 1, column “colour”: this form has no such field.',
  );
  await expect(drawer.getByRole('button', { name: 'Check jobs and total' })).toBeDisabled();

  await source.fill('');
  await drawer.getByText('Prompt list', { exact: true }).click();
  await source.fill(`a {red|blue} ${TAG}\na green ${TAG}`);
  await expect(drawer.getByTestId('batch-count')).toHaveText('3 jobs (at most 1,000)');
  await drawer.getByRole('button', { name: 'Check jobs and total' }).click();
  const rows = drawer.getByTestId('batch-job');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`a blue ${TAG}`);
  await expect(rows.first()).toContainText('24 credits');
  await expect(drawer.getByTestId('batch-total')).toContainText('Total for 3 jobs: 72 credits');
  await expect(drawer.getByTestId('batch-totals')).toContainText(
    `after this batch: ${(before - 72).toLocaleString('en')} credits`,
  );
  expect(submits()).toBe(0);

  // The one confirm.
  await drawer.getByRole('button', { name: 'Send 3 jobs for 72 credits' }).click();
  await expect(drawer.getByTestId('batch-outcome')).toContainText('All 3 jobs were sent.');
  expect(submits()).toBe(3);
  expect(spec.sandbox.balance(spec.apiKey)).toBe(before - 72);

  // One stack of three in the library once the files are in.
  let images: Awaited<ReturnType<typeof libraryAssets>>['items'] = [];
  await expect
    .poll(
      async () =>
        (images = (await libraryAssets(page, { text: TAG })).items.filter(
          (item) => item.kind === 'image',
        )).length,
      { timeout: 30_000 },
    )
    .toBe(3);
  const group = images[0]!.variationGroup;
  expect(group).not.toBeNull();
  expect(new Set(images.map((item) => item.variationGroup))).toEqual(new Set([group]));
  await page.goto('/#/library');
  await page.getByLabel('Search the library').fill(TAG);
  const stack = page.locator(`[role="gridcell"][data-stack="${group}:variations"]`);
  await expect(stack).toHaveCount(1);

  // Three tasks on Tasks, one per job, each named by its own prompt.
  await page.goto('/#/tasks');
  await expect(page.getByTestId('task-row').filter({ hasText: TAG })).toHaveCount(3);
});

test('a batch whose second answer is lost stops there and says so; the third is never sent', async ({
  page,
}) => {
  await page.goto('/#/generate');
  await spec.connect(page);
  await openGenerate(page, 'model=image-a');
  const submits = () => spec.sandbox.stats().byKey[spec.apiKey]?.submits ?? 0;
  await page.getByTestId('batch-open').click();
  const drawer = page.getByRole('dialog', { name: /^Batch:/ });
  await drawer.getByRole('textbox', { name: 'Jobs' }).fill(`a {one|two|three} ${TAG} lost`);
  await drawer.getByRole('button', { name: 'Check jobs and total' }).click();
  await expect(drawer.getByTestId('batch-job')).toHaveCount(3);
  const sent = submits();
  spec.sandbox.setFaults('drop-after-accept:every=2,times=1');
  try {
    await drawer.getByRole('button', { name: 'Send 3 jobs for 72 credits' }).click();
    const outcome = drawer.getByTestId('batch-outcome');
    await expect(outcome).toContainText('Stopped at job 2 of 3');
    await expect(outcome).toContainText(
      '1 job was accepted before it. The 1 after it was not sent.',
    );
    await expect(outcome).toContainText('it may have been charged');
    expect(submits() - sent).toBe(2);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: test.info().outputPath(`batch-stopped-${colorScheme}.png`) });
    }
    // The page is shared: the next test sees it light again.
    await page.emulateMedia({ colorScheme: 'light' });
  } finally {
    spec.sandbox.setFaults(undefined);
  }
});

test('the deep link opens the batch panel with its source filled in', async ({ page }) => {
  const text = `a {small|big} ${TAG} link`;
  await openGenerate(page, `model=image-a&batch=${encodeURIComponent(text)}`);
  const drawer = page.getByRole('dialog', { name: /^Batch:/ });
  await expect(drawer.getByRole('textbox', { name: 'Jobs' })).toHaveValue(text);
  await expect(drawer.getByTestId('batch-count')).toHaveText('2 jobs (at most 1,000)');

  // Another model's link with a CSV naming that model's fields: read as CSV for that model.
  const csv = `prompt,duration\n"${TAG}, video",6`;
  await openGenerate(page, `model=video-c&batch=${encodeURIComponent(csv)}`);
  const videoDrawer = page.getByRole('dialog', { name: /^Batch:/ });
  await expect(videoDrawer.getByRole('textbox', { name: 'Jobs' })).toHaveValue(csv);
  await expect(videoDrawer.getByTestId('batch-count')).toHaveText('1 job (at most 1,000)');
});

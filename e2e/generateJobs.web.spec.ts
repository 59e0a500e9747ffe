/**
 * The job panel beside the Generate form (issue 22 item 4), with the app's real polling and
 * jobs that take a few seconds (a preview of its own): a submitted job is listed at once as a
 * row with the model's name, the prompt, its status and a ticking m:ss clock; two jobs make
 * two rows, oldest first; a job sent from another model's form stays listed after a switch;
 * each row leaves the panel when its job is done, and the result then shows large.
 */
import { expect, test, type Page } from '@playwright/test';
import { openGenerate } from './generateHelpers';
import { useOwnPreview } from './ownPreview';
import { chooseSandboxInWelcome } from './welcome';

// The fresh preview's welcome is passed on the test's own page, not on a page of its own
// beforehand (pastWelcome): one app boot less.
useOwnPreview({ args: ['--task-ms', '20000'] });

const prompt = (page: Page) => page.getByRole('form').getByRole('textbox', { name: 'Prompt' });
const jobs = (page: Page) => page.getByRole('region', { name: 'Running jobs' });

test('running jobs are listed as rows with status and m:ss, across models, until they finish', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await chooseSandboxInWelcome(page, '/');
  await openGenerate(page, 'model=image-a');
  await expect(jobs(page).getByTestId('jobs-empty')).toContainText('Nothing running');

  const first = `a kite over dunes, jobs e2e ${Date.now()}`;
  await prompt(page).fill(first);
  await page.keyboard.press('Control+Enter');
  const firstRow = jobs(page).getByTestId('job-row').filter({ hasText: first });
  await expect(firstRow).toHaveCount(1);
  await expect(firstRow).toContainText('Image A');
  await expect(firstRow.getByTestId('job-status')).toHaveText(
    /^(Sending|Accepted|Pending|Queued|Processing|Saving files.*)$/,
  );
  await expect(firstRow.getByTestId('job-elapsed')).toHaveText(/^0:0\d$/);
  // The clock ticks.
  const before = await firstRow.getByTestId('job-elapsed').textContent();
  await expect(firstRow.getByTestId('job-elapsed')).not.toHaveText(before ?? '', { timeout: 3000 });

  // Another model's job: both listed, oldest first, and the first one stays after the switch.
  await page.locator('[role="radio"][data-model="image-b-2.0"]').click();
  await expect(page.getByRole('heading', { level: 3, name: 'Image B 2.0' })).toBeVisible();
  const second = `a kite over the sea, jobs e2e ${Date.now()}`;
  await prompt(page).fill(second);
  await page.keyboard.press('Control+Enter');
  await expect(jobs(page).getByTestId('job-row')).toHaveCount(2);
  await expect(jobs(page).getByTestId('jobs-count')).toHaveText('2');
  await expect(jobs(page).getByTestId('job-row').first()).toContainText(first);
  await expect(jobs(page).getByTestId('job-row').nth(1)).toContainText('Image B 2.0');
  await page.screenshot({ path: 'test-results/generate-result/jobs-running-1440x900-light.png' });

  // Done: the rows leave the panel and this form's result shows large.
  await expect(jobs(page).getByTestId('job-row')).toHaveCount(0, { timeout: 60_000 });
  await expect(jobs(page).getByTestId('jobs-empty')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Latest result' }).getByTestId('result-image'),
  ).toHaveAttribute('alt', second, { timeout: 15_000 });

  // A row is a link to the job's details.
  await prompt(page).fill(`${second} again`);
  await page.keyboard.press('Control+Enter');
  const row = jobs(page)
    .getByTestId('job-row')
    .filter({ hasText: `${second} again` });
  await row.getByRole('link').click();
  await expect(page.getByTestId('task-details')).toContainText(`${second} again`);
});

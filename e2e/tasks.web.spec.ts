/**
 * The Tasks page against the real tasks engine. The spec runs its own sandbox as the
 * "Live" service so it controls task times, failures ([fail] marker) and faults
 * (drop-after-accept makes a submission in doubt); it switches back to the Sandbox after.
 */
import { expect, test as freshPageTest, type Page } from '@playwright/test';
import { createSandbox, type Sandbox } from '../src/sandbox';
import { oneFilePage } from './onePage';
import { useOwnPreview } from './ownPreview';
import { chooseSandboxInWelcome } from './welcome';

// One page for the file (the app boots once): it passes the fresh preview's welcome with the
// Sandbox, and each test opens Tasks afresh.
const test = oneFilePage((page) => chooseSandboxInWelcome(page, '/'));

let service: Sandbox;
const apiKey = 'sk-sandbox-tasks-e2e-0001';

test.beforeAll(async () => {
  service = await createSandbox({ taskMs: 2500, credits: 100_000 });
});
test.afterAll(async () => {
  await service.close();
});

async function useTestService(page: Page): Promise<void> {
  await page.goto('/#/tasks');
  // The page is shared: the search a test before this one typed stays in the field.
  await page.getByRole('textbox', { name: 'Search tasks' }).clear();
  await page.evaluate(
    async ({ baseUrl, key }) => {
      await window.atelier.account.connectLive({ baseUrl, apiKey: key });
    },
    { baseUrl: service.url, key: apiKey },
  );
  await expect(page.getByTestId('profile-badge')).toHaveText(/Live/i);
}

/** Submits as the Generate page would: preflight, then submit with the estimate the user saw. */
async function submit(
  page: Page,
  model: string,
  body: Record<string, unknown>,
): Promise<{ id: string; state: string }> {
  return page.evaluate(
    async ({ model, body }) => {
      const checked = await window.atelier.tasks.preflight({ target: { model }, body });
      const credits = checked.estimate.kind === 'known' ? checked.estimate.credits : null;
      const view = await window.atelier.tasks.submit({
        target: { model },
        body,
        confirmedCredits: credits,
      });
      return { id: view.id, state: view.state };
    },
    { model, body },
  );
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/');
  await page.evaluate(() => window.atelier.account.useSandbox());
  await page.close();
});
// About timing (a task is seen running, then ticks to its end): the app's real polling, on a
// preview of its own. Declared after the hooks above, so they run on it before it stops.
useOwnPreview();

test('a running task ticks, finishes, notifies, and opens its details', async ({ page }) => {
  await useTestService(page);
  const { id } = await submit(page, 'image-a', { prompt: 'a lighthouse at dawn, e2e running' });
  const row = page.locator(`[data-testid="task-row"][data-task-id="${id}"]`);
  await expect(row).toBeVisible();
  // The catalog's name; the service's key ("image-a") only under the details' Technical details.
  await expect(row).toContainText('Image A');
  await expect(row).not.toContainText('image-a');
  await expect(row).toContainText('a lighthouse at dawn');
  await expect(row.getByTestId('task-status')).toHaveText(
    /Sending|Accepted|Pending|Queued|Processing/,
  );
  await expect(row.getByTestId('task-status')).toHaveText('Succeeded', { timeout: 30_000 });
  await expect(row).toHaveAttribute('data-status', 'SUCCEEDED');
  // Its own notification: jobs of earlier specs may still be announcing theirs.
  const notification = page
    .getByRole('alert')
    .filter({ hasText: 'Image A finished' })
    .filter({ hasText: 'a lighthouse at dawn, e2e running' });
  await expect(notification).toBeVisible();
  await notification.click();
  await expect(page).toHaveURL(new RegExp(`#/tasks\\?id=${id}`));
  const details = page.getByTestId('task-details');
  await expect(details.getByTestId('task-details-status')).toHaveText('Succeeded');
  await expect(details).toContainText('Last status result');
  await expect(details.getByRole('link', { name: 'Re-run with these settings' })).toHaveAttribute(
    'href',
    `#/generate?from=${id}`,
  );
});

test('a failed task shows the service error and is listed under Failed', async ({ page }) => {
  await useTestService(page);
  const { id } = await submit(page, 'image-a', { prompt: 'a storm over the sea [fail]' });
  const row = page.locator(`[data-testid="task-row"][data-task-id="${id}"]`);
  await expect(row.getByTestId('task-status')).toHaveText('Failed', { timeout: 30_000 });
  await row.click();
  const details = page.getByTestId('task-details');
  await expect(details.getByTestId('failure-explanation')).toContainText('[fail] marker');
  await page.goto('/#/tasks?status=failed');
  await expect(page.locator(`[data-testid="task-row"][data-task-id="${id}"]`)).toBeVisible();
  await page.goto('/#/tasks?status=succeeded');
  await expect(page.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
  await expect(page.locator(`[data-testid="task-row"][data-task-id="${id}"]`)).toHaveCount(0);
});

test('the search finds tasks by prompt words and by task id, live rows included', async ({
  page,
}) => {
  await useTestService(page);
  const { id } = await submit(page, 'image-a', {
    prompt: 'a copper kettle on a stove, e2e search',
  });
  const other = await submit(page, 'image-a', { prompt: 'a glass vase, e2e search' });
  await page.goto('/#/tasks');
  await page.getByRole('textbox', { name: 'Search tasks' }).fill('KETTLE');
  const rows = page.getByTestId('task-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-task-id', id);
  // A job started while searching joins the list only if it matches.
  const later = await submit(page, 'image-a', { prompt: 'a second kettle, e2e search' });
  await submit(page, 'image-a', { prompt: 'a teapot, e2e search' });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute('data-task-id', later.id);
  const taskId = await page.evaluate(
    (submissionId) => window.atelier.tasks.get({ id: submissionId }).then((view) => view.taskId),
    other.id,
  );
  await page.getByRole('textbox', { name: 'Search tasks' }).fill(taskId!);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-task-id', other.id);
  await page.getByRole('textbox', { name: 'Search tasks' }).fill('no such words anywhere');
  await expect(page.getByText('Nothing matches')).toBeVisible();
});

test('an in-doubt submission is explained, reconciled, warned about before resubmit, and dismissed', async ({
  page,
}) => {
  await useTestService(page);
  service.setFaults('drop-after-accept:once');
  const { id, state } = await submit(page, 'image-a', { prompt: 'a lost answer, e2e in doubt' });
  service.setFaults(undefined);
  expect(state).toBe('in_doubt');
  await expect(page.getByTestId('header-in-doubt')).toBeVisible();
  await page.goto(`/#/tasks?status=in_doubt`);
  const row = page.locator(`[data-testid="task-row"][data-task-id="${id}"]`);
  await expect(row.getByTestId('task-status')).toHaveText('In doubt');
  await row.click();
  const details = page.getByTestId('task-details');
  await expect(details.getByTestId('in-doubt-explanation')).toContainText(
    'never heard back; it may or may not have been charged',
  );

  // Resubmit is behind a confirm that warns about double billing; cancelling sends nothing.
  // What the service received is the truth (the app's running count moves as other jobs finish).
  const submitsBefore = service.stats().submits;
  await details.getByRole('button', { name: 'Resubmit…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this request again?' });
  await expect(confirm.getByTestId('double-billing-warning')).toContainText('charged twice');
  await expect(confirm.getByRole('button', { name: 'Resubmit and pay again' })).toBeDisabled();
  await confirm.getByLabel('I understand this may bill me twice').check();
  await expect(confirm.getByRole('button', { name: 'Resubmit and pay again' })).toBeEnabled();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(service.stats().submits).toBe(submitsBefore);

  await details.getByRole('button', { name: 'Reconcile' }).click();
  await expect(details.getByTestId('reconcile-finding')).toContainText(/balance/i);

  await details.getByRole('button', { name: 'Dismiss' }).click();
  await expect(details.getByTestId('task-details-status')).toHaveText('Dismissed');
  await expect(page.locator(`[data-testid="task-row"][data-task-id="${id}"]`)).toHaveCount(0);
});

test('a failed task shows its refund (the sandbox returned its credits)', async ({ page }) => {
  await useTestService(page);
  const before = service.balance(apiKey);
  const { id } = await submit(page, 'image-a', { prompt: 'a second storm [fail]' });
  const row = page.locator(`[data-testid="task-row"][data-task-id="${id}"]`);
  await expect(row.getByTestId('task-status')).toHaveText('Failed', { timeout: 30_000 });
  // The service did refund: the balance is back where it was.
  expect(service.balance(apiKey)).toBe(before);
  await expect(row).toContainText('refunded');
  await row.click();
  await expect(page.getByTestId('task-details').getByTestId('refund-line')).toContainText(
    'Refunded',
  );
});

// A page of its own, as before: on the shared page, after the five tests above, it ran out of
// its time (twice, at machine load ~50) while scrolling to the oldest row.
freshPageTest(
  'a long list is summarized when it finishes, keeps only the rows near the view, and loads older pages as it scrolls',
  async ({ page }) => {
    // 130 paid submits one after another: more than a minute on a busy machine.
    test.setTimeout(120_000);
    await useTestService(page);
    const count = 130; // more than two pages of 50
    const ids = await page.evaluate(async (count) => {
      const made: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const view = await window.atelier.tasks.submit({
          target: { model: 'image-a' },
          body: { prompt: `a long list, row ${index}` },
          confirmedCredits: null,
        });
        made.push(view.id);
      }
      return made;
    }, count);
    // They finish in bursts: a summary says so instead of a notification per job.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /^\d+ jobs finished/ })
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    await page.goto('/#/tasks');
    const rows = page.getByTestId('task-row');
    await expect(
      page.locator(`[data-testid="task-row"][data-task-id="${ids.at(-1)}"]`),
    ).toBeVisible();
    const oldest = page.locator(`[data-testid="task-row"][data-task-id="${ids[0]}"]`);
    // Scroll as a reader would until the oldest of them arrives: pages 2 and 3 load on their own.
    for (let step = 0; step < 60 && (await oldest.count()) === 0; step += 1) {
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(100);
    }
    await expect(oldest).toBeVisible();
    expect(await rows.count()).toBeLessThan(60);
    await expect(
      page.locator(`[data-testid="task-row"][data-task-id="${ids.at(-1)}"]`),
    ).toHaveCount(0);
    // Every row down to the oldest is loaded (the header is row 1), yet few are in the DOM.
    expect(
      Number(await page.getByTestId('task-list').getAttribute('aria-rowcount')),
    ).toBeGreaterThan(count);
  },
);

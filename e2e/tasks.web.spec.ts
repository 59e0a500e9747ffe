/**
 * The Tasks page against the real tasks engine. The spec runs its own sandbox as the
 * "Live" service so it controls task times, failures ([fail] marker) and faults
 * (drop-after-accept makes a submission in doubt); it switches back to the Sandbox after.
 * It runs on the worker's preview (polling at a tenth of the app's delays): the one transient
 * state it watches, a task seen running, is held by the service's clock (e2e/heldClock.ts)
 * for exactly as long as the spec looks at it, however busy the machine.
 */
import { expect, type Page } from '@playwright/test';
import { heldClock } from './heldClock';
import { oneFilePage } from './onePage';
import { useSpecService } from './specService';

const clock = heldClock();
// Declared before the shared page: its afterAll switches back to the Sandbox on that page
// while it is still open (no boot of a page of its own).
const spec = useSpecService('sk-sandbox-tasks-e2e-0001', { taskMs: 2500, clock });
const apiKey = spec.apiKey;
// One page for the file (the app boots once); each test opens Tasks afresh.
const test = oneFilePage();
// A test that failed while the clock was held must not leave the service's time stopped.
test.afterEach(() => clock.release());

async function useTestService(page: Page): Promise<void> {
  await page.goto('/#/tasks');
  // The page is shared: the search a test before this one typed stays in the field.
  await page.getByRole('textbox', { name: 'Search tasks' }).clear();
  await spec.connect(page);
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

test('a running task ticks, finishes, notifies, and opens its details', async ({ page }) => {
  await useTestService(page);
  // The service's time stands still from here: the task stays running while it is looked at.
  clock.hold();
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
  clock.release();
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
  spec.sandbox.setFaults('drop-after-accept:once');
  const { id, state } = await submit(page, 'image-a', { prompt: 'a lost answer, e2e in doubt' });
  spec.sandbox.setFaults(undefined);
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
  const submitsBefore = spec.sandbox.stats().submits;
  await details.getByRole('button', { name: 'Resubmit…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this request again?' });
  await expect(confirm.getByTestId('double-billing-warning')).toContainText('charged twice');
  await expect(confirm.getByRole('button', { name: 'Resubmit and pay again' })).toBeDisabled();
  await confirm.getByLabel('I understand this may bill me twice').check();
  await expect(confirm.getByRole('button', { name: 'Resubmit and pay again' })).toBeEnabled();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(spec.sandbox.stats().submits).toBe(submitsBefore);

  await details.getByRole('button', { name: 'Reconcile' }).click();
  await expect(details.getByTestId('reconcile-finding')).toContainText(/balance/i);

  await details.getByRole('button', { name: 'Dismiss' }).click();
  await expect(details.getByTestId('task-details-status')).toHaveText('Dismissed');
  await expect(page.locator(`[data-testid="task-row"][data-task-id="${id}"]`)).toHaveCount(0);
});

test('a failed task shows its refund (the sandbox returned its credits)', async ({ page }) => {
  await useTestService(page);
  const before = spec.sandbox.balance(apiKey);
  const { id } = await submit(page, 'image-a', { prompt: 'a second storm [fail]' });
  const row = page.locator(`[data-testid="task-row"][data-task-id="${id}"]`);
  await expect(row.getByTestId('task-status')).toHaveText('Failed', { timeout: 30_000 });
  // The service did refund: the balance is back where it was.
  expect(spec.sandbox.balance(apiKey)).toBe(before);
  await expect(row).toContainText('refunded');
  await row.click();
  await expect(page.getByTestId('task-details').getByTestId('refund-line')).toContainText(
    'Refunded',
  );
});

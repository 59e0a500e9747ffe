/**
 * The Tasks page with a long list, against the real tasks engine: 130 paid jobs finish in one
 * burst (one summary instead of a notification each), the list keeps only the rows near the
 * view and loads older pages as it scrolls. The spec's own sandbox is the "Live" service (it
 * switches back to the Sandbox after); its clock is held while the jobs are sent, so none
 * finishes (and downloads) while the submits go out, and all finish at once when released.
 * A file of its own (it was the last test of tasks.web.spec.ts): with that file's shared page
 * also open on Tasks, two pages rendered every change and the submits ran out of time.
 */
import { expect } from '@playwright/test';
import { heldClock } from './heldClock';
import { oneFilePage } from './onePage';
import { useSpecService } from './specService';

const clock = heldClock();
// Declared before the page: its afterAll switches back to the Sandbox on that page, still open.
const spec = useSpecService('sk-sandbox-tasks-long-e2e-0001', { taskMs: 2500, clock });
const test = oneFilePage();
test.afterEach(() => clock.release());

test('a long list is summarized when it finishes, keeps only the rows near the view, and loads older pages as it scrolls', async ({
  page,
}) => {
  // 130 paid submits one after another: more than a minute on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/#/tasks');
  await spec.connect(page);
  await expect(page.getByTestId('profile-badge')).toHaveText(/Live/i);
  const count = 130; // more than two pages of 50
  // None finishes while they are sent (no downloads competing with the submits); released,
  // they all finish at once: a burst.
  clock.hold();
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
  clock.release();
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
  await expect(page.locator(`[data-testid="task-row"][data-task-id="${ids.at(-1)}"]`)).toHaveCount(
    0,
  );
  // Every row down to the oldest is loaded (the header is row 1), yet few are in the DOM.
  expect(Number(await page.getByTestId('task-list').getAttribute('aria-rowcount'))).toBeGreaterThan(
    count,
  );
  // The worker's preview is shared by later specs: every job has its files before this spec's
  // service stops (a job left saving files from a stopped service would stay running there).
  await expect
    .poll(
      () =>
        page.evaluate(async (made) => {
          let saving = 0;
          for (const id of made) {
            const { downloads } = await window.atelier.tasks.get({ id });
            if (downloads.total === 0 || downloads.done + downloads.failed < downloads.total)
              saving += 1;
          }
          return saving;
        }, ids),
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(0);
});

/**
 * Helpers for the music chain spec: submit the open Generate form through its confirm step,
 * wait for that submission to finish with its files in the library, pick a source task and
 * track in the form's pickers, and read a finished task's tracks from its status result.
 */
import { expect, type Page } from '@playwright/test';

export interface FinishedTask {
  /** Atelier's submission id. */
  id: string;
  /** The service's task id (what source fields reference). */
  taskId: string;
  tracks: { index: number; duration: number; audio_url: string; title?: string }[];
}

/** Presses "Review and submit", confirms the stated cost, returns the new submission's id. */
export async function submitForm(page: Page): Promise<string> {
  const before = await page.evaluate(async () =>
    (await window.atelier.tasks.list({ limit: 200 })).items.map((item) => item.id),
  );
  await page.getByRole('button', { name: 'Review and submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('confirm-cost')).toBeVisible();
  await dialog.getByRole('button', { name: /submit/i }).click();
  // The submit passes main's preflight (input links probed, price checked) before the note
  // shows: on a machine whose cores are all busy that took 15-30 s (the note came, late).
  await expect(page.getByTestId('submitted')).toBeVisible({ timeout: 45_000 });
  // The note follows the job in place: accepted and running, or already saving or done.
  await expect(page.getByTestId('submitted')).toHaveAttribute(
    'data-phase',
    /^(running|saving|done)$/,
  );
  // The new submission of this form's target: exactly one (a second would be a double charge).
  // Others that appear meanwhile are named in the failure, to tell a double submit from noise.
  let added: { id: string; target: unknown }[] = [];
  await expect
    .poll(
      async () => {
        added = await page.evaluate(async (known) => {
          const query = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
          const action = query.get('action');
          return (await window.atelier.tasks.list({ limit: 200 })).items
            .filter((item) => !known.includes(item.id))
            .map((item) => ({ id: item.id, target: item.target }))
            .filter(
              (item) =>
                action === null || ('action' in item.target && item.target.action === action),
            );
        }, before);
        return added.length;
      },
      { message: 'one new submission of the form', timeout: 30_000 },
    )
    .toBe(1);
  return added[0]!.id;
}

/** Waits until a submission SUCCEEDED and all its files are downloaded (the library has them). */
export async function waitFinished(
  page: Page,
  id: string,
  timeoutMs = 90_000,
): Promise<FinishedTask> {
  let finished: FinishedTask | null = null;
  await expect
    .poll(
      async () => {
        const detail = await page.evaluate(
          (submissionId) => window.atelier.tasks.get({ id: submissionId }),
          id,
        );
        if (detail.status === 'FAILED')
          throw new Error(`task failed: ${JSON.stringify(detail.statusResult)}`);
        const { done, failed, total } = detail.downloads;
        if (
          detail.status !== 'SUCCEEDED' ||
          total === 0 ||
          done + failed < total ||
          detail.assetIds.length === 0
        )
          return false;
        const result = (detail.statusResult?.['result'] ?? {}) as {
          tracks?: FinishedTask['tracks'];
        };
        finished = { id, taskId: detail.taskId ?? '', tracks: result.tracks ?? [] };
        return true;
      },
      { timeout: timeoutMs, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return finished!;
}

/** Chooses a source task in the form's library picker, then a track by its index. */
export async function pickSource(
  page: Page,
  taskOption: RegExp,
  trackIndex: number,
): Promise<void> {
  const form = page.getByRole('form');
  const task = form.getByLabel(/^Source task( \*)?$/);
  await task.click();
  await page.getByRole('option', { name: taskOption }).first().click();
  const track = form.getByLabel(/^Track( \*)?$/);
  await track.click();
  await page.getByRole('option', { name: new RegExp(`^${trackIndex}\\. `) }).click();
  await expect(track).toHaveValue(new RegExp(`^${trackIndex}\\. `));
}

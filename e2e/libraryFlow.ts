/**
 * Helpers for the library end-to-end specs: submit music through window.atelier (the
 * forms belong to the Generate page), wait until a submission's files are in the library,
 * and read the library through the contract.
 */
import { expect, type Page } from '@playwright/test';

export interface FinishedSubmission {
  id: string;
  taskId: string;
  assetIds: string[];
}

/** Submits a music action and waits until it SUCCEEDED and every output file is downloaded. */
export function runMusic(
  page: Page,
  action: string,
  body: Record<string, unknown>,
  timeoutMs = 120_000,
): Promise<FinishedSubmission> {
  return runTask(page, { action }, body, timeoutMs);
}

/** Submits a model's or a music action's task and waits as runMusic does. */
export async function runTask(
  page: Page,
  target: { model: string } | { action: string },
  body: Record<string, unknown>,
  timeoutMs = 120_000,
): Promise<FinishedSubmission> {
  const submitted = await page.evaluate(
    ({ target, body }) => window.atelier.tasks.submit({ target, body, confirmedCredits: null }),
    { target, body },
  );
  const name = 'model' in target ? target.model : `music/${target.action}`;
  expect(submitted.state, `${name} was not accepted: ${JSON.stringify(submitted.error)}`).toBe(
    'accepted',
  );
  let detail = null as Awaited<ReturnType<typeof window.atelier.tasks.get>> | null;
  await expect
    .poll(
      async () => {
        detail = await page.evaluate((id) => window.atelier.tasks.get({ id }), submitted.id);
        if (detail.status === 'FAILED')
          throw new Error(`${name} failed: ${JSON.stringify(detail.statusResult)}`);
        const { done, total, failed } = detail.downloads;
        return (
          detail.status === 'SUCCEEDED' &&
          total > 0 &&
          done + failed >= total &&
          detail.assetIds.length > 0
        );
      },
      { timeout: timeoutMs, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return { id: submitted.id, taskId: detail!.taskId!, assetIds: detail!.assetIds };
}

export async function libraryAssets(page: Page, query: Record<string, unknown> = {}) {
  return page.evaluate((input) => window.atelier.library.list({ limit: 500, ...input }), query);
}

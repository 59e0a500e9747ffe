/**
 * What a spec left moving on its spec service (e2e/specService.ts), read from the app's journal:
 * jobs of the Live profile made since the service started that are still being sent, still
 * polled, or whose files are still being fetched. Once the spec's sandbox stops, such jobs poll
 * a dead server for the rest of the worker's run, and every later spec on the same preview pays
 * for it (slower polling, their notices folded into summaries).
 */
import type { Page } from '@playwright/test';

export interface MovingJob {
  summary: string;
  state: string;
  status: string | null;
  /** Finished on the service; only its files are still being fetched. */
  fetching: boolean;
}

export const describeJobs = (jobs: readonly MovingJob[]): string =>
  jobs.map((job) => `"${job.summary}" (${job.state}, ${job.status ?? 'no status'})`).join('; ');

export function unsettledSpecJobs(page: Page, since: string): Promise<MovingJob[]> {
  return page.evaluate(async (since) => {
    const moving: MovingJob[] = [];
    let cursor: string | undefined;
    // Newest first: stop at the first job older than the spec's service.
    for (;;) {
      const listed = await window.atelier.tasks.list({ limit: 200, ...(cursor ? { cursor } : {}) });
      for (const item of listed.items) {
        if (item.createdAt < since) return moving;
        if (item.profileId !== 'live') continue;
        const final = item.status === 'SUCCEEDED' || item.status === 'FAILED';
        const { done, failed, total } = item.downloads;
        const fetching = item.status === 'SUCCEEDED' && done + failed < total;
        if (item.state === 'submitting' || (item.state === 'accepted' && !final) || fetching)
          moving.push({ summary: item.summary, state: item.state, status: item.status, fetching });
      }
      if (!listed.nextCursor) return moving;
      cursor = listed.nextCursor;
    }
  }, since);
}

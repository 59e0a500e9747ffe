import type { Page } from '@playwright/test';

/**
 * Everything the user typed that the shared preview holds: every job's summary and every
 * asset's title, prompt and style, this spec's and those other specs left. They are data, shown
 * as typed in every language, so the pseudo-locale checks do not count them as English. Read
 * whole (paged), and again when other specs' jobs may have finished since.
 */
export function userTextsIn(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    let cursor: string | undefined;
    do {
      const jobs = await window.atelier.tasks.list({ limit: 200, ...(cursor ? { cursor } : {}) });
      texts.push(...jobs.items.map((item) => item.summary));
      cursor = jobs.nextCursor ?? undefined;
    } while (cursor);
    do {
      const assets = await window.atelier.library.list({
        limit: 500,
        ...(cursor ? { cursor } : {}),
      });
      texts.push(
        ...assets.items.flatMap((asset) => [asset.title, asset.prompt ?? '', asset.style ?? '']),
      );
      cursor = assets.nextCursor ?? undefined;
    } while (cursor);
    return texts.map((text) => text.trim()).filter((text) => text.length > 0);
  });
}

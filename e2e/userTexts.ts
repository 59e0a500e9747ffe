import type { Page } from '@playwright/test';
import { nameOf } from '../src/shared/titles/titleRule';

/**
 * Everything the user typed that the shared preview holds: every job's summary and every
 * asset's title, prompt and style (under either profile), this spec's and those other specs
 * left. They are data, shown as typed in every language, so the pseudo-locale checks do not count them as English. Read
 * whole (paged), and again when other specs' jobs may have finished since. A stored title's
 * name is listed on its own too: the page shows it with the version in the page's language
 * ("Boundary Song — [ţàķé 1]" for "Boundary Song — take 1"), so only the name is the user's.
 */
export async function userTextsIn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(async () => {
    const texts: string[] = [];
    let cursor: string | undefined;
    do {
      const jobs = await window.atelier.tasks.list({ limit: 200, ...(cursor ? { cursor } : {}) });
      texts.push(...jobs.items.map((item) => item.summary));
      cursor = jobs.nextCursor ?? undefined;
    } while (cursor);
    do {
      // Every profile's (the list is the active profile's by default): a spec that connected the
      // Live profile to a sandbox of its own left its songs there, and Generate's Latest result
      // shows them under the Sandbox too.
      const assets = await window.atelier.library.list({
        limit: 500,
        profileIds: ['sandbox', 'live'],
        ...(cursor ? { cursor } : {}),
      });
      texts.push(
        ...assets.items.flatMap((asset) => [asset.title, asset.prompt ?? '', asset.style ?? '']),
      );
      cursor = assets.nextCursor ?? undefined;
    } while (cursor);
    return texts.map((text) => text.trim()).filter((text) => text.length > 0);
  });
  return [...new Set(texts.flatMap((text) => [text, nameOf(text)]))];
}

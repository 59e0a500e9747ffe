/**
 * A spec file whose tests share one page: the app boots once for the file instead of once per
 * test (a boot parses and renders the whole app, a few CPU seconds each on CI's two cores).
 * The tests run in order (serial: a failure skips the rest) and each starts where the last one
 * left the page, so a test that changes what a later one relies on puts it back. `page` in the
 * tests is the shared page; the context options come from the project's and the file's `use`.
 */
import { test as base, type Page } from '@playwright/test';

export function oneFilePage(setup?: (page: Page) => Promise<void>) {
  let shared: Page | undefined;
  const test = base.extend({
    page: async ({ browser }, use) => {
      if (!shared) {
        const page = await (await browser.newContext()).newPage();
        await setup?.(page);
        shared = page;
      }
      await use(shared);
    },
  });
  test.describe.configure({ mode: 'serial' });
  test.afterAll(async () => {
    await shared?.context().close();
    shared = undefined;
  });
  return test;
}

import { test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/** A page in a browser of its own language, and the catalog's missing-key warnings it logged. */
export interface LocalePage {
  page: Page;
  /** Every "Missing message" the app logged: a key that one of the languages lacks. */
  missing: string[];
  close: () => Promise<void>;
}

/** A fresh context whose browser speaks `locale`, recording missing-key warnings from the start. */
export async function pageInLocale(
  browser: Browser,
  options: BrowserContextOptions & { locale: string },
): Promise<LocalePage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Missing message')) missing.push(message.text());
  });
  return { page, missing, close: () => context.close() };
}

/**
 * The same, with the app open and its language following the browser's: Settings set back to
 * "system" (another spec may have chosen one on this shared preview), on the Sandbox if asked.
 */
export async function openFollowingBrowser(
  browser: Browser,
  options: BrowserContextOptions & { locale: string },
  { sandbox = false }: { sandbox?: boolean } = {},
): Promise<LocalePage> {
  const opened = await pageInLocale(browser, options);
  await opened.page.goto('/');
  await opened.page.evaluate(async (useSandbox) => {
    if (useSandbox) await window.atelier.account.useSandbox();
    await window.atelier.settings.update({ language: 'system' });
  }, sandbox);
  return opened;
}

/**
 * One page per language (or any key) for a whole spec file, opened on first use and closed after
 * its last test. A new browser context costs about 2 CPU s (a fresh renderer parses and starts
 * the whole app), a reload about 1 s and a move between pages almost nothing: tests that only
 * need the app in a language share its page, and resize it or switch its colour scheme in place.
 */
export function sharedPages(): (
  key: string,
  open: () => Promise<LocalePage>,
) => Promise<LocalePage> {
  const pages = new Map<string, Promise<LocalePage>>();
  test.afterAll(async () => {
    const opened = [...pages.values()];
    pages.clear();
    // One that failed to open failed its test already.
    for (const page of opened)
      await page.then(
        ({ close }) => close(),
        () => undefined,
      );
  });
  return (key, open) => {
    let page = pages.get(key);
    if (!page) {
      page = open();
      pages.set(key, page);
    }
    return page;
  };
}

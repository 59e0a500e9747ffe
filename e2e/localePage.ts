import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

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

import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { accent } from '../src/shared/i18n/pseudo';
import { PSEUDO_LOCALE, type AppLocale } from '../src/shared/i18n/locales';
import de from '../src/shared/i18n/messages/de.json' with { type: 'json' };
import en from '../src/shared/i18n/messages/en.json' with { type: 'json' };
import ja from '../src/shared/i18n/messages/ja.json' with { type: 'json' };
import zhCN from '../src/shared/i18n/messages/zh-CN.json' with { type: 'json' };

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

/** The navigation's "Tasks" in each language, from the catalogs (how a switch is seen to be done). */
const TASKS_LABEL: Record<AppLocale, string> = {
  en: en['page.tasks.label'],
  de: de['page.tasks.label'],
  ja: ja['page.tasks.label'],
  'zh-CN': zhCN['page.tasks.label'],
  [PSEUDO_LOCALE]: accent(en['page.tasks.label']),
};

/**
 * Switches the open app to `locale` in place, as Settings › Display language does (issue 21:
 * it takes effect at once, no reload), and waits until the page speaks it: its `lang` and the
 * navigation's words. Costs a re-render, where a browser context in that language costs an app
 * start (about 2 CPU s). The choice is the preview's: put it back with `followBrowser`.
 */
export async function speak(page: Page, locale: AppLocale): Promise<void> {
  await page.evaluate((language) => window.atelier.settings.update({ language }), locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  // Its accessible name: a narrow window shows the link as an icon named by its label.
  const label = TASKS_LABEL[locale].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.locator('nav a[href="#/tasks"]').first()).toHaveAccessibleName(
    new RegExp(label),
  );
}

/** Settings back on "system": the app follows the browser's language again. */
export async function followBrowser(page: Page): Promise<void> {
  await page.evaluate(() => window.atelier.settings.update({ language: 'system' }));
}

/**
 * One page for a whole spec file, opened on first use with `open`, then switched to each
 * language in place (`speak`) rather than a browser context per language. After the file's
 * last test the worker's shared preview is put back on "system" (the next spec on this worker
 * follows its browser) and the page is closed. A spec on a preview of its own (`ownPreview`:
 * stopped by its own afterAll, which may run first) leaves the choice as it is.
 */
export function oneSwitchingPage({ ownPreview = false } = {}): (
  open: () => Promise<LocalePage>,
  locale: AppLocale,
) => Promise<LocalePage> {
  let opened: Promise<LocalePage> | undefined;
  test.afterAll(async () => {
    const current = opened;
    opened = undefined;
    // One that failed to open failed its test already.
    const shown = await current?.catch(() => undefined);
    if (!shown) return;
    if (!ownPreview) await followBrowser(shown.page);
    await shown.close();
  });
  return async (open, locale) => {
    opened ??= open();
    const shown = await opened;
    await speak(shown.page, locale);
    return shown;
  };
}

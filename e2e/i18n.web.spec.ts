/**
 * The translated screens (the shell, Settings, Spending) in German, Japanese, Simplified Chinese
 * and the pseudo-locale, the language following the browser's (navigator.languages, as the OS's
 * in the window): no key is missing (a missing one logs "Missing message"), no key shows raw,
 * and in the pseudo-locale the translated parts are accented. In English, no API vocabulary
 * (model keys, music action and status identifiers, from src/shared/service) is on them.
 * Screenshots of Tasks, Spending and Settings at 960×640 and 1440×900 in German and Japanese
 * go to test-results/i18n/ for a person to look at.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { TASK_STATUSES } from '../src/shared/service/envelopes';
import { MODEL_KEYS } from '../src/shared/service/models';
import { MUSIC_ACTIONS } from '../src/shared/service/music/actions';
import { openFollowingBrowser, sharedPages, type LocalePage } from './localePage';

const PAGES = ['generate', 'settings', 'spending', 'tasks'] as const;
/** Pages whose every word is translated (the others are converted in a later session). */
const TRANSLATED = ['settings', 'spending'] as const;
const HEADINGS = {
  de: { settings: 'Einstellungen', spending: 'Ausgaben', tasks: 'Aufträge' },
  ja: { settings: '設定', spending: '利用状況', tasks: 'タスク' },
  'zh-CN': { settings: '设置', spending: '支出', tasks: '任务' },
} as const;
const RAW_KEY =
  /\b(?:settings|spending|tasks|header|shell|page|command|palette|format|notify|menu|shortcuts)\.[a-z][\w.]*[a-z]\b/;

const shared = sharedPages();

/** The app in `locale` at 1280×800: one page per language for the file (a new one costs an app start). */
async function openIn(browser: Browser, locale: string, baseURL: string): Promise<LocalePage> {
  const viewport = { width: 1280, height: 800 };
  // The language follows the browser's unless Settings chose one: start from "system".
  const opened = await shared(locale, () =>
    openFollowingBrowser(browser, { locale, baseURL, viewport }, { sandbox: true }),
  );
  await opened.page.setViewportSize(viewport);
  return opened;
}

async function visit(page: Page, path: string): Promise<string> {
  await page.goto(`/#/${path}`);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await page.waitForTimeout(300); // the page's words and data settle
  return page.locator('body').innerText();
}

test.describe('the translated screens', () => {
  for (const locale of ['de', 'ja', 'zh-CN'] as const) {
    test(`in ${locale}: shell, Settings and Spending fully translated, no key missing or raw`, async ({
      browser,
      baseURL,
    }) => {
      const { page, missing } = await openIn(browser, locale, baseURL!);
      for (const path of PAGES) {
        const text = await visit(page, path);
        expect(text, `${locale} ${path}: a raw key`).not.toMatch(RAW_KEY);
        if (path !== 'generate')
          await expect(page.getByRole('heading', { level: 2 })).toHaveText(HEADINGS[locale][path]);
      }
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('nav a[href="#/tasks"]').first()).toContainText(
        HEADINGS[locale].tasks,
      );
      // Settings → Display language names the browser's language as the system's.
      await visit(page, 'settings');
      await expect(page.getByTestId('language-setting')).toBeVisible();
      expect(missing).toEqual([]);
    });
  }

  test('in the pseudo-locale: the translated parts are accented and bracketed, no key missing', async ({
    browser,
    baseURL,
  }) => {
    const { page, missing } = await openIn(browser, 'en-XA', baseURL!);
    for (const path of TRANSLATED) {
      await visit(page, path);
      const heading = await page.getByRole('heading', { level: 2 }).innerText();
      expect(heading).toMatch(/^\[[^a-zA-Z]+\]$/); // e.g. "[Šéţţîñĝš ·····]": every letter accented
    }
    const navigation = await page.locator('nav').first().innerText();
    expect(navigation).not.toMatch(/\b(Generate|Tasks|Library|Spending|Settings)\b/);
    expect(missing).toEqual([]);
  });

  test('switching the language in Settings takes effect at once, without a reload, and back', async ({
    browser,
    baseURL,
  }) => {
    const { page, missing } = await openIn(browser, 'en-US', baseURL!);
    await visit(page, 'settings');
    const select = page.getByTestId('language-setting');
    await select.click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Einstellungen');
    await expect(page.locator('nav a[href="#/tasks"]').first()).toContainText('Aufträge');
    await page.getByTestId('language-setting').click();
    await page.getByRole('option', { name: /^Systemsprache/ }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Settings');
    expect(missing).toEqual([]);
  });

  test('in English: no API vocabulary on the shell, Settings or Spending', async ({
    browser,
    baseURL,
  }) => {
    // Identifiers, not words: keys and actions with a hyphen or underscore, and status values.
    const vocabulary = [
      ...MODEL_KEYS,
      ...MUSIC_ACTIONS,
      ...TASK_STATUSES,
      'generate_audio',
      'video-c_fast',
      'upsample-tags',
    ].filter((token) => /[-_]|^[A-Z_]+$/.test(token));
    expect(vocabulary.length).toBeGreaterThan(10);
    // The previous test's English page, on the Sandbox.
    const { page } = await openIn(browser, 'en-US', baseURL!);
    for (const path of TRANSLATED) {
      const text = await visit(page, path);
      const found = vocabulary.filter((token) =>
        new RegExp(`(^|[^\\w-])${token.replace(/[-_]/g, '[-_]')}($|[^\\w-])`).test(text),
      );
      expect(found, `${path}: API names on screen`).toEqual([]);
    }
  });

  test('in German: whole-number fields read "1.000" as a thousand and refuse "4,5" and "4.5" by name, never as 45', async ({
    browser,
    baseURL,
  }) => {
    const { page } = await openIn(browser, 'de', baseURL!);
    const saved = () => page.evaluate(() => window.atelier.settings.get());
    const before = (await saved()).confirmAboveCredits;
    await visit(page, 'settings');
    const confirmAbove = page.getByRole('textbox', { name: /^Immer bestätigen/ });
    for (const typed of ['4,5', '4.5']) {
      await confirmAbove.fill('');
      await confirmAbove.pressSequentially(typed); // key by key, as a person types
      await confirmAbove.blur();
      await expect(confirmAbove).toHaveValue(typed);
      await expect(page.getByText('Bestätigen ab: Bitte eine ganze Zahl von 0 bis')).toBeVisible();
      expect((await saved()).confirmAboveCredits).toBe(before);
    }
    await confirmAbove.fill('1.000');
    await confirmAbove.blur();
    await expect.poll(async () => (await saved()).confirmAboveCredits).toBe(1000);
    await page.evaluate(
      (credits) => window.atelier.settings.update({ confirmAboveCredits: credits }),
      before,
    );
    const soft = page.getByRole('textbox', { name: /^Budget \(weiche Grenze\)/ });
    await soft.pressSequentially('4,5');
    await expect(soft).toHaveValue('4,5');
    await expect(page.getByText('Budget (weiche Grenze): Bitte eine ganze Zahl')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Budget speichern' })).toBeDisabled();
    await soft.fill('');
    await visit(page, 'generate');
    const variations = page.getByTestId('variations-count');
    await variations.fill('');
    await variations.pressSequentially('4.5');
    await expect(variations).toHaveValue('4.5');
    await expect(page.getByText('Varianten: Bitte eine ganze Zahl von 1 bis 10')).toBeVisible();
    await variations.fill('1');
  });

  test('screenshots of Tasks, Spending and Settings in German and Japanese, 960×640 and 1440×900', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    for (const locale of ['de', 'ja'] as const) {
      // One browser per language (the first tests'), resized between the two sizes (each page is
      // visited again at each size), rather than a new context and app start per size.
      const { page, missing } = await openIn(browser, locale, baseURL!);
      for (const viewport of [
        { width: 960, height: 640 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        for (const path of ['tasks', 'spending', 'settings'] as const) {
          await visit(page, path);
          // Nothing wider than the window: a label too long for its place would push it out.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${locale} ${path} ${viewport.width}`).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: join(
              'test-results',
              'i18n',
              `${path}-${locale}-${viewport.width}x${viewport.height}.png`,
            ),
            fullPage: true,
          });
        }
        expect(missing).toEqual([]);
      }
    }
  });
});

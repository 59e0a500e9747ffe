/**
 * Issue 21 on the screens past the pages' headings: the first-run chooser, the Tasks drawer
 * with a finished task, every Settings card (the Updates card included), the command palette,
 * the shortcut sheet and the Catalog. In the pseudo-locale every visible text node that holds a
 * word is accented (it went through the catalog) unless it is the user's or the service's data
 * (a prompt, a catalog model name, an id, a path); no language misses a key. Screenshots in
 * English (light and dark), German and Japanese at 1440×900 and 960×640 go to
 * test-results/i18n-screens/ for a person to look at, and nothing is wider than the window.
 * On a preview of its own: the chooser needs a fresh first run.
 */
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION_NAMES } from '../src/shared/service/music/actionNames';
import { sandboxCatalog } from '../src/sandbox/catalog';
import { showScheme } from './lightAndDark';
import { useOwnPreview } from './ownPreview';
import type { AppLocale } from '../src/shared/i18n/locales';
import { oneSwitchingPage, pageInLocale, type LocalePage } from './localePage';

useOwnPreview({ args: ['--task-ms', '400', '--poll-scale', '0.1'] });
/** A fresh preview builds each deferred chunk on its first request, slowly on a busy machine. */
const wait = expect.configure({ timeout: 60_000 });

const SHOTS = join('test-results', 'i18n-screens');
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 960, height: 640 },
] as const;
const PROMPT = 'a paper lantern on a lake, i18n screens';
/** Data, not words: the prompt, the catalog's model names, ids, numbers, addresses and paths. */
const DATA = [
  PROMPT,
  // The music actions' human names are the shared vocabulary's (translated on its own branch).
  ...Object.values(ACTION_NAMES).map((name) => new RegExp(`^${name}$`)),
  // The catalog's model names are the service's (the Sandbox's price list here).
  ...sandboxCatalog().models.flatMap((model) =>
    model.name ? [new RegExp(`^${model.name}$`)] : [],
  ),
  /^[\w-]+ · sandbox$/,
  /^(https?:\/\/|\/|[A-Z]:\\)/,
  /^[\w-]{8,}$/,
  /^(linux|darwin|win32|node|electron)$/, // About: the platform and the shell, as the OS names them
  /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/, // a date, in the pseudo-locale's English format
  /^(Ctrl|Shift|Alt|Esc|Enter|Space|Tab|Delete|Backspace|Home|End|PageUp|PageDown|↑|↓|←|→|[A-Z0-9/,.?])$/,
];
const ACCENTED = /[\u00C0-\u024F\u1E00-\u1EFF]/;

/** The suite's token for this preview's origin (useOwnPreview's fixture), for the page's context. */
let storageState: BrowserContextOptions['storageState'];

const switching = oneSwitchingPage({ ownPreview: true });

/**
 * The file's one page (its browser in English, the app loaded once: the first run's chooser),
 * switched to `locale` in place as Settings does, at the size and in the scheme asked for. A
 * browser context per language cost an app start (about 2 CPU s) each, and a load past the
 * chooser about half of that.
 */
async function openIn(
  browser: Browser,
  baseURL: string,
  locale: AppLocale,
  viewport: { width: number; height: number } = VIEWPORTS[0],
  colorScheme: 'light' | 'dark' = 'light',
): Promise<LocalePage> {
  const opened = await switching(async () => {
    const shown = await pageInLocale(browser, {
      locale: 'en-US',
      baseURL,
      viewport: VIEWPORTS[0],
      ...(storageState === undefined ? {} : { storageState }),
    });
    await shown.page.goto('/');
    return shown;
  }, locale);
  await opened.page.setViewportSize(viewport);
  await opened.page.emulateMedia({ colorScheme });
  return opened;
}

/** Visible text nodes with a word in them that the pseudo-locale did not accent, data aside. */
async function unaccented(scope: Locator): Promise<string[]> {
  const texts = await scope.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('code, pre, script, style, svg')) continue;
      // The service's own words (the Catalog's model names, notes and tier labels) say so.
      if (parent.closest('[translate="no"]')) continue;
      // Technical details show the service's own names on purpose.
      if (parent.closest('[data-testid="task-technical"] table')) continue;
      if (parent.closest('[aria-hidden="true"]') || parent.checkVisibility?.() === false) continue;
      if (/[A-Za-z]{2,}/.test(text)) found.push(text);
    }
    return found;
  });
  return texts.filter(
    (text) =>
      !ACCENTED.test(text) &&
      !DATA.some((data) => (typeof data === 'string' ? text.includes(data) : data.test(text))),
  );
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: wider than the window`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** The screens walked in each language: [name, how to open it, the part to check]. */
const SCREENS: [string, (page: Page, taskId: string) => Promise<Locator>][] = [
  [
    'tasks-drawer',
    async (page, taskId) => {
      await page.goto(`/#/tasks?id=${taskId}`);
      const drawer = page.locator('.mantine-Drawer-content');
      await wait(drawer.getByTestId('task-details')).toBeVisible();
      await drawer.getByTestId('task-technical').locator('summary').click();
      return drawer;
    },
  ],
  [
    'settings',
    async (page) => {
      await page.goto('/#/settings');
      await wait(page.getByTestId('diagnostics')).toBeVisible();
      await wait(page.getByTestId('update-settings')).toBeVisible();
      await wait(page.getByTestId('network-settings').locator('form')).toBeVisible();
      return page.locator('main');
    },
  ],
  [
    'catalog',
    async (page) => {
      await page.goto('/#/catalog');
      await wait(page.getByTestId('catalog-fetched')).toBeVisible();
      return page.locator('main');
    },
  ],
  [
    'palette',
    async (page) => {
      await page.goto('/#/tasks');
      await wait(page.getByRole('heading', { level: 2 })).toBeVisible();
      await page.keyboard.press('Control+K');
      const options = page.locator('.mantine-Spotlight-action');
      await wait(options.first()).toBeVisible();
      return page.locator('.mantine-Spotlight-content');
    },
  ],
  [
    'shortcuts',
    async (page) => {
      await page.goto('/#/tasks');
      await wait(page.getByRole('heading', { level: 2 })).toBeVisible();
      await page.keyboard.press('Control+/');
      const sheet = page.locator('.mantine-Modal-content');
      await wait(sheet).toBeVisible();
      return sheet;
    },
  ],
];

test.describe.configure({ mode: 'serial' });
test.beforeEach(({ storageState: state }) => {
  storageState = state;
});

test('the first-run chooser: accented in the pseudo-locale, no key missing, shot in en, de and ja', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const cases = [
    ['en', 'Welcome to Atelier', '10,000 free test credits'],
    ['de', 'Willkommen bei Atelier', '10.000 kostenlose Test-Credits'],
    ['ja', 'Atelier へようこそ', '無料のテスト用クレジット 10,000'],
    ['zh-CN', '欢迎使用 Atelier', '10,000 免费测试额度'],
  ] as const;
  for (const [locale, title, credits] of cases) {
    // The chooser from the start, loaded once and switched to each language in place; Escape
    // (in the first language) adds its "why" below the heading and the credits, so each size
    // and scheme is checked and shot as it stands (a load per size and scheme cost a second of
    // CPU each and checked nothing more).
    const { page, missing } = await openIn(browser, baseURL!, locale);
    const welcome = page.locator('.mantine-Modal-content');
    await wait(welcome.getByRole('heading', { name: title })).toBeVisible();
    if (locale === 'en') await page.keyboard.press('Escape');
    for (const scheme of locale === 'en' ? (['light', 'dark'] as const) : (['light'] as const)) {
      await showScheme(page, scheme);
      for (const viewport of locale === 'zh-CN' ? [VIEWPORTS[0]] : VIEWPORTS) {
        await page.setViewportSize(viewport);
        await wait(welcome.getByRole('heading', { name: title })).toBeVisible();
        await wait(welcome.getByTestId('sandbox-credits')).toHaveText(credits);
        await wait(welcome.getByTestId('welcome-why')).toBeVisible();
        await wait(welcome).not.toContainText('$');
        await shoot(page, `chooser-${locale}-${scheme}-${viewport.width}`);
      }
    }
    expect(missing).toEqual([]);
  }

  // Last, the pseudo-locale: the same chooser with its "why", and the Live form's words too.
  const pseudo = await openIn(browser, baseURL!, 'en-XA');
  const dialog = pseudo.page.locator('.mantine-Modal-content');
  await wait(dialog.getByTestId('welcome')).toBeVisible();
  await wait(dialog.getByTestId('welcome-why')).toBeVisible();
  await dialog.getByTestId('choose-live').click();
  await wait(dialog.getByTestId('live-api-key')).toBeVisible();
  expect(await unaccented(dialog)).toEqual([]);
  expect(pseudo.missing).toEqual([]);
});

test('the Tasks drawer, every Settings card, the Catalog, the palette and the shortcut sheet: accented in the pseudo-locale, no key missing, shot in en, de and ja', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000); // 40 screens; at a load of 40 on this machine 300 s ran out at the 38th
  // The first test's page, its chooser open: choosing here needs no load.
  const first = await openIn(browser, baseURL!, 'en');
  await first.page.getByTestId('choose-sandbox').click();
  await wait(first.page.getByTestId('welcome')).toBeHidden();
  const taskId = await first.page.evaluate(async (prompt) => {
    const target = { model: 'image-a' };
    const body = { prompt };
    const checked = await window.atelier.tasks.preflight({ target, body });
    const credits = checked.estimate.kind === 'known' ? checked.estimate.credits : null;
    return (await window.atelier.tasks.submit({ target, body, confirmedCredits: credits })).id;
  }, PROMPT);
  await first.page.goto(`/#/tasks?id=${taskId}`);
  await wait(first.page.getByTestId('task-details-status')).toHaveText('Succeeded', {
    timeout: 30_000,
  });

  const pseudo = await openIn(browser, baseURL!, 'en-XA');
  for (const [name, open] of SCREENS) {
    const scope = await open(pseudo.page, taskId);
    expect(await unaccented(scope), `${name}: words that skipped the catalog`).toEqual([]);
  }
  expect(pseudo.missing).toEqual([]);
  // The shortcut sheet, shown last, is closed before the next language's screens (the page
  // is the same one).
  await pseudo.page.keyboard.press('Escape');
  await wait(pseudo.page.locator('.mantine-Modal-content')).toHaveCount(0);

  for (const locale of ['en', 'de', 'ja'] as const) {
    // The one page in each language, resized between the two sizes (each screen is opened
    // again at each size). English is shot light and dark on each screen as it stands (a
    // second walk for the dark scheme opened the same screens again and checked nothing more).
    const { page, missing } = await openIn(browser, baseURL!, locale, VIEWPORTS[0]);
    const schemes = locale === 'en' ? (['light', 'dark'] as const) : (['light'] as const);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const [name, open] of SCREENS) {
        await open(page, taskId);
        await page.waitForTimeout(200); // the drawer's and modals' transitions end
        for (const scheme of schemes) {
          await showScheme(page, scheme);
          await shoot(page, `${name}-${locale}-${scheme}-${viewport.width}`);
          if (name === 'settings')
            await page.screenshot({
              path: join(SHOTS, `${name}-${locale}-${scheme}-${viewport.width}-full.png`),
              fullPage: true,
            });
        }
        await showScheme(page, 'light');
      }
      expect(missing, `${locale}: missing keys`).toEqual([]);
      // The shortcut sheet, shown last, is closed before the next size's screens.
      await page.keyboard.press('Escape');
      await wait(page.locator('.mantine-Modal-content')).toHaveCount(0);
    }
  }
});

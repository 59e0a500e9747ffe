/**
 * The Library in German, Japanese and the pseudo-locale (issue 21): no key missing or shown
 * raw, the page's own words translated (accented in en-XA), the title rule's words in the
 * language, and screenshots of the grid, the list, the preview with an action's form and the
 * trash at 1440×900 and 960×640 (English light and dark, German, Japanese) in
 * test-results/library-i18n/ for a person to look at. The suite's preview is shared: this spec
 * finds its own song by its title.
 */
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { runMusic } from './libraryFlow';
import { followBrowser, openFollowingBrowser, speak, type LocalePage } from './localePage';
import { userTextsIn } from './userTexts';

const expect = baseExpect.configure({ timeout: 20_000 });
const SONG = 'Lantern Coast';
const RAW_KEY = /\b(?:library|titles)\.[a-z][\w.]*[a-z]\b/;
const HEADINGS = { de: 'Bibliothek', ja: 'ライブラリ' } as const;

interface Seeded {
  trackId: string;
  trashedId: string;
}

/** The spec's song, made on a page already on the Sandbox. */
async function seed(page: Page): Promise<Seeded> {
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: '[Verse]\nLanterns on the water',
    style: 'warm folk',
    title: SONG,
    duration: 30,
  });
  const tracks = await page.evaluate(async (ids) => {
    const assets = await Promise.all(ids.map((id) => window.atelier.library.get({ id })));
    return assets.filter((asset) => asset.kind === 'audio');
  }, song.assetIds);
  const one = tracks.find((track) => track.trackIndex === 1)!;
  const two = tracks.find((track) => track.trackIndex === 2)!;
  await page.evaluate((id) => window.atelier.library.trash({ ids: [id] }), two.id);
  return { trackId: one.id, trashedId: two.id };
}

/** The app in English on the Sandbox: the test's one page, switched to each language in place. */
async function openApp(browser: Browser, baseURL: string): Promise<LocalePage> {
  return openFollowingBrowser(
    browser,
    { locale: 'en-US', baseURL, viewport: { width: 1440, height: 900 } },
    { sandbox: true },
  );
}

async function library(page: Page, view: 'grid' | 'list'): Promise<void> {
  // The Library reads its view from storage when it mounts: set it while another page shows
  // (the song page without a song, the lightest), rather than reload the whole app.
  await page.goto('/#/song');
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await page.evaluate(
    (value) => localStorage.setItem('atelier.library.view', JSON.stringify(value)),
    view,
  );
  await page.goto('/#/library');
  await page.getByTestId('library-search').fill(SONG);
  await expect(page.getByTestId('title-text').first()).toBeVisible();
}

/** Every visible word of the Library's own chrome (not the user's titles, prompts or dates). */
async function chromeText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const add = (selector: string) =>
      document.querySelectorAll<HTMLElement>(selector).forEach((element) => {
        parts.push(element.innerText);
        for (const attribute of ['aria-label', 'placeholder'])
          if (element.getAttribute(attribute)) parts.push(element.getAttribute(attribute)!);
      });
    add('h2');
    add('[data-testid="selection-bar"] button, [data-testid="selection-bar"] p');
    add('[data-testid="library-search"], [data-testid="library-search"] input');
    add('main button:not([data-testid="title-text"] *)');
    add('[data-testid="library-empty"]');
    return parts.join('\n');
  });
}

test('the Library in German, Japanese and the pseudo-locale: translated, no key missing, screenshots', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const shots = join('test-results', 'library-i18n');
  // One page for every language, switched in place as Settings does (a browser context per
  // language cost an app start, about 2 CPU s, each); the shared preview follows the browser
  // again at the end, even when a check failed.
  const opened = await openApp(browser, baseURL!);
  try {
    await walk(opened, shots);
  } finally {
    await followBrowser(opened.page);
    await opened.close();
  }
});

/** The seeded song, then the Library in the pseudo-locale, English (light, dark), German, Japanese. */
async function walk(opened: LocalePage, shots: string): Promise<void> {
  const seeded = await seed(opened.page);

  // The pseudo-locale: every word of the page's chrome is accented (an English word was missed).
  {
    const { page: pseudo, missing } = opened;
    await speak(pseudo, 'en-XA');
    await library(pseudo, 'grid');
    await expect(pseudo.getByRole('heading', { level: 2 })).toHaveText(/^\[[^a-zA-Z]+\]$/);
    // The user's own words (this spec's and those other specs left in the shared preview) are
    // data, shown as typed in every language.
    const userWords = new Set(
      (await userTextsIn(pseudo)).flatMap((text) => text.split(/[^A-Za-z]+/)),
    );
    const words = (await chromeText(pseudo))
      .split(/[^A-Za-z]+/)
      .filter(
        (word) =>
          word.length >= 3 &&
          !userWords.has(word) &&
          !['BPM', 'MIDI', 'JSON', 'Ctrl', 'DAW', ...SONG.split(' ')].includes(word),
      );
    expect(words, 'English words left in the pseudo-locale').toEqual([]);
    await pseudo.goto('/#/library?view=trash');
    await expect(pseudo.getByTestId('trash-table')).toBeVisible();
    const trashHeads = await pseudo.getByTestId('trash-table').locator('th').allInnerTexts();
    for (const head of trashHeads.filter(Boolean)) expect(head).toMatch(/^\[[^a-zA-Z]+\]$/);
    expect(missing).toEqual([]);
  }

  const variants = [
    { name: 'en-light', locale: 'en-US', scheme: 'light' },
    { name: 'en-dark', locale: 'en-US', scheme: 'dark' },
    { name: 'de', locale: 'de', scheme: 'light' },
    { name: 'ja', locale: 'ja', scheme: 'light' },
  ] as const;
  for (const variant of variants) {
    // The one page in each language and scheme, switched in place, resized between the two
    // sizes (each screen is opened again at each size).
    const { page: shown, missing } = opened;
    await speak(shown, variant.locale === 'en-US' ? 'en' : variant.locale);
    await shown.emulateMedia({ colorScheme: variant.scheme });
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 960, height: 640 },
    ]) {
      const size = `${viewport.width}x${viewport.height}`;
      await shown.setViewportSize(viewport);
      await library(shown, 'grid');
      if (variant.locale === 'de' || variant.locale === 'ja') {
        await expect(shown.getByRole('heading', { level: 2 })).toHaveText(HEADINGS[variant.locale]);
        const text = await shown.locator('body').innerText();
        expect(text).not.toMatch(RAW_KEY);
        // The title rule's words are the language's: a take of a song with two tracks.
        await expect(shown.getByTestId('title-version').first()).toHaveText(
          variant.locale === 'de' ? /^Take \d$/ : /^テイク \d$/,
        );
      }
      // Nothing wider than the window.
      const overflow = await shown.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${variant.name} ${size}`).toBeLessThanOrEqual(0);
      await shown.screenshot({ path: join(shots, `grid-${variant.name}-${size}.png`) });
      await library(shown, 'list');
      await shown.screenshot({ path: join(shots, `list-${variant.name}-${size}.png`) });

      await shown.goto(`/#/library?asset=${encodeURIComponent(seeded.trackId)}`);
      const preview = shown.getByRole('dialog').getByTestId('asset-preview');
      await expect(preview.getByTestId('song-workspace')).toBeVisible();
      await shown.screenshot({ path: join(shots, `preview-${variant.name}-${size}.png`) });
      await preview.getByTestId('track-actions-button').first().click();
      const menu = shown.getByTestId('track-actions');
      await menu.locator('button[data-form-action="replace-section"]').click();
      await expect(menu.locator('button[data-action="replace-section"]')).toHaveText(/\d/);
      await shown.screenshot({ path: join(shots, `action-form-${variant.name}-${size}.png`) });
      await shown.keyboard.press('Escape');

      await shown.goto('/#/library?view=trash');
      await expect(shown.getByTestId('trash-table')).toBeVisible();
      await shown.screenshot({ path: join(shots, `trash-${variant.name}-${size}.png`) });
      expect(missing, `${variant.name} ${size}`).toEqual([]);
    }
  }
  await opened.page.evaluate(
    (id) => window.atelier.library.restore({ ids: [id] }),
    seeded.trashedId,
  );
}

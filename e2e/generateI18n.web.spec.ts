/**
 * The Generate page in other languages (issue 21), as a user who chose that language sees
 * it: in the pseudo-locale every visible word of the page's own area (picker, form, price,
 * side column) is accented, so a hard-coded English string stands out; in German and Japanese
 * no key is missing or shows raw; in German a number field reads "1,5" as one and a half and
 * names itself when it cannot read the text. Screenshots of the image, video and music forms
 * and of a finished result, at 1440×900 and 960×640, in English (light and dark), German and
 * Japanese, go to test-results/generate-i18n/ for a person to look at.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { ACTION_NAMES } from '../src/shared/service/music/actionNames';
import { runTask } from './libraryFlow';
import { shootLightAndDark } from './lightAndDark';
import { userTextsIn } from './userTexts';
import type { AppLocale } from '../src/shared/i18n/locales';
import { oneSwitchingPage, openFollowingBrowser, type LocalePage } from './localePage';

const SHOTS = 'test-results/generate-i18n';
const RAW_KEY = /\bgenerate\.[a-z][\w.-]*[a-z]\b/;
const WIDE = { width: 1440, height: 900 };
const switching = oneSwitchingPage();

/**
 * The app in `locale` at 1440×900: one page for the file, its language switched in place as
 * Settings does (a browser context per language cost an app start, about 2 CPU s, each).
 */
async function openIn(
  browser: Browser,
  locale: AppLocale | 'en-US',
  baseURL: string,
): Promise<LocalePage> {
  const opened = await switching(
    () =>
      openFollowingBrowser(
        browser,
        { locale: 'en-US', baseURL, viewport: WIDE },
        { sandbox: true },
      ),
    locale === 'en-US' ? 'en' : locale,
  );
  await opened.page.setViewportSize(WIDE);
  return opened;
}

async function openForm(page: Page, query: string): Promise<void> {
  // A fresh Generate page per form: switching models in place can show the previous model's
  // price note for a moment (its field named as the API does), which is not this form's words.
  // Another page in between unmounts it; a new document each time (about:blank, then the app)
  // cost 3-7 s of start-up per form on a busy machine and checked nothing more. The song page
  // without a song is the lightest (Tasks would render every job the shared preview holds).
  await page.goto('/#/song');
  await expect(page.getByRole('heading', { level: 2, name: /./ })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await page.goto(`/#/generate?${query}`);
  await expect(page.getByRole('form')).toBeVisible();
  await expect(page.getByTestId('submit-bar-price')).not.toContainText(/…/, { timeout: 10_000 });
  await page.waitForTimeout(300); // the price and the side column settle
}

/**
 * Visible text of the Generate page's own area that is not pseudo-accented: every text node
 * with two ASCII letters in a row, outside what other areas own (the app's header and
 * navigation, the catalog's model names, the music action names) and the folded technical details.
 */
async function unaccented(page: Page, owned: readonly string[]): Promise<string[]> {
  return page.evaluate((ownedNames) => {
    const root = document.querySelector('main') ?? document.body;
    const found = new Set<string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!parent || !/[A-Za-z]{2}/.test(text)) continue;
      if (parent.closest('[data-technical], header, nav, script, style')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || parent.getClientRects().length === 0) continue;
      // Letters outside the brackets the pseudo-locale adds, stripped of the owned names and of
      // Intl.ListFormat's joining words (English in en-XA, by design of the format module).
      let rest = text;
      for (const name of ownedNames) rest = rest.split(name).join('');
      if (
        /[A-Za-z]{2}/.test(
          rest.replace(
            /\b(\d+[kKp]?|v\d[\w-]*|png|jpeg|mp3|m4a|wav|PNG|JPEG|MP3|M4A|WAV|BPM|px|UUID|URL|https?|or|and)\b/g,
            '',
          ),
        )
      )
        found.add(text);
    }
    return [...found];
  }, owned);
}

test.describe('Generate in other languages', () => {
  test('in the pseudo-locale every word of the picker, form, price and side column is translated', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000); // five forms, and the file's first app start
    const { page, missing } = await openIn(browser, 'en-XA', baseURL!);
    const catalogNames = await page.evaluate(async () => {
      const view = await window.atelier.catalog.get();
      // Longest first: "Image A 2 Lite" before "Image A".
      return (view.catalog.models ?? [])
        .map((model) => model.name ?? '')
        .filter(Boolean)
        .sort((a, b) => b.length - a.length);
    });
    // The user's own words are data; read again before each form: the other specs' jobs keep
    // finishing while this one runs.
    const ownedNames = async (): Promise<string[]> => {
      const userWords = await userTextsIn(page);
      // The action names belong to another area (shared/service/music/actionNames.ts).
      return [...catalogNames, ...Object.values(ACTION_NAMES), ...userWords].sort(
        (a, b) => b.length - a.length,
      );
    };
    for (const query of [
      'model=image-a',
      'model=video-c',
      'model=video-a-v3',
      'action=generate',
      'action=extend',
    ]) {
      await openForm(page, query);
      const left = await unaccented(page, await ownedNames());
      expect(left, `${query}: English left in the pseudo-locale`).toEqual([]);
    }
    expect(missing).toEqual([]);
  });

  for (const locale of ['de', 'ja'] as const) {
    test(`in ${locale}: no key missing or raw on the image, video and music forms`, async ({
      browser,
      baseURL,
    }) => {
      const { page, missing } = await openIn(browser, locale, baseURL!);
      for (const query of ['model=image-a', 'model=video-c', 'action=generate', 'action=extend']) {
        await openForm(page, query);
        const text = await page.locator('main').innerText();
        expect(text, `${locale} ${query}: a raw key`).not.toMatch(RAW_KEY);
        expect(text, `${locale} ${query}: API words`).not.toMatch(
          /generate_audio|video-c_fast|model tune/,
        );
      }
      expect(missing).toEqual([]);
    });
  }

  test('in German a number field reads "1,5" and "1.5" as one and a half, and names itself when it cannot read', async ({
    browser,
    baseURL,
  }) => {
    const { page } = await openIn(browser, 'de', baseURL!);
    await openForm(page, 'action=adjust-speed');
    const speed = page.getByRole('form').getByRole('textbox', { name: 'Tempo' });
    // The service takes 0.25 to 4: "15" (the comma dropped) would be out of range.
    for (const typed of ['1,5', '1.5']) {
      await speed.fill(typed);
      await expect(speed).not.toHaveAttribute('aria-invalid', 'true');
    }
    await speed.fill('1,5,5');
    await expect(speed).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByRole('form').getByText('Tempo: Bitte eine Zahl eingeben, z. B. 4,5.'),
    ).toBeVisible();
    // Submit refuses it and nothing is sent: the form names the problem.
    await page
      .getByRole('form')
      .getByRole('button', { name: /^(Senden|Prüfen und senden)$/ })
      .click();
    await expect(page.getByTestId('form-issue-count')).toContainText('Es wurde nichts gesendet');
  });

  test('screenshots of Generate: image, video, music and a finished result, en light and dark, de, ja', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const forms = [
      ['image', 'model=image-a'],
      ['video', 'model=video-a-v3'],
      ['music', 'action=generate'],
    ] as const;
    let resultShown = false;
    for (const locale of ['en-US', 'de', 'ja'] as const) {
      // The file's one page, switched to each language; the window is resized between the two
      // sizes (each form is opened afresh at each size), rather than a new context and app
      // start per size.
      const { page, missing } = await openIn(browser, locale, baseURL!);
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 960, height: 640 },
      ]) {
        await page.setViewportSize(viewport);
        for (const [name, query] of forms) {
          await openForm(page, query);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(
            overflow,
            `${locale} ${name} ${viewport.width}: wider than the window`,
          ).toBeLessThanOrEqual(0);
          const file = `${name}-${locale}-${viewport.width}x${viewport.height}`;
          if (locale === 'en-US') await shootLightAndDark(page, SHOTS, file, page, 300);
          else await page.screenshot({ path: join(SHOTS, `${file}.png`) });
        }
        if (!resultShown) {
          await runTask(
            page,
            { model: 'image-a' },
            { prompt: `a red kite over dunes, i18n ${Date.now()}` },
          );
          resultShown = true;
        }
        await openForm(page, 'model=image-a');
        await expect(page.getByTestId('result-image')).toBeVisible({ timeout: 15_000 });
        await page.getByTestId('result-panel').scrollIntoViewIfNeeded();
        await page.screenshot({
          path: join(SHOTS, `result-${locale}-${viewport.width}x${viewport.height}.png`),
        });
      }
      expect(missing).toEqual([]);
    }
  });
});

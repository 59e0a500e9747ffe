/**
 * The prompt library (issue 23 part 4), walked as a user on Generate: two submitted prompts
 * appear in the Prompts panel's history, a search narrows it, a star keeps one in Starred,
 * "Reuse" fills the form of that prompt's model, a model filter hides the others, and a template
 * with a variable opens the batch link with its wildcard text. Only this spec's own prompts are
 * asserted (a word of its own in each): other specs' prompts share the preview. Light and dark
 * screenshots at 1440×900 and 960×640 land in test-results/prompts/.
 */
import { expect, type Page } from '@playwright/test';
import { openGenerate } from './generateHelpers';
import { shootLightAndDark } from './lightAndDark';
import { oneFilePage } from './onePage';

/** Every "Missing message" the page logged: a key that one of the languages lacks. */
const missing: string[] = [];
// One page for the file (the app boots once; a browser per language cost two boots more).
const test = oneFilePage(async (page) => {
  page.on('console', (message) => {
    if (message.text().includes('Missing message')) missing.push(message.text());
  });
});

const SHOTS = 'test-results/prompts';
const promptField = (page: Page) => page.getByRole('form').getByRole('textbox', { name: 'Prompt' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Prompts' });
const entries = (page: Page) => drawer(page).getByTestId('prompt-entry');

async function submit(page: Page, words: string): Promise<void> {
  await promptField(page).fill(words);
  await page.keyboard.press('Control+Enter');
  // The journal's row records the prompt before the request goes out.
  await expect
    .poll(() =>
      page.evaluate(
        async (text) => (await window.atelier.prompts.history({ text })).items.length,
        words,
      ),
    )
    .toBe(1);
  await expect(page.getByTestId('submitted')).toBeVisible();
}

test('submitted prompts are kept, searched, starred and reused; a template opens a batch', async ({
  page,
}) => {
  // Two paid jobs, eight screenshots and a dozen steps: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const mark = `pl${Date.now().toString(36)}`;
  await openGenerate(page, 'model=image-a');
  await submit(page, `red kite over dunes ${mark}`);
  await submit(page, `a lighthouse on a cliff ${mark}`);

  // Another model's form: Reuse must bring the prompt back to Image A's.
  await page.goto('/#/generate?model=image-c-4');
  await expect(page.getByRole('heading', { level: 3, name: 'Image C 4' })).toBeVisible();
  await page.getByRole('button', { name: 'Prompts' }).click();
  await expect(drawer(page)).toBeVisible();
  const search = drawer(page).getByRole('textbox', { name: 'Search prompts' });
  await expect(search).toBeFocused();
  await search.fill(mark);
  await expect(entries(page)).toHaveCount(2);
  // Most recent first, each with its model by name and its use count.
  await expect(entries(page).first()).toContainText(`a lighthouse on a cliff ${mark}`);
  await expect(entries(page).first()).toContainText('Image A · used once');
  await shootLightAndDark(page, SHOTS, 'history-1440');

  await search.fill(`kite ${mark}`);
  await expect(entries(page)).toHaveCount(1);
  const kite = entries(page).first();
  await kite.getByRole('button', { name: 'Star' }).click();
  await expect(kite.getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'true');

  // The model filter: none of this spec's prompts were sent to Image C 4.
  await search.fill(mark);
  await drawer(page).getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: 'Image C 4' }).click();
  await expect(drawer(page).getByText('No prompt matches.')).toBeVisible();

  // Starred keeps the starred one only.
  await drawer(page).getByRole('tab', { name: 'Starred' }).click();
  await drawer(page).getByRole('textbox', { name: 'Search prompts' }).fill(mark);
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText(`red kite over dunes ${mark}`);
  await page.setViewportSize({ width: 960, height: 640 });
  await shootLightAndDark(page, SHOTS, 'starred-960');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Reuse: the drawer closes and Image A's form holds the prompt.
  await entries(page).first().getByRole('button', { name: 'Reuse' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: 'Image A' })).toBeVisible();
  await expect(promptField(page)).toHaveValue(`red kite over dunes ${mark}`);

  // A reuse over typed words says so, and Undo puts them back.
  await page.getByRole('button', { name: 'Prompts' }).click();
  await drawer(page).getByRole('tab', { name: 'History' }).click();
  await drawer(page).getByRole('textbox', { name: 'Search prompts' }).fill(`lighthouse ${mark}`);
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText(`a lighthouse on a cliff ${mark}`);
  await entries(page).first().getByRole('button', { name: 'Reuse' }).click();
  await expect(promptField(page)).toHaveValue(`a lighthouse on a cliff ${mark}`);
  await expect(page.getByTestId('prompt-replaced')).toContainText(
    'The prompt you had typed was replaced.',
  );
  await page.getByTestId('prompt-replaced').getByRole('button', { name: 'Undo' }).click();
  await expect(promptField(page)).toHaveValue(`red kite over dunes ${mark}`);
  await expect(page.getByTestId('prompt-replaced')).toBeHidden();

  // The keyboard opens the panel too; a template with a variable becomes a batch link.
  await page.keyboard.press('Alt+P');
  await expect(drawer(page)).toBeVisible();
  await drawer(page).getByRole('tab', { name: 'Templates' }).click();
  await drawer(page).getByRole('button', { name: 'New template' }).click();
  await drawer(page).getByRole('textbox', { name: 'Name' }).fill(`Cars ${mark}`);
  await drawer(page).getByRole('textbox', { name: 'Prompt' }).fill(`a {color} car ${mark}`);
  const values = drawer(page).getByRole('textbox', { name: 'Values of color' });
  await values.fill('red | bl{ue');
  await drawer(page).getByRole('button', { name: 'Save template' }).click();
  await expect(
    drawer(page).getByText('color: “bl{ue” cannot contain { } | or a line break.'),
  ).toBeVisible();
  await values.fill('red | blue');
  await page.setViewportSize({ width: 960, height: 640 });
  await shootLightAndDark(page, SHOTS, 'template-editor-960');
  await drawer(page).getByRole('button', { name: 'Save template' }).click();
  const template = drawer(page)
    .getByTestId('prompt-template')
    .filter({ hasText: `Cars ${mark}` });
  await expect(template).toContainText('Makes 2 prompts');
  await shootLightAndDark(page, SHOTS, 'templates-960');
  await template.getByRole('button', { name: 'Use in batch' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => decodeURIComponent(window.location.hash)))
    .toBe(`#/generate?model=image-a&batch=a {red|blue} car ${mark}`);
});

test('the Prompts panel speaks German and Japanese, its words in the form header fitting at 960×640', async ({
  page,
}) => {
  await page.setViewportSize({ width: 960, height: 640 });
  // The last test left its batch open in a drawer: closed, as a user would.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const missingBefore = missing.length;
  try {
    for (const locale of ['de', 'ja'] as const) {
      // Chosen in Settings, it takes effect at once on this page (i18n.web.spec checks that,
      // and that "system" follows the browser's language): no new browser, no app start.
      await page.evaluate((language) => window.atelier.settings.update({ language }), locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.goto('/#/generate?model=image-a');
      const open = page.getByTestId('prompts-open');
      await expect(open).toHaveText(locale === 'de' ? 'Prompts' : 'プロンプト');
      await shootLightAndDark(page, SHOTS, `form-${locale}-960`);
      await open.click();
      const tabs = page.getByRole('dialog').getByRole('tab');
      await expect(tabs).toHaveText(
        locale === 'de'
          ? ['Verlauf', 'Markiert', 'Vorlagen']
          : ['履歴', 'スター付き', 'テンプレート'],
      );
      await shootLightAndDark(page, SHOTS, `history-${locale}-960`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(missing.slice(missingBefore), 'messages missing from the catalogs').toEqual([]);
    }
  } finally {
    // The worker's preview is shared by later specs: back to the language of the browser.
    await page.evaluate(() => window.atelier.settings.update({ language: 'system' }));
  }
});

/**
 * Drafts on the Generate page, walked as a user would with mouse and keyboard: what is typed
 * follows a model switch, survives leaving the page and a reload, can be reset (and the reset
 * undone), and is forgotten once the job is submitted.
 */
import { expect, test, type Page } from '@playwright/test';
import { openGenerate } from './generateHelpers';

const prompt = (page: Page) => page.getByRole('form').getByRole('textbox', { name: 'Prompt' });
const modelCard = (page: Page, model: string) => page.getByRole('radio', { name: new RegExp(`^${model.replace(/\./g, '\\.')} `) });

test('a typed prompt follows the model, survives leaving the page and a reload, and can be reset', async ({ page }) => {
  await openGenerate(page, 'model=image-a');
  await prompt(page).click();
  await page.keyboard.type('a lighthouse at dawn');
  await page.getByRole('radiogroup', { name: 'Output format' }).getByText('jpeg', { exact: true }).click();

  // Another model: the prompt comes along; image-b has no output format.
  await modelCard(page, 'image-b-2.0').click();
  await expect(page.getByRole('heading', { level: 3, name: 'image-b-2.0' })).toBeVisible();
  await expect(prompt(page)).toHaveValue('a lighthouse at dawn');
  await prompt(page).press('End');
  await page.keyboard.type(', in fog');

  // Back: image-a kept its own choices and takes the newer prompt.
  await modelCard(page, 'image-a').click();
  await expect(prompt(page)).toHaveValue('a lighthouse at dawn, in fog');
  await expect(page.getByRole('radiogroup', { name: 'Output format' }).getByRole('radio', { name: 'jpeg' })).toBeChecked();

  // Leave the page by its navigation, come back: the same form, as it was.
  await page.getByRole('link', { name: /^Library/ }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Library' })).toBeVisible();
  await page.getByRole('link', { name: /^Generate/ }).first().click();
  await expect(prompt(page)).toHaveValue('a lighthouse at dawn, in fog');

  // A reload (as after a restart) keeps it too.
  await page.reload();
  await expect(prompt(page)).toHaveValue('a lighthouse at dawn, in fog');
  await expect(page.getByRole('heading', { level: 3, name: 'image-a' })).toBeVisible();

  // Reset empties the form and can be undone; after a reset and a reload it stays empty.
  await page.getByRole('button', { name: 'Reset form' }).click();
  await expect(prompt(page)).toHaveValue('');
  await page.getByTestId('form-reset-undo').getByRole('button', { name: 'Undo' }).click();
  await expect(prompt(page)).toHaveValue('a lighthouse at dawn, in fog');
  await page.getByRole('button', { name: 'Reset form' }).click();
  await expect(prompt(page)).toHaveValue('');
  await page.reload();
  await expect(prompt(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Reset form' })).toBeDisabled();
});

test('a re-run or link fills the form over a stored draft, and the draft is back once the link is gone', async ({ page }) => {
  await openGenerate(page, 'model=image-a');
  await prompt(page).fill('my unsent draft');
  const id = await page.evaluate(async () => {
    const view = await window.atelier.tasks.submit({ target: { model: 'image-a' }, body: { prompt: 'an earlier request' }, confirmedCredits: null });
    return view.id;
  });
  await page.goto(`/#/generate?from=${encodeURIComponent(id)}`);
  await expect(page.getByTestId('loaded-from')).toBeVisible();
  await expect(prompt(page)).toHaveValue('an earlier request');
  // Not edited: the stored draft is untouched, and a plain link opens it again.
  await page.goto('/#/generate?model=image-a');
  await expect(prompt(page)).toHaveValue('my unsent draft');
});

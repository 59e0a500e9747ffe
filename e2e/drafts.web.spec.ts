/**
 * Drafts on the Generate page, walked as a user would with mouse and keyboard: what is typed
 * follows a model switch, survives leaving the page and a reload, can be reset (and the reset
 * undone), and stays after the job is submitted (the next variation starts from it). On the Sandbox profile a job goes
 * without the confirm step, Ctrl+Enter works from anywhere on the page, and the one note in
 * the side column follows the job to "Done".
 */
import { expect, test as freshPageTest, type Page } from '@playwright/test';
import { openGenerate, recordIpc } from './generateHelpers';
import { oneFilePage } from './onePage';

// One page for the file's tests (the app boots once), but for the test that counts the page's
// IPC calls from its first load and that no note was ever shown: it keeps a page of its own.
const test = oneFilePage();

const prompt = (page: Page) => page.getByRole('form').getByRole('textbox', { name: 'Prompt' });
const modelCard = (page: Page, model: string) =>
  page.locator(`[role="radio"][data-model="${model}"]`);

test('a typed prompt follows the model, survives leaving the page and a reload, and can be reset', async ({
  page,
}) => {
  await openGenerate(page, 'model=image-a');
  await prompt(page).click();
  await page.keyboard.type('a lighthouse at dawn');
  await page
    .getByRole('radiogroup', { name: 'Output format' })
    .getByText('JPEG', { exact: true })
    .click();

  // Another model: the prompt comes along; image-b has no output format.
  await modelCard(page, 'image-b-2.0').click();
  await expect(page.getByRole('heading', { level: 3, name: 'Image B 2.0' })).toBeVisible();
  await expect(prompt(page)).toHaveValue('a lighthouse at dawn');
  await prompt(page).press('End');
  await page.keyboard.type(', in fog');

  // Back: image-a kept its own choices and takes the newer prompt.
  await modelCard(page, 'image-a').click();
  await expect(prompt(page)).toHaveValue('a lighthouse at dawn, in fog');
  await expect(
    page.getByRole('radiogroup', { name: 'Output format' }).getByRole('radio', { name: 'JPEG' }),
  ).toBeChecked();

  // Leave the page by its navigation, come back: the same form, as it was.
  await page
    .getByRole('link', { name: /^Library/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Library' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Generate/ })
    .first()
    .click();
  await expect(prompt(page)).toHaveValue('a lighthouse at dawn, in fog');

  // A reload (as after a restart) keeps it too.
  await page.reload();
  await expect(prompt(page)).toHaveValue('a lighthouse at dawn, in fog');
  await expect(page.getByRole('heading', { level: 3, name: 'Image A' })).toBeVisible();

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

test('a re-run or link fills the form over a stored draft, and the draft is back once the link is gone', async ({
  page,
}) => {
  await openGenerate(page, 'model=image-a');
  await prompt(page).fill('my unsent draft');
  const id = await page.evaluate(async () => {
    const view = await window.atelier.tasks.submit({
      target: { model: 'image-a' },
      body: { prompt: 'an earlier request' },
      confirmedCredits: null,
    });
    return view.id;
  });
  await page.goto(`/#/generate?from=${encodeURIComponent(id)}`);
  await expect(page.getByTestId('loaded-from')).toBeVisible();
  await expect(prompt(page)).toHaveValue('an earlier request');
  // Not edited: the stored draft is untouched, and a plain link opens it again.
  await page.goto('/#/generate?model=image-a');
  await expect(prompt(page)).toHaveValue('my unsent draft');
});

test('on the Sandbox, Ctrl+Enter from anywhere submits without a confirm step; the note turns to done; the prompt stays for the next variation', async ({
  page,
}) => {
  await openGenerate(page, 'model=image-a');
  // The shared page holds the last test's unsent draft: select it, and the typing replaces it.
  await prompt(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('a harbour at night, drafts e2e');
  // Focus leaves the form: the shortcut still works from the page itself.
  await page.getByRole('heading', { level: 2, name: 'Generate' }).click();
  await page.keyboard.press('Control+Enter');
  const note = page.getByTestId('submitted');
  await expect(note).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(note).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });
  await expect(note).toContainText('Done');
  // One confirmation: no toast over the form, neither for the submit nor for the finish.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  // The form keeps its words for a variation, and so does the stored draft: back after a reload.
  await expect(prompt(page)).toHaveValue('a harbour at night, drafts e2e');
  await page.reload();
  await expect(prompt(page)).toHaveValue('a harbour at night, drafts e2e');

  // The note's link opens the result itself, in the Library's preview (not the job on Tasks).
  await prompt(page).fill('a second harbour');
  await page.keyboard.press('Control+Enter');
  await expect(note).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });
  await note.getByRole('link', { name: 'Open the result' }).click();
  const preview = page.getByRole('dialog').getByTestId('asset-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('a second harbour');
  await expect(preview.getByTestId('image-preview')).toBeVisible();
});

freshPageTest(
  'Ctrl+Enter waits while the command palette is open; with "ask on the Sandbox" on, it opens and then confirms the step',
  async ({ page }) => {
    const ipc = recordIpc(page);
    await openGenerate(page, 'model=image-a');
    await prompt(page).fill('a lighthouse, asked first');
    await page.getByRole('heading', { level: 2, name: 'Generate' }).click();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Control+Enter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForTimeout(1000); // a submit, had one started, would be sent by now
    expect(ipc.count('tasks:submit')).toBe(0);
    await expect(page.getByTestId('submitted')).toHaveCount(0);

    await page.evaluate(() => window.atelier.settings.update({ confirmOnSandbox: true }));
    try {
      await page.getByRole('heading', { level: 2, name: 'Generate' }).click();
      await page.keyboard.press('Control+Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('confirm-cost')).toContainText('24 credits');
      expect(ipc.count('tasks:submit')).toBe(0);
      await page.keyboard.press('Control+Enter');
      await expect(page.getByTestId('submitted')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      expect(ipc.count('tasks:submit')).toBe(1);
    } finally {
      await page.evaluate(() => window.atelier.settings.update({ confirmOnSandbox: false }));
    }
  },
);

test('Settings offers the Sandbox confirm preference, off by default', async ({ page }) => {
  await page.goto('/#/settings');
  const ask = page.getByRole('switch', { name: /^Ask before submitting on the Sandbox/ });
  await expect(ask).toHaveCount(1);
  await expect(ask).not.toBeChecked();
});

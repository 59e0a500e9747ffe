/**
 * The Generate page in Chromium through the web preview: every model's form (and tune)
 * renders the controls its field table asks for, and invalid inputs at each kind of limit
 * are refused in the form with nothing submitted and the balance unchanged.
 */
import { expect, type Page } from '@playwright/test';
import {
  balanceNow,
  openGenerate,
  recordIpc,
  submissionCount,
  type IpcLog,
} from './generateHelpers';
import { oneFilePage } from './onePage';

// One page for the file (the app boots once), each test opening its own forms. Its IPC is
// recorded from before the app opens (a recorder added later would miss the app's socket);
// no test before the last one submits, so the last still sees every call it makes.
let ipc: IpcLog;
const test = oneFilePage(async (page) => {
  ipc = recordIpc(page);
});

async function expectControls(
  page: Page,
  controls: [role: Parameters<Page['getByRole']>[0], name: string][],
): Promise<void> {
  const form = page.getByRole('form');
  for (const [role, name] of controls) {
    // A switch's name includes its description, so it is matched by its start.
    const control =
      role === 'switch'
        ? form.getByRole(role, { name: new RegExp(`^${name}`) })
        : form.getByRole(role, { name, exact: true });
    // Mantine draws a switch over a visually hidden checkbox: present, not "visible".
    if (role === 'switch') await expect(control, `${role} "${name}"`).toHaveCount(1);
    else await expect(control, `${role} "${name}"`).toBeVisible();
  }
}

test.describe('Generate forms', () => {
  test('every submit model and tune renders the right controls', async ({ page }) => {
    await openGenerate(page, 'model=image-a');
    await expectControls(page, [
      ['textbox', 'Prompt'],
      ['textbox', 'Input images 1'],
      ['combobox', 'Aspect ratio'],
      ['radiogroup', 'Output format'],
    ]);
    await expect(page.getByTestId('counter-prompt')).toHaveText(
      /^0 of 5,000 bytes — accented letters/,
    );

    await openGenerate(page, 'model=image-a-2-lite');
    await expect(page.getByTestId('counter-prompt')).toHaveText(/^0 of 20,000 bytes/);
    await expect(
      page.getByRole('form').getByRole('radiogroup', { name: 'Output format' }),
    ).toHaveCount(0);

    for (const model of ['image-b-2.0', 'image-b-2.0-pro']) {
      await openGenerate(page, `model=${model}`);
      await expect(page.getByTestId('counter-prompt')).toHaveText('0 of 800 characters');
      await expectControls(page, [
        ['radiogroup', 'Resolution'],
        ['textbox', 'Input images 1'],
      ]);
    }

    await openGenerate(page, 'model=image-c-4');
    await expectControls(page, [
      ['textbox', 'Images'],
      ['textbox', 'Seed'],
      ['switch', 'Watermark'],
      ['radiogroup', 'Resolution'],
    ]);

    await openGenerate(page, 'model=video-a-v3');
    await expectControls(page, [
      ['radiogroup', 'Type'],
      ['textbox', 'Duration (s)'],
      ['switch', 'Native audio'],
      ['radiogroup', 'Resolution'],
    ]);
    // text-to-video must omit image_urls: the frames editor appears only for image-to-video.
    await expect(page.getByRole('textbox', { name: 'Frames 1' })).toHaveCount(0);
    await page.getByRole('form').getByText('From images', { exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Frames 1' })).toBeVisible();

    await openGenerate(page, 'model=video-a-v3-omni');
    await expect(page.getByRole('radiogroup', { name: 'Type' }).getByRole('radio')).toHaveCount(3);

    await openGenerate(page, 'model=video-b-2.6-flash');
    await expectControls(page, [
      ['textbox', 'First frame 1'],
      ['switch', 'Rewrite prompt'],
      ['textbox', 'Prompt'],
    ]);
    await expect(page.getByTestId('counter-prompt')).toHaveText('0 of 1,500 characters');

    await openGenerate(page, 'model=video-c');
    await expectControls(page, [
      ['radiogroup', 'Variant'],
      ['radiogroup', 'Duration (s)'],
    ]);
    await expect(page.getByRole('radiogroup', { name: 'Duration (s)' })).toContainText('468');

    await openGenerate(page, 'model=video-d-pro-fast');
    await expect(
      page.getByRole('radiogroup', { name: 'Duration (s)' }).getByRole('radio'),
    ).toHaveCount(3); // Not set, 5, 10

    await openGenerate(page, 'model=tune');
    await expectControls(page, [
      ['radiogroup', 'Mode'],
      ['textbox', 'Song description'],
      ['switch', 'Instrumental'],
    ]);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0); // inspiration mode rejects title
    await page.getByRole('form').getByText('Custom', { exact: true }).click();
    await expectControls(page, [
      ['textbox', 'Title'],
      ['textbox', 'Lyrics / description'],
    ]);
    // Weights are sliders, not set until moved; generate has no source audio, so no audio weight.
    const weight = page.getByRole('form').getByRole('slider', { name: 'Style weight' });
    await expect(page.getByTestId('weight-style_weight')).toHaveText('Not set');
    await weight.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('weight-style_weight')).toHaveText('0.55');
    await expect(page.getByRole('form').getByRole('slider', { name: 'Audio weight' })).toHaveCount(
      0,
    );
    // Custom models and personas are picked by name, never pasted as ids: with none made yet,
    // the picker says so and takes no typing.
    const customModel = page.getByRole('form').getByLabel('Custom model');
    await expect(customModel).toBeDisabled();
    await expect(customModel).toHaveAttribute('placeholder', 'None yet');
    await expect(page.getByRole('form').getByPlaceholder('Task id (UUID), optional')).toHaveCount(
      0,
    );
  });

  test('music actions: sources, stems, key, formats', async ({ page }) => {
    await openGenerate(page, 'action=stems');
    // The source is a library picker once the library has tracks, a task-id field before.
    await expect(page.getByRole('form').getByLabel(/^Source task( \*)?$/)).toBeVisible();
    await expect(page.getByRole('form').getByLabel(/^Track( \*)?$/)).toBeVisible();
    await expectControls(page, [['combobox', 'Stem']]);
    await page.getByRole('combobox', { name: 'Stem' }).fill('timp');
    await expect(page.getByRole('option', { name: 'timpani' })).toBeVisible();

    await openGenerate(page, 'action=sounds');
    await expectControls(page, [
      ['combobox', 'Key'],
      ['textbox', 'BPM'],
      ['radiogroup', 'Sound type'],
    ]);

    await openGenerate(page, 'action=download');
    await expectControls(page, [['combobox', 'Formats']]);

    await openGenerate(page, 'action=mashup');
    await expect(page.getByRole('form').getByLabel(/^First source( \*)?$/)).toBeVisible();
    await expect(page.getByRole('form').getByLabel(/^Second source( \*)?$/)).toBeVisible();
  });
});

test.describe('invalid inputs are refused in the form', () => {
  test('limits by bytes, characters, code points, range and URL: nothing is submitted', async ({
    page,
  }) => {
    const submitsBefore = ipc.count('tasks:submit');
    await openGenerate(page, 'model=image-a');
    const before = await balanceNow(page);
    const submissionsBefore = await submissionCount(page);
    const form = page.getByRole('form');
    // The Sandbox profile submits without a confirm step, so its button just says "Submit".
    const submit = page.getByRole('button', { name: 'Submit', exact: true });

    // image-a measures UTF-8 bytes: 2,501 "é" are 2,501 characters but 5,002 bytes.
    await form.getByRole('textbox', { name: 'Prompt' }).fill('é'.repeat(2501));
    await expect(page.getByTestId('counter-prompt')).toHaveAttribute('data-over', 'true');
    await expect(page.getByTestId('counter-prompt')).toContainText('5,002 of 5,000 bytes');
    await submit.click();
    // One message, in the unit the service counts.
    await expect(form.getByText('2 bytes too long', { exact: true })).toBeVisible();
    await expect(form.getByText(/at most 5000/)).toHaveCount(0);

    // A bad and a data: URL are refused item by item.
    await form.getByRole('textbox', { name: 'Prompt' }).fill('a lighthouse');
    await form.getByRole('textbox', { name: 'Input images 1' }).fill('ftp://example.com/a.png');
    await expect(form.getByText(/must be a public URL starting with http/).first()).toBeVisible();
    await form.getByRole('textbox', { name: 'Input images 1' }).fill('data:image/png;base64,AAAA');
    await expect(form.getByText(/pasted image data is refused/).first()).toBeVisible();
    await page.keyboard.press('Control+Enter');
    await expect(page.getByTestId('form-issue-count')).toBeVisible();

    // image-b counts characters: 801 is one too many.
    await openGenerate(page, 'model=image-b-2.0');
    await page.getByRole('form').getByRole('textbox', { name: 'Prompt' }).fill('x'.repeat(801));
    await expect(page.getByTestId('counter-prompt')).toHaveAttribute('data-over', 'true');
    await submit.click();
    await expect(
      page.getByRole('form').getByText('1 character too long', { exact: true }),
    ).toBeVisible();

    // Music counts code points: 5,001 emoji (10,002 UTF-16 units) are 5,001 characters.
    await openGenerate(page, 'model=tune');
    await page.getByRole('form').getByText('Custom', { exact: true }).click();
    await page
      .getByRole('form')
      .getByRole('textbox', { name: 'Lyrics / description' })
      .fill('🎵'.repeat(5001));
    await expect(page.getByTestId('counter-prompt')).toContainText('5,001 of 5,000 characters');
    await submit.click();
    await expect(
      page.getByRole('form').getByText('1 character too long', { exact: true }),
    ).toBeVisible();

    // Out of range number.
    await openGenerate(page, 'model=video-a-v3');
    await page.getByRole('form').getByRole('textbox', { name: 'Prompt' }).fill('waves');
    await page.getByRole('textbox', { name: 'Duration (s)' }).fill('99');
    await submit.click();
    await expect(page.getByRole('form').getByText(/at most 15 \(you entered 99\)/)).toBeVisible();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(ipc.count('tasks:submit')).toBe(submitsBefore);
    expect(await balanceNow(page)).toBe(before);
    expect(await submissionCount(page)).toBe(submissionsBefore);
  });
});

/**
 * The queue held before paying (issue 23 part 3), in the browser against a preview of its own
 * whose sandbox answers every submit 4 s late (`--faults latency`), so Pause can be pressed
 * while a run is on its way: three jobs queued (one wrong job refused with its field named and
 * nothing sent), reordered with the keyboard buttons and by dragging, one removed, the running
 * total following; "Send next 1" sends exactly the first; "Send all" then "Pause sending" stops
 * after the job on its way; after a reload the queue is still there, in order, and not sending;
 * a job edited in the form is saved back in its place.
 */
import { expect, test, type Page } from '@playwright/test';
import { openGenerate, submissionCount } from './generateHelpers';
import { shootLightAndDark } from './lightAndDark';
import { useOwnPreview } from './ownPreview';
import { chooseSandboxInWelcome } from './welcome';

useOwnPreview({
  args: ['--task-ms', '400', '--poll-scale', '0.1', '--faults', 'latency:ms=4000,on=submit'],
});

const SHOTS = 'test-results/queue';
const tag = `queue e2e ${Date.now()}`;
const prompt = (page: Page) => page.getByRole('form').getByRole('textbox', { name: 'Prompt' });
const panel = (page: Page) => page.getByRole('region', { name: 'Queue · not sent yet' });
const rows = (page: Page) => panel(page).getByTestId('queue-row');
const order = async (page: Page): Promise<string[]> =>
  (await panel(page).getByTestId('queue-summary').allTextContents()).map((text) =>
    text.replace(` · ${tag}`, ''),
  );

async function queue(page: Page, words: string): Promise<void> {
  const before = await rows(page).count();
  await prompt(page).fill(`${words} · ${tag}`);
  await page.getByRole('button', { name: 'Add to queue' }).click();
  await expect(rows(page)).toHaveCount(before + 1);
}

test('queue three, reorder, remove, send next 1, pause a run, reload: kept and not sending', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The fresh preview's welcome, passed on this page (not on a page of its own: one boot less).
  await chooseSandboxInWelcome(page, '/');
  await openGenerate(page, 'model=image-a');
  await expect(panel(page).getByTestId('queue-empty')).toBeVisible();
  const paidBefore = await submissionCount(page);

  // A wrong job is not queued: the field is named, nothing is sent.
  await prompt(page).fill('');
  await page.getByRole('button', { name: 'Add to queue' }).click();
  await expect(
    page
      .getByRole('form')
      .getByText(/prompt/i)
      .first(),
  ).toBeVisible();
  await expect(prompt(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(rows(page)).toHaveCount(0);

  for (const words of ['a fox', 'a heron', 'a kite']) await queue(page, words);
  await expect(page.getByTestId('queue-added')).toContainText('Nothing was sent or charged');
  expect(await submissionCount(page)).toBe(paidBefore);
  const price = Number(
    (await rows(page).first().getByTestId('queue-price').textContent())!.replace(/\D/g, ''),
  );
  expect(price).toBeGreaterThan(0);
  await expect(panel(page).getByTestId('queue-total')).toContainText(
    `Total ${3 * price} credits for 3 jobs`,
  );
  await shootLightAndDark(page, SHOTS, 'queue-three-1440x900');

  // Keyboard buttons, then a drag: "a kite" up to first, "a fox" dragged onto the last place.
  await rows(page)
    .nth(2)
    .getByRole('button', { name: /^Move up: a kite/ })
    .click();
  await rows(page)
    .nth(1)
    .getByRole('button', { name: /^Move up: a kite/ })
    .click();
  await expect.poll(() => order(page)).toEqual(['a kite', 'a fox', 'a heron']);
  await rows(page).nth(1).dragTo(rows(page).nth(2));
  await expect.poll(() => order(page)).toEqual(['a kite', 'a heron', 'a fox']);

  await rows(page)
    .nth(1)
    .getByRole('button', { name: /^Remove: a heron/ })
    .click();
  await expect.poll(() => order(page)).toEqual(['a kite', 'a fox']);
  await expect(panel(page).getByTestId('queue-total')).toContainText(
    `Total ${2 * price} credits for 2 jobs`,
  );

  // Send next 1: exactly the first job is sent, the other stays.
  await panel(page).getByRole('button', { name: 'Send next 1' }).click();
  await expect(panel(page).getByTestId('queue-sending')).toBeVisible();
  await expect.poll(() => order(page), { timeout: 15_000 }).toEqual(['a fox']);
  await expect(panel(page).getByTestId('queue-sending')).toBeHidden();
  expect(await submissionCount(page)).toBe(paidBefore + 1);

  // Send all, then Pause while the first is on its way (4 s): it is answered, the rest stay.
  await queue(page, 'a crane');
  await queue(page, 'a swan');
  await panel(page).getByRole('button', { name: 'Send all' }).click();
  await panel(page).getByRole('button', { name: 'Pause sending' }).click();
  await expect(panel(page).getByRole('button', { name: 'Send all' })).toBeVisible();
  await expect.poll(() => order(page), { timeout: 15_000 }).toEqual(['a crane', 'a swan']);
  expect(await submissionCount(page)).toBe(paidBefore + 2);

  await page.setViewportSize({ width: 960, height: 640 });
  await panel(page).scrollIntoViewIfNeeded();
  await shootLightAndDark(page, SHOTS, 'queue-paused-960x640');
  await page.reload();
  await expect.poll(() => order(page), { timeout: 15_000 }).toEqual(['a crane', 'a swan']);
  await expect(panel(page).getByTestId('queue-sending')).toBeHidden();
  await page.waitForTimeout(2500);
  expect(await submissionCount(page)).toBe(paidBefore + 2);
  await expect.poll(() => order(page)).toEqual(['a crane', 'a swan']);

  // Edit: the job opens in the form; Save in queue puts it back in its place, priced again.
  await rows(page)
    .first()
    .getByRole('button', { name: /^Edit: a crane/ })
    .click();
  await expect(prompt(page)).toHaveValue(`a crane · ${tag}`);
  await expect(page.getByTestId('queue-editing')).toContainText('a crane');
  await prompt(page).fill(`a grey crane · ${tag}`);
  await panel(page).scrollIntoViewIfNeeded();
  await shootLightAndDark(page, SHOTS, 'queue-editing-960x640');
  await page.getByRole('button', { name: 'Save in queue' }).click();
  await expect.poll(() => order(page)).toEqual(['a grey crane', 'a swan']);
  await expect(page.getByRole('button', { name: 'Add to queue' })).toBeVisible();
  expect(await submissionCount(page)).toBe(paidBefore + 2);
});

/**
 * The hard budget line never fails open (issue 20): a job whose price is unknown is refused
 * under it (Submit disabled, the reason next to it) until the user accepts the named upper
 * bound; a refusal's message clears as soon as the form changes.
 */
import { expect, type Page } from '@playwright/test';
import { openGenerate, recordIpc, type IpcLog } from './generateHelpers';
import { oneFilePage } from './onePage';

// One page for the file (the app boots once). Its IPC is recorded from before the app opens:
// the socket a recorder added later would not see is made as the app starts.
let ipc: IpcLog;
const test = oneFilePage(async (page) => {
  ipc = recordIpc(page);
});

async function setHardLine(page: Page, hard: number | null): Promise<void> {
  await page.evaluate(
    (lines) => window.atelier.settings.update({ budget: { profile: 'sandbox', lines } }),
    { soft: null, hard },
  );
}

test.afterEach(async ({ page }) => {
  await setHardLine(page, null);
});

test('an unknown price under a hard line: Submit disabled with the reason, enabled once the upper bound is accepted', async ({
  page,
}) => {
  await openGenerate(page, 'model=image-a');
  await page.evaluate(() => window.atelier.account.useSandbox());
  const month = await page.evaluate(() => window.atelier.spending.month());
  // Room for the bound (60 credits/s × 15 s at most) but not for nothing: the price is unknown.
  await setHardLine(page, month.spent + 1000);
  await openGenerate(page, 'model=video-a-v3-omni');
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: 'Prompt' }).fill('a harbour at dawn, budget e2e');
  await form.getByRole('textbox', { name: /Duration/ }).fill('5');
  const submit = page.getByRole('button', { name: /submit/i });
  const blocked = page.getByTestId('submit-blocked');
  await expect(blocked).toContainText('the price is not known and a hard budget limit is set');
  await expect(submit).toBeDisabled();
  await expect(page.getByTestId('cost-budget')).toContainText(
    'so it cannot be checked against your hard limit',
  );
  const accept = page.getByTestId('cost-accept-bound');
  await expect(accept).toContainText('Accept paying at most 300 credits');
  await expect(accept).toContainText(
    "Video A v3 Omni's highest tier, 1080p with audio: 60 credits/s × 5 s",
  );
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 960, height: 640 });
    await page.getByTestId('submit-blocked').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-budget-hard/unknown-960-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 860 });
  // Checked once main's preflight has checked the budget against the bound (a controlled checkbox).
  await accept.getByRole('checkbox').click();
  await expect(accept.getByRole('checkbox')).toBeChecked();
  await expect(blocked).toBeHidden();
  await expect(submit).toBeEnabled();
  // Main checks the bound too: a submit that does not carry it is refused, nothing sent.
  const direct = await page.evaluate(() =>
    window.atelier.tasks
      .submit({
        target: { model: 'video-a-v3-omni' },
        body: { prompt: 'x', type: 'text-to-video', duration: 5 },
        confirmedCredits: null,
      })
      .then(
        () => 'sent',
        (error: { code?: string }) => String(error.code),
      ),
  );
  expect(direct).toBe('over_budget');
  expect(ipc.count('tasks:submit')).toBe(1);
});

test('a hard-line refusal does not say "try again", and clears when the form changes', async ({
  page,
}) => {
  await openGenerate(page, 'model=image-a');
  await page.evaluate(() => window.atelier.account.useSandbox());
  const month = await page.evaluate(() => window.atelier.spending.month());
  await setHardLine(page, month.spent + 1);
  await openGenerate(page, 'model=image-a');
  const prompt = page.getByRole('form').getByRole('textbox', { name: 'Prompt' });
  await prompt.fill('a paper lantern, budget e2e');
  await expect(page.getByTestId('submit-blocked')).toContainText('over your hard limit');
  await expect(page.getByRole('button', { name: /submit/i })).toBeDisabled();
  // The keyboard shortcut still asks, and gets the refusal in words, not "Submit failed".
  await prompt.press('Control+Enter');
  const refusal = page.getByTestId('submit-error');
  await expect(refusal).toHaveAttribute('data-code', 'over_budget');
  await expect(refusal).toContainText('Over your hard budget limit');
  await expect(refusal).not.toContainText('Try again');
  await prompt.fill('a paper lantern, budget e2e, shorter');
  await expect(refusal).toBeHidden();
});

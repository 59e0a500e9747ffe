/**
 * The Spending page and the monthly budget as a user meets them on the embedded Sandbox:
 * two paid jobs show up in the ledger and the totals agree with the journal; a soft budget
 * line forces the confirm with its warning; a hard line refuses the next job before it is sent.
 */
import { expect, test, type Page } from '@playwright/test';
import { openGenerate, recordIpc, submissionCount } from './generateHelpers';

const credits = (value: number) =>
  `${value.toLocaleString('en-US')} ${Math.abs(value) === 1 ? 'credit' : 'credits'}`;

/** Net spend of the Sandbox profile computed from the journal as the Tasks page lists it. */
async function journalNet(page: Page): Promise<{ net: number; image: number }> {
  return page.evaluate(async () => {
    // Every page of the journal: with the faster suite a worker's preview holds more than 200.
    const all: Awaited<ReturnType<typeof window.atelier.tasks.list>>['items'] = [];
    let cursor: string | null = null;
    do {
      const listed = await window.atelier.tasks.list({ limit: 200, ...(cursor ? { cursor } : {}) });
      all.push(...listed.items);
      cursor = listed.nextCursor;
    } while (cursor);
    const items = all.filter((item) => item.profileId === 'sandbox' && item.state === 'accepted');
    const cost = (item: (typeof items)[number]) =>
      item.refunded ? 0 : (item.creditsDeducted ?? item.creditsEstimated ?? 0);
    return {
      net: items.reduce((sum, item) => sum + cost(item), 0),
      image: items
        .filter((item) => item.kind === 'image')
        .reduce((sum, item) => sum + cost(item), 0),
    };
  });
}

async function submitImage(page: Page, prompt: string): Promise<number> {
  await openGenerate(page, 'model=image-a');
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: 'Prompt' }).fill(prompt);
  const cost = Number((await page.getByTestId('cost-credits').innerText()).replace(/[^0-9]/g, ''));
  await form.getByRole('textbox', { name: 'Prompt' }).press('Control+Enter');
  return cost;
}

async function setBudget(page: Page, soft: number | null, hard: number | null): Promise<void> {
  await page.goto('/#/settings');
  const card = page.getByTestId('budget-settings');
  await card
    .getByRole('textbox', { name: 'Budget (soft line)' })
    .fill(soft === null ? '' : String(soft));
  await card
    .getByRole('textbox', { name: 'Hard limit (optional)' })
    .fill(hard === null ? '' : String(hard));
  await card.getByRole('button', { name: 'Save budget' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved');
}

test.afterEach(async ({ page }) => {
  // The suite shares one data directory: leave no budget behind for later specs.
  await page.evaluate(() =>
    window.atelier.settings.update({
      budget: { profile: 'sandbox', lines: { soft: null, hard: null } },
    }),
  );
});

test('the ledger totals match the journal; a soft line warns and a hard line refuses before sending', async ({
  page,
}) => {
  const ipc = recordIpc(page);
  // On the embedded Sandbox, whatever profile an earlier spec left active.
  await openGenerate(page, 'model=image-a');
  await page.evaluate(() => window.atelier.account.useSandbox());
  await expect(page.getByTestId('profile-badge')).toHaveText(/Sandbox/i);
  for (const prompt of ['a paper boat, spending e2e one', 'a paper crane, spending e2e two']) {
    await submitImage(page, prompt);
    await expect(page.getByTestId('submitted')).toBeVisible();
  }
  // Both jobs charged: on a preview an earlier spec left slow or in doubt (generate-submit's
  // faults), a job may be accepted only when the engine reconciles it.
  // This spec's two jobs, found by their prompts, newest first: "the two newest jobs" can be
  // another spec's (a job an earlier spec on this shared preview left was listed second in a
  // clean-clone run, 30 credits where the ledger's second row is this spec's 24).
  const charges = () =>
    page.evaluate(async () =>
      (await window.atelier.tasks.list({ limit: 200 })).items
        .filter((item) => / spending e2e (one|two)$/.test(item.summary))
        .slice(0, 2)
        .map((item) => (item.state === 'accepted' ? item.creditsDeducted : null)),
    );
  await expect
    .poll(
      async () => {
        const found = await charges();
        return found.length === 2 && found.every((charge) => typeof charge === 'number');
      },
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  const newest = await charges();

  await page.goto('/#/spending');
  await expect(page.getByRole('heading', { level: 2, name: 'Spending' })).toBeVisible();
  // The journal and the page read at the same moment: an earlier spec's in-doubt job on this
  // shared preview may be reconciled (and so become a charge) at any time; it was, between the
  // two reads, in two clean-clone runs (24 credits both times). A page older than the journal
  // is loaded again.
  const imageNet = page
    .getByTestId('totals-kind')
    .locator('tr[data-key="image"]')
    .getByTestId('total-net');
  await expect
    .poll(
      async () => {
        const journal = await journalNet(page);
        const shown = `${await page.getByTestId('spend-overall').innerText()} | ${await imageNet.innerText()}`;
        const agrees =
          shown.includes(credits(journal.net)) && shown.endsWith(credits(journal.image));
        if (!agrees) await page.reload();
        return agrees ? 'agrees' : `journal ${journal.net}/${journal.image}, page ${shown}`;
      },
      { message: 'the ledger totals (all, images) match the journal', timeout: 30_000 },
    )
    .toBe('agrees');
  const rows = page.getByTestId('ledger-row');
  await expect(rows.nth(0).getByTestId('ledger-net')).toContainText(credits(newest[0] ?? -1));
  await expect(rows.nth(1).getByTestId('ledger-net')).toContainText(credits(newest[1] ?? -1));
  await expect(rows.nth(0)).toContainText('a paper crane, spending e2e two');
  await expect(page.getByTestId('header-month-spend')).toBeVisible();

  // Soft line just under where the next job lands: the Sandbox (no confirm step) must ask.
  const month = await page.evaluate(() => window.atelier.spending.month());
  await setBudget(page, month.spent + 1, null);
  const cost = await submitImage(page, 'a paper kite, spending e2e three');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('confirm-budget')).toContainText(
    `This job (${credits(cost)}) takes ${month.month}'s spend to ${credits(month.spent + cost)}, over your ${credits(month.spent + 1)} budget.`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Hard line below the next job: refused with the numbers, nothing submitted.
  const before = await submissionCount(page);
  const submitsBefore = ipc.count('tasks:submit');
  await setBudget(page, null, month.spent + cost - 1);
  await submitImage(page, 'a paper plane, spending e2e four');
  const refusal = page.getByTestId('submit-error');
  await expect(refusal).toHaveAttribute('data-code', 'over_budget');
  await expect(refusal).toContainText(
    `This job (${credits(cost)}) would take ${month.month}'s spend to ${credits(month.spent + cost)}, over your hard limit of ${credits(month.spent + cost - 1)}.`,
  );
  expect(ipc.count('tasks:submit')).toBe(submitsBefore);
  // Main refuses it as well, should a window skip the page's own check.
  const direct = await page.evaluate(() =>
    window.atelier.tasks
      .submit({
        target: { model: 'image-a' },
        body: { prompt: 'a paper plane, direct' },
        confirmedCredits: null,
      })
      .then(
        () => 'sent',
        (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
      ),
  );
  expect(direct).toContain(`over_budget: This job (${credits(cost)}) would take`);
  expect(await submissionCount(page)).toBe(before);
  await expect(page.getByTestId('header-month-spend')).toContainText(
    `of ${(month.spent + cost - 1).toLocaleString('en-US')}`,
  );
});

/**
 * Paid submits through the Generate page against the real tasks engine. The spec runs its
 * own sandbox as the "Live" service so it can set the balance and inject faults, and can
 * count what the service actually received.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { openGenerate } from './generateHelpers';
import { oneFilePage } from './onePage';
import { useSpecService } from './specService';

// One page for the file (the app boots once); each test connects it to the spec's service.
const test = oneFilePage();

const spec = useSpecService('sk-sandbox-generate-e2e-0001', { taskMs: 300 });
const apiKey = spec.apiKey;

async function useTestService(page: Page): Promise<void> {
  await page.goto('/#/generate');
  await spec.connect(page);
}

/** Submits the service itself received for the spec's key. */
function submitsSeen(): number {
  return spec.sandbox.stats().byKey[apiKey]?.submits ?? 0;
}

/** Fills nothing; presses Ctrl+Enter in the form, confirms the stated cost (Live asks), waits for "Submitted". */
async function confirmAndSubmit(page: Page): Promise<void> {
  await page.getByRole('form').getByRole('textbox').first().press('Control+Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('confirm-cost')).toBeVisible();
  await dialog.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByTestId('submitted')).toBeVisible();
}

/**
 * Ctrl+Enter in the prompt, then the confirm's submit button, once the previous confirm has
 * left the page: Mantine keeps a closing modal mounted for its exit transition, and on a loaded
 * machine the click could land on that one (a clean-clone run left the new confirm open, unsent).
 */
async function submitThroughConfirm(page: Page, prompt: Locator): Promise<void> {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await prompt.press('Control+Enter');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /submit/i })
    .click();
}

async function pickRadio(page: Page, group: string, option: string): Promise<void> {
  await page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
}

test('image-a: live estimate, confirm stating the cost, submit, Tasks link, re-run from the link', async ({
  page,
}) => {
  await useTestService(page);
  await openGenerate(page, 'model=image-a');
  const before = spec.sandbox.balance(apiKey);
  await page
    .getByRole('form')
    .getByRole('textbox', { name: 'Prompt' })
    .fill('a lighthouse at dawn, generate e2e');
  await expect(page.getByTestId('cost-credits')).toHaveText('24 credits');
  await expect(page.getByTestId('cost-balance-after')).toHaveText(
    `${(before - 24).toLocaleString('en-US')} credits`,
  );
  await page.getByRole('form').getByRole('textbox', { name: 'Prompt' }).press('Control+Enter');
  await expect(page.getByRole('dialog').getByTestId('confirm-cost')).toContainText('24 credits');
  await page.getByRole('dialog').getByRole('button', { name: 'Pay 24 credits and submit' }).click();
  await expect(page.getByTestId('submitted')).toBeVisible();
  // One note, updated in place as the job moves: while it runs its link opens this job on Tasks,
  // once done it opens the result itself in the Library. The job is short (300 ms), so the phase
  // and the link are read together, in whichever phase the note is seen first. Just done, the
  // link still opens Tasks until the result's file has been read (SubmittedNotice: "done but no
  // file to show"), so a done note's link is checked once it has settled, below.
  const phaseAndLink = () =>
    page
      .getByTestId('submitted')
      .evaluate((note) => [
        note.getAttribute('data-phase'),
        note.querySelector('a')?.getAttribute('href') ?? '',
      ]);
  const [phase, href] = await phaseAndLink();
  if (phase !== 'done') expect(href).toMatch(/^#\/tasks\?id=/);
  await expect(page.getByTestId('submitted')).toHaveAttribute('data-phase', 'done', {
    timeout: 30_000,
  });
  await expect(
    page.getByTestId('submitted').getByRole('link', { name: 'Open the result' }),
  ).toHaveAttribute('href', /^#\/library\?asset=/);
  expect(spec.sandbox.balance(apiKey)).toBe(before - 24);

  const id = await page.evaluate(
    async () => (await window.atelier.tasks.list()).items[0]?.id ?? '',
  );
  expect(id).not.toBe('');
  await page.goto(`/#/generate?from=${encodeURIComponent(id)}`);
  await expect(page.getByTestId('loaded-from')).toContainText('Reopened');
  await expect(page.getByRole('form').getByRole('textbox', { name: 'Prompt' })).toHaveValue(
    'a lighthouse at dawn, generate e2e',
  );
});

test('under the confirm-above threshold from Settings, a cheap job submits without the confirm step', async ({
  page,
}) => {
  await useTestService(page);
  await page.evaluate(() => window.atelier.settings.update({ confirmAboveCredits: 100 }));
  try {
    await openGenerate(page, 'model=image-a');
    const before = spec.sandbox.balance(apiKey);
    const seen = submitsSeen();
    await page.getByRole('form').getByRole('textbox', { name: 'Prompt' }).fill('a small cheap job');
    await expect(page.getByTestId('cost-credits')).toHaveText('24 credits');
    await page.getByRole('form').getByRole('textbox', { name: 'Prompt' }).press('Control+Enter');
    await expect(page.getByTestId('submitted')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(submitsSeen()).toBe(seen + 1);
    expect(spec.sandbox.balance(apiKey)).toBe(before - 24);
  } finally {
    await page.evaluate(() => window.atelier.settings.update({ confirmAboveCredits: 0 }));
  }
});

test('every model and tune submits through its form and finishes', async ({ page }) => {
  test.setTimeout(240_000);
  await useTestService(page);
  const prompt = (model: string) =>
    page
      .getByRole('form')
      .getByRole('textbox', { name: model === 'tune' ? 'Song description' : 'Prompt' });
  const models = [
    'image-a',
    'image-a-2-lite',
    'image-b-2.0',
    'image-b-2.0-pro',
    'image-c-4',
    'video-a-v3',
    'video-a-v3-omni',
    'video-b-2.6-flash',
    'video-c',
    'video-d-pro-fast',
    'tune',
  ];
  for (const model of models) {
    await openGenerate(page, `model=${model}`);
    await prompt(model).fill(`e2e ${model} a quiet harbour`);
    if (model === 'video-a-v3-omni') {
      await pickRadio(page, 'Resolution', '720p');
      await page.getByRole('textbox', { name: 'Duration (s)' }).fill('5');
    }
    if (model === 'video-b-2.6-flash')
      await page
        .getByRole('textbox', { name: 'First frame 1' })
        .fill('https://example.com/frame.png');
    if (model === 'video-c') {
      await pickRadio(page, 'Variant', 'Fast');
      await pickRadio(page, 'Resolution', '720p');
    }
    if (model === 'video-d-pro-fast') await pickRadio(page, 'Duration (s)', '5');
    await confirmAndSubmit(page);
  }
  await expect
    .poll(
      async () =>
        page.evaluate(async () =>
          (await window.atelier.tasks.list()).items
            .filter((item) => item.status === 'SUCCEEDED')
            .map((item) => item.target),
        ),
      { timeout: 180_000, intervals: [2000] },
    )
    .toEqual(expect.arrayContaining(models.map((model) => ({ model }))));

  // Each result is downloaded into the library and loads in the page with its media type.
  await expect
    .poll(
      async () =>
        page.evaluate(async (wanted) => {
          const found: Record<string, string> = {};
          for (const item of (await window.atelier.tasks.list()).items) {
            const model = 'model' in item.target ? item.target.model : '';
            if (!wanted.includes(model) || item.status !== 'SUCCEEDED') continue;
            const detail = await window.atelier.tasks.get({ id: item.id });
            for (const assetId of detail.assetIds) {
              const asset = await window.atelier.library.get({ id: assetId });
              if (!['image', 'video', 'audio'].includes(asset.kind)) continue;
              const response = await fetch(asset.mediaUrl, { credentials: 'include' }); // as the app reads media (fetchMedia.ts)
              const bytes = (await response.arrayBuffer()).byteLength;
              if (response.ok && bytes > 0)
                found[model] =
                  `${asset.kind}:${response.headers.get('content-type')?.split('/')[0]}`;
            }
          }
          return found;
        }, models),
      { timeout: 120_000, intervals: [2000] },
    )
    .toEqual(
      Object.fromEntries(
        models.map((model) => [
          model,
          model.startsWith('image')
            ? 'image:image'
            : model === 'tune'
              ? 'audio:audio'
              : 'video:video',
        ]),
      ),
    );

  // In the library a video's card shows a decoded frame of it.
  await page.goto('/#/library');
  await page.getByLabel('Search the library').fill('e2e video-c a quiet harbour');
  const frame = page.getByTestId('video-thumb').first();
  await expect(frame).toBeVisible();
  await expect
    .poll(
      () =>
        frame.evaluate((video: HTMLVideoElement) => video.readyState >= 2 && video.videoWidth > 0),
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect(page.getByTestId('video-duration').first()).toHaveText(/^0:0[1-9]$/);
});

test('402, 429, 503 and in-doubt are explained on the page', async ({ page }) => {
  await useTestService(page);
  await openGenerate(page, 'model=image-a');
  const prompt = page.getByRole('form').getByRole('textbox', { name: 'Prompt' });
  const error = page.getByTestId('submit-error');

  // 402: a known shortfall is refused before anything is sent.
  spec.sandbox.setBalance(apiKey, 10);
  await page.evaluate(() => window.atelier.account.balance({ refresh: true }));
  const sentBefore = submitsSeen();
  await prompt.fill('too expensive');
  await expect(page.getByTestId('cost-shortfall')).toBeVisible();
  await prompt.press('Control+Enter');
  await expect(error).toHaveAttribute('data-code', 'insufficient_credits');
  await expect(error).toContainText('14 credits short');
  expect(submitsSeen()).toBe(sentBefore);
  spec.sandbox.setBalance(apiKey, 100_000);
  await page.evaluate(() => window.atelier.account.balance({ refresh: true }));
  await error.getByRole('button').first().click();

  // 429: a countdown, the submit button waits.
  spec.sandbox.setFaults('rate-limit:once,retry_after=3');
  await prompt.fill('rate limited');
  await submitThroughConfirm(page, prompt);
  await expect(error).toHaveAttribute('data-code', 'rate_limited');
  await expect(page.getByTestId('retry-countdown')).toContainText('You can submit again in');
  await expect(page.getByRole('button', { name: /^Wait \d+ s$/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Review and submit' })).toBeEnabled({
    timeout: 10_000,
  });

  // 503: the model is unavailable.
  spec.sandbox.setFaults('unavailable:model=image-a');
  await prompt.fill('unavailable');
  await submitThroughConfirm(page, prompt);
  await expect(error).toHaveAttribute('data-code', 'unavailable');
  await expect(error).toContainText('Model unavailable');

  // In doubt: sent, answer lost; the page points to Tasks and never resubmits.
  spec.sandbox.setFaults('drop-after-accept:once');
  await prompt.fill('in doubt');
  await submitThroughConfirm(page, prompt);
  // Under contextBridge's copy rules (the preview emulates them) only a code sent as data
  // survives: an Error thrown inside the bridge would arrive as "internal", "try again".
  await expect(error).toHaveAttribute('data-code', 'in_doubt');
  await expect(error).toContainText('Sent, but the answer was lost');
  await expect(error).toContainText('you will not be billed twice');
  await expect(error).not.toContainText('Submit failed');
  await expect(error).not.toContainText(/try again/i);
  await expect(error.getByRole('link', { name: 'Open the Tasks page' })).toBeVisible();
  spec.sandbox.setFaults(undefined);
});

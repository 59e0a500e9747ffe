/**
 * Variations ×N as a user meets them: ×3 of an image on Generate → one confirm naming the
 * total → three paid tasks on Tasks → one stack of three in the library → Compare → keep one,
 * the other two go to the trash. Then two song variations as A/B: keys 1–2 switch the take at
 * the same position (submitted first, so they render while the image walk runs). The spec's
 * own sandbox (fast tasks) is connected as the Live service.
 */
import { expect } from '@playwright/test';
import { openGenerate } from './generateHelpers';
import { libraryAssets } from './libraryFlow';
import { oneFilePage } from './onePage';
import { useSpecService } from './specService';

const spec = useSpecService('sk-sandbox-variations-e2e-0001', { taskMs: 800 });
// Its page stays open until the spec service's afterAll has put the preview back on the
// Sandbox on it (with Playwright's own page, closed by then, that took a whole app boot).
const test = oneFilePage();
const PROMPT = 'a paper boat on a pond, variations e2e';

test('variations ×3: one confirm for the total, three paid tasks, one stack, compare, keep one; songs as A/B', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/#/generate');
  await spec.connect(page);
  const song = await page.evaluate(() =>
    window.atelier.tasks.submitVariations({
      target: { action: 'generate' },
      body: { custom: true, prompt: 'hum hum', style: 'folk', title: 'AB Compare', duration: 10 },
      count: 2,
      confirmedCredits: null,
    }),
  );
  expect(song.submissions.map((view) => view.state)).toEqual(['accepted', 'accepted']);
  const submits = () => spec.sandbox.stats().byKey[spec.apiKey]?.submits ?? 0;
  expect(submits()).toBe(2);

  await openGenerate(page, 'model=image-a');
  const before = spec.sandbox.balance(spec.apiKey);
  await page.getByRole('form').getByRole('textbox', { name: 'Prompt' }).fill(PROMPT);
  // Out of range: the field names itself and its rule (1 is a single submit, 2–10 variations),
  // and nothing is sent (the count it hands on is not a number, which preflight holds).
  await page.getByRole('textbox', { name: 'Variations' }).fill('11');
  await page.getByRole('button', { name: 'Review and submit' }).click();
  await expect(page.getByText('Variations: enter a whole number from 1 to 10.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(submits()).toBe(2);
  await page.getByRole('textbox', { name: 'Variations' }).fill('3');
  await expect(page.getByTestId('cost-credits')).toHaveText('24 credits');
  await expect(page.getByTestId('cost-total')).toHaveText('72 credits');
  await page.getByRole('button', { name: 'Review and submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('confirm-cost')).toContainText(
    'These 3 variations cost 72 credits in all (3 × 24 credits',
  );
  await dialog.getByRole('button', { name: 'Pay 72 credits and submit 3' }).click();
  await expect(page.getByTestId('variations-notice')).toContainText('3 of 3 variations sent');
  expect(submits()).toBe(5);
  expect(spec.sandbox.balance(spec.apiKey)).toBe(before - 72);

  // Three tasks on Tasks, each its own row.
  await page.goto('/#/tasks');
  const boatRows = page.getByTestId('task-row').filter({ hasText: 'a paper boat on a pond' });
  await expect(boatRows).toHaveCount(3);
  // Each row says which of the three it is (newest first).
  await expect(boatRows.getByTestId('task-variation')).toHaveText([
    'Variation 3 of 3',
    'Variation 2 of 3',
    'Variation 1 of 3',
  ]);

  // One stack of three in the library once the files are in.
  let images: Awaited<ReturnType<typeof libraryAssets>>['items'] = [];
  await expect
    .poll(
      async () =>
        (images = (await libraryAssets(page, { text: 'paper boat on a pond' })).items.filter(
          (item) => item.kind === 'image',
        )).length,
      { timeout: 30_000 },
    )
    .toBe(3);
  const group = images[0]!.variationGroup;
  expect(group).not.toBeNull();
  expect(new Set(images.map((item) => item.variationGroup))).toEqual(new Set([group]));
  await page.goto('/#/library');
  await page.getByLabel('Search the library').fill('paper boat on a pond');
  const stack = page.locator(`[role="gridcell"][data-stack="${group}:variations"]`);
  await expect(stack).toHaveCount(1);
  await expect(stack.getByRole('button', { name: 'Show 3 variations' })).toBeVisible();

  // The folded stack's card stands for its three variations: Compare shows them side by side.
  await stack.click();
  await page.getByTestId('selection-bar').getByRole('button', { name: 'Compare' }).click();
  const compare = page.getByRole('dialog', { name: 'Compare 3 results' });
  await expect(compare.getByTestId('compare-column')).toHaveCount(3);
  await compare.getByRole('button', { name: 'Zoom all in' }).click();
  await expect(compare.getByTestId('compare-zoom')).toHaveText('150%');
  const widths = await compare
    .locator('img')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).style.width));
  expect(widths).toEqual(['150%', '150%', '150%']);
  const sources = await compare
    .locator('img')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
  const kept = images.find((item) => item.mediaUrl === sources[1])!;
  await compare.getByTestId('compare-keep-B').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Moved 2 items to the trash' }),
  ).toBeVisible();
  const after = await page.evaluate(
    (ids) => Promise.all(ids.map((id) => window.atelier.library.get({ id }))),
    images.map((item) => item.id),
  );
  expect(after.filter((item) => item.trashedAt === null).map((item) => item.id)).toEqual([kept.id]);
  expect(after.filter((item) => item.trashedAt !== null)).toHaveLength(2);

  // The songs: one take of each variation, compared as A/B.
  let tracks: Awaited<ReturnType<typeof libraryAssets>>['items'] = [];
  await expect
    .poll(
      async () =>
        (tracks = (await libraryAssets(page, { kinds: ['audio'] })).items.filter(
          (item) => item.variationGroup === song.variationGroup,
        )).length,
      { timeout: 60_000 },
    )
    .toBe(4);
  await page.getByLabel('Search the library').fill('AB Compare');
  const songStack = page.locator(
    `[role="gridcell"][data-stack="${song.variationGroup}:variations"]`,
  );
  await songStack
    .first()
    .getByRole('button', { name: /^Show 2 variations/ })
    .click();
  const first = tracks.find(
    (item) => item.submissionId === song.submissions[0]!.id && item.trackIndex === 1,
  )!;
  const second = tracks.find(
    (item) => item.submissionId === song.submissions[1]!.id && item.trackIndex === 1,
  )!;
  await page
    .locator(`[role="gridcell"][data-asset-id="${first.id}"]`)
    .click({ modifiers: ['Control'] });
  await page
    .locator(`[role="gridcell"][data-asset-id="${second.id}"]`)
    .click({ modifiers: ['Control'] });
  await page.getByTestId('selection-bar').getByRole('button', { name: 'Compare' }).click();
  const audio = page.getByTestId('compare-audio');
  await expect(audio).toHaveAttribute('data-active', 'A');
  await expect
    .poll(() => audio.evaluate((node: HTMLAudioElement) => node.readyState))
    .toBeGreaterThan(0);
  await audio.evaluate((node: HTMLAudioElement) => (node.currentTime = 2.5));
  await page.keyboard.press('2');
  await expect(audio).toHaveAttribute('data-active', 'B');
  await expect
    .poll(() => audio.evaluate((node: HTMLAudioElement) => Math.round(node.currentTime * 10) / 10))
    .toBe(2.5);
  await expect(page.getByTestId('compare-position')).toHaveText('Heard: B from 0:02');
  await page.keyboard.press('1');
  await expect(audio).toHaveAttribute('data-active', 'A');
  await expect
    .poll(() => audio.evaluate((node: HTMLAudioElement) => Math.round(node.currentTime * 10) / 10))
    .toBe(2.5);
});

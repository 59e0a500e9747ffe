/** The Catalog page lists every model of the service's price list, with credits (no dollars for the Sandbox's free test credits). */
import { expect, test } from '@playwright/test';
import { sandboxCatalog } from '../src/sandbox/catalog';

test('the Catalog lists every model grouped by kind, each tier with its credits and, for Sandbox credits, no dollar value', async ({
  page,
}) => {
  const expected = sandboxCatalog();
  await page.goto('/#/catalog');
  await expect(page.getByRole('heading', { level: 2, name: 'Catalog' })).toBeVisible();
  await expect(page.getByTestId('catalog-fetched')).toContainText('Fetched');
  for (const kind of ['Image', 'Video', 'Music']) {
    await expect(page.getByRole('heading', { level: 3, name: kind })).toBeVisible();
  }
  for (const model of expected.models) {
    const card = page.getByTestId(`catalog-model-${model.model_key}`);
    await expect(card).toBeVisible();
    const rows = card.locator('tbody tr');
    await expect(rows).toHaveCount(model.tiers.length);
    for (const [index, tier] of model.tiers.entries()) {
      const cells = rows.nth(index).locator('td');
      await expect(cells).toHaveCount(3);
      await expect(cells.nth(2)).toHaveText(tier.credits.toLocaleString('en-US'));
    }
  }
  // The workers' previews run on the Sandbox: its credits are free test credits, never dollars.
  expect(expected.credit_to_usd).toBeGreaterThan(0);
  await expect(page.getByTestId('catalog-fetched')).toContainText(
    'Sandbox credits are free test credits, with no dollar value',
  );
  await expect(page.locator('main')).not.toContainText('$');
  // The refresh button asks main again and keeps the list.
  await page.getByRole('button', { name: 'Refresh prices' }).click();
  await expect(page.getByTestId(`catalog-model-${expected.models[0]!.model_key}`)).toBeVisible();
});

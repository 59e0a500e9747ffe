/** The Catalog page lists every model of the service's price list, with credits and USD. */
import { expect, test } from '@playwright/test';
import { sandboxCatalog } from '../src/sandbox/catalog';

test('the Catalog lists every model grouped by kind, each tier with its USD equivalent', async ({ page }) => {
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
    // Cents, or as many digits as a sub-cent price needs ("$0.005").
    for (const [index, tier] of model.tiers.entries()) {
      const amount = tier.credits * expected.credit_to_usd;
      const usd = amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: amount >= 0.01 ? 2 : 6 });
      const cells = rows.nth(index).locator('td');
      await expect(cells.nth(2)).toHaveText(tier.credits.toLocaleString('en-US'));
      await expect(cells.nth(3)).toHaveText(usd);
    }
  }
  // The refresh button asks main again and keeps the list.
  await page.getByRole('button', { name: 'Refresh prices' }).click();
  await expect(page.getByTestId(`catalog-model-${expected.models[0]!.model_key}`)).toBeVisible();
});

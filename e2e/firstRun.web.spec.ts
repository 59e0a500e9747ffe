/**
 * Issue 22 item 8, the first run as a new user meets it: the chooser says what the Sandbox
 * gives ("10,000 free test credits"); Escape and ✕ do not dismiss it into an app with nowhere
 * to send jobs — they say why it stays and hand focus to the one-click choice; once the
 * Sandbox is chosen its credits never show a dollar value (header, Generate, Catalog,
 * Spending). On a preview of its own with a fresh data folder. Screenshots of the chooser,
 * light and dark, at 1440×900 and 960×640.
 */
import { expect, test, type Page } from '@playwright/test';
import { shootLightAndDark } from './lightAndDark';
import { useOwnPreview } from './ownPreview';

useOwnPreview();

const SHOTS = 'test-results/screenshots/first-run';

/** No dollar amount anywhere on the page ("$50.00", "≈ $0.12"). */
async function expectNoDollars(page: Page): Promise<void> {
  await expect(page.locator('body')).not.toContainText('$');
}

test('the first-run chooser explains itself on Escape and ✕, says what the Sandbox gives, and Sandbox credits show no dollars', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Atelier' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByTestId('sandbox-credits')).toHaveText('10,000 free test credits');
  await expect(welcome.getByTestId('choose-sandbox')).toBeFocused();
  await shootLightAndDark(page, SHOTS, 'chooser-1440');

  // Escape keeps the chooser and says why, with focus on the default choice.
  await page.keyboard.press('Escape');
  await expect(welcome).toBeVisible();
  await expect(welcome.getByTestId('welcome-why')).toContainText(
    'Atelier needs a place to send jobs',
  );
  await expect(welcome.getByTestId('choose-sandbox')).toBeFocused();
  // So does the close button; nothing behind the chooser was set up meanwhile.
  await welcome.getByRole('button', { name: 'Close the welcome' }).click();
  await expect(welcome).toBeVisible();
  await expect(welcome.getByTestId('choose-sandbox')).toBeFocused();
  await expect(page.getByTestId('profile-badge')).toHaveCount(0);
  expect((await page.evaluate(() => window.atelier.account.status())).firstRun).toBe(true);
  await shootLightAndDark(page, SHOTS, 'chooser-explained-1440');
  await page.setViewportSize({ width: 960, height: 640 });
  await shootLightAndDark(page, SHOTS, 'chooser-explained-960');

  // Enter on the focused choice starts with the Sandbox.
  await page.keyboard.press('Enter');
  await expect(welcome).toBeHidden();
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('10,000 credits');
  await expect(balance.getByText('10,000 credits')).toHaveAttribute(
    'aria-label',
    'Balance 10,000 credits, free test credits',
  );
  await expectNoDollars(page);

  // Nowhere else either: the price on Generate, the Catalog, Spending.
  await page.goto('/#/generate?model=image-a');
  await page.getByRole('form').getByRole('textbox', { name: 'Prompt' }).fill('a quiet harbour');
  await expect(page.getByTestId('cost-credits')).toHaveText(/\d+ credits/u);
  await expectNoDollars(page);
  await page.goto('/#/catalog');
  await expect(page.getByTestId('catalog-fetched')).toContainText(
    'Sandbox credits are free test credits, with no dollar value',
  );
  await expect(page.getByTestId('catalog-model-image-a').locator('thead th')).toHaveText([
    'Tier',
    'Applies to',
    'Credits',
  ]);
  await expectNoDollars(page);
  await page.goto('/#/spending');
  await expect(page.getByRole('heading', { level: 2, name: 'Spending' })).toBeVisible();
  await expectNoDollars(page);
});

import { expect } from '@playwright/test';
import { oneFilePage } from './onePage';

/** Errors the page reported from its first load on (the first test checks there are none). */
const errors: string[] = [];
// One page for the file's tests (the app boots once): independent of the other specs, past
// the first-run welcome, on the Sandbox profile, with its errors recorded from the start.
const test = oneFilePage(async (page) => {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/');
  await page.evaluate(() => window.atelier.account.useSandbox());
});

test.describe('application shell (web preview)', () => {
  test('renders the navigation and moves between pages', async ({ page }) => {
    const navigation = page.getByRole('navigation');
    for (const label of ['Generate', 'Tasks', 'Library', 'Catalog', 'Settings']) {
      await expect(navigation.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Generate' })).toBeVisible();

    await navigation.getByRole('link', { name: /^Library/ }).click();
    await expect(page).toHaveURL(/#\/library$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Library' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: /^Library/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(errors).toEqual([]);
  });

  test('Settings › About shows app.info() from the main-side service', async ({ page }) => {
    await page.goto('/#/settings');
    const about = page.getByTestId('about-table');
    await expect(about).toBeVisible();
    // The data directory is the host's --data folder: proof the value came from main, not the page.
    await expect(about.getByRole('row', { name: /Data directory/ })).toContainText('atelier-e2e-');
    await expect(about.getByRole('row', { name: /Shell/ })).toContainText('Web preview');
    const info = await page.evaluate(() => window.atelier.app.info());
    expect(info.name).toBe('Atelier');
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  test('the bridge rejects bad arguments with the field named, and the page enforces its CSP', async ({
    page,
  }) => {
    // Any page of the app: the bridge and the CSP are the same on each.
    await page.goto('/#/generate');
    const failure = await page.evaluate(async () => {
      try {
        await window.atelier.app.openExternal({ url: 'javascript:alert(1)' });
        return null;
      } catch (error) {
        const e = error as { code: string; field?: string };
        return { code: e.code, field: e.field };
      }
    });
    expect(failure).toEqual({ code: 'invalid_input', field: 'url' });
    const inlineRan = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = true';
      document.head.appendChild(script);
      return (window as unknown as { __inline?: boolean }).__inline === true;
    });
    expect(inlineRan).toBe(false);
  });
});

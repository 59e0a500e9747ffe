import { expect } from '@playwright/test';
import { pageLabel, PAGES } from '../src/shared/pages';
import { shortcutGroups } from '../src/shared/commands/shortcutGroups';
import { oneFilePage } from './onePage';

// One page for the file's tests (the app boots once), on the Sandbox profile.
const test = oneFilePage(async (page) => {
  await page.goto('/');
  await page.evaluate(() => window.atelier.account.useSandbox());
});

// The preview runs in Chromium on Linux: Ctrl, never ⌘.
test.describe('keyboard shortcuts from the command table (web preview)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/#/tasks');
    await expect(page.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
  });

  test('Ctrl+/ opens the sheet listing the table’s shortcuts, grouped; Escape closes it', async ({
    page,
  }) => {
    await page.keyboard.press('Control+/');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    const groups = shortcutGroups(false);
    for (const group of groups) {
      await expect(sheet.getByRole('heading', { name: group.title, exact: true })).toBeVisible();
      for (const row of group.rows) {
        const line = sheet
          .getByRole('row')
          .filter({ has: page.getByText(row.label, { exact: true }) });
        await expect(line, row.label).toHaveCount(1);
        // Each key is its own <kbd>, in the table's order.
        await expect(line.locator('kbd'), row.label).toHaveText(row.keys.flat());
      }
    }
    await expect(sheet.getByRole('row')).toHaveCount(
      groups.reduce((sum, group) => sum + group.rows.length, 0),
    );
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  test('Ctrl+, opens Settings and Ctrl+1…6 switch pages in navigation order', async ({ page }) => {
    await page.keyboard.press('Control+,');
    await expect(page).toHaveURL(/#\/settings$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    for (const [index, pageInfo] of PAGES.entries()) {
      await page.keyboard.press(`Control+${index + 1}`);
      await expect(page).toHaveURL(new RegExp(`#/${pageInfo.path}$`));
      await expect(
        page.getByRole('heading', { level: 2, name: pageLabel(pageInfo.path) }),
      ).toBeVisible();
    }
  });

  test('Ctrl+K opens the palette once (one handler), showing page shortcuts beside the pages', async ({
    page,
  }) => {
    await page.keyboard.press('Control+K');
    const search = page.getByRole('textbox', { name: 'Search commands, assets and tasks' });
    await expect(search).toBeVisible();
    await search.fill('Spending');
    const option = page
      .locator('.mantine-Spotlight-action')
      .filter({ hasText: 'Spending' })
      .first();
    await expect(option.locator('kbd')).toHaveText(['Ctrl', '5']);
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
  });

  test('the menu-state channel refuses a malformed report, naming the field', async ({ page }) => {
    const failure = await page.evaluate(async () => {
      try {
        await window.atelier.menu.reportState({ exportSelection: 'yes' as unknown as boolean });
        return null;
      } catch (error) {
        const e = error as { code: string; field?: string };
        return { code: e.code, field: e.field };
      }
    });
    expect(failure).toEqual({ code: 'invalid_input', field: 'exportSelection' });
  });
});

// The window's frame that index.html draws before the app's code has run (issue 24: the first
// paint no longer waits for the scripts): drawn in the scheme the app will use, and where the
// app then draws its own header, which replaces it.
import { expect, test, type Page } from '@playwright/test';

/** The entry module: without it React never runs, and only index.html's own frame is there. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

async function frameColours(page: Page): Promise<{ body: string; header: string }> {
  return page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    header: getComputedStyle(document.querySelector('.start-shell-header')!).backgroundColor,
  }));
}

test.describe("the window's frame before the app runs", () => {
  test('is drawn in the OS scheme, or the one chosen in the app, before any module runs', async ({
    page,
  }) => {
    await page.route(ENTRY, (route) => route.abort());
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/#/library');
    const title = page.locator('.start-shell-title');
    await expect(title).toHaveText('Atelier');
    await expect(title).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // Mantine's dark body (dark 7), not a white window with a dark app arriving later.
    expect(await frameColours(page)).toEqual({
      body: 'rgb(36, 36, 36)',
      header: 'rgb(36, 36, 36)',
    });

    // The choice made in the app (Mantine keeps it in localStorage) wins over the OS.
    await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'light'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await frameColours(page)).toEqual({
      body: 'rgb(255, 255, 255)',
      header: 'rgb(255, 255, 255)',
    });
    await page.evaluate(() => localStorage.removeItem('mantine-color-scheme-value'));
  });

  test("puts the name where the app's header puts it, and the app replaces it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route(ENTRY, (route) => route.abort());
    await page.goto('/#/library');
    const frameTitle = await page.locator('.start-shell-title').boundingBox();
    const frameNavbar = await page.locator('.start-shell-navbar').boundingBox();
    await page.unroute(ENTRY);

    await page.goto('/');
    await page.evaluate(() => window.atelier.account.useSandbox());
    await page.goto('/#/library');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.locator('.start-shell-header')).toHaveCount(0);
    const appTitle = await page
      .getByRole('banner')
      .getByRole('heading', { name: 'Atelier' })
      .boundingBox();
    const appNavbar = await page.locator('.mantine-AppShell-navbar').boundingBox();
    expect(frameTitle).not.toBeNull();
    expect(appTitle).not.toBeNull();
    // Within a pixel or two: the swap must not make the name jump.
    expect(Math.abs(frameTitle!.x - appTitle!.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(frameTitle!.y - appTitle!.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(frameTitle!.height - appTitle!.height)).toBeLessThanOrEqual(2);
    expect(Math.abs(frameNavbar!.width - appNavbar!.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(frameNavbar!.y - appNavbar!.y)).toBeLessThanOrEqual(1);
  });
});

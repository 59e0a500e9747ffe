/** Screenshots of a page (or one part of it) in light and dark, for a person to look at. */
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The page in `colorScheme`, switched in place: the app follows the system's scheme ("auto"),
 * and Mantine marks the root once it has switched.
 */
export async function showScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
}

export async function shootLightAndDark(
  page: Page,
  folder: string,
  name: string,
  target: Page | Locator = page,
  settleMs = 200,
): Promise<void> {
  mkdirSync(folder, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    if (settleMs > 0) await page.waitForTimeout(settleMs);
    await target.screenshot({ path: join(folder, `${name}-${colorScheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

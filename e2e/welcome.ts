/**
 * Past the first run as a new user gets there: open the app, choose the Sandbox in the
 * welcome. Used on fresh previews (globalSetup.ts, ownPreview.ts) so specs start from it.
 */
import { expect, type Page } from '@playwright/test';

export async function chooseSandboxInWelcome(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Atelier' });
  await welcome.getByTestId('choose-sandbox').click();
  await expect(welcome).toBeHidden();
  await expect(page.getByTestId('profile-badge')).toHaveText(/Sandbox/i);
}

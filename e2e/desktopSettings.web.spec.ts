/**
 * Settings → Desktop: the three switches for what Atelier shows on the Dock or taskbar
 * (main/notifications/desktopJobs.ts) are saved through the settings contract and survive a
 * reload. Screenshots (light, dark, 960×640) go to /tmp/shots-desktop-settings.
 */
import { expect, test, type Page } from '@playwright/test';
import { shootLightAndDark } from './lightAndDark';

const SHOTS = '/tmp/shots-desktop-settings';

const shoot = (page: Page, name: string): Promise<void> =>
  shootLightAndDark(page, SHOTS, name, page.getByTestId('desktop-settings'));

test('Settings › Desktop: the switches are saved and survive a reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.atelier.account.useSandbox());
  await page.goto('/#/settings');
  const card = page.getByTestId('desktop-settings');
  await expect(card.getByRole('heading', { name: 'Desktop' })).toBeVisible();
  // The web preview runs on this Linux host: the words for a Linux desktop.
  const progress = card.getByRole('switch', { name: 'Show job progress on the dock or taskbar' });
  const badge = card.getByRole('switch', { name: 'Badge with unseen results' });
  const attention = card.getByRole('switch', {
    name: 'Flash the taskbar button when a job finishes',
  });
  for (const each of [progress, badge, attention]) await expect(each).toBeChecked();
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'desktop-on');

  await progress.click({ force: true });
  await attention.click({ force: true });
  await expect(progress).not.toBeChecked();
  await expect
    .poll(() =>
      page.evaluate(() => window.atelier.settings.get().then((preferences) => preferences.desktop)),
    )
    .toEqual({ progress: false, badge: true, attention: false });

  await page.reload();
  await expect(progress).not.toBeChecked();
  await expect(attention).not.toBeChecked();
  await expect(badge).toBeChecked();

  await page.setViewportSize({ width: 960, height: 640 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/settings-960x640-light.png` });

  // Back to the defaults for the specs that follow.
  await page.evaluate(() =>
    window.atelier.settings.update({ desktop: { progress: true, attention: true } }),
  );
});

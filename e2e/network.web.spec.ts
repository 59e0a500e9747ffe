/**
 * Settings → Network as a user meets it: a proxy address without a port is refused under
 * its field; a real tinyproxy (started here) carries "Test connection", as its log shows; a
 * proxy that is not running is named in the answer. Light, dark and 960×640 screenshots go
 * to test-results/ for review.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { freePort, startTinyproxy, type RunningProxy } from '../src/main/network/proxyProcesses';

let tinyproxy: RunningProxy;
test.beforeAll(async () => {
  tinyproxy = await startTinyproxy();
});
test.afterAll(async () => {
  await tinyproxy.stop();
});
test.afterEach(async ({ page }) => {
  // The suite shares one data directory: leave the default network mode behind.
  await page.evaluate(() =>
    window.atelier.network.update({
      mode: 'system',
      proxyUrl: '',
      proxyUser: '',
      bypass: '',
      password: null,
    }),
  );
});

/** WCAG 2.1 A/AA violations inside the Network card, named by rule and element. */
async function violations(page: Page): Promise<string[]> {
  await page.waitForTimeout(300);
  const result = await new AxeBuilder({ page })
    .include('[data-testid="network-settings"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

async function openNetwork(page: Page) {
  await page.goto('/#/settings');
  const card = page.getByTestId('network-settings');
  await expect(card.getByRole('heading', { name: 'Network' })).toBeVisible();
  return card;
}

test('a manual proxy is checked, carries the connection test, and a dead one is named', async ({
  page,
}, testInfo) => {
  await page.goto('/#/settings');
  await page.evaluate(() => window.atelier.account.useSandbox());
  const card = await openNetwork(page);
  await expect(card.getByRole('radio', { name: 'Use the system settings' })).toBeChecked();

  await card.getByRole('radio', { name: 'Use this proxy' }).check();
  const address = card.getByRole('textbox', { name: 'Proxy address' });
  await address.fill('http://127.0.0.1');
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(card).toContainText('Proxy address: the port is missing (e.g. :3128)');
  expect(await page.evaluate(async () => (await window.atelier.network.get()).mode)).toBe('system');

  // The embedded Sandbox lives on this machine: <-loopback> sends it through the proxy too.
  await address.fill(`http://${tinyproxy.label}`);
  await card.getByRole('textbox', { name: 'Go direct for' }).fill('<-loopback>');
  await card.getByRole('button', { name: 'Save and test connection' }).click();
  await expect(card.getByRole('status')).toContainText(
    `Reached the service through the proxy ${tinyproxy.label}. Balance:`,
  );
  expect(tinyproxy.log()).toMatch(/Request \(file descriptor \d+\): CONNECT 127\.0\.0\.1:\d+ /);
  await page.screenshot({ path: testInfo.outputPath('network-light.png'), fullPage: true });

  const dead = await freePort();
  await address.fill(`http://127.0.0.1:${dead}`);
  await card.getByRole('button', { name: 'Save and test connection' }).click();
  const alert = card.getByRole('alert');
  await expect(alert).toContainText('The proxy did not let Atelier through');
  await expect(alert).toContainText(`The proxy 127.0.0.1:${dead} refused the connection`);
  await expect(alert).toContainText('Settings → Network');
  await alert.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('network-error.png') });
  expect(await violations(page)).toEqual([]);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(
    page.getByTestId('network-settings').getByRole('radio', { name: 'Use this proxy' }),
  ).toBeChecked();
  await page.getByTestId('network-settings').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('network-dark.png'), fullPage: true });
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 960, height: 640 });
  await page.getByTestId('network-settings').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('network-960.png') });
});

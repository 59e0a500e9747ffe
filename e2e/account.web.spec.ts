/**
 * First run and profiles through the UI: the welcome, the Sandbox's balance in the header,
 * a Live key refused with its field named, and Settings showing only the key's last 4.
 * On a preview of its own with a fresh data folder: the workers' previews are past their first
 * run before any spec (globalSetup.ts).
 */
import { expect } from '@playwright/test';
import { createSandbox, type Sandbox } from '../src/sandbox';
import { oneFilePage } from './onePage';
import { useOwnPreview } from './ownPreview';

useOwnPreview();
// One page for the file (the app boots once): the tests follow the first run in order, each
// opening its own screen (serial already: each builds on the one before).
const test = oneFilePage();

let liveService: Sandbox;

test.beforeAll(async () => {
  // A second sandbox plays the "live" service: it refuses keys not starting sk-sandbox-.
  liveService = await createSandbox({ taskMs: 400 });
});
test.afterAll(async () => {
  await liveService.close();
});

test('first run shows the welcome; choosing the Sandbox shows the balance in the header', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Atelier' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByTestId('choose-sandbox')).toBeFocused();
  // No balance or profile behind the welcome: none is chosen yet.
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  await expect(page.getByTestId('profile-badge')).toHaveCount(0);
  await welcome.getByTestId('choose-sandbox').click();
  await expect(welcome).toBeHidden();
  await expect(page.getByTestId('profile-badge')).toHaveText(/Sandbox/i);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText(/[\d,]+ credits/);
  // Free test credits: never a dollar value (issue 22).
  await expect(balance).not.toContainText('$');
  const status = await page.evaluate(() => window.atelier.account.status());
  expect(status.firstRun).toBe(false);
  // Reloading does not show the welcome again.
  await page.reload();
  await expect(page.getByTestId('header-balance')).toContainText('credits');
  await expect(page.getByRole('dialog', { name: 'Welcome to Atelier' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a Live account with a bad key is refused with the API key field named', async ({ page }) => {
  await page.goto('/#/settings');
  const profile = page.getByTestId('profile-settings');
  await profile.locator('label', { hasText: 'Live account' }).click();
  const form = page.getByRole('form', { name: 'Connect a Live account' });
  await form.getByLabel('Service base URL').fill(liveService.url);
  await form.getByLabel('API key').fill('sk-wrong-key-000000');
  await form.getByRole('button', { name: /connect/i }).click();
  await expect(page.getByTestId('live-connect-error')).toContainText('The API key was refused');
  await expect(form.getByLabel('API key')).toHaveAccessibleDescription(
    /API key: The service did not accept this API key/,
  );
  await expect(form.getByLabel('Service base URL')).not.toHaveAccessibleDescription(/Base URL:/);
  const status = await page.evaluate(() => window.atelier.account.status());
  expect(status.active.kind).toBe('sandbox');
  expect(status.profiles.find((profileView) => profileView.kind === 'live')?.key.configured).toBe(
    false,
  );
});

test('a Live key that works is saved; Settings shows only its last 4 characters', async ({
  page,
}) => {
  const secret = 'sk-sandbox-e2e-live-secret-7Q4z';
  await page.goto('/#/settings');
  const profile = page.getByTestId('profile-settings');
  await profile.locator('label', { hasText: 'Live account' }).click();
  const form = page.getByRole('form', { name: 'Connect a Live account' });
  await form.getByLabel('Service base URL').fill(liveService.url);
  await form.getByLabel('API key').fill(secret);
  await form.getByRole('button', { name: /connect/i }).click();
  await expect(page.getByTestId('profile-badge')).toHaveText(/Live/i);
  await expect(page.getByTestId('live-key-last4')).toHaveText('•••• 7Q4z');
  await expect(page.getByTestId('live-key-storage')).toContainText(
    /Stored (in your system keychain|encrypted|for this session only)/,
  );
  const text = await page.locator('body').innerText();
  expect(text).not.toContain(secret);
  expect(text).not.toContain('e2e-live-secret');
  const inputs = await page
    .locator('input')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value));
  expect(inputs.join(' ')).not.toContain('e2e-live-secret');
  await expect(page.getByTestId('header-balance')).toContainText('credits');

  // Back to the Sandbox for every later spec.
  await profile.locator('label', { hasText: 'Sandbox' }).click();
  await expect(page.getByTestId('profile-badge')).toHaveText(/Sandbox/i);
});

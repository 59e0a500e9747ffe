/**
 * Updates in Chromium. The shared preview has no updater: Settings says updates come with
 * the desktop app and its controls are off. A preview of its own rehearses an update
 * (`--rehearse-update 9.0.0`, rehearsalUpdater.ts): a check by hand finds it, the banner shows the download's
 * progress, then "Restart to update"; with a paid submit between its POST and the answer
 * (a Live service whose submit answers after 10 s), the restart waits for it.
 * ATELIER_SHOTS=<folder> also saves light and dark screenshots at 960×640.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createSandbox, type Sandbox } from '../src/sandbox';
import { shootLightAndDark } from './lightAndDark';
import { useOwnPreview } from './ownPreview';

const SHOTS = process.env['ATELIER_SHOTS'];

const shoot = async (page: Page, name: string): Promise<void> => {
  if (SHOTS) await shootLightAndDark(page, SHOTS, name, page, 0);
};

/** WCAG 2.1 A and AA in axe for the banner and the Updates card, in light and dark. */
async function accessible(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(400);
    const result = await new AxeBuilder({ page })
      .include('[data-testid="update-banner"]')
      .include('[data-testid="update-settings"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      result.violations.map(
        (violation) =>
          `${colorScheme}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
      ),
    ).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A fresh data folder always shows the welcome (waited for, since it opens once the account is read); the suite's previews are past it. */
async function pastWelcome(page: Page, { fresh }: { fresh: boolean }): Promise<void> {
  if (fresh) await page.getByRole('button', { name: 'Start with the Sandbox' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('the web preview says updates come with the desktop app, with its update controls off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 960, height: 640 });
  await page.goto('/#/settings');
  await pastWelcome(page, { fresh: false });
  const card = page.getByTestId('update-settings');
  await expect(card.getByTestId('updates-unsupported')).toHaveText(
    'Updates are installed by the desktop app.',
  );
  await expect(
    card.getByRole('switch', { name: 'Check for updates automatically' }),
  ).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Check for updates…' })).toBeDisabled();
  await expect(page.getByTestId('update-banner')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'settings-updates-preview');
});

test.describe('a rehearsed update', () => {
  // A preview of its own with the rehearsal updater (started from the suite's bundle, as
  // every preview is: under `npx tsx` its start cost about 2 CPU s more), on a fresh data folder.
  const own = useOwnPreview({ args: ['--rehearse-update', '9.0.0'] });
  let service: Sandbox;

  test.beforeAll(async () => {
    // A Live service whose submits answer only after 10 s: a paid submit stays in flight that long.
    service = await createSandbox({
      host: '127.0.0.1',
      port: 0,
      taskMs: 1000,
      faults: 'latency:on=submit,ms=10000',
    });
  });
  test.afterAll(async () => {
    await service?.close();
  });

  test('downloads with progress, then restarts only once the paid submit in flight has its answer', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 960, height: 640 });
    await page.goto(`${own.origin}/#/settings`);
    await pastWelcome(page, { fresh: true });
    const banner = page.getByTestId('update-banner');
    await expect(page.getByTestId('update-status')).toHaveText('Atelier 0.1.0');
    await page.getByTestId('update-settings').scrollIntoViewIfNeeded();
    await shoot(page, 'settings-updates-desktop');
    await page.getByRole('button', { name: 'Check for updates…' }).click();
    await expect(banner).toContainText('Downloading Atelier 9.0.0…');
    await expect(banner.getByRole('progressbar')).toBeVisible();
    await expect(banner).toContainText(/MB of 118\.4 MB · \d+%/);
    await shoot(page, 'update-downloading');
    await accessible(page);

    await expect(banner).toContainText('Atelier 9.0.0 is ready to install', { timeout: 30_000 });
    await expect(page.getByTestId('update-status')).toContainText(
      'Atelier 9.0.0 is ready to install',
    );
    await shoot(page, 'update-ready');
    await accessible(page);

    // A paid submit goes out to the Live service and waits for its answer.
    await page.evaluate(
      ({ baseUrl }) =>
        window.atelier.account.connectLive({ baseUrl, apiKey: 'sk-sandbox-updates' }),
      { baseUrl: service.url },
    );
    await page.evaluate(
      () =>
        void window.atelier.tasks.submit({
          target: { model: 'image-a' },
          body: { prompt: 'a lighthouse at dusk' },
          confirmedCredits: null,
        }),
    );
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await window.atelier.tasks.list({ states: ['submitting'] })).items.length,
        ),
      )
      .toBe(1);

    await banner.getByRole('button', { name: 'Restart to update' }).click();
    await expect(
      banner.getByRole('button', { name: 'Restart when the current submit finishes' }),
    ).toBeDisabled();
    await expect(banner).toContainText('a paid job is waiting for the service’s answer');
    await shoot(page, 'update-waiting');
    await accessible(page);

    await expect(banner).toContainText('Restarting to install Atelier 9.0.0…', { timeout: 30_000 });
    const states = await page.evaluate(async () =>
      (await window.atelier.tasks.list()).items.map((item) => item.state),
    );
    expect(states).toEqual(['accepted']);
    // Once restarting, no new paid submit may start: it is refused before anything is sent.
    const refused = await page.evaluate(() =>
      window.atelier.tasks
        .submit({
          target: { model: 'image-a' },
          body: { prompt: 'one more' },
          confirmedCredits: null,
        })
        .then(
          () => 'sent',
          (error: { code?: string }) => error.code ?? 'error',
        ),
    );
    expect(refused).toBe('conflict');
  });
});

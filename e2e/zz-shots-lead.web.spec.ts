import { test, type Page } from '@playwright/test';
import { useSpecService } from './specService';

const spec = useSpecService('sk-sandbox-shots-lead-0002', { taskMs: 300 });

async function shoot(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/${name}-${colorScheme}.png` });
  }
}

test('lead tour', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await spec.connect(page);
  await page.evaluate(() =>
    (window as unknown as { atelier: { tasks: { submitVariations(input: unknown): Promise<unknown> } } }).atelier.tasks.submitVariations({ target: { model: 'image-a' }, body: { prompt: 'a paper lantern on water' }, count: 3, confirmedCredits: null }),
  );
  await page.goto('/#/tasks');
  await page.waitForTimeout(4000);
  await shoot(page, 'tasks');
  await page.getByTestId('task-row').first().click();
  await page.waitForTimeout(1500);
  await shoot(page, 'task-details');
  await page.keyboard.press('Escape');
  await page.goto('/#/library');
  await page.waitForTimeout(2000);
  await page.getByRole('slider', { name: 'Jump to a month' }).hover();
  await page.waitForTimeout(500);
  await shoot(page, 'library-rail');
});

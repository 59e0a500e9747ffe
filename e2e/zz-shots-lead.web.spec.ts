import { expect, test, type Page } from '@playwright/test';
import { runMusic, runTask } from './libraryFlow';
import { useSpecService } from './specService';

const spec = useSpecService('sk-sandbox-shots-lead-0001', { taskMs: 300 });

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
  await runTask(page, { model: 'image-a' }, { prompt: 'a lighthouse at dusk' });
  const song = await runMusic(page, 'generate', { custom: true, prompt: '[Verse]\nSalt on the window', style: 'dream pop', title: 'Salt Window', duration: 30 });
  await runMusic(page, 'bpm', { task_id: song.taskId, audio_index: 1 });
  await runMusic(page, 'extend', { task_id: song.taskId, audio_index: 1, continue_at: 10 });
  await page.goto('/#/spending');
  await page.waitForTimeout(1500);
  await shoot(page, 'spending');
  await page.goto(`/#/song?task=${song.taskId}`);
  const take = page.getByTestId('song-timeline').locator('[data-testid="song-card"][data-action="generate"][data-track-index="1"]');
  const waveform = take.getByTestId('waveform');
  await expect(waveform).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const box = (await waveform.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await page.waitForTimeout(500);
  await shoot(page, 'song-region');
  await page.goto('/#/library');
  await page.locator('label', { has: page.getByLabel('List view') }).click();
  await page.waitForTimeout(800);
  await shoot(page, 'library-list');
  await page.locator('label', { has: page.getByLabel('Grid view') }).click();
  await page.waitForTimeout(800);
  await shoot(page, 'library-grid');
});

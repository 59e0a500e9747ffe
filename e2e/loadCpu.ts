/**
 * Measuring aid (issue 24): what fresh page loads cost the browser, apart from the preview.
 * `cpurun npx tsx e2e/loadCpu.ts <origin> <token> [contexts]` opens `contexts` fresh browser
 * contexts one after the other (as tests do), each loading Tasks, Generate and Library with a
 * screenshot of each; cpurun gives the CPU seconds of the browser and this script.
 * ATELIER_CHROMIUM_ARGS (space-separated) adds flags to e2e/browserPath.ts's CHROMIUM_ARGS:
 * how each candidate flag of issue 24 was measured.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './browserPath';
import { previewStorageState } from '../src/shared/ipc/previewSession';

const [origin = 'http://127.0.0.1:7600', token = '', contexts = '6'] = process.argv.slice(2);
const extra = (process.env['ATELIER_CHROMIUM_ARGS'] ?? '').split(' ').filter(Boolean);
const browser = await chromium.launch({
  executablePath: testChromiumPath(),
  args: [...CHROMIUM_ARGS, ...extra],
});
for (let round = 0; round < Number(contexts); round += 1) {
  const context = await browser.newContext({ storageState: previewStorageState(token, [origin]) });
  const page = await context.newPage();
  for (const path of ['tasks', 'generate', 'library']) {
    await page.goto(`${origin}/#/${path}`);
    await page.getByRole('main').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/loadCpu-${path}.png` });
  }
  await context.close();
}
await browser.close();

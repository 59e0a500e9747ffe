/**
 * Measuring aid (issue 24): what a browser costs the suite on a running preview, apart from
 * the preview. `cpurun npx tsx e2e/browserCpu.ts <origin> <token>` walks the pages a spec
 * visits (screenshots included), then sits 20 s on Tasks; CPU seconds come from cpurun, and
 * the page's own work (script, layout, style) from the DevTools protocol.
 * Chromium and its flags: ATELIER_CHROMIUM, ATELIER_CHROMIUM_ARGS (space-separated, added);
 * TRACE=full or TRACE=snapshots records a Playwright trace as `trace: 'retain-on-failure'` does
 * (with or without its screencast), REDUCED=1 emulates prefers-reduced-motion.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './browserPath';
import { previewStorageState } from '../src/shared/ipc/previewSession';

const [origin = 'http://127.0.0.1:7600', token = ''] = process.argv.slice(2);
const extra = (process.env['ATELIER_CHROMIUM_ARGS'] ?? '').split(' ').filter(Boolean);
const reducedMotion = process.env['REDUCED'] === '1' ? 'reduce' : 'no-preference';
const browser = await chromium.launch({
  executablePath: testChromiumPath(),
  args: [...CHROMIUM_ARGS, ...extra],
});
const context = await browser.newContext({
  storageState: previewStorageState(token, [origin]),
  reducedMotion,
});
const trace = process.env['TRACE'];
if (trace) await context.tracing.start({ screenshots: trace === 'full', snapshots: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');
const metric = async (): Promise<Record<string, number>> =>
  Object.fromEntries(
    (await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value]),
  );
await page.goto(`${origin}/`);
const sandbox = page.getByTestId('choose-sandbox');
if (await sandbox.isVisible({ timeout: 5000 }).catch(() => false)) await sandbox.click();
// Three rounds of what specs do: submit jobs, open each page, take a screenshot.
for (let round = 0; round < 3; round += 1) {
  await page.evaluate(async (round) => {
    for (let job = 0; job < 3; job += 1) {
      const body = { prompt: `browserCpu lighthouse ${round}-${job}` };
      const checked = await window.atelier.tasks.preflight({ target: { model: 'image-a' }, body });
      const credits = checked.estimate.kind === 'known' ? checked.estimate.credits : null;
      await window.atelier.tasks.submit({
        target: { model: 'image-a' },
        body,
        confirmedCredits: credits,
      });
    }
  }, round);
  for (const path of ['tasks', 'generate', 'library', 'spending', 'catalog', 'settings', 'tasks']) {
    await page.goto(`${origin}/#/${path}`);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/cig-${path}.png` });
  }
}
const before = await metric();
await page.waitForTimeout(10_000);
const after = await metric();
const delta = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)).toFixed(3);
console.log(
  `idle 10 s: TaskDuration ${delta('TaskDuration')} s, ScriptDuration ${delta('ScriptDuration')} s, ` +
    `LayoutCount ${delta('LayoutCount')}, RecalcStyleCount ${delta('RecalcStyleCount')}`,
);
if (trace) await context.tracing.stop({ path: '/tmp/browserCpu-trace.zip' });
await browser.close();

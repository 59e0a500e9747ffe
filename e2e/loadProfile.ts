/**
 * Measuring aid (issue 24): where a fresh page load's main-thread time goes.
 * `npx tsx e2e/loadProfile.ts <origin> <token> [page] [loads]` opens `loads` fresh browser
 * contexts (as tests do), each loading `/#/<page>` (default tasks) under the DevTools
 * protocol's sampling profiler; prints each load's main-thread figures
 * (Performance.getMetrics: task, script, layout and style time, JS heap) and writes its
 * profile to `/tmp/loadProfile-<page>-<n>.cpuprofile` (open it in DevTools' Performance panel).
 * IDLE=1 then measures 10 s of the page left alone, after 3 s to settle, without the profiler.
 */
import { chromium, type CDPSession } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, testChromiumPath } from './browserPath';
import { previewStorageState } from '../src/shared/ipc/previewSession';

const [origin = 'http://127.0.0.1:7600', token = '', path = 'tasks', loads = '3'] =
  process.argv.slice(2);

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

const seconds = (value: number | undefined): string => (value ?? 0).toFixed(3);
const browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS });
for (let load = 0; load < Number(loads); load += 1) {
  const context = await browser.newContext({ storageState: previewStorageState(token, [origin]) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(`${origin}/#/${path}`);
  await page.getByRole('main').waitFor();
  await page.waitForLoadState('networkidle');
  const { profile } = await cdp.send('Profiler.stop');
  const loaded = await metrics(cdp);
  const file = `/tmp/loadProfile-${path}-${load}.cpuprofile`;
  writeFileSync(file, JSON.stringify(profile));
  console.log(
    `load ${load}: ${Date.now() - started} ms wall; main thread: task ${seconds(loaded['TaskDuration'])} s, script ${seconds(loaded['ScriptDuration'])} s, layout ${seconds(loaded['LayoutDuration'])} s, style ${seconds(loaded['RecalcStyleDuration'])} s; JS heap ${((loaded['JSHeapUsedSize'] ?? 0) / 1e6).toFixed(1)} MB; ${file}`,
  );
  if (process.env['IDLE'] === '1') {
    await page.waitForTimeout(3000);
    const before = await metrics(cdp);
    await page.waitForTimeout(10_000);
    const after = await metrics(cdp);
    const spent = (name: string) => seconds((after[name] ?? 0) - (before[name] ?? 0));
    console.log(
      `  idle 10 s: task ${spent('TaskDuration')} s, script ${spent('ScriptDuration')} s, style ${spent('RecalcStyleDuration')} s, layout ${spent('LayoutDuration')} s`,
    );
  }
  await context.close();
}
await browser.close();

// What the first paint waits for, in page loads of the built renderer at #/library through the
// web preview (as bench/coldstart.ts measures it): each resource's fetch (start → end, media
// left out), the paint entries and the first card, per load (PROFILE_RUNS, default 3); for the
// last load, a Chromium trace (`--trace <file>`, for DevTools' Performance panel) and a renderer
// CPU profile (`--cpuprofile <file>`). The host can be profiled too:
// ATELIER_BENCH_HOST_NODE_ARGS="--cpu-prof --cpu-prof-dir=<dir>" (bench/webPreview.ts).
// A developer's tool for issue 24:
//   npx tsx bench/firstPaintProfile.ts [assets] [--trace file] [--cpuprofile file]
// The seeded library is kept in ATELIER_BENCH_KEEP (or the OS temporary folder) for the next run.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browserPath';
import { ensureRendererBuilt } from '../scripts/bundleSize';
import { FIRST_CARD_PROBE, seededFirstPaintLibrary, useSandboxProfile } from './coldstart';
import { startWebPreview, stopWebPreview } from './webPreview';

const assets = Number(process.argv[2] ?? 100_000);
const traceIndex = process.argv.indexOf('--trace');
const tracePath = traceIndex > 0 ? process.argv[traceIndex + 1] : undefined;
const profileIndex = process.argv.indexOf('--cpuprofile');
const profilePath = profileIndex > 0 ? process.argv[profileIndex + 1] : undefined;
const runs = Number(process.env['PROFILE_RUNS'] ?? 3);

ensureRendererBuilt();
const cache = process.env['ATELIER_BENCH_KEEP'] ?? join(tmpdir(), 'atelier-bench-startup');
const dataDirectory = join(cache, `first-paint-${assets}`);
await seededFirstPaintLibrary(dataDirectory, assets);
const preview = await startWebPreview(dataDirectory);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  await useSandboxProfile(browser, preview);
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript({ content: FIRST_CARD_PROBE });
    await preview.authorize(context);
    const page = await context.newPage();
    const tracing = tracePath && run === runs - 1;
    const profiling = profilePath && run === runs - 1;
    const cdp = profiling ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (tracing) await browser.startTracing(page, { screenshots: true });
    await page.goto(`${preview.url}/#/library`);
    await page.waitForFunction(() => '__atelierFirstCard' in globalThis);
    if (tracing) writeFileSync(tracePath, await browser.stopTracing());
    if (cdp && profilePath) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profilePath, JSON.stringify(profile));
    }
    const timeline = await page.evaluate(() => {
      const page = globalThis as unknown as {
        performance: {
          getEntriesByType(type: string): {
            name: string;
            startTime: number;
            responseEnd?: number;
            duration: number;
          }[];
        };
        __atelierFirstCard: number;
      };
      return {
        resources: page.performance
          .getEntriesByType('resource')
          .filter((entry) => !entry.name.includes('/media/'))
          .map((entry) => ({
            name: entry.name.replace(/^.*\//, '').slice(0, 50),
            start: Math.round(entry.startTime),
            end: Math.round(entry.responseEnd ?? entry.startTime + entry.duration),
          })),
        marks: page.performance
          .getEntriesByType('mark')
          .map((entry) => ({ name: entry.name, at: Math.round(entry.startTime) })),
        paint: page.performance
          .getEntriesByType('paint')
          .map((entry) => ({ name: entry.name, at: Math.round(entry.startTime) })),
        navigation: page.performance.getEntriesByType('navigation').map((entry) => ({
          responseEnd: Math.round(entry.responseEnd ?? 0),
          domContentLoaded: Math.round(
            (entry as unknown as { domContentLoadedEventEnd: number }).domContentLoadedEventEnd,
          ),
        })),
        firstCard: Math.round(page.__atelierFirstCard),
      };
    });
    console.log(JSON.stringify(timeline, null, 1));
    await context.close();
  }
} finally {
  await browser.close();
  await stopWebPreview(preview.child);
}

// Cold start of the production renderer: (a) what the build ships, from out/renderer —
// total JS and CSS, raw and gzipped, the largest chunk, and the JS the page loads before its
// first paint (the entry and the chunks index.html preloads); (b) first contentful paint of
// the built renderer in real Chromium, through the web preview host, on a library of
// 100,000 assets, opened at `#/library`, and the time until the first library card is
// drawn. A fresh browser context per run; median and p95 over the runs. With ATELIER_BENCH_KEEP
// set, the seeded library is kept there (`first-paint-<assets>`) for the next run.
//
// The preview stands in for Electron's file:// page: the same built files, but the bridge
// is a WebSocket to the host (Electron's preload is in-process), so its figures are, if
// anything, pessimistic. Run standalone: `npx tsx bench/coldstart.ts [runs]`.
//
// The main-process boot figure (the built out/main under the stand-in `electron`, target
// < 300 ms) belongs to this section too: it is added next to these two by its own function
// (see the `coldstart` section in bench/run.ts).
import type { ChildProcess } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browserPath';
import { ensureRendererBuilt, measureRendererBundle } from '../scripts/bundleSize';
import { createEventBus } from '../src/main/ipc/eventBus';
import type { NewAsset } from '../src/main/library/libraryStore';
import { openLibrary } from '../src/main/library/openLibrary';
import { encodeMp3, renderImage, SAMPLE_RATE } from '../src/sandbox/media';
import type { AssetKind } from '../src/shared/ipc/library';
import { startWebPreview, stopWebPreview, type WebPreview } from './webPreview';

// ---------------------------------------------------------------------------------------
// (a) Bundle size: measured by scripts/bundleSize.ts, which the budget test shares.

export { ensureRendererBuilt, measureRendererBundle };
export type { BundleFigures, ChunkSize } from '../scripts/bundleSize';

// ---------------------------------------------------------------------------------------
// (b) First paint

export interface FirstPaintOptions {
  assets?: number;
  runs?: number;
}

export interface FirstPaintResult {
  assets: number;
  runs: number;
  /** `first-contentful-paint` from the page's paint timing, ms after navigation start. */
  firstContentfulPaintMs: { median: number; p95: number };
  /** The frame in which React's shell (the named navigation) is in the document. */
  appShellMs: { median: number; p95: number };
  /** The frame in which the first card of the library grid is in the document. */
  firstCardMs: { median: number; p95: number };
  /** Every sample, in run order. */
  samples: { firstContentfulPaint: number[]; appShell: number[]; firstCard: number[] };
  seedSeconds: number;
}

const KINDS: AssetKind[] = ['image', 'image', 'image', 'audio', 'audio', 'lyrics'];
const WORDS =
  'ambient piano rain night city neon dream ocean forest synth guitar drums bass vocal choir lofi jazz sunset river storm'.split(
    ' ',
  );
/** The newest assets get real files: the first screens show real thumbnails and audio. */
const WITH_FILES = 300;

/** Fills the library straight through the store, 1,000 rows per transaction (as bench/library.ts does). */
export async function seedLibrary(dataDirectory: string, total: number): Promise<void> {
  const start = Date.UTC(2025, 0, 1);
  const context = await openLibrary({
    dataDirectory,
    clock: { now: () => start + total * 60_000 },
    bus: createEventBus(),
  });
  try {
    const sources = join(dataDirectory, 'bench-sources');
    mkdirSync(sources, { recursive: true });
    const pngs = ['1:1', '16:9', '3:4', '4:3'].map((aspectRatio, index) => {
      const path = join(sources, `image-${index}.png`);
      writeFileSync(
        path,
        renderImage({
          prompt: `cold start ${WORDS[index]}`,
          aspectRatio,
          format: 'png',
          seed: `coldstart-${index}`,
        }),
      );
      return path;
    });
    const mp3 = join(sources, 'silence.mp3');
    writeFileSync(mp3, encodeMp3(new Float32Array(SAMPLE_RATE), SAMPLE_RATE));
    const lyrics = join(sources, 'lyrics.txt');
    writeFileSync(lyrics, 'la la la\n');
    const word = (index: number, salt: number): string =>
      WORDS[(index * 7 + salt * 13) % WORDS.length]!;
    for (let offset = 0; offset < total; offset += 1000) {
      const batch: NewAsset[] = [];
      for (let index = offset; index < Math.min(total, offset + 1000); index += 1) {
        const pair = Math.floor(index / 2);
        const kind = KINDS[pair % KINDS.length]!;
        const extension = kind === 'image' ? 'png' : kind === 'audio' ? 'mp3' : 'txt';
        const relativePath = `submission-${pair}/output-${index % 2}.${extension}`;
        if (index >= total - WITH_FILES) {
          mkdirSync(join(context.libraryFolder, `submission-${pair}`), { recursive: true });
          linkSync(
            kind === 'image' ? pngs[index % pngs.length]! : kind === 'audio' ? mp3 : lyrics,
            join(context.libraryFolder, relativePath),
          );
        }
        batch.push({
          submissionId: `submission-${pair}`,
          taskId: `task-${pair}`,
          profileId: 'sandbox',
          model: kind === 'image' ? 'image-a' : 'tune',
          action: kind === 'image' ? null : 'generate',
          kind,
          outputKey: kind === 'image' ? `image-${index % 2}` : `track-${(index % 2) + 1}`,
          title: `${word(pair, 5)} ${word(pair, 6)} ${index}`,
          prompt: `${word(pair, 1)} ${word(pair, 2)} ${word(pair, 3)} ${word(pair, 4)}`,
          lyrics: kind === 'lyrics' ? 'la la la' : null,
          mimeType: kind === 'image' ? 'image/png' : kind === 'audio' ? 'audio/mpeg' : 'text/plain',
          bytes: 1000,
          relativePath,
          trackIndex: kind === 'audio' ? (index % 2) + 1 : null,
          durationS: kind === 'audio' ? 1 : null,
          createdAt: start + index * 60_000,
        });
      }
      context.library.addAssets(batch);
    }
    context.db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    context.close();
  }
}

// Runs in the page before its own scripts (CDP injection is not subject to the page's CSP):
// notes the frame in which the first library card is in the document.
// Also notes the frame in which React's own shell is in the document (its navigation has a
// name; the frame index.html draws before the scripts run has none): the first paint is that
// static frame since issue 24, so this says when the app itself is there.
export const FIRST_CARD_PROBE = `
  new MutationObserver((_records, observer) => {
    if (!('__atelierShell' in globalThis) && document.querySelector('#root nav[aria-label]'))
      requestAnimationFrame(() => { globalThis.__atelierShell ??= performance.now(); });
    if (!document.querySelector('[data-testid="library-grid"] [data-asset-id]')) return;
    observer.disconnect();
    requestAnimationFrame(() => { globalThis.__atelierFirstCard = performance.now(); });
  }).observe(document, { childList: true, subtree: true });
`;

async function measureOnce(
  browser: Browser,
  preview: WebPreview,
): Promise<{ firstContentfulPaint: number; shell: number; firstCard: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript({ content: FIRST_CARD_PROBE });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await preview.authorize(context);
    await page.goto(`${preview.url}/#/library`);
    await page.waitForFunction(() => '__atelierFirstCard' in globalThis);
    return await page.evaluate(() => {
      // This project's tsconfig has no DOM lib (Node's `performance` knows no 'paint'); the function runs in the page.
      const page = globalThis as unknown as {
        performance: { getEntriesByType(type: 'paint'): { name: string; startTime: number }[] };
        __atelierFirstCard: number;
        __atelierShell: number;
      };
      const paint = page.performance
        .getEntriesByType('paint')
        .find((entry) => entry.name === 'first-contentful-paint');
      const firstCard = page.__atelierFirstCard;
      return {
        firstContentfulPaint: paint?.startTime ?? Number.NaN,
        shell: page.__atelierShell,
        firstCard,
      };
    });
  } finally {
    await context.close();
  }
}

/** Past the first-run welcome, on the Sandbox profile (the seeded assets' profile); it is saved in the data folder. */
export async function useSandboxProfile(browser: Browser, preview: WebPreview): Promise<void> {
  const setup = await browser.newPage();
  await preview.authorize(setup.context());
  await setup.goto(`${preview.url}/`);
  await setup.waitForFunction(() => 'atelier' in globalThis);
  await setup.evaluate(() =>
    (
      globalThis as unknown as { atelier: { account: { useSandbox(): Promise<unknown> } } }
    ).atelier.account.useSandbox(),
  );
  await setup.close();
}

const median = (sorted: number[]): number => {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** Nearest rank: with few runs this is the slowest run or close to it. */
const p95 = (sorted: number[]): number => sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)]!;
export const summary = (samples: number[]): { median: number; p95: number } => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: Math.round(median(sorted)), p95: Math.round(p95(sorted)) };
};

/** Seeds a library, starts the preview on it and the built renderer, and opens `#/library` `runs` times (after one warm-up). */
export async function benchRendererFirstPaint(
  options: FirstPaintOptions = {},
): Promise<FirstPaintResult> {
  const assets = options.assets ?? 100_000;
  const runs = options.runs ?? 12;
  const keep = process.env['ATELIER_BENCH_KEEP'];
  const dataDirectory = keep
    ? join(keep, `first-paint-${assets}`)
    : mkdtempSync(join(tmpdir(), 'atelier-bench-coldstart-'));
  let child: ChildProcess | null = null;
  let browser: Browser | null = null;
  try {
    const seedStarted = performance.now();
    await seededFirstPaintLibrary(dataDirectory, assets);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    const preview = await startWebPreview(dataDirectory);
    child = preview.child;
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    await useSandboxProfile(browser, preview);
    // A warm-up: the OS file cache, the host's first queries and Chromium's own start are not the renderer's.
    await measureOnce(browser, preview);
    const samples = {
      firstContentfulPaint: [] as number[],
      appShell: [] as number[],
      firstCard: [] as number[],
    };
    for (let run = 0; run < runs; run += 1) {
      const sample = await measureOnce(browser, preview);
      samples.firstContentfulPaint.push(Math.round(sample.firstContentfulPaint));
      samples.appShell.push(Math.round(sample.shell));
      samples.firstCard.push(Math.round(sample.firstCard));
    }
    return {
      assets,
      runs,
      firstContentfulPaintMs: summary(samples.firstContentfulPaint),
      appShellMs: summary(samples.appShell),
      firstCardMs: summary(samples.firstCard),
      samples,
      seedSeconds,
    };
  } finally {
    await browser?.close();
    if (child) await stopWebPreview(child);
    if (!keep) rmSync(dataDirectory, { recursive: true, force: true });
  }
}

/**
 * Seeds `folder` with `assets` assets unless a run before did (kept in ATELIER_BENCH_KEEP,
 * as bench/startupLibrary.ts keeps its libraries: seeding 100,000 takes a while).
 */
export async function seededFirstPaintLibrary(folder: string, assets: number): Promise<void> {
  if (existsSync(join(folder, 'seeded'))) return;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  await seedLibrary(folder, assets);
  mkdirSync(join(folder, 'seeded'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const runs = process.argv[2] ? Number(process.argv[2]) : undefined;
  ensureRendererBuilt();
  console.log(
    JSON.stringify(
      {
        bundle: measureRendererBundle(),
        firstPaint: await benchRendererFirstPaint(runs ? { runs } : {}),
      },
      null,
      2,
    ),
  );
}

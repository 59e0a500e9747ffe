// Renderer memory with the Library open, in real Chromium against the web preview: the
// library is filled first through the store's own API (journal rows + library assets with
// real files), then `#/library` is opened, scrolled, and the page's JS heap and DOM node
// count are read over CDP after a forced GC. Done at a large and a small library (100
// assets) to show the grid is virtualized. Run standalone:
// `npx tsx bench/renderer.ts [assets]`.
import type { ChildProcess } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import type { AssetKind } from '../src/shared/ipc/library';
import { createEventBus } from '../src/main/ipc/eventBus';
import type { NewAsset } from '../src/main/library/libraryStore';
import { openLibrary } from '../src/main/library/openLibrary';
import { encodeMp3, renderImage, SAMPLE_RATE } from '../src/sandbox/media';
import { BENCH_CHROMIUM, BENCH_CHROMIUM_ARGS } from './waveform';
import { startWebPreview, stopWebPreview } from './webPreview';

export interface RendererMemoryFigures {
  assets: number;
  /** JSHeapUsedSize after a forced GC, in MB. */
  jsHeapUsedMb: number;
  jsHeapTotalMb: number;
  /** CDP `Nodes`: DOM nodes alive in the renderer (document + detached). */
  domNodes: number;
  /** Elements in the live document. */
  documentElements: number;
  /** Asset cards in the DOM (the virtualized grid keeps only rows near the view). */
  cardsInDom: number;
  layoutObjects: number;
  jsEventListeners: number;
  /** How far the grid was scrolled, in px. */
  scrolledPx: number;
}

/** The Tasks page after scrolling through several pages of a long list. */
export interface TasksPageFigures {
  submissions: number;
  /** Rows the table has loaded (its aria-rowcount less the header). */
  rowsLoaded: number;
  /** Rows in the DOM (the virtualized table keeps only those near the view). */
  rowsInDom: number;
  domNodes: number;
  jsHeapUsedMb: number;
}

/** The grid scrolled to its end: the library window (libraryWindow.ts) keeps the scroll area a few pages tall. */
export interface ScrollToEndFigures {
  /** The grid reached its end and the last card drawn is the oldest asset (seeded first). */
  reachedLast: boolean;
  /** The title of the last card drawn. */
  lastTitle: string;
  /** Distinct cards drawn on the way (stacks fold an image pair or a take's tracks into one). */
  cardsSeen: number;
  steps: number;
  /** The grid's tallest scrollHeight on the way, in px (Blink caps near 16.7 million). */
  tallestScrollPx: number;
  /** Cards the window held at most (DOM cards are fewer: only rows near the view). */
  figures: RendererMemoryFigures;
}

export interface RendererMemoryResult extends RendererMemoryFigures {
  /** The large library scrolled to its last asset. */
  scrollToEnd: ScrollToEndFigures;
  /** The Tasks page with the large library's submissions, and with the small one's. */
  tasksPage: TasksPageFigures;
  tasksPageBaseline: TasksPageFigures;
  /** The large library after scrolling further (about 40,000 px: several more pages loaded). */
  deepScroll: RendererMemoryFigures;
  /** The same figures with a 100-asset library. */
  baseline: RendererMemoryFigures;
  /** Large / small: near 1 means memory does not grow with the library. */
  heapRatio: number;
  nodesRatio: number;
}

export interface RendererMemoryOptions {
  assets?: number;
  baselineAssets?: number;
}

const KINDS: AssetKind[] = ['image', 'image', 'image', 'audio', 'audio', 'lyrics'];
const WORDS =
  'ambient piano rain night city neon dream ocean forest synth guitar drums bass vocal choir lofi jazz sunset river storm'.split(
    ' ',
  );

/** Fills `dataDirectory` through the store's API: submissions accepted, SUCCEEDED and fully downloaded, two files each. */
async function seedLibrary(dataDirectory: string, count: number): Promise<void> {
  let now = Date.UTC(2025, 0, 1);
  const context = await openLibrary({
    dataDirectory,
    clock: { now: () => now },
    bus: createEventBus(),
  });
  try {
    const sources = join(dataDirectory, 'bench-sources');
    mkdirSync(sources, { recursive: true });
    // A few real images (the grid shows them as thumbnails) and placeholder audio/lyrics files, hard-linked per asset.
    const pngs = ['1:1', '16:9', '3:4', '4:3'].map((aspectRatio, index) => {
      const path = join(sources, `image-${index}.png`);
      writeFileSync(
        path,
        renderImage({
          prompt: `bench ${WORDS[index]}`,
          aspectRatio,
          format: 'png',
          seed: `bench-${index}`,
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

    const seedBatch = context.db.transaction((from: number, to: number) => {
      const assets: NewAsset[] = [];
      for (let pair = from; pair < to; pair += 1) {
        const kind = KINDS[pair % KINDS.length]!;
        const image = kind === 'image';
        const prompt = `${word(pair, 1)} ${word(pair, 2)} ${word(pair, 3)} ${word(pair, 4)}`;
        now += 60_000;
        const entry = context.journal.begin({
          profileId: 'sandbox',
          target: image ? { model: 'image-a' } : { action: 'generate' },
          kind: image ? 'image' : 'music',
          body: { prompt },
        });
        const taskId = `bench-task-${pair}`;
        context.journal.accept(entry.id, { taskId, creditsDeducted: 1 });
        context.journal.updateStatus(entry.id, {
          status: 'SUCCEEDED',
          statusResult: { task_id: taskId, status: 'SUCCEEDED' },
        });
        context.journal.setDownloads(entry.id, { done: 2, total: 2, failed: 0 });
        for (let output = 0; output < 2 && assets.length + from * 2 < count; output += 1) {
          const folder = join(context.libraryFolder, entry.id);
          mkdirSync(folder, { recursive: true });
          const extension = image ? 'png' : kind === 'audio' ? 'mp3' : 'txt';
          const relativePath = `${entry.id}/output-${output}.${extension}`;
          linkSync(
            image ? pngs[(pair + output) % pngs.length]! : kind === 'audio' ? mp3 : lyrics,
            join(context.libraryFolder, relativePath),
          );
          assets.push({
            submissionId: entry.id,
            taskId,
            profileId: 'sandbox',
            model: image ? 'image-a' : 'tune',
            action: image ? null : 'generate',
            kind,
            outputKey: image ? `image-${output}` : `track-${output + 1}`,
            title: `${word(pair, 5)} ${word(pair, 6)} ${pair}-${output}`,
            prompt,
            lyrics: kind === 'lyrics' ? 'la la la' : null,
            mimeType: image ? 'image/png' : kind === 'audio' ? 'audio/mpeg' : 'text/plain',
            bytes: 1000,
            relativePath,
            trackIndex: kind === 'audio' ? output + 1 : null,
            durationS: kind === 'audio' ? 1 : null,
            createdAt: now,
          });
        }
      }
      context.library.addAssets(assets);
    });
    const pairs = Math.ceil(count / 2);
    for (let from = 0; from < pairs; from += 500) seedBatch(from, Math.min(pairs, from + 500));
    context.db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    context.close();
  }
}

const megabytes = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function measureLibraryPage(
  page: Page,
  url: string,
  assets: number,
): Promise<RendererMemoryFigures> {
  await page.goto(`${url}/`);
  await page.waitForFunction(() => 'atelier' in globalThis);
  // Past the first-run welcome, on the Sandbox profile (the seeded assets' profile).
  await page.evaluate(() =>
    (
      globalThis as unknown as { atelier: { account: { useSandbox(): Promise<unknown> } } }
    ).atelier.account.useSandbox(),
  );
  await page.goto(`${url}/#/library`);
  await page.reload();
  await page
    .getByTestId('library-grid')
    .locator('[data-asset-id]')
    .first()
    .waitFor({ timeout: 60_000 });
  // Scroll as a user would, to the same place in both libraries (inside a 100-asset grid,
  // so each has full rows above and below the view), letting pages load and images decode.
  await scrollGrid(page, SCROLL_STEPS);
  return readFigures(page, assets);
}

const SCROLL_STEPS = 10;
const SCROLL_STEP_PX = 400;

async function scrollGrid(page: Page, steps: number): Promise<void> {
  const grid = page.getByTestId('library-grid');
  for (let step = 0; step < steps; step += 1) {
    await grid.evaluate((element, by) => {
      element.scrollTop += by;
    }, SCROLL_STEP_PX);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

/** JS heap after a forced GC, and DOM counts, from CDP and the page. */
async function readFigures(page: Page, assets: number): Promise<RendererMemoryFigures> {
  const scrolledPx = await page
    .getByTestId('library-grid')
    .evaluate((element) => element.scrollTop);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string): number =>
    metrics.find((item) => item.name === name)?.value ?? Number.NaN;
  const counts = await page.evaluate(() => {
    // This project's tsconfig has no DOM lib; the function runs in the page.
    const { document } = globalThis as unknown as {
      document: { querySelectorAll(selector: string): { length: number } };
    };
    return {
      documentElements: document.querySelectorAll('*').length,
      cardsInDom: document.querySelectorAll('[data-testid="library-grid"] [data-asset-id]').length,
    };
  });
  await cdp.detach();
  return {
    assets,
    jsHeapUsedMb: megabytes(metric('JSHeapUsedSize')),
    jsHeapTotalMb: megabytes(metric('JSHeapTotalSize')),
    domNodes: metric('Nodes'),
    documentElements: counts.documentElements,
    cardsInDom: counts.cardsInDom,
    layoutObjects: metric('LayoutObjects'),
    jsEventListeners: metric('JSEventListeners'),
    scrolledPx,
  };
}

/** Scrolls the grid to its bottom again and again (each time the window reads the next page) until the oldest asset shows. */
async function scrollToEnd(page: Page, assets: number): Promise<ScrollToEndFigures> {
  const grid = page.getByTestId('library-grid');
  const seen = new Set<string>();
  let tallestScrollPx = 0;
  let steps = 0;
  let reachedLast = false;
  let lastTitle = '';
  for (; steps < assets; steps += 1) {
    await grid.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await page.waitForTimeout(150);
    const state = await grid.evaluate((element) => {
      return {
        height: element.scrollHeight,
        ids: [...element.querySelectorAll('[data-asset-id]')].map(
          (card) => card.getAttribute('data-asset-id') ?? '',
        ),
        // At the bottom with no "Loading more" row: the grid holds the library's last page.
        end:
          element.scrollTop + element.clientHeight >= element.scrollHeight - 2 &&
          element.querySelector('[aria-label="Loading more"]') === null,
        lastTitle:
          [...element.querySelectorAll('[data-asset-id] [title]')]
            .map((node) => node.getAttribute('title') ?? '')
            .filter((title) => / \d+-\d$/u.test(title))
            .at(-1) ?? '',
      };
    });
    tallestScrollPx = Math.max(tallestScrollPx, state.height);
    for (const id of state.ids) seen.add(id);
    lastTitle = state.lastTitle;
    if (state.end) {
      // The first seeded pair's titles end in "0-0" / "0-1".
      reachedLast = / 0-[01]$/u.test(state.lastTitle);
      break;
    }
  }
  await page.waitForTimeout(500);
  return {
    reachedLast,
    lastTitle,
    cardsSeen: seen.size,
    steps,
    tallestScrollPx,
    figures: await readFigures(page, assets),
  };
}

const TASKS_SCROLL_STEPS = 12;

/** Opens `#/tasks`, scrolls the page as a reader would (the table fetches pages as it nears the end), and reads its figures. */
async function measureTasksPage(
  page: Page,
  url: string,
  submissions: number,
): Promise<TasksPageFigures> {
  await page.goto(`${url}/#/tasks`);
  await page.getByTestId('task-row').first().waitFor({ timeout: 60_000 });
  await page.mouse.move(640, 450);
  for (let step = 0; step < TASKS_SCROLL_STEPS; step += 1) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(250);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const metric = (name: string): number =>
    metrics.find((item) => item.name === name)?.value ?? Number.NaN;
  return {
    submissions,
    rowsLoaded: Number(await page.getByTestId('task-list').getAttribute('aria-rowcount')) - 1,
    rowsInDom: await page.getByTestId('task-row').count(),
    domNodes: metric('Nodes'),
    jsHeapUsedMb: megabytes(metric('JSHeapUsedSize')),
  };
}

/** Starts the web preview on `dataDirectory` and hands `work` a page of it in Chromium; stops both after. */
async function withPreviewPage<T>(
  dataDirectory: string,
  work: (page: Page, url: string) => Promise<T>,
): Promise<T> {
  const browser = await chromium.launch({
    executablePath: BENCH_CHROMIUM,
    args: BENCH_CHROMIUM_ARGS,
  });
  let child: ChildProcess | null = null;
  try {
    const preview = await startWebPreview(dataDirectory, 600_000);
    child = preview.child;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await preview.authorize(page.context());
    page.setDefaultTimeout(60_000);
    return await work(page, preview.url);
  } finally {
    await browser.close();
    if (child) await stopWebPreview(child);
  }
}

/** Seeds a library of `assets`, starts the web preview on it, measures (and again after `deepSteps` more scroll steps), and cleans up. */
export async function measureRendererAt(
  assets: number,
  deepSteps = 0,
): Promise<{
  figures: RendererMemoryFigures;
  deep: RendererMemoryFigures | null;
  end: ScrollToEndFigures | null;
  tasksPage: TasksPageFigures;
}> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-bench-renderer-'));
  try {
    await seedLibrary(dataDirectory, assets);
    return await withPreviewPage(dataDirectory, async (page, url) => {
      const figures = await measureLibraryPage(page, url, assets);
      const deep =
        deepSteps === 0
          ? null
          : (await scrollGrid(page, deepSteps), await readFigures(page, assets));
      const end = deepSteps === 0 ? null : await scrollToEnd(page, assets);
      // Two assets per seeded submission.
      const tasksPage = await measureTasksPage(page, url, Math.ceil(assets / 2));
      return { figures, deep, end, tasksPage };
    });
  } finally {
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

/**
 * The Library page on a library already in `dataDirectory` (the million-asset bench's bulk
 * seed: no media files, so every card shows its placeholder, at any size alike): opened and
 * scrolled as measureLibraryPage does, then `deepSteps` steps further.
 */
export async function measureLibraryFolder(
  dataDirectory: string,
  assets: number,
  deepSteps: number,
): Promise<{ figures: RendererMemoryFigures; deep: RendererMemoryFigures }> {
  return withPreviewPage(dataDirectory, async (page, url) => {
    const figures = await measureLibraryPage(page, url, assets);
    await scrollGrid(page, deepSteps);
    return { figures, deep: await readFigures(page, assets) };
  });
}

export async function benchRendererMemory(
  options: RendererMemoryOptions = {},
): Promise<RendererMemoryResult> {
  const { figures: baseline, tasksPage: tasksPageBaseline } = await measureRendererAt(
    options.baselineAssets ?? 100,
  );
  const {
    figures: large,
    deep,
    end,
    tasksPage,
  } = await measureRendererAt(options.assets ?? 10_000, 90);
  return {
    ...large,
    deepScroll: deep!,
    scrollToEnd: end!,
    baseline,
    tasksPage,
    tasksPageBaseline,
    heapRatio: Math.round((large.jsHeapUsedMb / baseline.jsHeapUsedMb) * 100) / 100,
    nodesRatio: Math.round((large.domNodes / baseline.domNodes) * 100) / 100,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const assets = process.argv[2] ? Number(process.argv[2]) : undefined;
  console.log(JSON.stringify(await benchRendererMemory(assets ? { assets } : {}), null, 2));
}

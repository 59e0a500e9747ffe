/**
 * The built renderer stays within bundle-budget.json (issue 24): the largest chunk, the JS
 * and the CSS the window loads before its first paint. Sizes are deterministic, so they are
 * checked here; the timings they drive are in `npm run bench -- coldstart`. Builds the app
 * first when out/ is missing or older than the sources (as the web preview does).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  budgetOverruns,
  ensureRendererBuilt,
  measureRendererBundle,
  readBundleBudget,
  type BundleFigures,
} from './bundleSize';

describe('renderer bundle budget', () => {
  let figures: BundleFigures;
  beforeAll(() => {
    ensureRendererBuilt();
    figures = measureRendererBundle();
  }, 300_000);

  it('keeps every figure within bundle-budget.json', () => {
    expect(budgetOverruns(figures, readBundleBudget())).toEqual([]);
  });

  it('names the chunk and both sizes when a chunk passes its budget', () => {
    const tight = { ...readBundleBudget(), largestChunkBytes: figures.largest.bytes - 1 };
    expect(budgetOverruns(figures, tight)).toEqual([
      `largest JS chunk (${figures.largest.file}, minified) is ${(figures.largest.bytes / 1000).toFixed(1)} kB, over its budget of ${((figures.largest.bytes - 1) / 1000).toFixed(1)} kB (bundle-budget.json)`,
    ]);
  });

  it('loads no page, chart or waveform code before the first paint', () => {
    // The budget could hide a regression that happens to fit: name what must stay lazy.
    const lazy =
      /^(GeneratePage|LibraryPage|SongPage|SettingsPage|SpendingPage|TasksPage|CatalogPage|charts|chart-helpers|wavesurfer|vendor-pages|CommandPalette)-/;
    expect(figures.initialFiles.filter((file) => lazy.test(file))).toEqual([]);
    expect(figures.initialCssBytes).toBeGreaterThan(0); // the shell's Mantine styles are linked
  });
});

/**
 * What a page's first load fetches and parses (issue 24): the static-import closure of each
 * page's chunk in the built renderer. Only the Spending page draws charts, so only it may load
 * recharts (the 'charts' and 'chart-helpers' chunks, 440 kB minified) and their CSS: a shared
 * module that lands in a chart chunk (electron.vite.config.ts's groups) makes every page wait
 * for them, which no budget figure shows. Builds the app first when out/ is stale.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureRendererBuilt, rendererDirectory } from './bundleSize';

const assets = join(rendererDirectory, 'assets');

/** The chunks a chunk imports statically (`from"./x.js"`, as Rolldown writes them), transitively. */
function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const body = readFileSync(join(assets, file), 'utf8');
  for (const match of body.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g))
    importClosure(match[1]!, seen);
  return seen;
}

const CHART_CHUNK = /^(charts|chart-helpers)-/;

describe('page chunks', () => {
  let pages: string[];
  beforeAll(() => {
    ensureRendererBuilt();
    pages = readdirSync(assets).filter((file) => /^\w+Page-[\w-]+\.js$/.test(file));
  }, 300_000);

  it('finds the pages and follows their imports', () => {
    expect(pages.length).toBeGreaterThanOrEqual(7);
    const spending = pages.find((file) => file.startsWith('SpendingPage-'));
    expect(spending).toBeDefined();
    // The check below can fail: the Spending page's closure does reach the chart chunks.
    expect([...importClosure(spending!)].filter((file) => CHART_CHUNK.test(file))).toHaveLength(2);
  });

  it('loads chart code with the Spending page only', () => {
    const withCharts = pages.filter(
      (page) =>
        !page.startsWith('SpendingPage-') &&
        [...importClosure(page)].some((file) => CHART_CHUNK.test(file)),
    );
    expect(withCharts).toEqual([]);
  });
});

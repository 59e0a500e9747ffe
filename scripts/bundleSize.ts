/**
 * Sizes of the built renderer (`out/renderer`) and the budget they must stay within
 * (`bundle-budget.json`). Sizes are deterministic, so the budget is checked by a test
 * (scripts/bundleBudget.test.ts); timings (first paint, boot) stay in the bench
 * (`npm run bench -- coldstart`), which prints these same figures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfStale, buildIsStale, projectRoot } from './buildIfStale';

export const rendererDirectory = join(projectRoot, 'out', 'renderer');

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleFigures {
  jsFiles: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssBytes: number;
  cssGzipBytes: number;
  /** What index.html loads before the first paint: its classic and module scripts and modulepreload links. */
  initialJsBytes: number;
  initialJsGzipBytes: number;
  initialFiles: string[];
  /** The stylesheets index.html links: the page is not drawn until they are parsed. */
  initialCssBytes: number;
  initialCssGzipBytes: number;
  largest: ChunkSize;
}

/**
 * Sizes of a built renderer (default `out/renderer`). Gzip at zlib's default level, as an
 * HTTP server would send it; from file:// nothing is compressed, so the raw (minified)
 * bytes are what V8 parses.
 */
export function measureRendererBundle(directory = rendererDirectory): BundleFigures {
  const assets = join(directory, 'assets');
  const sizes = readdirSync(assets).map((file): ChunkSize => {
    const body = readFileSync(join(assets, file));
    return { file, bytes: body.length, gzipBytes: gzipSync(body).length };
  });
  const js = sizes.filter((size) => size.file.endsWith('.js'));
  const css = sizes.filter((size) => size.file.endsWith('.css'));
  const sum = (list: ChunkSize[], key: 'bytes' | 'gzipBytes'): number =>
    list.reduce((total, size) => total + size[key], 0);
  const html = readFileSync(join(directory, 'index.html'), 'utf8');
  const linked = (pattern: RegExp): string[] =>
    [...html.matchAll(pattern)].map((match) => basename(match[1]!));
  const initialFiles = linked(
    /<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
  );
  const initialCssFiles = linked(/<link rel="stylesheet"[^>]*\shref="([^"]+\.css)"/g);
  // A classic script (public/startShell.js) blocks the parser, and so the first paint, itself.
  const classic = linked(/<script src="([^"]+\.js)"/g).map((file): ChunkSize => {
    const body = readFileSync(join(directory, file));
    return { file, bytes: body.length, gzipBytes: gzipSync(body).length };
  });
  initialFiles.unshift(...classic.map((size) => size.file));
  const initial = [...classic, ...js.filter((size) => initialFiles.includes(size.file))];
  const initialCss = css.filter((size) => initialCssFiles.includes(size.file));
  if (initial.length === 0)
    throw new Error(`No module script found in ${join(directory, 'index.html')}`);
  const largest = js.reduce((big, size) => (size.bytes > big.bytes ? size : big));
  return {
    jsFiles: js.length,
    jsBytes: sum(js, 'bytes'),
    jsGzipBytes: sum(js, 'gzipBytes'),
    cssBytes: sum(css, 'bytes'),
    cssGzipBytes: sum(css, 'gzipBytes'),
    initialJsBytes: sum(initial, 'bytes'),
    initialJsGzipBytes: sum(initial, 'gzipBytes'),
    initialFiles,
    initialCssBytes: sum(initialCss, 'bytes'),
    initialCssGzipBytes: sum(initialCss, 'gzipBytes'),
    largest,
  };
}

/** Builds the app first when a bundle is missing or stale, by the preview's own rule; true when it built. */
export function ensureRendererBuilt(): boolean {
  if (!buildIsStale()) return false;
  const status = buildIfStale();
  if (status !== 0) throw new Error(`electron-vite build failed (exit ${status})`);
  return true;
}

/** bundle-budget.json: upper limits in bytes (1 kB = 1,000 bytes, as the bench prints). */
export interface BundleBudget {
  /** Any one JS chunk, minified. */
  largestChunkBytes: number;
  /** The entry and the chunks index.html preloads, gzipped. */
  initialJsGzipBytes: number;
  /** The stylesheets index.html links, minified. */
  initialCssBytes: number;
}

export function readBundleBudget(path = join(projectRoot, 'bundle-budget.json')): BundleBudget {
  return JSON.parse(readFileSync(path, 'utf8')) as BundleBudget;
}

/** Each figure over its budget, in words that name the figure, its file and both numbers. */
export function budgetOverruns(figures: BundleFigures, budget: BundleBudget): string[] {
  const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
  const checks: [string, number, number][] = [
    [
      `largest JS chunk (${figures.largest.file}, minified)`,
      figures.largest.bytes,
      budget.largestChunkBytes,
    ],
    [
      `JS before first paint (${figures.initialFiles.join(', ')}, gzipped)`,
      figures.initialJsGzipBytes,
      budget.initialJsGzipBytes,
    ],
    ['CSS before first paint (minified)', figures.initialCssBytes, budget.initialCssBytes],
  ];
  return checks
    .filter(([, actual, limit]) => actual > limit)
    .map(
      ([name, actual, limit]) =>
        `${name} is ${kB(actual)}, over its budget of ${kB(limit)} (bundle-budget.json)`,
    );
}

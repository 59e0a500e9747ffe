/**
 * The web preview as built files (issue 24): `out/web/web.mjs` (scripts/web.ts and the main
 * services it starts, node_modules left as imports) and `out/web/bridge.js` (the page's bridge,
 * src/preload/web.ts). Started under tsx, a preview spent 3.5 CPU s compiling its TypeScript
 * before it listened, on every start (the suite starts a dozen); from the bundle it loads in a
 * fraction of that. Built once, again only when a source is newer, like buildIfStale.ts.
 */
import { buildSync } from 'esbuild';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, newestMtime, projectRoot } from './buildIfStale';

export const WEB_BUNDLE = 'out/web/web.mjs';
export const BRIDGE_BUNDLE = 'out/web/bridge.js';

/** What the two bundles are made of: the app's sources and the preview's own scripts. */
const SOURCES = [
  'src',
  'scripts/web.ts',
  'scripts/webArguments.ts',
  'scripts/buildIfStale.ts',
  'scripts/webBundle.ts',
];

export function webBundleIsStale(root = projectRoot): boolean {
  const sources = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
  return [WEB_BUNDLE, BRIDGE_BUNDLE].some((bundle) => {
    const path = join(root, bundle);
    return !existsSync(path) || statSync(path).mtimeMs < sources;
  });
}

/**
 * The app's bundles (buildIfStale.ts: the preview serves the built renderer and runs the built
 * render worker), then the preview's own. Returns an exit status (0: all fresh or built).
 */
export function buildWebIfStale(options: { force?: boolean; root?: string } = {}): number {
  const root = options.root ?? projectRoot;
  const app = buildIfStale(options);
  if (app !== 0) return app;
  if (!options.force && !webBundleIsStale(root)) return 0;
  try {
    buildSync({
      entryPoints: [join(root, 'scripts/web.ts')],
      outfile: join(root, WEB_BUNDLE),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Native modules (better-sqlite3, keytar) and the rest load from node_modules as under tsx.
      packages: 'external',
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    buildSync({
      entryPoints: [join(root, 'src/preload/web.ts')],
      outfile: join(root, BRIDGE_BUNDLE),
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'chrome120',
      minify: true,
      logLevel: 'warning',
    });
    return 0;
  } catch (error) {
    // esbuild has printed the errors (file, line) already.
    console.error(`Building the web preview failed: ${String(error)}`);
    return 1;
  }
}

/**
 * The web preview as built files (issue 24): `out/web/web.mjs` (scripts/web.ts and the main
 * services it starts, node_modules left as imports) and `out/web/bridge.js` (the page's bridge,
 * src/preload/web.ts). Started under tsx, a preview spent 3.5 CPU s compiling its TypeScript
 * before it listened, on every start (the suite starts a dozen); from the bundle it loads in a
 * fraction of that. Built once, again only when a source is newer, like buildIfStale.ts.
 */
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
export async function buildWebIfStale(
  options: { force?: boolean; root?: string } = {},
): Promise<number> {
  const root = options.root ?? projectRoot;
  const app = buildIfStale(options);
  if (app !== 0) return app;
  if (!options.force && !webBundleIsStale(root)) return 0;
  // Loaded only to build: the preview runs from this bundle and should not load bundlers.
  const [{ buildSync }, { build: rolldown }] = await Promise.all([
    import('esbuild'),
    import('rolldown'),
  ]);
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
    // Rolldown, as the Electron preload is built (electron-vite): it keeps of zod what the
    // contract uses, 168 kB where esbuild's bundle was 529 kB, which every page load parsed
    // and ran before the app's first line (0.32 s of a 2.6 s load's main thread, CDP profile).
    await rolldown({
      input: join(root, 'src/preload/web.ts'),
      platform: 'browser',
      logLevel: 'warn',
      output: { file: join(root, BRIDGE_BUNDLE), format: 'iife', minify: true },
    });
    return 0;
  } catch (error) {
    // esbuild has printed the errors (file, line) already.
    console.error(`Building the web preview failed: ${String(error)}`);
    return 1;
  }
}

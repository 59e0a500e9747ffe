/**
 * Builds the production bundles (`electron-vite build`) when any is missing or older than
 * the sources. The web preview and the boot test both start from the built files, so a
 * fresh clone or an edit never runs yesterday's bundle.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder holding package.json above this module: scripts/ when run from source, out/web/
 * when bundled into the preview (webBundle.ts).
 */
export function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname);

/** The bundles `npm start` and the installers load. */
export const BUILT_BUNDLES = [
  'out/main/index.js',
  'out/main/renderWorker.js',
  'out/preload/index.cjs',
  'out/renderer/index.html',
];

export function newestMtime(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function buildIsStale(root = projectRoot): boolean {
  const sources = Math.max(
    newestMtime(join(root, 'src')),
    statSync(join(root, 'electron.vite.config.ts')).mtimeMs,
  );
  return BUILT_BUNDLES.some((bundle) => {
    const path = join(root, bundle);
    return !existsSync(path) || statSync(path).mtimeMs < sources;
  });
}

/** Returns the exit status of the build (0 when nothing needed building). */
export function buildIfStale(options: { force?: boolean; root?: string } = {}): number {
  const root = options.root ?? projectRoot;
  if (!options.force && !buildIsStale(root)) return 0;
  console.log('Building the app (electron-vite build)…');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
    { cwd: root, stdio: 'inherit' },
  );
  return result.status ?? 1;
}

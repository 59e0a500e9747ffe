/**
 * Which Vitest files may load a native module (better-sqlite3, keytar), found from their imports.
 *
 * `.ci/run` compiles the native modules from source in the background (better-sqlite3's
 * sqlite3.c alone is about 80 CPU s on one core), and scripts/test.ts runs the test files that
 * cannot load one beside that compile, on the core it leaves idle; the rest wait for it. A file
 * counts as native when it reaches, through its imports (type-only and `import()` included, as
 * the cycle check reads them), `src/main/nativeModules.ts` (the app's one loader) or a native
 * package itself. Reaching is enough: over-counting only makes a file wait. What imports cannot
 * show, a test starting a process that opens the library, is caught as it happens: that phase
 * runs with scripts/nativeGuard.mjs, which refuses the load and fails the phase, and such files
 * are listed in STARTS_NATIVE_CHILDREN.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { resolveImport, sourceFiles } from './importCycles';

/** Test files whose child processes load a native module (nothing in their imports says so). */
export const STARTS_NATIVE_CHILDREN: string[] = [];

/** The packages `.ci/run` compiles (node-gyp builds: .ci/installScripts.mjs lists them). */
export const NATIVE_PACKAGES = ['better-sqlite3', 'keytar'];

const LOADER = join('src', 'main', 'nativeModules.ts');
const TEST_FILE = /\.test\.ts$/;

/** The test files under the folders (project-relative, `/`-separated) that may load a native module. */
export function nativeTestFiles(
  root: string,
  packages = NATIVE_PACKAGES,
  folders = ['src', 'scripts'],
): string[] {
  const loader = resolve(root, LOADER);
  const verdicts = new Map<string, boolean>();
  const importsOf = (file: string) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map((imported) => imported.fileName);
  // Depth first with an explicit stack; a file in a cycle counts as native if any member does.
  const reaches = (start: string): boolean => {
    const seen = new Set<string>([start]);
    const stack = [start];
    while (stack.length > 0) {
      const file = stack.pop()!;
      const known = verdicts.get(file);
      if (known !== undefined) {
        if (known) return true;
        continue;
      }
      if (file === loader) return true;
      for (const specifier of importsOf(file)) {
        if (packages.some((name) => specifier === name || specifier.startsWith(`${name}/`)))
          return true;
        const target = resolveImport(file, specifier);
        if (target && !seen.has(target)) {
          seen.add(target);
          stack.push(target);
        }
      }
    }
    // Everything this file reaches was searched and none is native.
    for (const file of seen) verdicts.set(file, false);
    return false;
  };
  const tests = folders.flatMap((folder) =>
    sourceFiles(resolve(root, folder)).filter((file) => TEST_FILE.test(file)),
  );
  const native = tests.filter((file) => {
    const verdict = reaches(file);
    verdicts.set(file, verdict);
    return verdict;
  });
  const named = (file: string) => relative(root, file).split('\\').join('/');
  return [...new Set([...native.map(named), ...STARTS_NATIVE_CHILDREN])].sort();
}

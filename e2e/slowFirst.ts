/**
 * The spec files dispatched first, longest first. Playwright hands spec files to free workers
 * in name order, so a long file late in the alphabet started last and ran on alone: in the CI
 * run of 2026-11-27 (real CI machine, 3 workers) vocabulary (60 s, one test) and wcag (30 s)
 * were among the last files, and the workers ended at 349, 378 and 405 s with 1,030 s of
 * tests between them (343 s each if even). Dispatching the longest first and the short ones
 * after (longest-processing-time first) leaves short files to fill the end.
 * These go first, in name order among themselves (Playwright orders a project's files by name);
 * the others after, also in name order. Seconds are that run's.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const SLOW_SPECS = [
  'vocabulary', // 59.8 s
  'songPage', // 53.0 s
  'i18nScreens', // 49.3 s
  'songClicks', // 37.7 s
  'dawPack', // 35.8 s
  'libraryDialogsI18n', // 35.0 s
  'music-chain', // 34.4 s
  'generateI18n', // 33.5 s
  'libraryI18n', // 33.3 s
  'smallWindow', // 32.2 s
  'library', // 30.5 s
  'wcag', // 29.7 s
] as const;

/** The slow files' names (`<name>.web.spec.ts`); one that no longer exists stops the run here. */
export function slowSpecFiles(e2eDirectory: string): string[] {
  const files = SLOW_SPECS.map((name) => `${name}.web.spec.ts`);
  const gone = files.filter((file) => !existsSync(join(e2eDirectory, file)));
  if (gone.length > 0)
    throw new Error(`e2e/slowFirst.ts lists spec files that do not exist: ${gone.join(', ')}`);
  return files;
}

/**
 * Where the suite's web previews listen. Each Playwright worker has a preview of its own (its
 * own services, embedded sandbox and data folder), started by playwright.config.ts before
 * any test; the config is evaluated again inside each worker, where TEST_PARALLEL_INDEX
 * (0 … workers-1, kept by a worker that replaces a crashed one) picks that worker's preview.
 * Every port derives from ATELIER_E2E_PORT, the knob that keeps parallel runs apart.
 */
import { availableParallelism } from 'node:os';

export const basePort = (env: NodeJS.ProcessEnv = process.env): number =>
  Number(env['ATELIER_E2E_PORT'] ?? 5181);

/** Worker `index`'s preview; 10 apart (media origins take any free port, so one each is enough). */
export const previewPort = (index: number, env: NodeJS.ProcessEnv = process.env): number =>
  basePort(env) + 10 * index;

/** This process's worker slot (0 outside a worker: the runner itself). */
export const workerIndex = (env: NodeJS.ProcessEnv = process.env): number =>
  Number(env['TEST_PARALLEL_INDEX'] ?? 0);

/**
 * The default: one worker more than the cores, at most 4 (each drives a Chromium and a
 * preview). A spec waits for its pages, previews and timers about a sixth of the time: with one
 * worker per core, a clean-clone run kept the 2 cores 83 % busy; a third worker's tests run in
 * those gaps.
 */
const defaultWorkers = (cores: number): number => Math.min(4, Math.max(1, cores) + 1);

function parseWorkers(value: string, cores: number): number | null {
  const percent = /^(\d+)%$/.exec(value);
  if (percent) return Math.max(1, Math.floor((cores * Number(percent[1])) / 100));
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * How many workers (and so previews) the run uses: `--workers`/`-j` on the command line (as
 * Playwright reads it, so the two agree), else ATELIER_E2E_WORKERS, else one more than the cores (at most 4).
 * A command naming spec files gets at most one per file: Playwright would not use more (files
 * are not split), and another preview would only cost a busy machine.
 */
export function workerCount(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  cores = availableParallelism(),
): number {
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const inline = /^(?:--workers|-j)=(.+)$/.exec(argument);
    const value = inline
      ? inline[1]
      : argument === '--workers' || argument === '-j'
        ? argv[index + 1]
        : undefined;
    const parsed = value === undefined ? null : parseWorkers(value, cores);
    if (parsed !== null) return parsed;
  }
  const fromEnvironment = env['ATELIER_E2E_WORKERS'];
  const configured = fromEnvironment ? parseWorkers(fromEnvironment, cores) : null;
  if (fromEnvironment && configured === null) {
    throw new Error(
      `ATELIER_E2E_WORKERS needs a whole number above 0 or a percentage like 50%, got "${fromEnvironment}"`,
    );
  }
  const specFiles = argv.filter((argument) => /\.spec\.ts(:\d+)*$/.test(argument));
  const workers = configured ?? defaultWorkers(cores);
  return specFiles.length > 0 ? Math.min(workers, specFiles.length) : workers;
}

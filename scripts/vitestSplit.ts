/**
 * Vitest under .ci/run, beside the native compile. On a machine without a compiler cache,
 * better-sqlite3's sqlite3.c takes about 80 CPU s on one core after `npm ci`, and lint, typecheck
 * and build end well before it: the other core would idle while every test waited. So:
 *
 * 1. the files that load no native module (scripts/nativeTests.ts) start at once, with
 *    scripts/nativeGuard.mjs refusing, and failing the run on, any load of a module still
 *    being compiled: no test ever runs against a missing or half-written .node file;
 * 2. the files that may load one start when both the first run has ended and .ci/run has
 *    written the compile's exit status into the ready file (ATELIER_NATIVE_READY), if it is 0.
 *
 * Each run keeps the config's order: its 'timed' files (wall-clock bounds) last, one at a time,
 * with no other test file beside them. In the first run the compile may still be going: one
 * process on one core, like any other program a developer's machine runs during `npm test`.
 *
 * A developer's `npm test` runs the whole config in one `vitest run` instead (scripts/test.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from './buildIfStale';
import { recordPhase } from './ciTimes';
import { NATIVE_PACKAGES, nativeTestFiles } from './nativeTests';
import { waitFor } from './waitFor';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** `vitest run` with the arguments, printing to our output; resolves to its exit status. */
function vitest(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(npx, ['vitest', 'run', ...args], {
    cwd: projectRoot,
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** The exit status .ci/run writes into the ready file when the compile ends (whole, by rename). */
async function compileStatus(readyFile: string): Promise<number> {
  // No deadline: .ci/run always writes it, and its own limit bounds the compile.
  await waitFor('the native compile', () => existsSync(readyFile), Number.POSITIVE_INFINITY, 250);
  const status = Number(readFileSync(readyFile, 'utf8').trim());
  return Number.isInteger(status) ? status : 1;
}

/** The two runs above; resolves to the first failure's exit status, or 0. */
export async function runVitestBesideCompile(readyFile: string): Promise<number> {
  const pending = process.env['ATELIER_NATIVE_PENDING']?.split(/\s+/).filter(Boolean);
  const packages = pending?.length ? pending : NATIVE_PACKAGES;
  const native = nativeTestFiles(projectRoot, packages);
  const nativeFiles = { ATELIER_VITEST_NATIVE_FILES: native.join('\n') };
  const scratch = mkdtempSync(join(tmpdir(), 'atelier-vitest-pure-'));
  const attempts = join(scratch, 'native-loads.log');
  const guard = pathToFileURL(join(import.meta.dirname, 'nativeGuard.mjs')).href;
  console.log(`Vitest: ${native.length} files wait for the native modules; the others start now.`);
  const pureStarted = performance.now();
  const pureExit = await vitest([], {
    ...process.env,
    ...nativeFiles,
    ATELIER_VITEST_NATIVE: 'no',
    ATELIER_NATIVE_PENDING: packages.join(' '),
    ATELIER_NATIVE_ATTEMPTS: attempts,
    NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --import ${guard}`.trim(),
  });
  const refused = existsSync(attempts) ? readFileSync(attempts, 'utf8') : '';
  rmSync(scratch, { recursive: true, force: true });
  if (refused) console.error(`A test loaded a module still being compiled:\n${refused}`);
  const pure = pureExit !== 0 ? pureExit : refused ? 1 : 0;
  recordPhase('vitest-pure', pureStarted, pure);

  // Not before the first run ends either: it uses both cores once the compile is done, and the
  // files of the second run expect the two workers of an ordinary run, not four.
  const compiled = await compileStatus(readyFile);
  const started = performance.now();
  let status = compiled;
  if (compiled !== 0) {
    console.error(`The native modules did not build (exit ${compiled}): their tests cannot run.`);
  } else {
    status = await vitest([], { ...process.env, ...nativeFiles, ATELIER_VITEST_NATIVE: 'yes' });
  }
  recordPhase('vitest', started, status);
  return pure !== 0 ? pure : status;
}

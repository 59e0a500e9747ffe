/**
 * `npm test`: unit + integration tests (Vitest, plain Node), then browser end-to-end tests
 * (Playwright, system Chromium). On Linux without a session bus (CI, containers), it first
 * re-runs itself inside `dbus-run-session` with a fresh, unlocked gnome-keyring, so the
 * keychain tests talk to a real Secret Service instead of being skipped.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordPhase } from './ciTimes';

const root = join(import.meta.dirname, '..');
const extraArgs = process.argv.slice(2);

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env,
    shell: process.platform === 'win32',
  });
  return result.status ?? 1;
}

const needsKeyringSession =
  process.platform === 'linux' &&
  !process.env['ATELIER_KEYRING_SESSION'] &&
  !process.env['DBUS_SESSION_BUS_ADDRESS'] &&
  has('dbus-run-session') &&
  has('gnome-keyring-daemon');

if (needsKeyringSession) {
  const keyringHome = mkdtempSync(join(tmpdir(), 'atelier-keyring-'));
  const inner = [
    `printf 'atelier-test-keyring' | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1`,
    `exec "${process.execPath}" --import tsx scripts/test.ts "$@"`,
  ].join(' && ');
  const env = { ...process.env, ATELIER_KEYRING_SESSION: '1', XDG_DATA_HOME: keyringHome };
  process.exit(run('dbus-run-session', ['--', 'sh', '-c', inner, 'test', ...extraArgs], env));
}

/** Runs one phase and prints its wall time. */
function timed(name: string, command: string, args: string[]): number {
  const started = performance.now();
  const status = run(command, args);
  recordPhase(name, started, status);
  return status;
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
// .ci/run sets ATELIER_NATIVE_READY while it still compiles the native modules: the Vitest files
// that load none start at once beside the compile (scripts/vitestSplit.ts).
const nativeReady = process.env['ATELIER_NATIVE_READY'];
if (nativeReady && extraArgs.length > 0) {
  console.error('ATELIER_NATIVE_READY runs the whole suite: it takes no Vitest arguments.');
  process.exit(2);
}
const unit = nativeReady
  ? await (await import('./vitestSplit')).runVitestBesideCompile(nativeReady)
  : timed('vitest', npx, ['vitest', 'run', ...extraArgs]);
if (unit !== 0) process.exit(unit);
process.exit(timed('playwright', npx, ['playwright', 'test']));

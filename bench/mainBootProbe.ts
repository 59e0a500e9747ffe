/**
 * One boot of the built main process for `npm run bench -- coldstart`, run as plain JavaScript
 * (bench/mainBoot.ts bundles this file with esbuild and starts it with bare `node`).
 *
 * In Electron `electron` is a built-in module: resolving it costs nothing. The boot test
 * (scripts/boot/bootChild.ts) points `electron` at the stand-in through a module resolution hook
 * (`module.register`) and runs under tsx, whose hooks intercept every module too. In Node 20 such
 * hooks run on a thread of their own, and every `import` of the entry waits on a round trip to it:
 * about 60 ms of the boot it measured, that no user's start pays. So the bench imports a copy of
 * the built entry whose one `from "electron"` names the stand-in's file instead
 * (ATELIER_BENCH_BOOT_ENTRY): the same bytes otherwise, and no hook in the process.
 *
 * ATELIER_BENCH_STAND_IN is the stand-in, bundled by esbuild. Prints one line:
 * `BOOT_REPORT {"bootMs","evaluatedMs","cpuMs"}`.
 */
import { routeRequireToStandIn } from '../scripts/boot/electronRequire';
import { waitFor } from '../scripts/waitFor';

const entry = process.env['ATELIER_BENCH_BOOT_ENTRY'];
const standInUrl = process.env['ATELIER_BENCH_STAND_IN'];
if (!entry || !standInUrl)
  throw new Error('ATELIER_BENCH_BOOT_ENTRY and ATELIER_BENCH_STAND_IN must be file URLs');
// The module the rewritten entry imports as `electron`: the same instance, so the same windows.
const electron = (await import(standInUrl)) as typeof import('../scripts/boot/electronStandIn');
const { standIn } = electron;
// CommonJS dependencies that `require('electron')` get it too (electronRequire.ts).
routeRequireToStandIn(electron);

const started = performance.now();
await import(entry);
const evaluatedMs = performance.now() - started;
// Electron emits `ready` from its message loop, after the entry module has evaluated.
standIn.app.emitReady();
const window = await waitFor(
  'the window to load',
  () =>
    standIn.windows.find(
      (each) => each.loaded && !each.webContents.mainFrame.url.endsWith('/upgrading.html'),
    ),
  30_000,
  5,
);
const cpu = process.cpuUsage();
console.log(
  `BOOT_REPORT ${JSON.stringify({
    bootMs: window.loadedAt - started,
    evaluatedMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
  })}`,
);
// A clean quit, as a user's: the next start must not see an unclean shutdown (which checks the
// library's integrity first, by design: src/main/store).
standIn.app.quit();
await waitFor('the app to quit', () => standIn.quitCompleted, 30_000, 5);
process.exit(0);

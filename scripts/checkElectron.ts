/**
 * Run first by `npm start`: without Electron's binary (installed with
 * ELECTRON_SKIP_BINARY_DOWNLOAD=1) electron-vite would end in "Error: Electron uninstall" and a
 * stack trace. Instead this says in one line what is missing and the two ways forward, and
 * exits non-zero. ATELIER_ELECTRON_PACKAGE points it at another `electron` package folder (tests).
 */
import { electronBinary } from '../e2e/electronBinary';

export const MISSING_ELECTRON_MESSAGE =
  "Atelier can't open its desktop window: Electron's binary is not installed (as after an install with ELECTRON_SKIP_BINARY_DOWNLOAD=1). " +
  'Install it with `node node_modules/electron/install.js` (or reinstall without ELECTRON_SKIP_BINARY_DOWNLOAD), or run `npm run web` to open Atelier in your browser.';

const packageDirectory = process.env['ATELIER_ELECTRON_PACKAGE'];
// Electron itself runs a binary from ELECTRON_OVERRIDE_DIST_PATH when it is set: trust it.
const installed =
  !!process.env['ELECTRON_OVERRIDE_DIST_PATH'] ||
  electronBinary(...(packageDirectory ? [packageDirectory] : [])) !== null;
if (!installed) {
  console.error(MISSING_ELECTRON_MESSAGE);
  process.exitCode = 1;
}

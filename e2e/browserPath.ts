/**
 * The Chromium that end-to-end tests and benches drive. Playwright's own browser download is
 * never used (it fails offline): ATELIER_CHROMIUM, else a system Chromium or Chrome.
 */
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
];

/**
 * Chromium's headless shell (Debian: chromium-headless-shell): the same Blink and V8 without the
 * full browser's UI layers. The suite's CPU is its wall time (issue 24), and over the tasks and
 * titles specs the shell cost 82 CPU s where the full browser cost 113.
 */
const HEADLESS_SHELL = ['/usr/bin/chromium-headless-shell'];

/**
 * The browser for benches and tools that measure what a user's browser does (first paint):
 * the full Chromium or Chrome.
 */
export function chromiumPath(): string {
  return findChromium(CANDIDATES);
}

/**
 * The browser the Playwright suite drives: the headless shell where installed, else the full
 * browser (macOS and Windows developers have only that).
 */
export function testChromiumPath(): string {
  return findChromium([...HEADLESS_SHELL, ...CANDIDATES]);
}

function findChromium(candidates: readonly string[]): string {
  const fromEnvironment = process.env['ATELIER_CHROMIUM'];
  if (fromEnvironment) return fromEnvironment;
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium or Chrome found for the end-to-end tests. Install one (Debian: apt-get install chromium) or set ATELIER_CHROMIUM to its executable.',
    );
  }
  return found;
}

/** Flags for a quiet, offline headless Chromium (no background network, no first-run UI). */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

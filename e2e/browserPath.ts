/**
 * The Chromium that end-to-end tests drive. Playwright's own browser download is never
 * used (it fails offline): ATELIER_CHROMIUM, else a system Chromium or Chrome.
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

export function chromiumPath(): string {
  const fromEnvironment = process.env['ATELIER_CHROMIUM'];
  if (fromEnvironment) return fromEnvironment;
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
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

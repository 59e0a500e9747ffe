import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, testChromiumPath } from './e2e/browserPath';
import type { PreviewPlan } from './e2e/globalSetup';
import { previewPort, workerCount, workerIndex } from './e2e/previews';
import { slowSpecFiles } from './e2e/slowFirst';
import { previewStorageState } from './src/shared/ipc/previewSession';

// This file is evaluated by the runner, then again inside each worker (e2e/previews.ts): what
// must be the same everywhere is made once and passed down the environment.
const workers = workerCount(process.argv);
// Worker processes evaluate this file without the runner's command line: they read the count
// the runner chose from here, or `--workers 3` would give them previews and tokens for 2.
process.env['ATELIER_E2E_WORKERS'] = String(workers);
// The preview's session token (src/main/web/previewToken.ts): the suite's browsers hold it in
// each preview origin's localStorage, where a user's page puts it from the printed address.
const previewToken = (process.env['ATELIER_PREVIEW_TOKEN'] ??=
  randomBytes(24).toString('base64url'));
// One data folder per worker's preview under this run's folder: no spec sees another
// worker's library, settings or jobs.
const runDirectory = (process.env['ATELIER_E2E_DATA'] ??= mkdtempSync(
  join(tmpdir(), 'atelier-e2e-'),
));
const origin = (port: number) => `http://127.0.0.1:${port}`;
// Specs that are not about timing should not wait on realistic 2–30 s jobs: the previews'
// embedded sandbox finishes a task within 400 ms, and the app polls at a tenth of its delays
// (its cadence to those task times as the shipped delays are to real ones). Specs' own
// sandboxes set their own times (e2e/specService.ts); a spec about timing starts a preview of
// its own without these (e2e/ownPreview.ts).
// --max-seeded-s: songs the sandbox picks a length for last at most 30 s (a spec about length
// asks for its own `duration`), so previews do not render and decode 1–3 min songs.
const TEST_TUNING = ['--task-ms', '400', '--poll-scale', '0.1', '--max-seeded-s', '30'];
// Started all at once by the global setup (Playwright's webServer list starts one after the
// other), which also stops them at the end.
const previews: PreviewPlan[] = Array.from({ length: workers }, (_, index) => ({
  port: previewPort(index),
  url: `${origin(previewPort(index))}/`,
  dataDirectory: join(runDirectory, `worker-${index}`),
  args: TEST_TUNING,
}));

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry', 'on-all-retries'] as const;
type TraceMode = (typeof TRACE_MODES)[number];
function traceMode(value: string | undefined): TraceMode {
  if (value === undefined || value === '') return 'off';
  const mode = TRACE_MODES.find((known) => known === value);
  if (!mode) {
    throw new Error(`ATELIER_E2E_TRACE must be one of ${TRACE_MODES.join(', ')}, got "${value}"`);
  }
  return mode;
}

const slowFiles = slowSpecFiles(join(import.meta.dirname, 'e2e'));
const webUse: PlaywrightTestConfig['use'] = {
  baseURL: origin(previewPort(workerIndex())),
  storageState: previewStorageState(
    previewToken,
    previews.map(({ port }) => origin(port)),
  ),
  browserName: 'chromium',
  launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
  screenshot: 'only-on-failure',
  // No trace by default: recording one (its screencast above all) cost more than the test.
  // e2e/browserCpu.ts walk: 10.7 CPU s without, 25.4 with trace as 'retain-on-failure'
  // records it, 14.3 with DOM snapshots only; e2e/titles.web.spec.ts: 35.8 without, 54.0
  // with. A failure still leaves its screenshot and error-context.md (the page's ARIA
  // snapshot); ATELIER_E2E_TRACE=retain-on-failure (or any trace mode) records traces.
  trace: traceMode(process.env['ATELIER_E2E_TRACE']),
};

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // A file runs in one worker, its tests in order (tests of a file share what beforeAll set up).
  fullyParallel: false,
  workers,
  // No retries: a test that fails once fails the run, and flakiness is fixed at its cause.
  retries: 0,
  // Each test as it ends, then where the time went: slowest spec files, each worker's finish.
  reporter: [['list'], ['./e2e/timesReporter.ts']],
  // Starts the previews, then on each chooses the Sandbox, so no spec depends on which ran first.
  globalSetup: './e2e/globalSetup.ts',
  metadata: { previews },
  outputDir: 'test-results',
  // Two projects named web (`--project web` runs both): the slow files first, then the rest, so
  // no long file starts last (e2e/slowFirst.ts). A worker moving to the second starts afresh.
  projects: [
    { name: 'web', testMatch: slowFiles.map((file) => `**/${file}`), use: webUse },
    {
      name: 'web',
      testMatch: /.*\.web\.spec\.ts/,
      testIgnore: slowFiles.map((file) => `**/${file}`),
      use: webUse,
    },
    { name: 'electron', testMatch: /.*\.electron\.spec\.ts/ },
  ],
});

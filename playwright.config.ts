import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/browserPath';

const port = Number(process.env['ATELIER_E2E_PORT'] ?? 5181);
const dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-e2e-'));

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI, as Playwright's own template does: a real browser against a real server
  // can lose a race on a loaded machine; a test that fails twice still fails the run, and a
  // retried pass is listed as "flaky" in the report.
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  projects: [
    {
      name: 'web',
      testMatch: /.*\.web\.spec\.ts/,
      use: {
        baseURL: `http://127.0.0.1:${port}`,
        browserName: 'chromium',
        launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
        screenshot: 'only-on-failure',
        trace: 'retain-on-failure',
      },
    },
    { name: 'electron', testMatch: /.*\.electron\.spec\.ts/ },
  ],
  webServer: {
    command: `npx tsx scripts/web.ts --port ${port} --data ${dataDirectory}`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});

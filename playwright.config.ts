import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/browserPath';
import { PREVIEW_TOKEN_COOKIE } from './src/shared/ipc/previewSession';

const port = Number(process.env['ATELIER_E2E_PORT'] ?? 5181);
const dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
// The preview's session token (src/main/web/previewToken.ts): the suite's browsers carry it
// as the cookie a user's browser gets from the address the preview prints. This file is
// evaluated again in each worker, so the token is minted once and passed down the environment.
const previewToken = (process.env['ATELIER_PREVIEW_TOKEN'] ??= randomBytes(24).toString('base64url'));
const baseURL = `http://127.0.0.1:${port}`;

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
        baseURL,
        storageState: {
          cookies: [{ name: PREVIEW_TOKEN_COOKIE, value: previewToken, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Strict' }],
          origins: [],
        },
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
    url: `${baseURL}/`,
    env: { ATELIER_PREVIEW_TOKEN: previewToken },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});

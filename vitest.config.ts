import { defineConfig } from 'vitest/config';

// Unit tests (`*.test.ts`) and sandbox-backed integration tests (`*.int.test.ts`) run in
// plain Node. The renderer is tested in real Chromium by Playwright (e2e/), not here.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['scripts/vitestSetup.ts'],
  },
});

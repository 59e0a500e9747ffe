import { defineConfig } from 'vitest/config';

// Unit tests (`*.test.ts`) and sandbox-backed integration tests (`*.int.test.ts`) run in
// plain Node. The renderer is tested in real Chromium by Playwright (e2e/), not here.
const include = ['src/**/*.test.ts', 'scripts/**/*.test.ts'];

// Files that assert wall-clock bounds (an event loop answering within 200 ms, a search within
// 500 ms, a process killed 20 times mid-write): they run after the rest, one file at a time,
// so the suite's own parallel files never take the CPU their bounds assume.
const TIMED = [
  'src/main/tasks/statusStorm.test.ts',
  'src/main/tasks/crashSafety.int.test.ts',
  'src/main/api/responseCap.test.ts',
  'src/main/api/ApiClient.int.test.ts',
  'src/main/logging/redactor.test.ts',
  'src/main/store/searchFunctions.test.ts',
  'src/main/tasks/inputUrlCheck.test.ts',
  'src/shared/service/validate.test.ts',
  'src/main/exports/archiveMissing.test.ts',
];

// Vitest's default is one worker less than the cores: one on a 2-core machine. Most files
// wait on loopback HTTP, SQLite files and child processes, so more files than cores in
// flight keep both cores busy (ATELIER_VITEST_WORKERS overrides, e.g. to measure).
const workers = Number(process.env['ATELIER_VITEST_WORKERS'] ?? 2);

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['scripts/vitestSetup.ts'],
    // Each project below extends these settings.
    projects: [
      {
        extends: true,
        test: {
          name: 'parallel',
          include,
          exclude: TIMED,
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'timed',
          include: TIMED,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

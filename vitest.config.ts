import { defineConfig } from 'vitest/config';

// Unit tests (`*.test.ts`) and sandbox-backed integration tests (`*.int.test.ts`) run in
// plain Node. The renderer is tested in real Chromium by Playwright (e2e/), not here.
const include = ['src/**/*.test.ts', 'scripts/**/*.test.ts'];

// Files that assert wall-clock bounds (an event loop answering within 200 ms, a search within
// 500 ms): they run after the rest, one file at a time, so the suite's own parallel files never
// take the CPU their bounds assume. crashSafety.int.test.ts (16.5 s alone) stays here although
// its one bound on time (10 of 20 kills before the child settles) gets easier on a busy
// machine: beside the other native files in a clean-clone CI run, its last clean run once
// ended with a SUCCEEDED batch missing its 'result' output, a failure to look into first.
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

// Files that change what the whole process shares: they set the time zone at import (Intl
// formatters other modules made earlier would keep the old zone), or stub a global or the
// environment. They run in a fresh module graph of their own; every other file shares its
// worker's modules with the files before it (isolate: false), which cut the shared and
// renderer tests from 40.5 to 13.9 CPU s (each isolated file re-imported fast-check, the
// catalogs and the code under test). scripts/vitestSetup.ts fails a file that changes the
// time zone without being listed here.
const ISOLATED = [
  'src/main/spending/budget.test.ts',
  'src/main/spending/ledger.test.ts',
  'src/main/exports/archiveImportMoney.test.ts',
  'src/main/desktop/electronUpdater.int.test.ts',
  'src/renderer/library/waveformOverview.test.ts',
  // Counts the process's open descriptors (/proc/self/fd) while it zips: in a shared worker an
  // earlier file's sockets or files closing late were counted too (4 where 3 is the bound).
  'src/main/exports/zipFiles.test.ts',
];

// Vitest's default is one worker less than the cores: one on a 2-core machine. Most files
// wait on loopback HTTP, SQLite files and child processes, so more files than cores in
// flight keep both cores busy (ATELIER_VITEST_WORKERS overrides, e.g. to measure).
const workers = Number(process.env['ATELIER_VITEST_WORKERS'] ?? 2);

// ATELIER_VITEST_NATIVE=no: only the files that load no native module (better-sqlite3, keytar),
// which .ci/run runs while those compile; =yes: only the files that may. Each project keeps its
// rules on either side: the 'timed' files still run after the others of their run, one at a
// time. scripts/vitestSplit.ts sets it, with the second list in ATELIER_VITEST_NATIVE_FILES (one
// path a line, from scripts/nativeTests.ts; passed in rather than imported here, which would
// bundle the import graph code into the config).
const nativeOnly = process.env['ATELIER_VITEST_NATIVE'];
if (nativeOnly !== undefined && nativeOnly !== 'yes' && nativeOnly !== 'no')
  throw new Error(`ATELIER_VITEST_NATIVE must be "yes" or "no", not "${nativeOnly}"`);
const native = (process.env['ATELIER_VITEST_NATIVE_FILES'] ?? '').split('\n').filter(Boolean);
if (nativeOnly && native.length === 0)
  throw new Error(
    'ATELIER_VITEST_NATIVE needs ATELIER_VITEST_NATIVE_FILES (scripts/vitestSplit.ts)',
  );
/** A list of files cut to this run's side of the split. */
const onSide = (files: string[]) =>
  nativeOnly ? files.filter((file) => native.includes(file) === (nativeOnly === 'yes')) : files;
const nativeExcluded = nativeOnly === 'no' ? native : [];

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
          include: nativeOnly === 'yes' ? native : include,
          exclude: [...TIMED, ...ISOLATED, ...nativeExcluded],
          isolate: false,
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: onSide(ISOLATED),
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'timed',
          include: onSide(TIMED),
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

/**
 * Vitest setup. Under CI, fast-check explores the same cases on every run (a fixed seed), so
 * a red build is reproducible and never depends on luck; elsewhere each run draws new cases,
 * which is how such tests keep finding bugs (one found this way is pinned in exportNames.test.ts).
 */
import fc from 'fast-check';
import { afterAll } from 'vitest';
import { setActiveTranslator } from '../src/shared/i18n/activeLanguage';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { createTranslator } from '../src/shared/i18n/translator';
import { appendFileCpu } from './vitestCpu';

if (process.env['CI']) fc.configureGlobal({ seed: 20_261_122 });

// Code under test speaks English with both parts of the catalog, as main does; a test that
// needs another language switches for itself (setActiveTranslator).
setActiveTranslator(createTranslator('en', CATALOGS.en, { fallback: CATALOGS.en }));

// The 'parallel' project shares a worker's modules between its files (vitest.config.ts): a file
// that set the time zone would leave every formatter made before it in the old zone, and the
// files after it would pass or fail by the order they ran in. This setup runs before each file.
const shared = globalThis as { atelierStartZone?: string };
const zone = process.env['TZ'] ?? '';
shared.atelierStartZone ??= zone;
if (zone !== shared.atelierStartZone) {
  throw new Error(
    `A test file before this one in the worker set TZ to "${zone}": list it in ISOLATED in vitest.config.ts`,
  );
}

// ATELIER_VITEST_CPU=<file>: each test file appends the CPU its worker used (see vitestCpu.ts).
const cpuLog = process.env['ATELIER_VITEST_CPU'];
// Vitest passes the suite second and requires the first parameter to be a destructuring pattern.
// eslint-disable-next-line no-empty-pattern
if (cpuLog) afterAll(({}, suite) => appendFileCpu(cpuLog, suite));

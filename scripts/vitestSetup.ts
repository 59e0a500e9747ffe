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

// ATELIER_VITEST_CPU=<file>: each test file appends the CPU its worker used (see vitestCpu.ts).
const cpuLog = process.env['ATELIER_VITEST_CPU'];
// Vitest passes the suite second and requires the first parameter to be a destructuring pattern.
// eslint-disable-next-line no-empty-pattern
if (cpuLog) afterAll(({}, suite) => appendFileCpu(cpuLog, suite));

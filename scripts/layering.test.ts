/**
 * Proves the layering rules bite: each case is a line of code placed in a file of a given
 * layer, linted with the project's real ESLint config.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('layering rules', () => {
  it.each([
    ['src/shared/service/x.ts', "import { readFileSync } from 'node:fs';\nreadFileSync('x');"],
    ['src/shared/ipc/x.ts', "import { app } from 'electron';\napp.quit();"],
    ['src/shared/x.ts', "import { createSandbox } from '../sandbox/server';\ncreateSandbox();"],
    ['src/renderer/pages/x.tsx', "import { join } from 'path';\njoin('a');"],
    ['src/renderer/x.tsx', "import { createServices } from '../main/services';\ncreateServices();"],
    ['src/renderer/x.tsx', "import { createSandbox } from '../sandbox/server';\ncreateSandbox();"],
    ['src/main/library/x.ts', "import { app } from 'electron';\napp.quit();"],
    ['src/sandbox/x.ts', "import { createServices } from '../main/services';\ncreateServices();"],
    ['src/preload/x.ts', "import { readFileSync } from 'fs';\nreadFileSync('x');"],
    // The bottom of main reads one way: outputs/ <- store/ <- library/ <- the rest.
    [
      'src/main/store/x.ts',
      "import { createLibraryStore } from '../library/libraryStore';\ncreateLibraryStore;",
    ],
    [
      'src/main/store/x.ts',
      "import type { StatusData } from '../tasks/ports';\nexport type S = StatusData;",
    ],
    [
      'src/main/library/x.ts',
      "import { createDownloader } from '../tasks/downloader';\ncreateDownloader;",
    ],
    [
      'src/main/outputs/x.ts',
      "import type { SqliteDatabase } from '../store/sqliteDatabase';\nexport type D = SqliteDatabase;",
    ],
  ])('%s: %s is refused', async (file, code) => {
    expect(await layeringErrors(file, code)).not.toEqual([]);
  });

  it.each([
    ['src/main/index.ts', "import { app } from 'electron';\napp.quit();"],
    ['src/main/desktop/electronDesktop.ts', "import { app } from 'electron';\napp.quit();"],
    [
      'src/main/security/windowOptions.ts',
      "import type { App } from 'electron';\nexport type A = App;",
    ],
    ['src/main/library/x.ts', "import { join } from 'node:path';\njoin('a');"],
    ['src/renderer/x.tsx', "import { z } from 'zod';\nz.string();"],
    ['src/sandbox/x.ts', "import { join } from 'node:path';\njoin('a');"],
    ['src/main/store/x.ts', "import { planOutputs } from '../outputs/outputPlan';\nplanOutputs;"],
    ['src/main/library/x.ts', "import { openDatabase } from '../store/database';\nopenDatabase;"],
    [
      'src/main/tasks/x.ts',
      "import { createLibraryStore } from '../library/libraryStore';\ncreateLibraryStore;",
    ],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await layeringErrors(file, code)).toEqual([]);
  });
});

/**
 * A spec's own web preview, for a spec that needs what the worker's shared preview cannot
 * give: a fresh first run (account), a library seeded before start (libraryTimeline), or the
 * app's real task times and polling (a spec about timing). It listens on a free port, so
 * previews of parallel workers and runs never collide, and carries the suite's session token
 * (ATELIER_PREVIEW_TOKEN, set by playwright.config.ts), held in its origin's localStorage.
 */
import { test } from '@playwright/test';
import { previewStorageState } from '../src/shared/ipc/previewSession';
import { startPreview, stopPreview } from './previewProcess';
import { chooseSandboxInWelcome } from './welcome';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface OwnPreview {
  /** `http://127.0.0.1:<port>`, known once beforeAll has run. */
  readonly origin: string;
  /** Its data folder (seed it in `beforeStart`). */
  readonly dataDirectory: string;
}

export interface OwnPreviewOptions {
  /** Extra `scripts/web.ts` options, e.g. ['--task-ms', '400']. None: the app as shipped. */
  args?: string[];
  /** Runs on the empty data folder before the preview starts. */
  beforeStart?: (dataDirectory: string) => void;
  /** Choose the Sandbox in the welcome before the spec's tests (as the workers' previews are). */
  pastWelcome?: boolean;
}

/** The suite's token in this preview's origin (its port is known only once it listens). */
const storageStateOf = (origin: string) =>
  previewStorageState(process.env['ATELIER_PREVIEW_TOKEN'] ?? '', [origin]);

/** Starts the preview in beforeAll, points the spec's `baseURL` at it, stops it in afterAll. */
export function useOwnPreview(options: OwnPreviewOptions = {}): OwnPreview {
  let origin = '';
  let dataDirectory = '';
  let server: ChildProcess | undefined;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-own-preview-'));
    options.beforeStart?.(dataDirectory);
    ({ origin, server } = await startPreview(0, dataDirectory, options.args ?? []));
    if (options.pastWelcome) {
      const context = await browser.newContext({ storageState: storageStateOf(origin) });
      await chooseSandboxInWelcome(await context.newPage(), `${origin}/`);
      await context.close();
    }
  });
  test.afterAll(async () => {
    await stopPreview(server);
    rmSync(dataDirectory, { recursive: true, force: true, maxRetries: 5 });
  });
  // A fixture function, not a value: the origin is known only once beforeAll has run.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  test.use({ baseURL: async ({}, use) => use(origin) });
  // eslint-disable-next-line no-empty-pattern -- as above
  test.use({ storageState: async ({}, use) => use(storageStateOf(origin)) });
  return {
    get origin() {
      return origin;
    },
    get dataDirectory() {
      return dataDirectory;
    },
  };
}

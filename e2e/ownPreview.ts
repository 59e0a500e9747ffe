/**
 * A spec's own web preview, for a spec that needs what the worker's shared preview cannot
 * give: a fresh first run (account), a library seeded before start (libraryTimeline), or the
 * app's real task times and polling (a spec about timing). It listens on a free port, so
 * previews of parallel workers and runs never collide, and carries the suite's session token
 * (ATELIER_PREVIEW_TOKEN, set by playwright.config.ts), held in its origin's localStorage.
 */
import { test } from '@playwright/test';
import { previewStorageState } from '../src/shared/ipc/previewSession';
import { chooseSandboxInWelcome } from './welcome';
import { spawn, type ChildProcess } from 'node:child_process';
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

const READY = /Atelier web preview on (http:\/\/127\.0\.0\.1:\d+)\//;

function start(
  dataDirectory: string,
  args: string[],
): Promise<{ origin: string; server: ChildProcess }> {
  // Its own process group: npx and tsx run the host in children, and all must stop at the end.
  const server = spawn(
    'npx',
    ['tsx', 'scripts/web.ts', '--port', '0', '--data', dataDirectory, ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
      detached: true,
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (ready?.[1]) resolve({ origin: ready[1], server });
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.on('exit', (code) =>
      reject(
        new Error(
          `the spec's web preview exited (${code}) before it listened:\n${output.slice(-2000)}`,
        ),
      ),
    );
  });
}

/** Starts the preview in beforeAll, points the spec's `baseURL` at it, stops it in afterAll. */
export function useOwnPreview(options: OwnPreviewOptions = {}): OwnPreview {
  let origin = '';
  let dataDirectory = '';
  let server: ChildProcess | undefined;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-own-preview-'));
    options.beforeStart?.(dataDirectory);
    ({ origin, server } = await start(dataDirectory, options.args ?? []));
    if (options.pastWelcome) {
      const context = await browser.newContext({ storageState: storageStateOf(origin) });
      await chooseSandboxInWelcome(await context.newPage(), `${origin}/`);
      await context.close();
    }
  });
  test.afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
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

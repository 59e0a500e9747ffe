/**
 * The web preview as the benches run it: `scripts/web.ts` in its own Node process (as the
 * main process is its own process in the app), with a session token the bench's browser
 * contexts keep in the preview origin's localStorage, as a page opened from the printed address does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { PREVIEW_TOKEN_STORAGE_KEY } from '../src/shared/ipc/previewSession';

const root = join(import.meta.dirname, '..');

export interface WebPreview {
  /** The page's origin. */
  url: string;
  child: ChildProcess;
  /** Lets a fresh browser context use the preview: its pages on the preview's origin hold the token. */
  authorize(context: BrowserContext): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export async function startWebPreview(
  dataDirectory: string,
  timeoutMs = 120_000,
): Promise<WebPreview> {
  const port = await freePort();
  const token = randomBytes(24).toString('base64url');
  const child = spawn(
    process.execPath,
    [
      // e.g. `--cpu-prof --cpu-prof-dir=/tmp/x`, to profile the host (bench/firstPaintProfile.ts).
      ...(process.env['ATELIER_BENCH_HOST_NODE_ARGS']?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'scripts/web.ts',
      '--port',
      String(port),
      '--data',
      dataDirectory,
    ],
    {
      cwd: root,
      env: { ...process.env, ATELIER_PREVIEW_TOKEN: token },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`The web preview did not start in ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Atelier web preview on (http:\/\/[^/\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        ready(match[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The web preview exited (${code}):\n${output}`));
    });
  });
  const authorize = async (context: BrowserContext): Promise<void> => {
    await context.addInitScript(
      ({ origin, key, value }) => {
        // Runs in the page (this project's Node tsconfig has no DOM lib).
        const page = globalThis as unknown as {
          location: { origin: string };
          localStorage: { setItem(key: string, value: string): void };
        };
        if (page.location.origin === origin) page.localStorage.setItem(key, value);
      },
      { origin: url, key: PREVIEW_TOKEN_STORAGE_KEY, value: token },
    );
  };
  return { url, child, authorize };
}

export async function stopWebPreview(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starting and stopping a web preview (`scripts/web.ts`) as a child process: used for the
 * workers' previews (globalSetup.ts, all started at once) and a spec's own (ownPreview.ts).
 * Each runs in its own process group, so that it and anything it starts (ffmpeg, workers) stop
 * at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../scripts/buildIfStale';
import { buildWebIfStale, WEB_BUNDLE } from '../scripts/webBundle';

export interface PreviewProcess {
  /** `http://127.0.0.1:<port>`, as the preview printed it. */
  origin: string;
  server: ChildProcess;
}

const READY = /Atelier web preview on (http:\/\/127\.0\.0\.1:\d+)\//;

/**
 * Starts `scripts/web.ts --port <port> --data <dataDirectory> …args`; resolves once it listens
 * (port 0: a free one, read from what it prints).
 */
export async function startPreview(
  port: number,
  dataDirectory: string,
  args: readonly string[],
  timeoutMs = 180_000,
): Promise<PreviewProcess> {
  // From its bundle (scripts/webBundle.ts; the global setup built it, so this only compares
  // dates): under tsx's loader a start cost 2.4–2.5 CPU s, from the bundle 1.0–1.6 (cpurun,
  // start to listening), on a suite that starts a dozen.
  const built = await buildWebIfStale();
  if (built !== 0) throw new Error(`building the web preview failed (exit ${built})`);
  const server = spawn(
    process.execPath,
    [join(projectRoot, WEB_BUNDLE), '--port', String(port), '--data', dataDirectory, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'], env: process.env, detached: true },
  );
  // The tail of its output, for the error if it exits before it listens.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  return new Promise((resolve, reject) => {
    // A preview that neither listens nor exits (a hung build, a locked file) fails the start.
    const timer = setTimeout(() => {
      void stopPreview(server);
      reject(
        new Error(
          `the web preview on port ${port} did not listen within ${timeoutMs} ms:\n${output}`,
        ),
      );
    }, timeoutMs);
    server.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      const ready = READY.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve({ origin: ready[1], server });
      }
    });
    server.stderr?.on('data', keep);
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `the web preview on port ${port} exited (${code}) before it listened:\n${output.slice(-2000)}`,
        ),
      );
    });
  });
}

/** SIGTERM to the preview's process group; waits up to 10 s for it to exit. */
export async function stopPreview(server: ChildProcess | undefined): Promise<void> {
  if (!server?.pid || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

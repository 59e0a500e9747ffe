/**
 * Real proxies for the tests: tinyproxy (HTTP CONNECT, optional Basic auth) and microsocks
 * (SOCKS5, optional user/password), both Debian packages, each started on a free loopback
 * port with its own config and log file, so a test can read in the proxy's own log that a
 * request really went through it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningProxy {
  port: number;
  /** `host:port`, as error messages name it. */
  label: string;
  /** What the proxy has logged so far. */
  log(): string;
  stop(): Promise<void>;
}

/** A loopback port nothing listens on at this moment. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the proxy exited (${child.exitCode}): ${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the proxy did not listen on ${port}: ${output()}`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

export async function startTinyproxy(auth?: {
  user: string;
  password: string;
}): Promise<RunningProxy> {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-tinyproxy-'));
  const port = await freePort();
  const logFile = join(folder, 'tinyproxy.log');
  const config = [
    `Port ${port}`,
    'Listen 127.0.0.1',
    'Timeout 30',
    `LogFile "${logFile}"`,
    'LogLevel Connect',
    'MaxClients 50',
    'Allow 127.0.0.1',
    ...(auth ? [`BasicAuth ${auth.user} ${auth.password}`] : []),
  ];
  writeFileSync(join(folder, 'tinyproxy.conf'), `${config.join('\n')}\n`);
  let output = '';
  const child = spawn('tinyproxy', ['-d', '-c', join(folder, 'tinyproxy.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForPort(port, child, () => output);
  const log = () => {
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };
  return { port, label: `127.0.0.1:${port}`, log, stop: stopper(child) };
}

export async function startMicrosocks(auth?: {
  user: string;
  password: string;
}): Promise<RunningProxy> {
  const port = await freePort();
  let output = '';
  // stdbuf: microsocks logs each connection with stdio buffering; line-buffer it to read it live.
  const args = [
    '-oL',
    'microsocks',
    '-i',
    '127.0.0.1',
    '-p',
    String(port),
    ...(auth ? ['-u', auth.user, '-P', auth.password] : []),
  ];
  const child = spawn('stdbuf', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForPort(port, child, () => output);
  return { port, label: `127.0.0.1:${port}`, log: () => output, stop: stopper(child) };
}

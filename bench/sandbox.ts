// Sandbox throughput on loopback: submits/s and status reads/s over keep-alive connections.
// The sandbox runs in its own process (as `npm run sandbox` does) so client and server do
// not share one event loop. Run standalone: `npx tsx bench/sandbox.ts`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

export interface SandboxBenchOptions {
  connections?: number;
  submits?: number;
  statusReads?: number;
}

export interface SandboxBenchResult {
  submitsPerSecond: number;
  statusReadsPerSecond: number;
  connections: number;
  submits: number;
  statusReads: number;
}

const CLI = fileURLToPath(new URL('../src/sandbox/cli.ts', import.meta.url));
const KEY = 'sk-sandbox-bench';

function post(
  agent: Agent,
  base: URL,
  path: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        headers: {
          authorization: `Bearer ${KEY}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Runs `count` requests over `connections` workers; returns requests per second. */
async function measure(
  connections: number,
  count: number,
  one: (index: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        await one(index);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return Math.round(count / seconds);
}

export async function benchSandbox(options: SandboxBenchOptions = {}): Promise<SandboxBenchResult> {
  const connections = options.connections ?? 32;
  const submits = options.submits ?? 5_000;
  const statusReads = options.statusReads ?? 20_000;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, '--port', '0', '--task-ms', '0', '--credits', '100000000'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const base = await new Promise<URL>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Sandbox listening on (\S+)/.exec(output);
        if (match?.[1]) resolve(new URL(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
    });
    const agent = new Agent({ keepAlive: true, maxSockets: connections });
    const bodies = [
      [
        '/api/v1/task/submit/image-a',
        { prompt: 'a lighthouse at dusk, oil painting', aspect_ratio: '16:9' },
      ],
      [
        '/api/v1/music/generate',
        { prompt: 'city lights', custom: true, style: 'synthwave', duration: 120 },
      ],
      ['/api/v1/task/submit/video-a-v3', { prompt: 'waves', type: 'text-to-video', duration: 5 }],
    ] as const;
    const ids: string[] = [];
    const check = (response: { status: number; text: string }) => {
      if (response.status !== 200)
        throw new Error(`unexpected ${response.status}: ${response.text}`);
      return JSON.parse(response.text) as { data: { task_id: string } };
    };
    await measure(connections, 200, async (index) => {
      // warm-up (JIT, sockets)
      const [path, body] = bodies[index % bodies.length] as (typeof bodies)[number];
      ids.push(check(await post(agent, base, path, body)).data.task_id);
    });
    const submitsPerSecond = await measure(connections, submits, async (index) => {
      const [path, body] = bodies[index % bodies.length] as (typeof bodies)[number];
      ids.push(check(await post(agent, base, path, body)).data.task_id);
    });
    const statusReadsPerSecond = await measure(connections, statusReads, async (index) => {
      check(await post(agent, base, '/api/v1/task/status', { task_id: ids[index % ids.length] }));
    });
    agent.destroy();
    return { submitsPerSecond, statusReadsPerSecond, connections, submits, statusReads };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await benchSandbox();
  console.log(
    `sandbox: ${result.submitsPerSecond} submits/s, ${result.statusReadsPerSecond} status reads/s (${result.connections} keep-alive connections, ${result.submits} submits, ${result.statusReads} reads)`,
  );
}

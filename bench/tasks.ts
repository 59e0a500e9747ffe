/**
 * 1,000 tasks in flight at once through the real tasks engine (journal, scheduler,
 * downloader) against a sandbox running in a CHILD process, so the CPU and memory figures
 * are the engine's alone. Reports status requests per minute, main-process CPU and
 * memory, and the latency from a task finishing (the sandbox's own finish time, read from
 * its --data journal) to the engine's `tasks:changed` event for it (emitted when the poll
 * sees SUCCEEDED, before any download).
 * Downloads are held until every task has been seen finished (`holdDownloads`, default on):
 * the sandbox renders each PNG on its first GET on the same cores as its status handler,
 * which a real service's CDN does not, and that would measure the sandbox, not the
 * scheduler. The download phase is timed on its own.
 * Standalone: `npx tsx bench/tasks.ts [tasks] [requestsPerSecond]`;
 * `ATELIER_BENCH_CPU_PROFILE=<file>.cpuprofile` also writes a CPU profile of the polling phase.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SubmissionView } from '../src/shared/ipc/tasks';
import { createEventBus } from '../src/main/ipc/eventBus';
import { createNetworkSetup } from '../src/main/network/networkSetup';
import { openEngineHarness, waitUntilSettled } from '../src/main/tasks/engineHarness';
import { defaultMaxInFlight } from '../src/main/tasks/scheduler';

export interface TasksBenchOptions {
  tasks?: number;
  /** Spread of task durations in the sandbox: each finishes within [taskMs/2, taskMs]. */
  taskMs?: number;
  requestsPerSecond?: number;
  /** Sockets bound; default the scheduler's own default for the rate. */
  maxInFlight?: number;
  holdDownloads?: boolean;
}

export interface TasksBenchResult {
  tasks: number;
  requestsPerSecond: number;
  submitSeconds: number;
  maxInFlight: number;
  holdDownloads: boolean;
  /** From the first poll until every task is seen final. */
  pollingSeconds: number;
  /** From then until every file is saved. */
  downloadSeconds: number;
  statusRequestsPerMinute: number;
  /** Status reads per task until it was seen final (1 would be an oracle). */
  pollsPerTask: number;
  cpuPercentOfOneCore: number;
  cpuMsPerStatusRequest: number;
  /** The same CPU split: JS and native code vs the kernel (sockets, fsync). */
  cpuUserMsPerStatusRequest: number;
  cpuSystemMsPerStatusRequest: number;
  peakInFlight: number;
  /** Peak RSS while polling (every task in flight), then over the whole run (downloads too). */
  pollingRssMb: number;
  rssMb: number;
  heapUsedMb: number;
  latencyMs: { p50: number; p95: number; max: number };
  /**
   * N/(2R): with N tasks finishing together and R status reads a second, a round-robin over
   * them reaches a finished task after N/(2R) seconds on average (the bound).
   */
  latencyBoundMs: number;
  downloadsSaved: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

async function startSandboxProcess(
  dataDirectory: string,
  taskMs: number,
): Promise<{ url: string; stop(): Promise<void> }> {
  const cli = fileURLToPath(new URL('../src/sandbox/cli.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      cli,
      '--port',
      '0',
      '--task-ms',
      String(taskMs),
      '--data',
      dataDirectory,
      '--credits',
      '100000000',
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error(`sandbox exited: ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** task id -> finish time (epoch ms) from the sandbox's journal. */
function finishTimes(sandboxData: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const line of readFileSync(join(sandboxData, 'sandbox-journal.jsonl'), 'utf8').split('\n')) {
    if (!line.includes('"type":"task"')) continue;
    const record = JSON.parse(line) as {
      task: { id: string; createdAt: number; timeline: { totalMs: number } };
    };
    times.set(record.task.id, record.task.createdAt + record.task.timeline.totalMs);
  }
  return times;
}

/** The inspector's sampling profiler on this process, written to `file` when stopped. */
async function startProfile(file: string | undefined): Promise<{ stop(): Promise<void> } | null> {
  if (!file) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

export async function benchTasks(options: TasksBenchOptions = {}): Promise<TasksBenchResult> {
  const count = options.tasks ?? 1000;
  const taskMs = options.taskMs ?? 60_000;
  const requestsPerSecond = options.requestsPerSecond ?? 20;
  const maxInFlight = options.maxInFlight ?? defaultMaxInFlight(requestsPerSecond);
  const holdDownloads = options.holdDownloads ?? true;
  let releaseDownloads = (): void => undefined;
  const downloadsReleased = new Promise<void>((resolve) => {
    releaseDownloads = resolve;
  });
  const apiFetch = globalThis.fetch;
  // The API client's transport as the app has it (main/services.ts): the network setup's request.
  const network = createNetworkSetup();
  // The downloader takes the global fetch when the engine is built; the API client gets its own.
  const heldFetch: typeof fetch = async (input, init) => {
    await downloadsReleased;
    return apiFetch(input, init);
  };
  const sandboxData = mkdtempSync(join(tmpdir(), 'atelier-bench-sandbox-'));
  const sandbox = await startSandboxProcess(sandboxData, taskMs);
  const bus = createEventBus();
  const succeededAt = new Map<string, number>();
  bus.subscribe((channel, payload) => {
    const view = payload as SubmissionView;
    if (
      channel === 'tasks:changed' &&
      view.status === 'SUCCEEDED' &&
      view.taskId &&
      !succeededAt.has(view.taskId)
    )
      succeededAt.set(view.taskId, Date.now());
  });
  if (holdDownloads) globalThis.fetch = heldFetch;
  else releaseDownloads();
  const harness = await openEngineHarness({
    request: network.request,
    sandboxUrl: sandbox.url,
    apiKey: 'sk-sandbox-bench-tasks',
    dataDirectory: mkdtempSync(join(tmpdir(), 'atelier-bench-engine-')),
    bus,
    // Production polling delays; only the request cap is the bench's parameter.
    tuning: { pollScale: 1, requestsPerSecond, maxInFlight },
  }).finally(() => {
    globalThis.fetch = apiFetch;
  });
  try {
    harness.domain.start();
    const call = { senderId: 'bench' };
    const submitStarted = Date.now();
    for (let start = 0; start < count; start += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, count - start) }, (_, offset) =>
          harness.domain.handlers.submit(
            {
              target: { model: 'image-a' },
              body: { prompt: `bench ${start + offset}`, aspect_ratio: '1:1' },
              confirmedCredits: null,
            },
            call,
          ),
        ),
      );
    }
    const submitSeconds = (Date.now() - submitStarted) / 1000;
    // ATELIER_BENCH_CPU_PROFILE=<file.cpuprofile>: a CPU profile of the polling phase alone.
    const profile = await startProfile(process.env['ATELIER_BENCH_CPU_PROFILE']);
    const cpuBefore = process.cpuUsage();
    const pollStarted = Date.now();
    let statusRequests = 0;
    const counting = harness.api.status.bind(harness.api);
    harness.api.status = (taskId, readOptions) => {
      statusRequests += 1;
      return counting(taskId, readOptions);
    };
    let peakRss = 0;
    let peakHeap = 0;
    let peakInFlight = 0;
    // process.memoryUsage() walks V8's heap spaces (0.4 s of the polling phase in a profile,
    // charged to the engine's requests); RSS alone is one cheap read, the heap every 2 s.
    let samples = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      if (samples++ % 8 === 0) peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      peakInFlight = Math.max(peakInFlight, harness.domain.engine.scheduler.inFlight);
    }, 250);
    const deadline = Date.now() + taskMs * 4 + 120_000;
    // Every accepted task is in the scheduler until it is seen final, so its size is the
    // polling phase. (journal.counts().running also counts SUCCEEDED rows whose held files are
    // not saved yet: it kept this loop going to the deadline and read the whole table every
    // 20 ms, CPU that was charged to the engine's status requests.)
    // Every 100 ms (not 20: this loop's own wake-ups were 2 % of the CPU charged to the engine).
    while (harness.domain.engine.scheduler.size > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const pollingSeconds = (Date.now() - pollStarted) / 1000;
    const pollRequests = statusRequests;
    const cpu = process.cpuUsage(cpuBefore);
    await profile?.stop();
    const pollingRss = peakRss;
    releaseDownloads();
    const downloadStarted = Date.now();
    await waitUntilSettled(harness, taskMs * 4 + 120_000);
    const downloadSeconds = (Date.now() - downloadStarted) / 1000;
    clearInterval(sampler);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const finished = finishTimes(sandboxData);
    const latencies = [...succeededAt]
      .map(([taskId, at]) => at - (finished.get(taskId) ?? at))
      .sort((a, b) => a - b);
    return {
      tasks: count,
      requestsPerSecond,
      submitSeconds,
      maxInFlight,
      holdDownloads,
      pollingSeconds,
      downloadSeconds,
      statusRequestsPerMinute: Math.round(pollRequests / (pollingSeconds / 60)),
      pollsPerTask: Math.round((pollRequests / count) * 100) / 100,
      // CPU and requests of the polling phase (downloads held or not).
      cpuPercentOfOneCore: Math.round((cpuMs / (pollingSeconds * 1000)) * 1000) / 10,
      cpuMsPerStatusRequest: Math.round((cpuMs / Math.max(1, pollRequests)) * 100) / 100,
      cpuUserMsPerStatusRequest:
        Math.round((cpu.user / 1000 / Math.max(1, pollRequests)) * 100) / 100,
      cpuSystemMsPerStatusRequest:
        Math.round((cpu.system / 1000 / Math.max(1, pollRequests)) * 100) / 100,
      peakInFlight,
      pollingRssMb: Math.round(pollingRss / 1024 / 1024),
      rssMb: Math.round(peakRss / 1024 / 1024),
      heapUsedMb: Math.round(peakHeap / 1024 / 1024),
      latencyMs: {
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        max: latencies.at(-1) ?? NaN,
      },
      latencyBoundMs: Math.round((count / (2 * requestsPerSecond)) * 1000),
      downloadsSaved: harness.library.files().length,
    };
  } finally {
    await harness.shutdown();
    await network.close();
    await sandbox.stop();
  }
}

/**
 * The bench in a process of its own (`npm run bench` loads every section's modules, which
 * added about 100 MB to the RSS figure and GC work to the CPU one): prints its JSON, parsed here.
 */
export async function benchTasksInOwnProcess(): Promise<TasksBenchResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the tasks bench exited with ${code}: ${output}`);
  return JSON.parse(output.slice(output.indexOf('{'))) as TasksBenchResult;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [tasks, rps] = process.argv.slice(2).map(Number);
  // ATELIER_BENCH_DOWNLOADS=concurrent downloads while polling (the sandbox renders PNGs meanwhile).
  const holdDownloads = process.env['ATELIER_BENCH_DOWNLOADS'] !== 'concurrent';
  const result = await benchTasks({
    ...(tasks ? { tasks } : {}),
    ...(rps ? { requestsPerSecond: rps } : {}),
    holdDownloads,
  });
  console.log(JSON.stringify(result, null, 2));
}

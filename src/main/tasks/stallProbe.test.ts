// The stall probe tells a stall the code causes (CPU burnt on the event loop) from a wait for
// the CPU (the OS running other processes), which on a shared CI machine can be as long.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startStallProbe } from './stallProbe';

/** Blocks the event loop until this process has used `ms` of CPU (not wall: load varies). */
function burnCpu(ms: number): void {
  const started = process.cpuUsage();
  let spent = 0;
  while (spent < ms) {
    const used = process.cpuUsage(started);
    spent = (used.user + used.system) / 1000;
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('stall probe', () => {
  it('counts a synchronous stall by the wall clock and as busy', async () => {
    const probe = startStallProbe(10);
    await tick();
    burnCpu(300);
    await tick();
    const figures = probe.stop();
    expect(figures.maxLagMs).toBeGreaterThanOrEqual(250);
    expect(figures.maxBusyLagMs).toBeGreaterThanOrEqual(250);
    expect(figures.maxBusyLagMs).toBeLessThanOrEqual(figures.maxLagMs);
  });

  it('does not count as busy a process the OS stopped (SIGSTOP, as a preemption on a loaded machine)', async () => {
    // A child runs the probe for a second; meanwhile it is frozen for 400 ms, then resumed.
    const script = [
      "import { startStallProbe } from './src/main/tasks/stallProbe.ts';",
      'const probe = startStallProbe(10);',
      "process.stdout.write('ready\\n');",
      'setTimeout(() => { console.log(JSON.stringify(probe.stop())); }, 1000);',
    ].join('\n');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: process.cwd(),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready\n')) resolve();
      }),
    );
    child.kill('SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, 400));
    child.kill('SIGCONT');
    await new Promise((resolve) => child.on('exit', resolve));
    const figures = JSON.parse(output.split('\n')[1] ?? '') as ReturnType<
      ReturnType<typeof startStallProbe>['stop']
    >;
    expect(figures.maxLagMs).toBeGreaterThanOrEqual(350);
    expect(figures.maxBusyLagMs).toBeLessThan(100);
  }, 30_000);
});

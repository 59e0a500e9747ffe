/**
 * Where the Playwright time went, printed at the end of every run: the spec files that took
 * longest (the sum of their tests, hooks included) and when each worker finished its last
 * test. A worker that ends long after the others is a long file dispatched late (balance the
 * files); files that are slow on an idle machine wait on something (task times, polling, fixed
 * waits). Measure on a quiet machine: under load every figure grows with the CPU it lacked.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { relative } from 'node:path';

export interface TestTime {
  file: string;
  workerIndex: number;
  startMs: number;
  durationMs: number;
}

export interface TimesSummary {
  /** Spec files by the time their tests took, longest first. */
  files: { file: string; seconds: number; tests: number }[];
  /** Each worker's busy time and when its last test ended, from the first test's start. */
  workers: { workerIndex: number; busySeconds: number; endSeconds: number }[];
  /** From the run's start to its first test: starting the previews and the global setup. */
  startupSeconds: number;
}

const seconds = (ms: number): number => Math.round(ms / 100) / 10;

export function summarizeTimes(times: readonly TestTime[], runStartMs: number): TimesSummary {
  const byFile = new Map<string, { ms: number; tests: number }>();
  const byWorker = new Map<number, { busy: number; end: number }>();
  const firstStart = Math.min(...times.map((time) => time.startMs));
  for (const time of times) {
    const file = byFile.get(time.file) ?? { ms: 0, tests: 0 };
    byFile.set(time.file, { ms: file.ms + time.durationMs, tests: file.tests + 1 });
    const worker = byWorker.get(time.workerIndex) ?? { busy: 0, end: 0 };
    byWorker.set(time.workerIndex, {
      busy: worker.busy + time.durationMs,
      end: Math.max(worker.end, time.startMs + time.durationMs - firstStart),
    });
  }
  return {
    files: [...byFile]
      .map(([file, { ms, tests }]) => ({ file, seconds: seconds(ms), tests }))
      .sort((a, b) => b.seconds - a.seconds),
    workers: [...byWorker]
      .map(([workerIndex, { busy, end }]) => ({
        workerIndex,
        busySeconds: seconds(busy),
        endSeconds: seconds(end),
      }))
      .sort((a, b) => a.workerIndex - b.workerIndex),
    startupSeconds: seconds(firstStart - runStartMs),
  };
}

export function formatSummary(summary: TimesSummary, wallSeconds: number, top = 12): string {
  const lines = [
    `Playwright time: ${wallSeconds} s wall, ${summary.startupSeconds} s of it before the first test (previews, global setup). Slowest spec files (seconds, tests):`,
  ];
  for (const { file, seconds: spent, tests } of summary.files.slice(0, top))
    lines.push(`  ${String(spent).padStart(6)} s  ${tests}  ${file}`);
  lines.push('Workers (busy / last test ended, from the first test):');
  for (const { workerIndex, busySeconds, endSeconds } of summary.workers)
    lines.push(`  worker ${workerIndex}: ${busySeconds} s busy, done at ${endSeconds} s`);
  return lines.join('\n');
}

export default class TimesReporter implements Reporter {
  private readonly times: TestTime[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.times.push({
      file: relative(process.cwd(), test.location.file),
      // The slot, not the process: a worker that replaces one stopped by a failed test keeps
      // the slot (and its preview), so each slot's line says when that lane of work finished.
      workerIndex: result.parallelIndex,
      startMs: result.startTime.getTime(),
      durationMs: result.duration,
    });
  }

  onEnd(result: FullResult): void {
    if (this.times.length === 0) return;
    console.log(
      `\n${formatSummary(summarizeTimes(this.times, result.startTime.getTime()), seconds(result.duration))}`,
    );
  }

  printsToStdio(): boolean {
    return true;
  }
}

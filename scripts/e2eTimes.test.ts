import { describe, expect, it } from 'vitest';
import { formatSummary, summarizeTimes } from '../e2e/timesReporter';

// The summary the suite prints at the end of a Playwright run (e2e/timesReporter.ts).
describe('e2e times summary', () => {
  const times = [
    { file: 'e2e/a.web.spec.ts', workerIndex: 0, startMs: 1_000, durationMs: 4_000 },
    { file: 'e2e/b.web.spec.ts', workerIndex: 1, startMs: 1_500, durationMs: 20_000 },
    { file: 'e2e/a.web.spec.ts', workerIndex: 0, startMs: 5_000, durationMs: 3_050 },
    { file: 'e2e/c.web.spec.ts', workerIndex: 0, startMs: 8_100, durationMs: 1_000 },
  ];

  it('sums each file, longest first, and says when each worker finished', () => {
    const summary = summarizeTimes(times, 400);
    expect(summary.files).toEqual([
      { file: 'e2e/b.web.spec.ts', seconds: 20, tests: 1 },
      { file: 'e2e/a.web.spec.ts', seconds: 7.1, tests: 2 },
      { file: 'e2e/c.web.spec.ts', seconds: 1, tests: 1 },
    ]);
    expect(summary.workers).toEqual([
      { workerIndex: 0, busySeconds: 8.1, endSeconds: 8.1 },
      { workerIndex: 1, busySeconds: 20, endSeconds: 20.5 },
    ]);
    expect(summary.startupSeconds).toBe(0.6);
  });

  it('prints the wall time, the slowest files first and every worker', () => {
    const text = formatSummary(summarizeTimes(times, 400), 31.2, 2);
    expect(text.split('\n')).toEqual([
      'Playwright time: 31.2 s wall, 0.6 s of it before the first test (previews, global setup). Slowest spec files (seconds, tests):',
      '      20 s  1  e2e/b.web.spec.ts',
      '     7.1 s  2  e2e/a.web.spec.ts',
      'Workers (busy / last test ended, from the first test):',
      '  worker 0: 8.1 s busy, done at 8.1 s',
      '  worker 1: 20 s busy, done at 20.5 s',
    ]);
  });
});

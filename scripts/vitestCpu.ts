/**
 * Where Vitest's CPU goes, file by file (`ATELIER_VITEST_CPU=/tmp/cpu.jsonl npx vitest run`).
 * An isolated file (the 'isolated' and 'timed' projects) has a process of its own, so the
 * process's CPU when the file ends is that file's whole cost: the worker's start-up, the setup
 * file, the imports and the tests, plus the children it waited for (ffmpeg, sox, exiftool run
 * synchronously). A 'parallel' worker runs many files (isolate: false): a file's share is the
 * difference from the previous line of the same pid. Vite's transforms happen in the main
 * Vitest process and are not counted here.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import type { RunnerTestFile, RunnerTestSuite } from 'vitest';

/** CPU seconds of the children this process has waited for (Linux; 0 elsewhere). */
function waitedChildrenCpu(): number {
  try {
    // /proc/self/stat after "(comm) ": state is field 3, cutime 16 and cstime 17, in ticks.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/** Appends one JSON line: the file, its process's own CPU s and its waited children's CPU s. */
export function appendFileCpu(log: string, suite: Readonly<RunnerTestSuite | RunnerTestFile>) {
  const usage = process.cpuUsage();
  const file = 'filepath' in suite ? suite.filepath : suite.file.filepath;
  const line = {
    file,
    cpu: Math.round((usage.user + usage.system) / 1e4) / 100,
    children: waitedChildrenCpu(),
    wall: Math.round(process.uptime() * 100) / 100,
    // A worker of the 'parallel' project (isolate: false) runs file after file: its figures
    // add up, and a file's own share is the difference from the line before it with its pid.
    pid: process.pid,
  };
  appendFileSync(log, `${JSON.stringify(line)}\n`);
}

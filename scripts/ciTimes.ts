/** A test phase's wall time, printed, and under .ci/run also recorded for its closing summary. */
import { appendFileSync } from 'node:fs';

export function recordPhase(name: string, started: number, status: number): void {
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`${name}: ${seconds} s (exit ${status})`);
  const times = process.env['ATELIER_CI_TIMES'];
  if (times) appendFileSync(times, `${name} ${seconds}\n`);
}

/**
 * Main-process cold start: the built out/main/index.js booted in Node against the stand-in
 * `electron` (scripts/boot/), from importing the entry to the window's load (preload run,
 * renderer URL loaded), in a fresh process and an empty user-data folder each run.
 * What Electron itself adds (its binary's start, Chromium's first paint) is not in it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../scripts/buildIfStale';
import { summary } from './coldstart';
import { seededLibrary } from './startupLibrary';

export interface MainBootResult {
  runs: number;
  assets: number;
  bootMs: { median: number; p95: number };
  evaluatedMs: { median: number; p95: number };
  /** CPU time of the boot process up to the loaded window (meaningful when wall time is not: a busy machine). */
  cpuMs: { median: number; p95: number };
}

interface BootReport {
  bootMs: number;
  evaluatedMs: number;
  cpuMs: number;
}

function bootOnce(userData: string): BootReport {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', join('scripts', 'boot', 'bootChild.ts'), 'start-only'],
    {
      cwd: projectRoot,
      env: { ...process.env, ATELIER_BOOT_USER_DATA: userData },
      encoding: 'utf8',
    },
  );
  const line = child.stdout.split('\n').find((each) => each.startsWith('BOOT_REPORT '));
  if (!line) throw new Error(`The built app did not boot:\n${child.stdout}\n${child.stderr}`);
  return JSON.parse(line.slice('BOOT_REPORT '.length)) as BootReport;
}

export async function benchMainBoot(runs = 7, assets = 0): Promise<MainBootResult> {
  const boots: number[] = [];
  const evaluations: number[] = [];
  const cpu: number[] = [];
  const library = assets > 0 ? await seededLibrary(assets) : null;
  if (library) bootOnce(library);
  for (let run = 0; run < runs; run += 1) {
    const userData = library ?? mkdtempSync(join(tmpdir(), 'atelier-boot-bench-'));
    const report = bootOnce(userData);
    if (!library) rmSync(userData, { recursive: true, force: true });
    boots.push(report.bootMs);
    evaluations.push(report.evaluatedMs);
    cpu.push(report.cpuMs);
  }
  return {
    runs,
    assets,
    bootMs: summary(boots),
    evaluatedMs: summary(evaluations),
    cpuMs: summary(cpu),
  };
}

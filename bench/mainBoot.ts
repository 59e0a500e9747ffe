/**
 * Main-process cold start: the built out/main/index.js booted in Node against the stand-in
 * `electron` (scripts/boot/), from importing the entry to the window's load (preload run,
 * renderer URL loaded), in a fresh process and an empty user-data folder each run.
 * What Electron itself adds (its binary's start, Chromium's first paint) is not in it, nor what
 * only the stand-in costs: the probe runs as plain JavaScript with no module hook (see
 * bench/mainBootProbe.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
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

interface Probe {
  folder: string;
  entry: string;
  script: string;
  env: Record<string, string>;
}

/**
 * The probe and the stand-in as plain JavaScript (under out/, so their packages resolve from
 * node_modules), and a copy of the built entry beside the original (its chunks and assets resolve
 * the same) whose import of `electron` names the stand-in's file.
 */
function prepareProbe(): Probe {
  const folder = join(projectRoot, 'out', 'bench-boot');
  mkdirSync(folder, { recursive: true });
  const bundle = (entryPoint: string, outfile: string): void => {
    buildSync({
      entryPoints: [join(projectRoot, entryPoint)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
    });
  };
  const standIn = join(folder, 'electronStandIn.mjs');
  const script = join(folder, 'mainBootProbe.mjs');
  bundle('scripts/boot/electronStandIn.ts', standIn);
  bundle('bench/mainBootProbe.ts', script);
  const builtEntry = join(projectRoot, 'out', 'main', 'index.js');
  const source = readFileSync(builtEntry, 'utf8');
  const electronImport = /from "electron";/g;
  if ((source.match(electronImport) ?? []).length !== 1)
    throw new Error(`Expected one import of "electron" in ${builtEntry}`);
  const entry = join(projectRoot, 'out', 'main', 'index.bench.js');
  writeFileSync(
    entry,
    source.replace(electronImport, `from ${JSON.stringify(pathToFileURL(standIn).href)};`),
  );
  return {
    folder,
    entry,
    script,
    env: {
      ATELIER_BENCH_BOOT_ENTRY: pathToFileURL(entry).href,
      ATELIER_BENCH_STAND_IN: pathToFileURL(standIn).href,
    },
  };
}

function bootOnce(probe: Probe, userData: string): BootReport {
  const child = spawnSync(process.execPath, [probe.script], {
    cwd: projectRoot,
    env: { ...process.env, ...probe.env, ATELIER_BOOT_USER_DATA: userData },
    encoding: 'utf8',
  });
  const line = child.stdout.split('\n').find((each) => each.startsWith('BOOT_REPORT '));
  if (!line) throw new Error(`The built app did not boot:\n${child.stdout}\n${child.stderr}`);
  return JSON.parse(line.slice('BOOT_REPORT '.length)) as BootReport;
}

export async function benchMainBoot(runs = 7, assets = 0): Promise<MainBootResult> {
  const boots: number[] = [];
  const evaluations: number[] = [];
  const cpu: number[] = [];
  const library = assets > 0 ? await seededLibrary(assets) : null;
  const probe = prepareProbe();
  try {
    if (library) bootOnce(probe, library);
    for (let run = 0; run < runs; run += 1) {
      const userData = library ?? mkdtempSync(join(tmpdir(), 'atelier-boot-bench-'));
      const report = bootOnce(probe, userData);
      if (!library) rmSync(userData, { recursive: true, force: true });
      boots.push(report.bootMs);
      evaluations.push(report.evaluatedMs);
      cpu.push(report.cpuMs);
    }
  } finally {
    rmSync(probe.folder, { recursive: true, force: true });
    rmSync(probe.entry, { force: true });
  }
  return {
    runs,
    assets,
    bootMs: summary(boots),
    evaluatedMs: summary(evaluations),
    cpuMs: summary(cpu),
  };
}

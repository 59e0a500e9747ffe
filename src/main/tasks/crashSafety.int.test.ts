// Crash safety: a child process runs the engine against a sandbox in this process and is
// SIGKILLed at random moments (submitting, polling, downloading), 20 times, restarting each
// time. The database must stay intact, no partial file may become an asset, and a last
// clean run must finish every accepted task with every output present exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox';
import { requireNative } from '../nativeModules';
import { planOutputs } from '../outputs/outputPlan';
import type { StatusData } from './ports';

const CHILD = fileURLToPath(new URL('./crashChild.ts', import.meta.url));
const KEY = 'sk-sandbox-crash-safety';

function seeded(seed: number): () => number {
  let value = seed >>> 0;
  return () => {
    value = (value * 1664525 + 1013904223) >>> 0;
    return value / 2 ** 32;
  };
}

function startChild(
  url: string,
  dataDirectory: string,
  submits: number,
): {
  child: ChildProcess;
  exited: Promise<void>;
  seen: (line: string) => Promise<void>;
  hasSeen: (line: string) => boolean;
} {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CHILD, url, KEY, dataDirectory, String(submits)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const waiters: { line: string; resolve: () => void }[] = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) if (output.includes(`${waiter.line}\n`)) waiter.resolve();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    exited,
    hasSeen: (line) => output.includes(`${line}\n`),
    seen: (line) =>
      new Promise<void>((resolve, reject) => {
        if (output.includes(`${line}\n`)) return resolve();
        waiters.push({ line, resolve });
        void exited.then(() =>
          output.includes(`${line}\n`)
            ? resolve()
            : reject(new Error(`child exited before '${line}'`)),
        );
      }),
  };
}

function inspect(databasePath: string): { integrity: string; partialAssets: number } {
  const BetterSqlite = requireNative<typeof Database>('better-sqlite3');
  const db = new BetterSqlite(databasePath);
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    const partialAssets = (
      db.prepare("SELECT count(*) AS n FROM assets WHERE relative_path LIKE '%.partial'").get() as {
        n: number;
      }
    ).n;
    return { integrity: rows.map((row) => row.integrity_check).join(';'), partialAssets };
  } finally {
    db.close();
  }
}

describe('crash safety', () => {
  it('survives 20 SIGKILLs during submits, polling and downloads', async () => {
    const sandbox = await createSandbox({
      taskMs: 400,
      faults: 'latency:on=files,ms=40',
      renderInWorker: false,
    });
    const dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-crash-'));
    const databasePath = join(dataDirectory, 'atelier.sqlite');
    const random = seeded(20);
    let killedMidWork = 0;
    try {
      for (let round = 0; round < 20; round += 1) {
        const submits = round < 16 ? 2 : 0;
        const { child, exited, seen, hasSeen } = startChild(sandbox.url, dataDirectory, submits);
        await seen('ready');
        // Even rounds die while submitting (in-doubt paths); odd rounds once the submits are
        // out (polling and download paths) — by progress, not by wall time, so a loaded
        // machine still exercises both.
        if (submits > 0 && round % 2 === 1) await seen('submitted').catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 30 + random() * 400));
        if (child.exitCode === null && !hasSeen('settled')) killedMidWork += 1;
        child.kill('SIGKILL');
        await exited;
        if (existsSync(databasePath)) {
          const state = inspect(databasePath);
          expect(state.integrity).toBe('ok');
          expect(state.partialAssets).toBe(0);
        }
      }
      // A child that already settled everything before its kill tests nothing; most kills must
      // land mid-work. How many do depends on the machine's speed (a fast one settles a round
      // in ~400 ms), so the bound is half the rounds, not a count one slow CI run happened to give.
      console.info(`crash safety: ${killedMidWork} of 20 kills landed mid-work`);
      expect(killedMidWork).toBeGreaterThanOrEqual(10);
      const last = startChild(sandbox.url, dataDirectory, 0);
      await last.seen('settled');
      await last.exited;

      const BetterSqlite = requireNative<typeof Database>('better-sqlite3');
      const db = new BetterSqlite(databasePath, { readonly: true });
      try {
        expect(
          (db.pragma('integrity_check') as { integrity_check: string }[])[0]?.integrity_check,
        ).toBe('ok');
        const rows = db
          .prepare('SELECT id, kind, state, status, status_result FROM submissions')
          .all() as {
          id: string;
          kind: 'image';
          state: string;
          status: string | null;
          status_result: string | null;
        }[];
        const accepted = rows.filter((row) => row.state === 'accepted');
        const inDoubt = rows.filter((row) => row.state === 'in_doubt');
        expect(accepted.length).toBeGreaterThan(5);
        // No duplicate submit: the service saw each journaled request at most once.
        expect(sandbox.stats().accepted).toBeGreaterThanOrEqual(accepted.length);
        expect(sandbox.stats().accepted).toBeLessThanOrEqual(accepted.length + inDoubt.length);
        expect(rows.filter((row) => row.state === 'submitting')).toEqual([]);
        for (const row of accepted) {
          expect(row.status).toBe('SUCCEEDED');
          const keys = planOutputs(row.kind, JSON.parse(row.status_result ?? '{}') as StatusData)
            .map((output) => output.key)
            .sort();
          const assets = db
            .prepare(
              'SELECT output_key, relative_path FROM assets WHERE submission_id = ? ORDER BY output_key',
            )
            .all(row.id) as { output_key: string; relative_path: string }[];
          expect(assets.map((asset) => asset.output_key)).toEqual(keys);
          for (const asset of assets)
            expect(existsSync(join(dataDirectory, 'Library', asset.relative_path))).toBe(true);
          const files = readdirSync(join(dataDirectory, 'Library', row.id));
          expect(files.filter((file) => file.endsWith('.partial'))).toEqual([]);
          expect(files).toHaveLength(keys.length);
        }
      } finally {
        db.close();
      }
    } finally {
      await sandbox.close();
    }
  }, 180_000);
});

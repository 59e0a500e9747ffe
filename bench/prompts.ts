/**
 * Issue 23's prompt library figure: the history search at 100,000 prompts, p95 under 20 ms.
 * The prompts are written the way the app writes them, as journal rows (the trigger fills the
 * history and its index), with words drawn from a vocabulary whose first words are common
 * (in about a third of prompts) and last words rare; queries mix common, rare, short and
 * several-word searches, with and without a model filter, as `prompts:history` runs them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPromptStore } from '../src/main/prompts/promptStore';
import { openDatabase } from '../src/main/store/database';

const WORDS = (
  'a the of in at on with over under red blue green golden silver neon misty quiet ' +
  'lighthouse car kite dune forest city harbour river mountain garden street night dawn ' +
  'portrait landscape cinematic watercolor oil sketch photo macro aerial wide close soft ' +
  'dramatic light shadow rain snow fog storm sunset sunrise ocean desert castle robot cat ' +
  'dog horse bird fox owl whale dragon ship train bridge tower market cafe library studio ' +
  'violin piano guitar drums synth bass choir jazz techno ambient lofi ballad anthem march'
).split(' ');
const MODELS = ['image-a', 'image-b', 'video-a', 'video-b', 'tune'];

/** A small deterministic generator, so every run searches the same history. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export interface PromptBenchResult {
  prompts: number;
  seedMs: number;
  p50Ms: number;
  p95Ms: number;
  /** The same percentile in this process's CPU time (wall time suffers on a busy machine). */
  p95CpuMs: number;
  maxMs: number;
  queries: number;
}

export function benchPromptHistory(count = 100_000): PromptBenchResult {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-bench-prompts-'));
  const db = openDatabase(join(folder, 'atelier.sqlite'));
  try {
    const next = random(23);
    // Skewed toward the front of the vocabulary: common words are common.
    const word = (): string => WORDS[Math.floor(next() ** 2 * WORDS.length)]!;
    const insert = db.prepare(`INSERT INTO submissions (id, profile_id, target, model, action, kind,
      state, body, summary, created_at, updated_at) VALUES (?, 'sandbox', ?, ?, NULL, 'image',
      'rejected', ?, ?, ?, ?) `);
    const seedStart = performance.now();
    db.transaction(() => {
      for (let index = 0; index < count; index += 1) {
        const length = 6 + Math.floor(next() * 14);
        const prompt = `${Array.from({ length }, word).join(' ')} #${index}`;
        const model = MODELS[index % MODELS.length]!;
        const at = Date.UTC(2026, 0, 1) + index * 1000;
        insert.run(
          `s${index}`,
          JSON.stringify({ model }),
          model,
          JSON.stringify({ prompt }),
          prompt,
          at,
          at,
        );
      }
    })();
    const seedMs = performance.now() - seedStart;
    db.pragma('optimize');
    const store = createPromptStore(db, { now: () => Date.now() });
    const texts = [
      'light',
      'red car',
      'lighthouse night',
      'dragon',
      'march',
      'ba',
      'a',
      'jazz choir',
      'neon city rain',
      'whale',
      'cinematic',
      'fox owl',
      'zzz-nothing',
      'on',
      'watercolor dawn',
    ];
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let round = 0; round < 8; round += 1)
      for (const text of texts)
        for (const model of [undefined, 'image-b', 'tune']) {
          const start = performance.now();
          const cpu = process.cpuUsage();
          store.history({ text, ...(model ? { model } : {}) });
          const used = process.cpuUsage(cpu);
          times.push(performance.now() - start);
          cpuTimes.push((used.user + used.system) / 1000);
        }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    const at = (share: number, sorted = times): number =>
      sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
    return {
      prompts: count,
      seedMs,
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      p95CpuMs: at(0.95, cpuTimes),
      maxMs: times.at(-1)!,
      queries: times.length,
    };
  } finally {
    db.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

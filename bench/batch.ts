/**
 * Issue 23's batch figure: previewing a 1,000-job batch (reading the source, then every job's
 * own check and price and the total against the balance) through the real tasks handlers, a
 * real SQLite journal and an in-process sandbox over HTTP (catalog and balance). The source is
 * a prompt list whose wildcards expand to 1,000 prompts, and a 1,000-row CSV.
 * Standalone: `npx tsx bench/batch.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBatchSource } from '../src/shared/batch/batchSource';
import { submitFields } from '../src/shared/service';
import { createSandbox } from '../src/sandbox';
import { openEngineHarness } from '../src/main/tasks/engineHarness';

export interface BatchBenchResult {
  jobs: number;
  listFirstMs: number;
  listMedianMs: number;
  csvMedianMs: number;
  readSourceMs: number;
  totalCredits: number | null;
}

const LIST = [
  'a {red|blue|green|white|black|yellow|orange|purple|grey|pink} kite',
  'over {dunes|a lake|the sea|a city|a forest|hills|a glacier|a harbour|fields|a canyon}',
  'at {dawn|noon|dusk|night|sunrise|sunset|midnight|twilight|morning|evening}',
].join(' ');

function csvOf(jobs: number): string {
  const rows = Array.from(
    { length: jobs },
    (_, index) => `"a kite, number ${index + 1}",${index % 2 === 0 ? '16:9' : '1:1'}`,
  );
  return ['prompt,aspect_ratio', ...rows].join('\n');
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function benchBatch(runs = 5): Promise<BatchBenchResult> {
  const sandbox = await createSandbox({ credits: 10_000_000, renderInWorker: false });
  const folder = mkdtempSync(join(tmpdir(), 'atelier-bench-batch-'));
  const harness = await openEngineHarness({
    sandboxUrl: sandbox.url,
    apiKey: 'sk-sandbox-bench-batch',
    dataDirectory: folder,
  });
  const fields = submitFields('image-a');
  const target = { model: 'image-a' };
  const base = { aspect_ratio: '1:1', resolution: '1K' };
  const call = { senderId: 'bench' };
  try {
    const preview = async (text: string, kind: 'list' | 'csv') => {
      const started = performance.now();
      const source = readBatchSource(text, kind, fields);
      const bodies = source.jobs.map((job) => ({ ...base, ...job.overrides }));
      const read = performance.now() - started;
      const result = await harness.domain.handlers.preflightBatch({ target, bodies }, call);
      if (!result.ok)
        throw new Error(`the bench batch did not pass: ${JSON.stringify(result.issues[0])}`);
      return {
        ms: performance.now() - started,
        read,
        jobs: bodies.length,
        total: result.totalCredits,
      };
    };
    const first = await preview(LIST, 'list');
    const list: number[] = [];
    const csv: number[] = [];
    const reads: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const timed = await preview(LIST, 'list');
      list.push(timed.ms);
      reads.push(timed.read);
      csv.push((await preview(csvOf(1000), 'csv')).ms);
    }
    return {
      jobs: first.jobs,
      listFirstMs: first.ms,
      listMedianMs: median(list),
      csvMedianMs: median(csv),
      readSourceMs: median(reads),
      totalCredits: first.total,
    };
  } finally {
    await harness.shutdown();
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('batch.ts')) console.log(await benchBatch());

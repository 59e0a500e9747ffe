// A batch from a list against a real sandbox over HTTP (its fault injection), a real SQLite
// journal and library: the preview's total, one stack of results, and a run that stops at the
// first refused or in-doubt job, the rest never sent and nothing resent.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox';
import { checkBudget } from '../spending/budget';
import { openEngineHarness, waitUntilSettled, type EngineHarness } from './engineHarness';

const KEY = 'sk-sandbox-batch';
const call = { senderId: 'test' };
const target = { model: 'image-a' };
const prompts = ['a red car', 'a blue car', 'a green car', 'a white car'];
const bodies = prompts.map((prompt) => ({ prompt, aspect_ratio: '16:9' }));
const open: { sandbox?: Sandbox; harness?: EngineHarness } = {};

afterEach(async () => {
  await open.harness?.shutdown();
  await open.sandbox?.close();
  delete open.harness;
  delete open.sandbox;
});

/** The month's budget as main checks it: 100 credits spent, a hard line at `hard`. */
const hardLineAt =
  (hard: number) =>
  (
    cost: number | null,
    jobs?: number,
    unknownPrice?: Parameters<typeof checkBudget>[0]['unknownPrice'],
  ) =>
    checkBudget({
      month: 'May',
      spent: 100,
      cost,
      budget: { soft: null, hard },
      ...(jobs ? { jobs } : {}),
      ...(unknownPrice ? { unknownPrice } : {}),
    });

async function start(
  options: { credits?: number; faults?: string; budget?: ReturnType<typeof hardLineAt> } = {},
) {
  const sandbox = await createSandbox({
    taskMs: 200,
    credits: options.credits ?? 10_000,
    renderInWorker: false,
    ...(options.faults ? { faults: options.faults } : {}),
  });
  const harness = await openEngineHarness({
    sandboxUrl: sandbox.url,
    apiKey: KEY,
    dataDirectory: mkdtempSync(join(tmpdir(), 'atelier-batch-')),
    ...(options.budget ? { budget: options.budget } : {}),
  });
  open.sandbox = sandbox;
  open.harness = harness;
  harness.domain.start();
  const submits = () => sandbox.stats().byKey[KEY]?.submits ?? 0;
  return { harness, sandbox, tasks: harness.domain.handlers, submits };
}

async function confirmedJobs(
  tasks: EngineHarness['domain']['handlers'],
  list: Record<string, unknown>[] = bodies,
) {
  const preview = await tasks.preflightBatch({ target, bodies: list }, call);
  const jobs = list.map((body, index) => {
    const part = preview.parts[index]!;
    return {
      body,
      confirmedCredits: part.estimate.kind === 'known' ? part.estimate.credits : null,
    };
  });
  return { preview, jobs };
}

describe('batch from a list', () => {
  it('previews every job with its own check and the total against the balance, spending nothing', async () => {
    const { tasks, submits } = await start({ credits: 100 });
    const list = [...bodies, { prompt: '' }, { prompt: 'ok', aspect_ratio: '5:7' }];
    const { preview } = await confirmedJobs(tasks, list);
    expect(preview.parts).toHaveLength(6);
    expect(preview.parts.map((part) => part.issues.length > 0)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(preview.parts[5]!.issues[0]!.field).toBe('aspect_ratio');
    const each = preview.parts[0]!.estimate;
    expect(each.kind).toBe('known');
    if (each.kind !== 'known') return;
    expect(preview.totalCredits).toBe(6 * each.credits);
    expect(preview.balance).toBe(100);
    expect(preview.balanceAfter).toBe(100 - 6 * each.credits);
    expect(preview.ok).toBe(false);
    expect(submits()).toBe(0);
  });

  it('sends each job on its own, journaled, and their images stack as one group', async () => {
    const { harness, tasks, submits } = await start();
    const { preview, jobs } = await confirmedJobs(tasks);
    const outcome = await tasks.submitBatch(
      { target, jobs, confirmedCredits: preview.totalCredits },
      call,
    );
    expect(outcome.stopped).toBeNull();
    expect(outcome.submissions.map((view) => view.summary)).toEqual(prompts);
    expect(submits()).toBe(4);
    for (const view of outcome.submissions) {
      expect(harness.journal.get(view.id)?.variationGroup).toBe(outcome.batchGroup);
      // A batch's job is not "variation k of n": its own prompt names it.
      expect(view.variation).toBeUndefined();
    }
    await waitUntilSettled(harness, 15_000);
    const images = outcome.submissions
      .flatMap((view) => harness.library.bySubmission(view.id))
      .filter((asset) => asset.kind === 'image');
    expect(images).toHaveLength(4);
    for (const image of images) expect(image.variationGroup).toBe(outcome.batchGroup);
  });

  it('stops at the first refused job: the ones after it are never sent', async () => {
    // The service refuses the second submit (429); nothing after it goes out.
    const { harness, tasks, submits } = await start({
      faults: 'rate-limit:on=submit,every=2,times=1,retry_after=30',
    });
    const { preview, jobs } = await confirmedJobs(tasks);
    const outcome = await tasks.submitBatch(
      { target, jobs, confirmedCredits: preview.totalCredits },
      call,
    );
    expect(outcome.stopped).toMatchObject({ job: 2, error: { code: 'rate_limited' } });
    expect(outcome.submissions.map((view) => view.state)).toEqual(['accepted']);
    // Two reached the service (the second refused there); jobs 3 and 4 never went out.
    expect(submits()).toBe(2);
    const rows = harness.journal.list({ limit: 50 }).items;
    expect(rows.map((row) => row.state).sort()).toEqual(['accepted', 'rejected']);
  });

  it('stops at an in-doubt job: it stays in doubt, the rest are never sent, nothing is resent', async () => {
    const { harness, tasks, sandbox } = await start({
      faults: 'drop-after-accept:every=2,times=1',
    });
    const { preview, jobs } = await confirmedJobs(tasks);
    const outcome = await tasks.submitBatch(
      { target, jobs, confirmedCredits: preview.totalCredits },
      call,
    );
    expect(outcome.stopped?.job).toBe(2);
    expect(outcome.submissions.map((view) => view.state)).toEqual(['accepted', 'in_doubt']);
    // The dropped answer's job did reach the service (it charged for it): two there, not four.
    expect(sandbox.stats().byKey[KEY]?.submits).toBe(2);
    const rows = harness.journal.list({ limit: 50 }).items;
    expect(rows.map((row) => row.state).sort()).toEqual(['accepted', 'in_doubt']);
  });

  it('refuses the whole batch, sending nothing, when a job is invalid or the total grew', async () => {
    const { tasks, submits } = await start();
    const { preview, jobs } = await confirmedJobs(tasks);
    const bad = [...jobs, { body: { prompt: '' }, confirmedCredits: 0 }];
    await expect(
      tasks.submitBatch({ target, jobs: bad, confirmedCredits: preview.totalCredits }, call),
    ).rejects.toMatchObject({ code: 'invalid_input', details: { job: 5 } });
    await expect(
      tasks.submitBatch({ target, jobs, confirmedCredits: (preview.totalCredits ?? 4) - 1 }, call),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(submits()).toBe(0);
  });

  it("checks the TOTAL against the month's hard line: each job fits, the batch does not, nothing is sent", async () => {
    // 100 spent, a hard line at 150: one 24-credit job fits, four (96) do not.
    const { tasks, submits } = await start({ budget: hardLineAt(150) });
    const single = await tasks.preflight({ target, body: bodies[0]! }, call);
    expect(single.budget).toBeNull();
    const { preview, jobs } = await confirmedJobs(tasks);
    expect(preview.budget).toMatchObject({ line: 'hard', cost: preview.totalCredits });
    expect(preview.ok).toBe(false);
    await expect(
      tasks.submitBatch({ target, jobs, confirmedCredits: preview.totalCredits }, call),
    ).rejects.toMatchObject({ code: 'over_budget' });
    expect(submits()).toBe(0);
  });
});

// "Variations ×N" against a real sandbox over HTTP and a real SQLite journal and library:
// N paid tasks under one confirmed total, one stack's worth of assets, never retried as a group.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox';
import { openEngineHarness, waitUntilSettled, type EngineHarness } from './engineHarness';

const KEY = 'sk-sandbox-variations';
const call = { senderId: 'test' };
const request = { target: { model: 'image-a' }, body: { prompt: 'a lighthouse at dusk' } };
const open: { sandbox?: Sandbox; harness?: EngineHarness } = {};

afterEach(async () => {
  await open.harness?.shutdown();
  await open.sandbox?.close();
  delete open.harness;
  delete open.sandbox;
});

/** Counts submit POSTs; the `lostAt`-th reaches the service but its answer is lost (a reset). */
function submitCounter(lostAt: number | null): { fetch: typeof fetch; submits: () => number } {
  let submits = 0;
  const wrapped: typeof fetch = async (input, init) => {
    if (!String(input).includes('/api/v1/task/submit/')) return fetch(input, init);
    submits += 1;
    const answer = await fetch(input, init);
    if (submits === lostAt) throw new TypeError('fetch failed: socket hang up');
    return answer;
  };
  return { fetch: wrapped, submits: () => submits };
}

async function start(credits = 10_000, lostAt: number | null = null) {
  const sandbox = await createSandbox({ taskMs: 200, credits, renderInWorker: false });
  const counter = submitCounter(lostAt);
  const harness = await openEngineHarness({
    sandboxUrl: sandbox.url,
    apiKey: KEY,
    dataDirectory: mkdtempSync(join(tmpdir(), 'atelier-variations-')),
    fetch: counter.fetch,
  });
  open.sandbox = sandbox;
  open.harness = harness;
  harness.domain.start();
  return { harness, tasks: harness.domain.handlers, submits: counter.submits };
}

describe('variations ×N', () => {
  it('checks the balance against N × the estimate and names the count field when it is out of 2–10', async () => {
    const { tasks } = await start(100);
    const one = await tasks.preflight(request, call);
    const each = one.estimate.kind === 'known' ? one.estimate.credits : -1;
    expect(each).toBeGreaterThan(0);
    const three = await tasks.preflight({ ...request, count: 3 }, call);
    expect(three).toMatchObject({ count: 3, totalCredits: 3 * each, balanceAfter: 100 - 3 * each });
    for (const count of [0, 11, 2.5]) {
      const bad = await tasks.preflight({ ...request, count }, call);
      expect(bad.ok).toBe(false);
      // The English message (sandbox, logs) and the words the window says it with.
      expect(bad.issues).toContainEqual({
        field: 'variations',
        message: `variations: a whole number from 2 to 10 (got ${count})`,
        said: { key: 'generate.crossRule.variations', values: { min: 2, max: 10, value: count } },
      });
    }
    // Ten cost more than 100 credits: refused as a whole before anything is sent.
    const ten = await tasks.preflight({ ...request, count: 10 }, call);
    expect(ten.shortfall).toBe(10 * each - 100);
  });

  it('sends three journaled, paid tasks under one group whose images land as one group in the library', async () => {
    const { harness, tasks, submits } = await start();
    const checked = await tasks.preflight({ ...request, count: 3 }, call);
    const outcome = await tasks.submitVariations(
      { ...request, count: 3, confirmedCredits: checked.totalCredits },
      call,
    );
    expect(outcome.stopped).toBeNull();
    expect(outcome.submissions.map((view) => view.state)).toEqual([
      'accepted',
      'accepted',
      'accepted',
    ]);
    expect(new Set(outcome.submissions.map((view) => view.taskId)).size).toBe(3);
    expect(submits()).toBe(3);
    for (const view of outcome.submissions)
      expect(harness.journal.get(view.id)?.variationGroup).toBe(outcome.variationGroup);
    // Each knows which one it is, in the views the Tasks page lists and the events it hears.
    expect(outcome.submissions.map((view) => view.variation)).toEqual(
      [1, 2, 3].map((index) => ({ index, count: 3 })),
    );
    const listed = harness.journal.list({ limit: 50 }).items.filter((row) => row.variation);
    expect(listed.map((row) => row.variation?.index).sort()).toEqual([1, 2, 3]);
    await waitUntilSettled(harness, 15_000);
    const images = outcome.submissions
      .flatMap((view) => harness.library.bySubmission(view.id))
      .filter((asset) => asset.kind === 'image');
    expect(images).toHaveLength(3);
    for (const image of images) expect(image.variationGroup).toBe(outcome.variationGroup);
  });

  it('refuses the whole run when the confirmed total is lower than N × the estimate, sending nothing', async () => {
    const { tasks, submits } = await start();
    const checked = await tasks.preflight({ ...request, count: 3 }, call);
    await expect(
      tasks.submitVariations(
        { ...request, count: 3, confirmedCredits: (checked.totalCredits ?? 0) / 3 },
        call,
      ),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(submits()).toBe(0);
  });

  it('stops at a submit whose answer is lost: it stays in doubt, the rest are never sent, nothing is resent', async () => {
    const { harness, tasks, submits } = await start(10_000, 2);
    const checked = await tasks.preflight({ ...request, count: 4 }, call);
    const outcome = await tasks.submitVariations(
      { ...request, count: 4, confirmedCredits: checked.totalCredits },
      call,
    );
    expect(outcome.submissions.map((view) => view.state)).toEqual(['accepted', 'in_doubt']);
    expect(outcome.stopped).not.toBeNull();
    expect(submits()).toBe(2);
    const rows = harness.journal.list({ limit: 50 }).items;
    expect(rows.map((row) => row.state).sort()).toEqual(['accepted', 'in_doubt']);
    // Only the user's explicit resubmit sends it again, and the new try stays in the group.
    const again = await tasks.resubmit(
      { id: outcome.submissions[1]!.id, acknowledgeDoubleBilling: true },
      call,
    );
    expect(submits()).toBe(3);
    expect(harness.journal.get(again.id)?.variationGroup).toBe(outcome.variationGroup);
    expect(again.variation).toEqual({ index: 2, count: 4 });
  });
});

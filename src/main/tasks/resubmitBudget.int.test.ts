// The hard budget line on a resubmit (issue 20, item 2): a rejected job whose price is unknown
// is refused under the hard line, before anything is sent, naming the catalog's upper bound;
// the user's accepted bound lets it through, checked against the budget by main, once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import { createSandbox, type Sandbox } from '../../sandbox';
import { checkBudget } from '../spending/budget';
import { openEngineHarness, type EngineHarness } from './engineHarness';

const call = { senderId: 'test' };
const open: { sandbox?: Sandbox; harness?: EngineHarness } = {};
afterEach(async () => {
  await open.harness?.shutdown();
  await open.sandbox?.close();
});

// Video A v3 Omni without a resolution: its price is unknown (the default is not documented).
const omni = {
  target: { model: 'video-a-v3-omni' },
  body: { prompt: 'a harbour at dawn', type: 'text-to-video', duration: 5 },
};

describe('resubmit under a hard budget line', () => {
  it('refuses an unknown price naming the bound, and sends once with the accepted bound', async () => {
    const sandbox = (open.sandbox = await createSandbox({ taskMs: 200, renderInWorker: false }));
    const harness = (open.harness = await openEngineHarness({
      sandboxUrl: sandbox.url,
      apiKey: 'sk-sandbox-resubmit-budget',
      dataDirectory: mkdtempSync(join(tmpdir(), 'atelier-resubmit-budget-')),
      budget: (cost, jobs, unknownPrice) =>
        checkBudget({
          month: 'May',
          spent: 100,
          cost,
          budget: { soft: null, hard: 1000 },
          ...(jobs ? { jobs } : {}),
          ...(unknownPrice ? { unknownPrice } : {}),
        }),
    }));
    harness.domain.start();
    const rejected = harness.journal.begin({
      profileId: 'sandbox',
      target: omni.target,
      kind: 'video',
      body: omni.body,
    });
    harness.journal.reject(rejected.id, { code: 'server', message: 'The service had a problem' });

    const refused = await Promise.resolve(
      harness.domain.handlers.resubmit({ id: rejected.id, acknowledgeDoubleBilling: true }, call),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AtelierError);
    expect((refused as AtelierError).code).toBe('over_budget');
    // 60 credits/s (1080p with audio, the highest tier) × 5 s fits under 1000 - 100.
    expect((refused as AtelierError).details?.['priceUnknown']).toMatchObject({
      boundFits: true,
      upperBound: { credits: 300 },
    });
    expect(sandbox.stats().submits).toBe(0);

    const tooLow = await Promise.resolve(
      harness.domain.handlers.resubmit(
        { id: rejected.id, acknowledgeDoubleBilling: true, acceptUpperBound: 299 },
        call,
      ),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect((tooLow as AtelierError).code).toBe('over_budget');
    expect(sandbox.stats().submits).toBe(0);

    const sent = await harness.domain.handlers.resubmit(
      { id: rejected.id, acknowledgeDoubleBilling: true, acceptUpperBound: 300 },
      call,
    );
    expect(sent.state).toBe('accepted');
    expect(sandbox.stats().submits).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { sandboxCatalog } from '../../sandbox/catalog';
import { checkBudget } from '../spending/budget';
import { preflight, type PreflightPorts } from './preflight';

function ports(
  spent: number,
  budget: { soft: number | null; hard: number | null },
  seen: number[],
): PreflightPorts {
  return {
    api: { balance: async () => 5000 },
    catalog: { getFresh: async () => sandboxCatalog() },
    lookup: () => null,
    budget: (credits, jobs, unknownPrice) =>
      checkBudget({
        month: 'May',
        spent,
        cost: credits,
        budget,
        ...(jobs ? { jobs } : {}),
        ...(unknownPrice ? { unknownPrice } : {}),
      }),
    onBalance: (credits) => seen.push(credits),
  };
}

const request = { target: { model: 'image-a' }, body: { prompt: 'a lighthouse' } } as const;

describe('preflight and the monthly budget', () => {
  it('refuses a job that would cross the hard line, naming the numbers, and reports the balance it read', async () => {
    const seen: number[] = [];
    const result = await preflight(
      ports(990, { soft: null, hard: 1000 }, seen),
      request.target,
      request.body,
    );
    const cost = result.estimate.kind === 'known' ? result.estimate.credits : -1;
    expect(cost).toBeGreaterThan(10);
    expect(result.ok).toBe(false);
    expect(result.issues).toEqual([]);
    expect(result.budget).toMatchObject({
      line: 'hard',
      spent: 990,
      cost,
      after: 990 + cost,
      limit: 1000,
    });
    expect(seen).toEqual([5000]);
  });

  it('lets a soft-line crossing through with its warning, and says nothing within budget', async () => {
    const soft = await preflight(
      ports(990, { soft: 1000, hard: null }, []),
      request.target,
      request.body,
    );
    expect(soft.ok).toBe(true);
    expect(soft.budget?.line).toBe('soft');
    const within = await preflight(
      ports(0, { soft: 1000, hard: 2000 }, []),
      request.target,
      request.body,
    );
    expect(within).toMatchObject({ ok: true, budget: null });
  });

  // The auditor's case: hard line 54, 48 spent, three variations of video-a-v3-omni without a resolution.
  const omni = {
    target: { model: 'video-a-v3-omni' },
    body: { prompt: 'a harbour at dawn', type: 'text-to-video', duration: 5 },
  } as const;

  it('refuses variations of unknown price under a hard line, naming the catalog bound (never counted as 0)', async () => {
    const result = await preflight(
      ports(48, { soft: null, hard: 54 }, []),
      omni.target,
      omni.body,
      3,
    );
    expect(result.estimate.kind).toBe('unknown');
    expect(result.ok).toBe(false);
    // The highest omni tier (1080p with audio, 60 credits/s) × the body's 5 s × 3 variations.
    expect(result.upperBound).toEqual({
      credits: 900,
      basis: "3 × Video A v3 Omni's highest tier, 1080p with audio: 60 credits/s × 5 s",
    });
    expect(result.budget).toMatchObject({
      line: 'hard',
      cost: null,
      priceUnknown: { boundFits: false },
    });
  });

  it('checks the accepted bound in place of the unknown price, and refuses a bound that grew past what was accepted', async () => {
    const roomy = ports(48, { soft: null, hard: 2000 }, []);
    expect((await preflight(roomy, omni.target, omni.body, 3)).ok).toBe(false);
    const accepted = await preflight(roomy, omni.target, omni.body, 3, 900);
    expect(accepted).toMatchObject({ ok: true, acceptedUpperBound: true, budget: null });
    const tooLow = await preflight(roomy, omni.target, omni.body, 3, 899);
    expect(tooLow).toMatchObject({
      ok: false,
      acceptedUpperBound: false,
      budget: { line: 'hard' },
    });
    const over = await preflight(
      ports(1500, { soft: null, hard: 2000 }, []),
      omni.target,
      omni.body,
      3,
      900,
    );
    expect(over).toMatchObject({ ok: false, budget: { line: 'hard', cost: 900, after: 2400 } });
  });
});

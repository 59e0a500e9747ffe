import { describe, expect, it } from 'vitest';
import { sandboxCatalog } from '../../sandbox/catalog';
import { checkBudget } from '../spending/budget';
import type { PreflightPorts } from './preflight';
import { preflightGroup, totalEstimate } from './preflightGroup';

const source = { task_id: '6f1c2b9e-3a47-4d2a-9b1e-2c5d8e7f0a11', audio_index: 1 };
const pack = [
  { target: { action: 'stems-all' }, body: { ...source, audio_format: 'wav' } },
  { target: { action: 'midi' }, body: source },
  { target: { action: 'bpm' }, body: source },
] as const;

function ports(
  balance: number,
  budget: { soft: number | null; hard: number | null } = { soft: null, hard: null },
  spent = 0,
): PreflightPorts & { budgetAsked: (number | null)[] } {
  const budgetAsked: (number | null)[] = [];
  return {
    budgetAsked,
    api: { balance: async () => balance },
    catalog: { getFresh: async () => sandboxCatalog() },
    lookup: () => null,
    budget: (credits) => {
      budgetAsked.push(credits);
      return checkBudget({ month: 'May', spent, cost: credits, budget });
    },
  };
}

const price = (part: { estimate: { kind: string; credits?: number } }): number =>
  part.estimate.kind === 'known' ? part.estimate.credits! : Number.NaN;

describe('preflightGroup', () => {
  it('totals the three parts and checks the total, not each part, against the balance', async () => {
    const roomy = await preflightGroup(
      ports(100_000),
      pack.map((each) => ({ target: each.target, body: { ...each.body } })),
    );
    const parts = roomy.parts.map(price);
    const total = parts.reduce((sum, each) => sum + each, 0);
    expect(parts.every((each) => each > 0)).toBe(true);
    expect(roomy).toMatchObject({
      ok: true,
      estimate: { kind: 'known', credits: total },
      balanceAfter: 100_000 - total,
      shortfall: null,
    });
    // Enough for any one part, not for all three.
    const tight = await preflightGroup(
      ports(total - 1),
      pack.map((each) => ({ target: each.target, body: { ...each.body } })),
    );
    expect(tight.parts.every((part) => part.shortfall === null)).toBe(true);
    expect(tight).toMatchObject({ ok: false, shortfall: 1 });
  });

  it('asks the monthly budget about the total once: a hard line the parts alone would not cross refuses', async () => {
    const probe = await preflightGroup(
      ports(100_000),
      pack.map((each) => ({ target: each.target, body: { ...each.body } })),
    );
    const total = price(probe);
    const limited = ports(100_000, { soft: null, hard: 1000 }, 1000 - total + 1);
    const result = await preflightGroup(
      limited,
      pack.map((each) => ({ target: each.target, body: { ...each.body } })),
    );
    expect(limited.budgetAsked).toEqual([total]);
    expect(result.budget).toMatchObject({ line: 'hard', cost: total, limit: 1000 });
    expect(result.ok).toBe(false);
    expect(result.parts.every((part) => part.budget === null)).toBe(true);
  });

  it('carries every part’s issues, and an invalid part makes the group not ok', async () => {
    const result = await preflightGroup(ports(100_000), [
      { target: { action: 'stems-all' }, body: { ...source, audio_format: 'flac' } },
      { target: { action: 'bpm' }, body: source },
    ]);
    expect(result.ok).toBe(false);
    expect(result.issues.map((issue) => issue.field)).toEqual(['audio_format']);
  });

  it('an unknown part price makes the total unknown', () => {
    expect(
      totalEstimate([
        { kind: 'known', credits: 5, breakdown: ['a'] },
        { kind: 'unknown', reason: 'no tier' },
      ]),
    ).toEqual({ kind: 'unknown', reason: 'no tier' });
    expect(
      totalEstimate([
        { kind: 'known', credits: 5, breakdown: ['a'] },
        { kind: 'known', credits: 7, breakdown: ['b'] },
      ]),
    ).toEqual({ kind: 'known', credits: 12, breakdown: ['a', 'b'] });
  });
});

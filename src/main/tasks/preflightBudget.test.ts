import { describe, expect, it } from 'vitest';
import { sandboxCatalog } from '../../sandbox/catalog';
import { checkBudget } from '../spending/budget';
import { preflight, type PreflightPorts } from './preflight';

function ports(spent: number, budget: { soft: number | null; hard: number | null }, seen: number[]): PreflightPorts {
  return {
    api: { balance: async () => 5000 },
    catalog: { getFresh: async () => sandboxCatalog() },
    lookup: () => null,
    budget: (credits) => checkBudget({ month: 'May', spent, cost: credits, budget }),
    onBalance: (credits) => seen.push(credits),
  };
}

const request = { target: { model: 'image-a' }, body: { prompt: 'a lighthouse' } } as const;

describe('preflight and the monthly budget', () => {
  it('refuses a job that would cross the hard line, naming the numbers, and reports the balance it read', async () => {
    const seen: number[] = [];
    const result = await preflight(ports(990, { soft: null, hard: 1000 }, seen), request.target, request.body);
    const cost = result.estimate.kind === 'known' ? result.estimate.credits : -1;
    expect(cost).toBeGreaterThan(10);
    expect(result.ok).toBe(false);
    expect(result.issues).toEqual([]);
    expect(result.budget).toMatchObject({ line: 'hard', spent: 990, cost, after: 990 + cost, limit: 1000 });
    expect(seen).toEqual([5000]);
  });

  it('lets a soft-line crossing through with its warning, and says nothing within budget', async () => {
    const soft = await preflight(ports(990, { soft: 1000, hard: null }, []), request.target, request.body);
    expect(soft.ok).toBe(true);
    expect(soft.budget?.line).toBe('soft');
    const within = await preflight(ports(0, { soft: 1000, hard: 2000 }, []), request.target, request.body);
    expect(within).toMatchObject({ ok: true, budget: null });
  });
});

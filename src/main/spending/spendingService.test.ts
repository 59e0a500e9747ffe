import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../shared/ipc/contract';
import { DEFAULT_PREFERENCES, type Preferences } from '../../shared/ipc/settings';
import { createHeadlessDesktop, type HeadlessDesktop } from '../desktop/headlessDesktop';
import { createEventBus } from '../ipc/eventBus';
import { createJournal, type Journal } from '../store/journal';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createSpendingService, type SpendingService } from './spendingService';

const call = { senderId: 'test' };
let test: TestDatabase;
let journal: Journal;
let desktop: HeadlessDesktop;
let preferences: Preferences;
let service: SpendingService;
const now = new Date(2026, 4, 20, 12).getTime();

beforeEach(() => {
  test = openTestDatabase(new Date(2026, 4, 10, 9).getTime());
  journal = createJournal(test.db, test.clock);
  desktop = createHeadlessDesktop(test.folder);
  preferences = structuredClone(DEFAULT_PREFERENCES);
  service = createSpendingService({
    db: test.db,
    bus: createEventBus(),
    now: () => now,
    activeProfileId: () => 'sandbox',
    preferences: { get: () => preferences },
    catalog: () => ({
      credit_to_usd: 0.01,
      count: 1,
      models: [
        {
          model_key: 'image-a',
          name: 'Image A',
          provider: 'p',
          category: 'image',
          unit: 'per-image',
          tiers: [],
          note: '',
        },
      ],
    }),
    desktop,
  });
});
afterEach(() => {
  service.close();
  test.cleanup();
});

function paid(prompt: string, charged: number, estimate = charged): void {
  const row = journal.begin({
    profileId: 'sandbox',
    target: { model: 'image-a' },
    kind: 'image',
    body: { prompt },
    creditsEstimated: estimate,
    priceBasis: '1 generation: 24 credits (standard)',
  });
  journal.accept(row.id, { taskId: `task-${prompt}`, creditsDeducted: charged });
}

describe('spending service', () => {
  it('names rows in the user words and totals the month against the budget', async () => {
    paid('=cmd|calc', 24);
    paid('a "quoted", prompt', 30, 24);
    const page = await service.handlers.ledger(undefined, call);
    expect(page.items.map((row) => [row.name, row.net, row.flagged])).toEqual([
      ['Image A', 30, true],
      ['Image A', 24, false],
    ]);
    const summary = await service.handlers.summary({ period: 'month' }, call);
    // Sandbox credits are free test credits: no dollar value, whatever the catalog's rate.
    expect(summary).toMatchObject({
      creditToUsd: null,
      overall: { net: 54 },
      month: { month: 'May', spent: 54, soft: null, hard: null },
    });
    expect(summary.byModel).toEqual([expect.objectContaining({ label: 'Image A', net: 54 })]);
    preferences.budgets.sandbox = { soft: 60, hard: 70 };
    expect(service.budgetCheck(6)).toBeNull();
    expect(service.budgetCheck(7)).toMatchObject({ line: 'soft', after: 61, limit: 60 });
    expect(service.budgetCheck(17)).toMatchObject({ line: 'hard', after: 71, limit: 70 });
  });

  it('exports every row as CSV through the save dialog, never overwriting a file', async () => {
    paid('=cmd|calc', 24);
    paid('a "quoted", prompt', 30, 24);
    const target = join(test.folder, 'out', 'spending.csv');
    desktop.answerNextSave(target);
    const first = await service.handlers.exportCsv(undefined, call);
    desktop.answerNextSave(target);
    const second = await service.handlers.exportCsv(undefined, call);
    expect(first).toEqual({ saved: true, paths: [target] });
    expect(second.paths[0]).not.toBe(target);
    expect(readdirSync(join(test.folder, 'out')).sort()).toHaveLength(2);
    const lines = readFileSync(target, 'utf8').split('\r\n');
    expect(lines).toHaveLength(4); // header, two rows, the final empty string
    expect(lines[1]).toContain(`"a ""quoted"", prompt"`);
    expect(lines[1]).toContain(',30,0,30,0,,yes,1 generation: 24 credits (standard),'); // no USD for Sandbox credits
    expect(lines[2]).toContain(",'=cmd|calc,");
    desktop.answerNextSave(null);
    expect(await service.handlers.exportCsv(undefined, call)).toEqual({ saved: false, paths: [] });
  });

  it('refuses a budget whose hard line is under its soft line, naming the field', () => {
    const parsed = contract.settings.methods.update.input.safeParse({
      budget: { profile: 'live', lines: { soft: 100, hard: 50 } },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['budget', 'lines', 'hard'],
      message: 'The hard line must be at least the soft line',
    });
    expect(
      contract.settings.methods.update.input.safeParse({
        budget: { profile: 'live', lines: { soft: 0, hard: null } },
      }).success,
    ).toBe(false);
  });
});

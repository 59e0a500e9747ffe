import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './testDatabase';
import { withinWalkBudget } from './searchFunctions';

let test: TestDatabase;
beforeEach(() => {
  test = openTestDatabase();
});
afterEach(() => test.cleanup());

describe('withinWalkBudget', () => {
  // A walk of a million numbers, tested row by row, as a page's index walk tests each row it reads.
  const walk = (): number =>
    (
      test.db
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000000)
    SELECT count(*) AS c FROM n WHERE atelier_walk_budget(i)`,
        )
        .get() as { c: number }
    ).c;

  it('stops a walk that runs past its deadline and answers null', () => {
    const began = performance.now();
    expect(withinWalkBudget(test.db, 5, walk)).toBeNull();
    expect(performance.now() - began).toBeLessThan(500);
  });

  it('lets a walk within its deadline finish, and sets no deadline outside it', () => {
    expect(withinWalkBudget(test.db, 60_000, () => 'read')).toBe('read');
    expect(walk()).toBe(1_000_000);
  });

  it('passes other errors on', () => {
    expect(() =>
      withinWalkBudget(test.db, 1000, () => test.db.prepare('SELECT * FROM no_such_table').all()),
    ).toThrow(/no such table/);
  });
});

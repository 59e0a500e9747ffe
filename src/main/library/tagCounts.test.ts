// The Library's tag list comes from counts the triggers keep (store/tagCounts.ts), not from every
// tag of every asset (0.9 s of CPU at a million assets, issue 24). Against the count over all rows
// after random edits, trashes, restores and deletes, in a real SQLite file; and by its query plan.
import fc from 'fast-check';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../store/database';
import { MIGRATIONS } from '../store/migrations';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { TAG_LIST } from '../store/tagCounts';
import { createLibraryStore, type LibraryStore } from './libraryStore';
import { newAsset } from './testAssets';

let test: TestDatabase;
let store: LibraryStore;
beforeEach(() => {
  test = openTestDatabase();
  store = createLibraryStore(test.db, test.clock);
});
afterEach(() => test.cleanup());

/** What the list must say: every tag row of every asset not trashed, counted (case folded). */
const countedFromEveryRow = (): { tag: string; count: number }[] =>
  (
    test.db
      .prepare(
        `SELECT lower(tag) AS tag, count(*) AS count FROM asset_tags
         JOIN assets ON assets.seq = asset_tags.asset_seq WHERE assets.trashed_at IS NULL
         GROUP BY lower(tag)`,
      )
      .all() as { tag: string; count: number }[]
  ).sort((a, b) => a.tag.localeCompare(b.tag));

const listed = (): { tag: string; count: number }[] =>
  store
    .tags()
    .map(({ tag, count }) => ({ tag: tag.toLowerCase(), count }))
    .sort((a, b) => a.tag.localeCompare(b.tag));

const TAGS = ['rain', 'Rain', 'night', 'piano', 'NIGHT', 'lofi'];
const operation = fc.oneof(
  fc.record({ op: fc.constant('add' as const), tags: fc.subarray(TAGS) }),
  fc.record({ op: fc.constant('retag' as const), at: fc.nat(), tags: fc.subarray(TAGS) }),
  fc.record({ op: fc.constant('trash' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('restore' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('remove' as const), at: fc.nat() }),
);

describe('the tag list', () => {
  it('counts what every row says after any edits, trashes, restores and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 25 }), async (operations) => {
        test.db.exec('DELETE FROM assets');
        const ids: string[] = [];
        const pick = (at: number): string | undefined => ids[at % Math.max(1, ids.length)];
        for (const step of operations) {
          const id = 'at' in step ? pick(step.at) : undefined;
          if (step.op === 'add') ids.push(store.addAsset(newAsset({ tags: step.tags })).asset.id);
          else if (!id) continue;
          else if (step.op === 'retag') store.update(id, { tags: step.tags });
          else if (step.op === 'trash') store.trash([id]);
          else if (step.op === 'restore') store.restore([id]);
          else {
            store.remove([id]);
            ids.splice(ids.indexOf(id), 1);
          }
          expect(listed()).toEqual(countedFromEveryRow());
        }
      }),
      { numRuns: 40 },
    );
  });

  it('counts the tags a library had before its upgrade, leaving out the trash', () => {
    closeDatabase(test.db);
    const path = join(test.folder, 'before-15.sqlite');
    const before = MIGRATIONS.filter((migration) => migration.version < 15);
    test.db = openDatabase(path, { migrations: before });
    store = createLibraryStore(test.db, test.clock);
    store.addAsset(newAsset({ tags: ['rain', 'night'] }));
    store.addAsset(newAsset({ tags: ['Rain'] }));
    store.trash([store.addAsset(newAsset({ tags: ['rain', 'lofi'] })).asset.id]);
    closeDatabase(test.db);

    test.db = openDatabase(path);
    store = createLibraryStore(test.db, test.clock);

    expect(store.tags()).toEqual([
      { tag: 'Rain', count: 2 },
      { tag: 'night', count: 1 },
    ]);
  });

  it("counts an upgraded library a chunk of assets at a time, with the upgrade's progress", () => {
    closeDatabase(test.db);
    const path = join(test.folder, 'before-15-large.sqlite');
    test.db = openDatabase(path, {
      migrations: MIGRATIONS.filter((migration) => migration.version < 15),
    });
    store = createLibraryStore(test.db, test.clock);
    // More assets than the runner's first chunk (500): each tag's count spans chunks.
    const ids = Array.from(
      { length: 1_300 },
      (_, index) =>
        store.addAsset(newAsset({ tags: index % 3 === 0 ? ['rain', 'Night'] : [TAGS[index % 6]!] }))
          .asset.id,
    );
    store.trash(ids.filter((_, index) => index % 7 === 0));
    const expected = countedFromEveryRow();
    closeDatabase(test.db);

    const reports: { done: number; total: number }[] = [];
    test.db = openDatabase(path, {
      onMigrationProgress: (report) => {
        if (report.version === 15 && !report.finished) reports.push(report);
      },
    });
    store = createLibraryStore(test.db, test.clock);

    expect(listed()).toEqual(expected);
    // Reported as rows of a total, midway too (a one-statement migration reports only 0 of 0).
    const counted = reports.filter((report) => report.total > 0);
    expect(counted.every((report) => report.total === 1_300)).toBe(true);
    expect(counted.some((report) => report.done > 0 && report.done < 1_300)).toBe(true);
  });

  it('reads the counts, not the tags of every asset', () => {
    const plan = (
      test.db.prepare(`EXPLAIN QUERY PLAN ${TAG_LIST}`).all() as { detail: string }[]
    ).map((row) => row.detail);
    expect(plan.join('\n')).toMatch(/tag_counts/);
    expect(plan.join('\n')).not.toMatch(/asset_tags|assets/);
  });
});

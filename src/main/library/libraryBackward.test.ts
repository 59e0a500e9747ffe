// Paging backwards (a page the view let go, scrolled back to): for every sort, with ties and
// unknown facts, walking back from the end by `previousCursor` yields exactly the forward
// order, and each page's `previousCursor` reads exactly the page before it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { librarySortSchema } from '../../shared/ipc/library';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createLibraryStore, type LibraryStore } from './libraryStore';
import { pageQuery } from './libraryQuery';
import { SORTS } from './librarySorts';
import { newAsset } from './testAssets';

let test: TestDatabase;
let store: LibraryStore;
beforeEach(() => {
  test = openTestDatabase();
  store = createLibraryStore(test.db, test.clock);
  // Ties on every key (titles differing only in case, equal facts) and unknown facts.
  const durations = [30, null, 12.5, 30, null, 240, 30, 0, null, 61];
  const sizes: [number | null, number | null][] = [
    [1024, 1024],
    [null, null],
    [512, 512],
    [1024, 1024],
    [640, null],
  ];
  const tempos = [120, null, 90, 120, null, 174, 120];
  for (let i = 0; i < 26; i += 1) {
    const [width, height] = sizes[i % sizes.length]!;
    store.addAsset(
      newAsset({
        kind: i % 4 === 0 ? 'image' : 'audio',
        title: ['Rain', 'rain', 'Echo', 'ocean night'][i % 4]!,
        prompt: i % 3 === 0 ? 'lighthouse' : 'harbour',
        durationS: durations[i % durations.length]!,
        width,
        height,
        bpm: tempos[i % tempos.length]!,
      }),
    );
  }
});
afterEach(() => test.cleanup());

type Query = NonNullable<Parameters<LibraryStore['list']>[0]>;

/** Every page forward: the pages' ids and the cursors each page returned. */
function forward(query: Query): { ids: string[]; previous: (string | null)[]; pages: string[][] } {
  const pages: string[][] = [];
  const previous: (string | null)[] = [];
  let cursor: string | undefined;
  do {
    const page = store.list({ ...query, ...(cursor ? { cursor } : {}) });
    pages.push(page.items.map((item) => item.id));
    previous.push(page.previousCursor);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 100);
  return { ids: pages.flat(), previous, pages };
}

const QUERIES: Query[] = [
  {},
  { kinds: ['audio'] },
  { text: 'lighthouse' }, // the FTS walk in rowid order (seq sorts) or a fetched and sorted few
  { text: 'ighthous', kinds: ['audio'] },
  { favorite: false },
];

describe('paging backwards', () => {
  for (const sort of librarySortSchema.options) {
    it.each(QUERIES.map((query) => [JSON.stringify(query), query] as const))(
      `${sort}: walks back to the first row in the forward order (%s)`,
      (_name, query) => {
        const { ids, previous, pages } = forward({ ...query, sort, limit: 3 });
        expect(ids.length).toBeGreaterThan(3);
        expect(previous[0]).toBeNull();
        // Each page's previousCursor reads exactly the page before it.
        for (let index = 1; index < pages.length; index += 1) {
          const back = store.list({ ...query, sort, limit: 3, cursor: previous[index]! });
          expect(
            back.items.map((item) => item.id),
            `page ${index}`,
          ).toEqual(pages[index - 1]);
          expect(back.previousCursor === null).toBe(index === 1);
          // And its nextCursor leads forward again to the page it came from.
          expect(
            store
              .list({ ...query, sort, limit: 3, cursor: back.nextCursor! })
              .items.map((item) => item.id),
          ).toEqual(pages[index]);
        }
        // From the last page, back to the start in pages of another size.
        const walked: string[] = [...pages[pages.length - 1]!];
        let cursor = previous[pages.length - 1];
        while (cursor) {
          const page = store.list({ ...query, sort, limit: 4, cursor });
          walked.unshift(...page.items.map((item) => item.id));
          cursor = page.previousCursor;
        }
        expect(walked).toEqual(ids);
      },
    );
  }

  it('walks the sort index backwards, never sorting what lies before the cursor', () => {
    for (const [sort, { index }] of Object.entries(SORTS)) {
      if (!index) continue;
      const { previous } = forward({ sort: sort as keyof typeof SORTS, limit: 3 });
      for (const cursor of previous.slice(1)) {
        const page = pageQuery(
          { sort: sort as keyof typeof SORTS, cursor: cursor! },
          { kindMatches: 10_000 },
        );
        expect(page.backward).toBe(true);
        const plan = (
          test.db.prepare(`EXPLAIN QUERY PLAN ${page.sql}`).all(...page.params) as {
            detail: string;
          }[]
        )
          .map((row) => row.detail)
          .join('\n');
        expect(plan, sort).toContain(`INDEX ${index}`);
        expect(plan, sort).not.toContain('TEMP B-TREE');
      }
    }
  });

  it('reads nothing before the first row, and a new row before the cursor shows up walking back', () => {
    const first = store.list({ sort: 'oldest', limit: 3 });
    const second = store.list({ sort: 'oldest', limit: 3, cursor: first.nextCursor! });
    const back = store.list({ sort: 'oldest', limit: 3, cursor: second.previousCursor! });
    expect(back.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
    expect(back.previousCursor).toBeNull();
    // Newest first: an asset added while the view is scrolled down appears when scrolling back up.
    const top = store.list({ sort: 'newest', limit: 3 });
    const next = store.list({ sort: 'newest', limit: 3, cursor: top.nextCursor! });
    const added = store.addAsset(newAsset({ title: 'Arrived later' })).asset.id;
    const up = store.list({ sort: 'newest', limit: 3, cursor: next.previousCursor! });
    expect(up.items.map((item) => item.id)).toEqual(top.items.map((item) => item.id));
    expect(
      store
        .list({ sort: 'newest', limit: 3, cursor: up.previousCursor! })
        .items.map((item) => item.id),
    ).toEqual([added]);
  });
});

// The timeline (date scrubber) on real SQLite: month counts equal a brute-force count of the
// same assets in the viewer's local time, under filters and text; a month's cursor opens a
// page exactly at its first asset in the sort, and paging back from it reaches newer months.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createLibraryStore, type AssetRecord, type LibraryStore } from './libraryStore';
import { newAsset } from './testAssets';

let test: TestDatabase;
let store: LibraryStore;
let all: AssetRecord[];
const DAY = 86_400_000;
beforeEach(() => {
  test = openTestDatabase();
  store = createLibraryStore(test.db, test.clock);
  // 90 assets over ~14 months, one each 4.7 days from Jan 2025, some at month edges (UTC
  // midnight on the 1st lands in the previous month west of UTC).
  const start = Date.UTC(2025, 0, 1);
  for (let i = 0; i < 90; i += 1) {
    const at =
      i % 10 === 0 ? Date.UTC(2025, Math.floor(i / 10) + 1, 1) : start + Math.round(i * 4.7 * DAY);
    store.addAsset(
      newAsset({
        kind: i % 3 === 0 ? 'image' : 'audio',
        title: i % 4 === 0 ? 'Lighthouse' : 'Harbour',
        createdAt: at,
      }),
    );
  }
  store.trash([store.list({ limit: 1 }).items[0]!.id]);
  all = store.list({ sort: 'oldest', limit: 500 }).items;
});
afterEach(() => test.cleanup());

/** The brute-force reference: each asset's local month, counted in JavaScript. */
function reference(assets: AssetRecord[], offsetMinutes: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const asset of assets) {
    const month = new Date(Date.parse(asset.createdAt) + offsetMinutes * 60_000)
      .toISOString()
      .slice(0, 7);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return counts;
}

describe('library timeline', () => {
  it.each([0, -300, 330, 840])(
    'counts each local month like a brute-force count (UTC offset %i min)',
    (offset) => {
      const months = store.timeline({}, 'newest', offset);
      expect(new Map(months.map((m) => [m.month, m.count]))).toEqual(reference(all, offset));
      expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort().reverse());
      expect(months.reduce((sum, m) => sum + m.count, 0)).toBe(89);
      expect(new Set(months.map((m) => m.month)).size).toBeGreaterThan(12);
    },
  );

  it('counts only what the filters and the text keep', () => {
    const images = store.timeline({ kinds: ['image'], text: 'lighthouse' }, 'oldest', -300);
    const kept = all.filter((asset) => asset.kind === 'image' && asset.title === 'Lighthouse');
    expect(new Map(images.map((m) => [m.month, m.count]))).toEqual(reference(kept, -300));
    expect(images.map((m) => m.month)).toEqual([...images.map((m) => m.month)].sort());
  });

  it.each(['newest', 'oldest'] as const)(
    'opens a %s page exactly at each month’s first asset',
    (sort) => {
      const months = store.timeline({}, sort, 60);
      const ordered = sort === 'oldest' ? all : [...all].reverse();
      const localMonth = (asset: AssetRecord) =>
        new Date(Date.parse(asset.createdAt) + 3_600_000).toISOString().slice(0, 7);
      for (const month of months) {
        const page = store.list({ sort, cursor: month.cursor, limit: 5 });
        expect(page.items[0]!.id).toBe(
          ordered.find((asset) => localMonth(asset) === month.month)!.id,
        );
        expect(page.items.map((asset) => asset.id)).toEqual(
          ordered
            .slice(ordered.indexOf(ordered.find((a) => a.id === page.items[0]!.id)!))
            .slice(0, 5)
            .map((a) => a.id),
        );
      }
    },
  );

  it('pages back from the oldest month to the newest asset, in order, with nothing skipped', () => {
    const months = store.timeline({}, 'newest', 0);
    let page = store.list({ sort: 'newest', cursor: months[months.length - 1]!.cursor, limit: 7 });
    const opened = page.items.length;
    const seen = [...page.items];
    while (page.previousCursor) {
      page = store.list({ sort: 'newest', cursor: page.previousCursor, limit: 7 });
      seen.unshift(...page.items);
    }
    const newestFirst = [...all].reverse();
    const oldestMonthStart = newestFirst.findIndex(
      (asset) => asset.createdAt.slice(0, 7) === months[months.length - 1]!.month,
    );
    expect(seen.map((asset) => asset.id)).toEqual(
      newestFirst.slice(0, oldestMonthStart + opened).map((asset) => asset.id),
    );
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import { librarySortSchema } from '../../shared/ipc/library';
import { encodeCursor } from '../store/cursor';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createLibraryStore, type LibraryStore } from './libraryStore';
import { INDEX_WALK_MATCHES, pageQuery } from './libraryQuery';
import { SORTS } from './librarySorts';
import { newAsset } from './testAssets';

let test: TestDatabase;
let store: LibraryStore;
beforeEach(() => {
  test = openTestDatabase();
  store = createLibraryStore(test.db, test.clock);
});
afterEach(() => test.cleanup());

/** Every page of a query, following cursors; fails on a cursor loop. */
function allPages(
  query: Parameters<LibraryStore['list']>[0],
  between?: () => void,
): { id: string; durationS: number | null; pixels: number | null }[] {
  const seen: { id: string; durationS: number | null; pixels: number | null }[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = store.list({ ...query, ...(cursor ? { cursor } : {}) });
    seen.push(
      ...page.items.map((item) => ({
        id: item.id,
        durationS: item.durationS,
        pixels: item.width !== null && item.height !== null ? item.width * item.height : null,
      })),
    );
    cursor = page.nextCursor ?? undefined;
    between?.();
    pages += 1;
  } while (cursor && pages < 100);
  expect(cursor).toBeUndefined();
  return seen;
}

describe('fact sorts', () => {
  it.each([
    ['longest', (a: number, b: number) => b - a],
    ['shortest', (a: number, b: number) => a - b],
  ] as const)(
    'sorts by duration (%s), unknown durations last, and pages without repeats or gaps',
    (sort, compare) => {
      const durations = [30, null, 12.5, 240, null, 30, 30, 0, 61, null, 12.5, 400, null, 7];
      const original = durations.map(
        (durationS) => store.addAsset(newAsset({ kind: 'audio', durationS })).asset.id,
      );
      // New rows between pages, before and after the cursor and among the unknowns.
      let added = 0;
      const seen = allPages({ sort, limit: 3 }, () => {
        added += 1;
        store.addAsset(newAsset({ kind: 'audio', durationS: added % 3 === 0 ? null : added * 50 }));
      });
      const ids = seen.map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.filter((id) => original.includes(id)).sort()).toEqual([...original].sort());
      const known = seen.filter((row) => row.durationS !== null).map((row) => row.durationS!);
      expect(known).toEqual([...known].sort(compare));
      const firstUnknown = seen.findIndex((row) => row.durationS === null);
      expect(seen.slice(firstUnknown).every((row) => row.durationS === null)).toBe(true);
      // Ties (30 s three times, and the unknowns) are broken by the order added.
      const thirty = seen
        .filter((row) => row.durationS === 30)
        .map((row) => original.indexOf(row.id));
      expect(thirty).toEqual([...thirty].sort((a, b) => a - b));
    },
  );

  it('sorts by pixel size, largest first, with unknown sizes (either side missing) last', () => {
    const sizes: [number | null, number | null][] = [
      [1024, 1024],
      [null, null],
      [1920, 1080],
      [512, null],
      [640, 480],
      [1080, 1920],
      [4096, 4096],
    ];
    for (const [width, height] of sizes) store.addAsset(newAsset({ width, height }));
    const seen = allPages({ sort: 'largest', limit: 2 });
    expect(seen.map((row) => row.pixels)).toEqual([
      4096 * 4096,
      1920 * 1080,
      1920 * 1080,
      1024 * 1024,
      640 * 480,
      null,
      null,
    ]);
  });

  it('keeps fact sorts with filters and text consistent across plans', () => {
    for (let i = 0; i < 40; i += 1) {
      store.addAsset(
        newAsset({
          title: `${i % 3 ? 'red' : 'blue'} ${i}`,
          kind: i % 2 ? 'audio' : 'video',
          durationS: i % 5 ? (i * 7) % 23 : null,
        }),
      );
    }
    for (const sort of ['longest', 'shortest'] as const) {
      for (const query of [
        { text: 'red' },
        { text: 'ed' },
        { kinds: ['video' as const] },
        { text: 'lue', kinds: ['audio' as const] },
      ]) {
        // Few or many matches (text or kinds) pick different plans: the pages must not differ.
        const run = (matches: number): string[] => {
          const ids: string[] = [];
          let cursor: string | undefined;
          do {
            const page = pageQuery(
              { ...query, sort, limit: 4, ...(cursor ? { cursor } : {}) },
              { textMatches: matches, kindMatches: matches },
            );
            const rows = test.db.prepare(page.sql).all(...page.params) as Parameters<
              typeof page.cursorAfter
            >[0][];
            const items = rows.slice(0, page.limit);
            ids.push(...items.map((row) => row.id));
            cursor = rows.length > page.limit ? page.cursorAfter(items.at(-1)!) : undefined;
          } while (cursor);
          return ids;
        };
        const fewMatches = run(0);
        expect(run(INDEX_WALK_MATCHES + 1)).toEqual(fewMatches);
        const matching = new Set(store.list({ ...query, limit: 500 }).items.map((item) => item.id));
        expect(fewMatches).toEqual(
          store
            .list({ sort, limit: 500 })
            .items.map((item) => item.id)
            .filter((id) => matching.has(id)),
        );
      }
    }
  });

  it('walks each sort index instead of sorting the library', () => {
    for (const sort of librarySortSchema.options) {
      const index = SORTS[sort].index;
      if (!index) continue;
      for (const cursor of [
        undefined,
        encodeCursor({ o: sort, v: sort === 'title' ? 'm' : 5, s: 3 }),
        ...(sort === 'title' ? [] : [encodeCursor({ o: sort, v: null, s: 3 })]),
      ]) {
        // With the kinds the Library page always sends: an IN list must not lure the planner away.
        const page = pageQuery({
          sort,
          kinds: ['image', 'video', 'audio', 'midi', 'lyrics', 'text', 'file'],
          ...(cursor ? { cursor } : {}),
        });
        const plan = (
          test.db.prepare(`EXPLAIN QUERY PLAN ${page.sql}`).all(...page.params) as {
            detail: string;
          }[]
        )
          .map((row) => row.detail)
          .join('\n');
        expect(plan, `${sort} ${cursor ?? 'first page'}`).toContain(`INDEX ${index}`);
        expect(plan, `${sort} ${cursor ?? 'first page'}`).not.toContain('TEMP B-TREE');
      }
    }
  });

  it('filters by a duration range, both ends included and unknown durations outside it, on every sort', () => {
    for (const durationS of [5, null, 30, 60, 60.5, 90, null, 120, 59.9])
      store.addAsset(newAsset({ kind: 'audio', durationS }));
    const durations = (query: Parameters<LibraryStore['list']>[0]): (number | null)[] =>
      allPages({ limit: 2, ...query }).map((row) => row.durationS);
    expect(durations({ sort: 'shortest', minDurationS: 30, maxDurationS: 90 })).toEqual([
      30, 59.9, 60, 60.5, 90,
    ]);
    expect(durations({ sort: 'longest', minDurationS: 60 })).toEqual([120, 90, 60.5, 60]);
    expect(durations({ sort: 'oldest', maxDurationS: 30 })).toEqual([5, 30]);
    expect(durations({ sort: 'newest', text: 'asset', minDurationS: 100 })).toEqual([120]);
    expect(durations({ sort: 'largest', minDurationS: 1000 })).toEqual([]);
    // The duration sorts seek their index to the range rather than read every row before it.
    for (const sort of ['longest', 'shortest'] as const) {
      const page = pageQuery({ sort, minDurationS: 30, maxDurationS: 90 });
      const plan = (
        test.db.prepare(`EXPLAIN QUERY PLAN ${page.sql}`).all(...page.params) as {
          detail: string;
        }[]
      )
        .map((row) => row.detail)
        .join('\n');
      expect(plan).toContain(`SEARCH assets USING INDEX assets_${sort} (<expr>>? AND <expr><?)`);
    }
  });

  it('fetches and sorts a kind the library holds little of instead of walking past everything else', () => {
    const kinds = ['video' as const];
    expect(
      pageQuery({ sort: 'longest', kinds }, { kindMatches: INDEX_WALK_MATCHES + 1 }).sql,
    ).toContain('INDEXED BY assets_longest');
    expect(pageQuery({ sort: 'longest', kinds }, { kindMatches: 12 }).sql).not.toContain(
      'INDEXED BY',
    );
    expect(pageQuery({ sort: 'title', favorite: true }).sql).not.toContain('INDEXED BY');
    // Through the store, which counts the kinds itself.
    for (let i = 0; i < 3; i += 1)
      store.addAsset(newAsset({ kind: i ? 'audio' : 'video', durationS: i }));
    expect(store.list({ sort: 'longest', kinds }).items.map((item) => item.kind)).toEqual([
      'video',
    ]);
  });

  it.each([
    ['fastest', (a: number, b: number) => b - a],
    ['slowest', (a: number, b: number) => a - b],
  ] as const)(
    'sorts by tempo (%s), unknown tempos last, and pages across the unknowns without repeats or gaps',
    (sort, compare) => {
      const tempos = [120, null, 90.5, 174, null, 120, null, 60, 128, null, 90.5];
      const original = tempos.map(
        (bpm) => store.addAsset(newAsset({ kind: 'audio', bpm })).asset.id,
      );
      let added = 0;
      const seen: { id: string; bpm: number | null }[] = [];
      let cursor: string | undefined;
      do {
        const page = store.list({ sort, limit: 2, ...(cursor ? { cursor } : {}) });
        seen.push(...page.items.map((item) => ({ id: item.id, bpm: item.bpm })));
        cursor = page.nextCursor ?? undefined;
        // New rows between pages, some known (before or after the cursor), some unknown.
        added += 1;
        if (added < 8)
          store.addAsset(newAsset({ kind: 'audio', bpm: added % 2 ? null : 100 + added }));
      } while (cursor);
      const ids = seen.map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.filter((id) => original.includes(id)).sort()).toEqual([...original].sort());
      const known = seen.filter((row) => row.bpm !== null).map((row) => row.bpm!);
      expect(known).toEqual([...known].sort(compare));
      const firstUnknown = seen.findIndex((row) => row.bpm === null);
      expect(firstUnknown).toBeGreaterThan(0);
      expect(seen.slice(firstUnknown).every((row) => row.bpm === null)).toBe(true);
      // The unknowns in the order added (all original unknowns, none skipped at the page edges).
      const unknownOriginals = seen
        .slice(firstUnknown)
        .map((row) => original.indexOf(row.id))
        .filter((index) => index >= 0);
      expect(unknownOriginals).toEqual([1, 4, 6, 9]);
    },
  );

  it('filters by a tempo range and by keys, on every sort, unknowns outside', () => {
    const tracks: [number | null, string | null][] = [
      [120, 'Am'],
      [null, 'Am'],
      [90, 'C'],
      [128, null],
      [140, 'F#'],
      [null, null],
      [100, 'Am'],
    ];
    for (const [bpm, musicalKey] of tracks)
      store.addAsset(newAsset({ kind: 'audio', bpm, musicalKey }));
    const facts = (query: Parameters<LibraryStore['list']>[0]): string[] =>
      store
        .list({ limit: 50, ...query })
        .items.map((item) => `${item.bpm ?? '–'} ${item.musicalKey ?? '–'}`);
    expect(facts({ sort: 'slowest', minBpm: 100, maxBpm: 128 })).toEqual([
      '100 Am',
      '120 Am',
      '128 –',
    ]);
    expect(facts({ sort: 'fastest', minBpm: 100, maxBpm: 128 })).toEqual([
      '128 –',
      '120 Am',
      '100 Am',
    ]);
    expect(facts({ sort: 'oldest', minBpm: 130 })).toEqual(['140 F#']);
    expect(facts({ sort: 'oldest', musicalKeys: ['Am'] })).toEqual(['120 Am', '– Am', '100 Am']);
    expect(facts({ sort: 'fastest', musicalKeys: ['Am', 'F#'] })).toEqual([
      '140 F#',
      '120 Am',
      '100 Am',
      '– Am',
    ]);
    expect(facts({ sort: 'newest', musicalKeys: ['C'], maxBpm: 95 })).toEqual(['90 C']);
    expect(facts({ sort: 'title', musicalKeys: ['Bm'] })).toEqual([]);
    // Paging a key filter on a tempo sort (fetched by key, then sorted) neither repeats nor skips.
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = store.list({
        sort: 'slowest',
        musicalKeys: ['Am', 'C'],
        limit: 1,
        ...(cursor ? { cursor } : {}),
      });
      paged.push(...page.items.map((item) => `${item.bpm ?? '–'} ${item.musicalKey}`));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(['90 C', '100 Am', '120 Am', '– Am']);
    // A key filter reads its own small index instead of walking a sort index past every other row.
    for (const sort of librarySortSchema.options) {
      const page = pageQuery({ sort, musicalKeys: ['Bm'], kinds: ['audio', 'image'] });
      const plan = (
        test.db.prepare(`EXPLAIN QUERY PLAN ${page.sql}`).all(...page.params) as {
          detail: string;
        }[]
      )
        .map((row) => row.detail)
        .join('\n');
      expect(plan, sort).toContain('INDEX assets_musical_key');
    }
    for (const sort of ['fastest', 'slowest'] as const) {
      const page = pageQuery({ sort, minBpm: 100, maxBpm: 128 });
      const plan = (
        test.db.prepare(`EXPLAIN QUERY PLAN ${page.sql}`).all(...page.params) as {
          detail: string;
        }[]
      )
        .map((row) => row.detail)
        .join('\n');
      expect(plan).toContain(`SEARCH assets USING INDEX assets_${sort} (<expr>>? AND <expr><?)`);
    }
  });

  it('rejects a cursor whose key does not fit its sort', () => {
    store.addAsset(newAsset({ durationS: 3 }));
    expect(() =>
      store.list({ sort: 'longest', cursor: encodeCursor({ o: 'longest', v: 'x', s: 1 }) }),
    ).toThrow(AtelierError);
    expect(() =>
      store.list({ sort: 'longest', cursor: encodeCursor({ o: 'longest', s: 1 }) }),
    ).toThrow(AtelierError);
    expect(() =>
      store.list({ sort: 'title', cursor: encodeCursor({ o: 'title', v: null, s: 1 }) }),
    ).toThrow(AtelierError);
    expect(() =>
      store.list({ sort: 'shortest', cursor: encodeCursor({ o: 'longest', v: 3, s: 1 }) }),
    ).toThrow(AtelierError);
    expect(
      store.list({ sort: 'shortest', cursor: encodeCursor({ o: 'shortest', v: null, s: 0 }) })
        .items,
    ).toEqual([]);
  });
});

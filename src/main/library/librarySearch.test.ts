import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../store/database';
import { MIGRATIONS, schemaVersion, searchTexts } from '../store/migrations';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { INDEX_WALK_MATCHES, countQuery, pageQuery } from './libraryQuery';
import { createLibraryStore, type LibraryStore } from './libraryStore';
import { searchExpression, searchTerms } from '../store/searchText';
import { addSchema2Assets, newAsset } from './testAssets';

let test: TestDatabase;
let store: LibraryStore;
beforeEach(() => {
  test = openTestDatabase();
  store = createLibraryStore(test.db, test.clock);
});
afterEach(() => test.cleanup());

const titles = (text: string): string[] =>
  store.list({ text, limit: 500 }).items.map((item) => item.title);
const indexed = (): number =>
  (test.db.prepare('SELECT count(*) AS n FROM asset_search').get() as { n: number }).n;

describe('substring search', () => {
  it('finds words from inside them, in every searched field, folding case and accents', () => {
    store.addAsset(newAsset({ title: 'Lighthouse Keeper' }));
    store.addAsset(newAsset({ title: 'Harbour', prompt: 'an old SEASHORE at dusk' }));
    store.addAsset(newAsset({ title: 'Night café', style: 'dreampop', lyrics: 'unbelievable' }));
    expect(titles('ighthouse')).toEqual(['Lighthouse Keeper']);
    expect(titles('HOUSE KEEP')).toEqual(['Lighthouse Keeper']);
    expect(titles('eash')).toEqual(['Harbour']);
    expect(titles('afe')).toEqual(['Night café']);
    expect(titles('eampo')).toEqual(['Night café']);
    expect(titles('believ')).toEqual(['Night café']);
    expect(titles('ouse ar')).toEqual([]);
    // Two letters still match at word starts only: "ee" is inside "Keeper", not a start.
    expect(titles('ee')).toEqual([]);
    expect(titles('ke')).toEqual(['Lighthouse Keeper']);
    expect(titles('ighthouse ke')).toEqual(['Lighthouse Keeper']);
    expect(titles('ighthouse ha')).toEqual([]);
  });

  it('matches short words at word starts after punctuation and line breaks too', () => {
    store.addAsset(newAsset({ title: 'Lo-Fi Study', lyrics: 'first line\nsecond (line)' }));
    store.addAsset(newAsset({ title: 'Sofia', prompt: 'a fine day' }));
    expect(titles('fi')).toEqual(['Sofia', 'Lo-Fi Study']);
    expect(titles('fi st')).toEqual(['Lo-Fi Study']);
    expect(titles('se')).toEqual(['Lo-Fi Study']);
    expect(titles('li')).toEqual(['Lo-Fi Study']);
    expect(titles('a')).toEqual(['Sofia']);
    expect(titles('lo-fi')).toEqual(['Lo-Fi Study']);
    expect(titles('lo fi')).toEqual(['Lo-Fi Study']);
    expect(titles('of')).toEqual([]);
  });

  it('finds tags added later by substring, and forgets removed tags and deleted assets', () => {
    const id = store.addAsset(newAsset({ title: 'Plain' })).asset.id;
    expect(titles('ynthwav')).toEqual([]);
    store.update(id, { tags: ['Synthwave'] });
    expect(titles('ynthwav')).toEqual(['Plain']);
    store.update(id, { title: 'Renamed' });
    expect(titles('ynthwav')).toEqual(['Renamed']);
    expect(titles('enamed')).toEqual(['Renamed']);
    expect(titles('lain')).toEqual([]);
    store.update(id, { tags: [] });
    expect(titles('ynthwav')).toEqual([]);
    expect(indexed()).toBe(1);
    store.remove([id]);
    expect(titles('enamed')).toEqual([]);
    expect(indexed()).toBe(0);
  });

  it('treats FTS syntax in the text as text on the substring path too', () => {
    store.addAsset(newAsset({ title: 'Lighthouse', prompt: 'title:storm NEAR the coast' }));
    for (const text of [
      'ighthouse OR',
      '"ighthouse',
      'ighthouse*',
      'NEAR(ighthouse',
      'title:ighthouse',
      '^ighthouse',
      'ighthouse)',
      'ighthouse" OR "x',
    ]) {
      expect(() => store.list({ text })).not.toThrow();
    }
    // Operators are words the row must contain: "OR" is not in it, "NEAR" is.
    expect(titles('ighthouse OR oast')).toEqual([]);
    expect(titles('ighthouse NEAR oast')).toEqual(['Lighthouse']);
    expect(titles('"ighthouse"')).toEqual(['Lighthouse']);
  });

  it.each(['newest', 'oldest', 'title', 'longest'] as const)(
    'pages through a substring search (%s) without repeats or gaps while assets are added',
    (sort) => {
      const matching: string[] = [];
      for (let i = 0; i < 23; i += 1) {
        matching.push(
          store.addAsset(
            newAsset({
              title: `${String.fromCharCode(97 + (i % 26))} lighthouse ${i}`,
              durationS: i % 4 ? i * 3 : null,
            }),
          ).asset.id,
        );
        store.addAsset(newAsset({ title: `harbour ${i}` }));
      }
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = store.list({
          text: 'ighthous',
          sort,
          limit: 4,
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor ?? undefined;
        store.addAsset(newAsset({ title: `aaa lighthouse ${pages}`, durationS: 1000 }));
        pages += 1;
      } while (cursor && pages < 50);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => matching.includes(id)).sort()).toEqual([...matching].sort());
      if (sort === 'oldest') expect(seen.slice(0, matching.length)).toEqual(matching);
    },
  );
});

describe('a common word with a sort of its own index', () => {
  it('walks the index testing rows, and reads the same pages from the matches when the walk runs out of time', () => {
    const count = Math.round(INDEX_WALK_MATCHES * 1.2);
    store.addAssets(
      Array.from({ length: count }, (_, i) =>
        newAsset({
          title: `${(i * 7919) % count} ${i % 10 ? 'Harbour' : 'Café'}`,
          kind: i % 3 ? 'audio' : 'image',
        }),
      ),
    );
    const query = { text: 'HARBOUR', sort: 'title' as const, kinds: ['audio' as const], limit: 25 };
    const counted = countQuery(query)!;
    const matches = (test.db.prepare(counted.sql).get(...counted.params) as { n: number }).n;
    expect(matches).toBeGreaterThan(INDEX_WALK_MATCHES);
    expect(pageQuery(query, { textMatches: matches }).walksText).toBe(true);
    const pages = (from: LibraryStore): string[][] => {
      const seen: string[][] = [];
      let cursor: string | undefined;
      do {
        const page = from.list({ ...query, ...(cursor ? { cursor } : {}) });
        seen.push(page.items.map((item) => item.title));
        cursor = page.nextCursor ?? undefined;
      } while (cursor && seen.length < 4);
      return seen;
    };
    const walked = pages(store);
    const outOfTime = pages(createLibraryStore(test.db, test.clock, { textWalkBudgetMs: 0 }));
    expect(outOfTime).toEqual(walked);
    const expected = store
      .list({ sort: 'title', kinds: ['audio'], limit: 500 })
      .items.map((item) => item.title)
      .filter((title) => title.endsWith('Harbour'));
    expect(walked.flat()).toEqual(expected.slice(0, 100));
  });
});

describe('migration 3', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('backfills the trigram index from a version 2 library, tags included', () => {
    const folder = mkdtempSync(join(tmpdir(), 'atelier-migrate-'));
    folders.push(folder);
    const path = join(folder, 'atelier.sqlite');
    const old = openDatabase(path, {
      migrations: MIGRATIONS.filter((migration) => migration.version <= 2),
    });
    expect(schemaVersion(old)).toBe(2);
    addSchema2Assets(old, [
      newAsset({ title: 'Lighthouse Keeper', tags: ['Synthwave'] }),
      newAsset({ title: 'Harbour', prompt: 'seashore', durationS: 30, width: 640, height: 480 }),
    ]);
    old.close();

    const db = openDatabase(path);
    try {
      expect(schemaVersion(db)).toBeGreaterThanOrEqual(3);
      const migrated = createLibraryStore(db, test.clock);
      const found = (text: string): string[] =>
        migrated.list({ text }).items.map((item) => item.title);
      expect(found('ighthouse')).toEqual(['Lighthouse Keeper']);
      expect(found('ynthwav')).toEqual(['Lighthouse Keeper']);
      expect(found('eashor')).toEqual(['Harbour']);
      expect(migrated.list({ sort: 'largest' }).items.map((item) => item.title)).toEqual([
        'Harbour',
        'Lighthouse Keeper',
      ]);
      // The triggers keep it in sync from here on.
      migrated.addAsset(newAsset({ title: 'Moonlight' }));
      expect(found('oonligh')).toEqual(['Moonlight']);
    } finally {
      db.close();
    }
  });
});

describe('the folded index (migration 11)', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  /** Rows the index matches, and rows the row test (a sort's index walk) keeps: they must be equal. */
  const bothWays = (text: string): { index: number[]; rowTest: number[] } => {
    const match = searchExpression(text);
    const index = (
      test.db
        .prepare('SELECT rowid AS seq FROM asset_search WHERE asset_search MATCH ? ORDER BY rowid')
        .all(match) as { seq: number }[]
    ).map((row) => row.seq);
    const rowTest = (
      test.db
        .prepare(
          `SELECT seq FROM assets WHERE atelier_text_has(?, ${searchTexts('assets.').join(', ')}) ORDER BY seq`,
        )
        .all(JSON.stringify(searchTerms(text))) as { seq: number }[]
    ).map((row) => row.seq);
    return { index, rowTest };
  };

  it('answers exactly as the row test does, for case, accents, ligatures, wide forms and other scripts', () => {
    // Characters the index's own folding treated differently from Atelier's (ligatures, wide
    // forms, a dotted capital I, a combining accent) or that must not fold (dakuten, ß).
    const alphabet = [
      'a',
      'A',
      'e',
      'é',
      'É',
      'e\u0301',
      'ﬁ',
      'f',
      'i',
      'I',
      'İ',
      'ß',
      'ẞ',
      'が',
      'か',
      '\u3099',
      '東',
      'Ａ',
      'ø',
      'Σ',
      'ς',
      ' ',
      '-',
    ];
    const word = fc
      .array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 5 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 6 }),
        fc.array(word, { minLength: 1, maxLength: 2 }),
        (titles, query) => {
          test.db.exec('DELETE FROM assets');
          for (const [index, title] of titles.entries())
            store.addAsset(
              newAsset({ title, ...(index % 2 ? { tags: [title.slice(0, 3) || 'x'] } : {}) }),
            );
          const text = query.join(' ');
          if (searchExpression(text) === null) return;
          const { index, rowTest } = bothWays(text);
          expect(rowTest, text).toEqual(index);
        },
      ),
      { numRuns: 150 },
    );
    // The cases that differed before the index held folded text, on a library of that one asset
    // (the property's last run leaves its titles behind, and one may contain "fi").
    test.db.exec('DELETE FROM assets');
    store.addAsset(newAsset({ title: 'ﬁnal ＲＯＣＫ İstanbul' }));
    for (const text of ['fi', 'final', 'rock', 'istanbul'])
      expect(bothWays(text).index, text).toHaveLength(1);
  });

  it('rebuilds a schema-10 library from folded text, and its triggers keep folding', () => {
    const folder = mkdtempSync(join(tmpdir(), 'atelier-migrate-'));
    folders.push(folder);
    const path = join(folder, 'atelier.sqlite');
    const old = openDatabase(path, {
      migrations: MIGRATIONS.filter((migration) => migration.version <= 10),
    });
    const oldStore = createLibraryStore(old, test.clock);
    oldStore.addAsset(newAsset({ title: 'ﬁnal Café', tags: ['ＲＯＣＫ'] }));
    oldStore.addAsset(newAsset({ title: 'Harbour' }));
    // SQLite's own folding left the ligature and the wide letters as they were.
    expect(oldStore.list({ text: 'fi' }).items).toHaveLength(0);
    expect(oldStore.list({ text: 'rock' }).items).toHaveLength(0);
    old.close();

    const db = openDatabase(path);
    try {
      expect(schemaVersion(db)).toBeGreaterThanOrEqual(11);
      const migrated = createLibraryStore(db, test.clock);
      const found = (text: string): string[] =>
        migrated.list({ text }).items.map((item) => item.title);
      expect(found('fi')).toEqual(['ﬁnal Café']);
      expect(found('CAFE rock')).toEqual(['ﬁnal Café']);
      expect(found('arbou')).toEqual(['Harbour']);
      const id = migrated.addAsset(newAsset({ title: 'Ｍoonlight Ｓonata' })).asset.id;
      expect(found('moonlight son')).toEqual(['Ｍoonlight Ｓonata']);
      migrated.update(id, { tags: ['Ｊazz'] });
      expect(found('jazz')).toEqual(['Ｍoonlight Ｓonata']);
    } finally {
      db.close();
    }
  });
});

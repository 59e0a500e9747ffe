import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAtelierError } from '../../shared/errors';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createCollectionStore, type CollectionStore } from './collectionStore';
import { createLibraryStore, type LibraryStore } from './libraryStore';
import { newAsset } from './testAssets';

let test: TestDatabase;
let library: LibraryStore;
let collections: CollectionStore;
beforeEach(() => {
  test = openTestDatabase();
  library = createLibraryStore(test.db, test.clock);
  collections = createCollectionStore(test.db, test.clock);
});
afterEach(() => test.cleanup());

const add = (count: number, overrides: Parameters<typeof newAsset>[0] = {}): string[] =>
  Array.from({ length: count }, () => library.addAsset(newAsset(overrides)).asset.id);
const listed = (collectionId: string, extra: Parameters<LibraryStore['list']>[0] = {}) =>
  library.list({ collectionId, ...extra, limit: 500 }).items.map((item) => item.id);
const failure = (run: () => unknown): { code: string; field?: string } => {
  try {
    run();
  } catch (error) {
    if (isAtelierError(error))
      return { code: error.code, ...(error.field ? { field: error.field } : {}) };
    throw error;
  }
  throw new Error('expected a failure');
};

describe('collection store', () => {
  it('makes, renames and deletes collections; names are unique regardless of case', () => {
    const moods = collections.create('  Mood   board ');
    expect(moods).toMatchObject({ name: 'Mood board', count: 0 });
    expect(failure(() => collections.create('MOOD BOARD'))).toEqual({
      code: 'conflict',
      field: 'name',
    });
    const album = collections.create('Album 2');
    expect(failure(() => collections.rename(album.id, 'mood board'))).toEqual({
      code: 'conflict',
      field: 'name',
    });
    // Its own name in another case is fine.
    expect(collections.rename(moods.id, 'MOOD board').name).toBe('MOOD board');
    expect(failure(() => collections.rename('nope', 'x'))).toEqual({
      code: 'not_found',
      field: 'id',
    });
    expect(collections.list().map((each) => each.name)).toEqual(['Album 2', 'MOOD board']);
    expect(collections.remove(album.id)).toBe(true);
    expect(collections.remove(album.id)).toBe(false);
    expect(collections.list().map((each) => each.id)).toEqual([moods.id]);
  });

  it('adds and removes many assets at once; deleting a collection never deletes an asset', () => {
    const ids = add(5);
    const moods = collections.create('Moods');
    expect(collections.addAssets(moods.id, [ids[0]!, ids[1]!, ids[2]!, 'unknown-id'])).toBe(3);
    // Adding again adds nothing twice.
    expect(collections.addAssets(moods.id, [ids[0]!, ids[3]!])).toBe(1);
    expect(collections.get(moods.id)?.count).toBe(4);
    expect(new Set(listed(moods.id))).toEqual(new Set(ids.slice(0, 4)));
    expect(collections.removeAssets(moods.id, [ids[1]!, ids[4]!])).toBe(1);
    expect(new Set(listed(moods.id))).toEqual(new Set([ids[0], ids[2], ids[3]]));
    collections.remove(moods.id);
    expect(library.count({})).toBe(5);
    expect(library.getMany(ids)).toHaveLength(5);
  });

  it('keeps a trashed member for its restore, and forgets an asset deleted for good', () => {
    const [kept, trashed, deleted] = add(3);
    const moods = collections.create('Moods');
    collections.addAssets(moods.id, [kept!, trashed!, deleted!]);
    library.trash([trashed!]);
    expect(listed(moods.id).sort()).toEqual([kept!, deleted!].sort());
    expect(collections.get(moods.id)?.count).toBe(2);
    library.restore([trashed!]);
    expect(collections.get(moods.id)?.count).toBe(3);
    library.remove([deleted!]);
    expect(collections.get(moods.id)?.count).toBe(2);
    const rows = test.db.prepare('SELECT count(*) AS n FROM collection_assets').get() as {
      n: number;
    };
    expect(rows.n).toBe(2);
  });

  it('is a library filter that combines with the others (kind, text, favorites, count, timeline)', () => {
    const songs = add(3, { kind: 'audio', mimeType: 'audio/mpeg', prompt: 'night drive' });
    const images = add(3, { prompt: 'night sky' });
    const moods = collections.create('Moods');
    const other = collections.create('Other');
    collections.addAssets(moods.id, [songs[0]!, songs[1]!, images[0]!]);
    collections.addAssets(other.id, [songs[2]!]);
    expect(listed(moods.id).sort()).toEqual([songs[0]!, songs[1]!, images[0]!].sort());
    expect(listed(moods.id, { kinds: ['audio'] }).sort()).toEqual([songs[0]!, songs[1]!].sort());
    expect(listed(moods.id, { text: 'sky' })).toEqual([images[0]!]);
    library.update(songs[1]!, { favorite: true });
    expect(listed(moods.id, { favorite: true })).toEqual([songs[1]!]);
    expect(library.count({ collectionId: moods.id })).toBe(3);
    expect(library.count({ collectionId: 'no-such-collection' })).toBe(0);
    const months = library.timeline({ collectionId: moods.id }, 'newest', 0);
    expect(months.reduce((sum, month) => sum + month.count, 0)).toBe(3);
    // Pages through a collection in order, without repeats.
    const first = library.list({ collectionId: moods.id, limit: 2 });
    const second = library.list({ collectionId: moods.id, limit: 2, cursor: first.nextCursor! });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([
      images[0]!,
      songs[1]!,
      songs[0]!,
    ]);
  });

  it('adds and removes every asset a query keeps, by the query', () => {
    const songs = add(4, { kind: 'audio', mimeType: 'audio/mpeg', prompt: 'neon drive' });
    add(2, { prompt: 'neon sign' });
    const moods = collections.create('Moods');
    expect(collections.addMatching(moods.id, { kinds: ['audio'], text: 'neon' })).toBe(4);
    expect(new Set(listed(moods.id))).toEqual(new Set(songs));
    expect(collections.removeMatching(moods.id, { text: 'drive' })).toBe(4);
    expect(collections.get(moods.id)?.count).toBe(0);
    // Trashed assets are not "matching" the library view.
    library.trash([songs[0]!]);
    expect(collections.addMatching(moods.id, { kinds: ['audio'] })).toBe(3);
  });
});

describe('collections at scale', () => {
  it('adds all matching of 100,000 assets in one SQL statement, and filters by it quickly', () => {
    const started = performance.now();
    // One statement seeds the rows (the store's per-asset insert takes ~30 s here): half tracks, half images.
    test.db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
         INSERT INTO assets (id, kind, submission_id, task_id, profile_id, model, output_key, title,
           mime_type, bytes, relative_path, created_at)
         SELECT 'asset-' || i, CASE i % 2 WHEN 0 THEN 'audio' ELSE 'image' END, 'submission-' || i,
           'task-' || i, 'sandbox', 'model', 'out', 'Asset ' || i,
           CASE i % 2 WHEN 0 THEN 'audio/mpeg' ELSE 'image/png' END, 10, 'files/' || i, 1767225600000 + i
         FROM n`,
      )
      .run();
    const seeded = performance.now() - started;
    const big = collections.create('Every song');
    const prepare = vi.spyOn(test.db, 'prepare');
    const before = performance.now();
    const added = collections.addMatching(big.id, { kinds: ['audio'] });
    const addMs = performance.now() - before;
    const statements = prepare.mock.calls.map((call) => String(call[0]));
    prepare.mockRestore();
    expect(added).toBe(50_000);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^INSERT OR IGNORE INTO collection_assets[\s\S]*SELECT/);

    const small = collections.create('Three');
    const firstIds = library.list({ limit: 3 }).items.map((item) => item.id);
    collections.addAssets(small.id, firstIds);
    const time = (run: () => unknown): number => {
      const start = performance.now();
      run();
      return performance.now() - start;
    };
    const bigPageMs = time(() => library.list({ collectionId: big.id, limit: 100 }));
    const smallPageMs = time(() => library.list({ collectionId: small.id, limit: 100 }));
    const countMs = time(() => collections.list());
    expect(library.list({ collectionId: small.id }).items).toHaveLength(3);
    console.info(
      `collections at 100,000 assets: seeded in ${seeded.toFixed(0)} ms; add 50,000 matching ${addMs.toFixed(0)} ms (one statement); ` +
        `first page of the 50,000 ${bigPageMs.toFixed(1)} ms, of a 3-asset collection ${smallPageMs.toFixed(1)} ms; list with counts ${countMs.toFixed(1)} ms`,
    );
    // Generous bounds for a shared 2-core machine; the figures above are what it measured.
    expect(addMs).toBeLessThan(5000);
    expect(bigPageMs).toBeLessThan(500);
    expect(smallPageMs).toBeLessThan(500);
  }, 120_000);
});

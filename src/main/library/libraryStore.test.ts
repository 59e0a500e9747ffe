import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import { createJournal } from '../store/journal';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createLibraryStore, normalizeTags, type LibraryStore } from './libraryStore';
import { pageQuery } from './libraryQuery';
import type { AssetRow } from './assetRows';
import { newAsset } from './testAssets';

let test: TestDatabase;
let store: LibraryStore;
beforeEach(() => {
  test = openTestDatabase();
  store = createLibraryStore(test.db, test.clock);
});
afterEach(() => test.cleanup());

const ids = (page: { items: { id: string }[] }): string[] => page.items.map((item) => item.id);
const search = (text: string): string[] => ids(store.list({ text }));

describe('library store', () => {
  it('adds assets idempotently per submission and output key', () => {
    const input = newAsset({ tags: ['Rock', 'rock', ' lo-fi  beats '] });
    const first = store.addAsset(input);
    expect(first.created).toBe(true);
    expect(first.asset.tags).toEqual(['lo-fi beats', 'Rock']);
    const again = store.addAsset({ ...input, title: 'ignored', bytes: 99 });
    expect(again.created).toBe(false);
    expect(again.asset).toMatchObject({ id: first.asset.id, title: input.title, bytes: 99 });
    expect(store.findByOutputKey(input.submissionId, input.outputKey)?.id).toBe(first.asset.id);
    expect(store.list().items).toHaveLength(1);
  });

  it('searches prompt, title, style, lyrics and tags, folding case and accents', () => {
    const a = store.addAsset(newAsset({ title: 'Café Nocturne', prompt: 'a rainy evening' })).asset
      .id;
    const b = store.addAsset(newAsset({ style: 'Lo-Fi Hip Hop', lyrics: 'über den Wolken' })).asset
      .id;
    const c = store.addAsset(newAsset({ tags: ['Übung'], prompt: '東京の夜 🌃' })).asset.id;
    expect(search('cafe')).toEqual([a]);
    expect(search('NOCTURNE')).toEqual([a]);
    expect(search('rain')).toEqual([a]);
    expect(search('lo-fi')).toEqual([b]);
    expect(search('uber wolken')).toEqual([b]);
    expect(search('ubung')).toEqual([c]);
    expect(search('東京の夜')).toEqual([c]);
    expect(search('evening jazz')).toEqual([]);
  });

  it('never lets user text act as FTS syntax', () => {
    store.addAsset(newAsset({ title: 'rock anthem', prompt: 'title:jazz NEAR OR AND NOT' }));
    store.addAsset(newAsset({ title: 'jazz ballad' }));
    for (const text of [
      '"',
      '""',
      'title:jazz',
      'jazz OR rock',
      'NOT rock',
      'NEAR(rock jazz)',
      '*',
      '^rock',
      'rock)',
      '(',
      "'",
      '\u0000',
      '-rock',
      'rock AND',
    ]) {
      expect(() => store.list({ text })).not.toThrow();
    }
    // `OR` is a word, not an operator: only the row containing the word "or" matches both.
    expect(store.list({ text: 'jazz OR rock' }).items.map((item) => item.title)).toEqual([
      'rock anthem',
    ]);
    expect(store.list({ text: 'NOT rock' }).items.map((item) => item.title)).toEqual([
      'rock anthem',
    ]);
  });

  it('never throws on arbitrary text and only returns rows that exist', () => {
    for (let i = 0; i < 20; i += 1)
      store.addAsset(newAsset({ prompt: `prompt ${i} with words ${i % 3}` }));
    const all = new Set(ids(store.list({ limit: 500 })));
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        for (const id of ids(store.list({ text }))) expect(all.has(id)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the search index in sync with edits, tags and deletes', () => {
    const id = store.addAsset(newAsset({ title: 'first title', tags: ['alpha'] })).asset.id;
    expect(search('alpha')).toEqual([id]);
    store.update(id, { title: 'second name', tags: ['beta', 'Beta', 'gamma'] });
    expect(search('first')).toEqual([]);
    expect(search('second')).toEqual([id]);
    expect(search('alpha')).toEqual([]);
    expect(search('gamma')).toEqual([id]);
    expect(store.get(id)?.tags).toEqual(['beta', 'gamma']);
    expect(store.tags()).toEqual([
      { tag: 'beta', count: 1 },
      { tag: 'gamma', count: 1 },
    ]);
    expect(store.remove([id]).map((asset) => asset.id)).toEqual([id]);
    expect(search('second')).toEqual([]);
    expect(store.tags()).toEqual([]);
    expect(test.db.prepare('SELECT count(*) AS n FROM asset_search').get()).toEqual({ n: 0 });
  });

  it('filters by kind, model, action, profile, tags (all of them), favorite and date', () => {
    test.clock.set(Date.UTC(2026, 2, 1));
    const image = store.addAsset(newAsset({ tags: ['a', 'b'] })).asset.id;
    test.clock.set(Date.UTC(2026, 2, 10));
    const song = store.addAsset(
      newAsset({
        kind: 'audio',
        model: 'tune',
        action: 'generate',
        profileId: 'live',
        tags: ['a'],
      }),
    ).asset.id;
    store.update(song, { favorite: true });
    expect(ids(store.list({ kinds: ['audio'] }))).toEqual([song]);
    expect(ids(store.list({ models: ['image-a'] }))).toEqual([image]);
    expect(ids(store.list({ actions: ['generate'] }))).toEqual([song]);
    expect(ids(store.list({ profileIds: ['live'] }))).toEqual([song]);
    expect(ids(store.list({ tags: ['A'] })).sort()).toEqual([image, song].sort());
    expect(ids(store.list({ tags: ['a', 'b'] }))).toEqual([image]);
    expect(ids(store.list({ favorite: true }))).toEqual([song]);
    expect(ids(store.list({ favorite: false }))).toEqual([image]);
    expect(ids(store.list({ from: '2026-03-05T00:00:00.000Z' }))).toEqual([song]);
    expect(ids(store.list({ to: '2026-03-05T00:00:00.000Z' }))).toEqual([image]);
  });

  it.each(['newest', 'oldest', 'title'] as const)(
    'pages by keyset (%s) without repeats or gaps while assets are added',
    (sort) => {
      const titles = [
        'delta',
        'Alpha',
        'charlie',
        'bravo',
        'alpha',
        'echo',
        'Foxtrot',
        'golf',
        'hotel',
        'india',
        'juliet',
      ];
      const original = titles.map((title) => store.addAsset(newAsset({ title })).asset.id);
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = store.list({ sort, limit: 3, ...(cursor ? { cursor } : {}) });
        seen.push(...ids(page));
        cursor = page.nextCursor ?? undefined;
        // New rows between pages (titles sort before and after the cursor).
        store.addAsset(newAsset({ title: `aaa ${pages}` }));
        store.addAsset(newAsset({ title: `zzz ${pages}` }));
        pages += 1;
      } while (cursor && pages < 50);
      const originalSeen = seen.filter((id) => original.includes(id));
      expect(new Set(seen).size).toBe(seen.length);
      expect(originalSeen.sort()).toEqual([...original].sort());
      if (sort === 'newest') expect(seen).toEqual([...original].reverse());
      if (sort === 'title') {
        const order = seen.map((id) => store.get(id)!.title.toLowerCase());
        expect(order).toEqual([...order].sort());
      }
    },
  );

  it('gives the same pages whichever plan serves a query (FTS-driven, match set, title walk)', () => {
    const words = ['red', 'blue', 'green', 'gold'];
    for (let i = 0; i < 60; i += 1) {
      store.addAsset(
        newAsset({
          title: `${words[i % 4]} ${i % 7}`,
          prompt: `${words[i % 3]} ${words[(i + 1) % 4]}`,
          kind: i % 2 ? 'audio' : 'image',
          tags: i % 5 ? [] : ['five'],
        }),
      );
    }
    const run = (query: Parameters<typeof pageQuery>[0], textMatches: number): string[] => {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = pageQuery(
          { ...query, limit: 7, ...(cursor ? { cursor } : {}) },
          { textMatches },
        );
        const rows = test.db.prepare(page.sql).all(...page.params) as AssetRow[];
        const items = rows.slice(0, page.limit);
        seen.push(...items.map((row) => row.id));
        cursor = rows.length > page.limit ? page.cursorAfter(items.at(-1)!) : undefined;
      } while (cursor);
      return seen;
    };
    for (const sort of ['newest', 'oldest', 'title'] as const) {
      for (const query of [
        { text: 'red' },
        { text: 'blue gr' },
        { text: 'gold', kinds: ['audio' as const] },
        { text: 'red', tags: ['five'] },
      ]) {
        const sorted = run({ ...query, sort }, 0);
        expect(run({ ...query, sort }, 10_000)).toEqual(sorted);
        // The reference: every row, filtered and ordered in JavaScript.
        const all = store.list({ limit: 500, sort: sort === 'title' ? 'title' : sort }).items;
        const expected = all
          .filter((asset) => ids(store.list({ ...query, limit: 500 })).includes(asset.id))
          .map((asset) => asset.id);
        expect(sorted).toEqual(expected);
      }
    }
  });

  it('filters by a date range through the created_at index', () => {
    const times = [Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 5), Date.UTC(2026, 0, 9)];
    const made = times.map((createdAt) => store.addAsset(newAsset({ createdAt })).asset.id);
    expect(
      ids(store.list({ from: '2026-01-02T00:00:00.000Z', to: '2026-01-08T00:00:00.000Z' })),
    ).toEqual([made[1]]);
    expect(ids(store.list({ from: '2026-01-05T00:00:00.000Z', sort: 'oldest' }))).toEqual([
      made[1],
      made[2],
    ]);
  });

  it('rejects a cursor from another sort or a forged one', () => {
    for (let i = 0; i < 3; i += 1) store.addAsset(newAsset());
    const page = store.list({ limit: 1 });
    expect(() => store.list({ sort: 'title', cursor: page.nextCursor! })).toThrow(AtelierError);
    expect(() => store.list({ cursor: 'e30' })).toThrow(AtelierError);
    expect(() => store.list({ cursor: '%%%' })).toThrow(AtelierError);
  });

  it('normalizes tags', () => {
    expect(normalizeTags([' a ', 'A', 'b  c', '', 'B C', 'd'])).toEqual(['a', 'b c', 'd']);
  });
});

describe('track sources', () => {
  function finishedMusic(
    action: string,
    statusResult: Record<string, unknown>,
    profileId = 'sandbox',
    body: Record<string, unknown> = { title: `My ${action}` },
  ): string {
    const journal = createJournal(test.db, test.clock);
    const row = journal.begin({ profileId, target: { action }, kind: 'music', body });
    journal.accept(row.id, { taskId: `task-${action}-${row.id.slice(0, 4)}` });
    journal.updateStatus(row.id, { status: 'SUCCEEDED', statusResult });
    return row.id;
  }

  it('lists finished track-producing tasks with tracks from the result and the saved assets', () => {
    const id = finishedMusic('generate', {
      status: 'SUCCEEDED',
      result: {
        tracks: [
          { index: 1, duration: 62.5 },
          { index: 2, duration: 70 },
        ],
      },
    });
    const asset = store.addAsset(
      newAsset({
        submissionId: id,
        kind: 'audio',
        model: 'tune',
        action: 'generate',
        trackIndex: 2,
        title: 'Second take',
        durationS: 70,
        outputKey: 'track-2',
      }),
    ).asset;
    finishedMusic('lyrics', { status: 'SUCCEEDED', result: { lyrics: {} } });
    const sources = store.sources({});
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({
      action: 'generate',
      title: 'My generate',
      legacy: false,
      tracks: [
        { index: 1, title: 'My generate (1)', durationS: 62.5, assetId: null },
        { index: 2, title: 'Second take', durationS: 70, assetId: asset.id },
      ],
    });
  });

  it('narrows by the required source kind, profile and text, and flags legacy tasks', () => {
    finishedMusic('generate', { status: 'SUCCEEDED', result: { tracks: [{ index: 1 }] } });
    finishedMusic('upload', { status: 'SUCCEEDED', result_urls: ['https://x/1.mp3'] }, 'sandbox', {
      audio_url: 'https://x/1.mp3',
    });
    finishedMusic('extend', { status: 'SUCCEEDED', result: { tracks: [{ index: 1 }] } }, 'live');
    expect(store.sources({ action: 'add-vocals' }).map((source) => source.action)).toEqual([
      'upload',
    ]);
    const upload = store.sources({ action: 'sample' })[0]!;
    expect(upload).toMatchObject({ legacy: true, tracks: [{ index: 1, durationS: null }] });
    expect(store.sources({ action: 'concat' }).map((source) => source.action)).toEqual(['extend']);
    expect(store.sources({ action: 'concat', profileId: 'sandbox' })).toEqual([]);
    expect(store.sources({ action: 'cover' })).toHaveLength(3);
    expect(store.sources({ text: 'My gen' }).map((source) => source.action)).toEqual(['generate']);
    expect(store.sources({ text: '%' })).toEqual([]);
  });
});

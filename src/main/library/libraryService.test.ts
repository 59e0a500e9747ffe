import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEventBus } from '../ipc/eventBus';
import { openDatabase } from '../store/database';
import { createJournal } from '../store/journal';
import { createLibraryService } from './libraryService';
import { openLibrary, type LibraryContext } from './openLibrary';
import { newAsset } from './testAssets';

let root: string;
let context: LibraryContext;
const events: { channel: string; payload: unknown }[] = [];
const clock = { now: () => Date.UTC(2026, 3, 1) + events.length };
const test = { senderId: 'test' };
const DAY = 24 * 60 * 60 * 1000;

async function open(): Promise<LibraryContext> {
  const bus = createEventBus();
  bus.subscribe((channel, payload) => events.push({ channel, payload }));
  return openLibrary({
    dataDirectory: root,
    clock,
    bus,
    mediaUrl: (id) => `test-media://${id}`,
    activeProfileId: () => 'sandbox',
  });
}

function saveFile(relativePath: string, content = 'bytes'): void {
  mkdirSync(join(context.libraryFolder, relativePath, '..'), { recursive: true });
  writeFileSync(join(context.libraryFolder, relativePath), content);
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'atelier-library-'));
  events.length = 0;
  context = await open();
});
afterEach(() => {
  context.close();
  rmSync(root, { recursive: true, force: true });
});

describe('library service', () => {
  it('lists assets as views with media URLs and without internal fields', async () => {
    const { asset } = context.library.addAsset(
      newAsset({ title: 'Sunrise', lyrics: 'secret lyrics' }),
    );
    const page = await context.handlers.list({ text: 'sunrise' }, { senderId: 'test' });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: asset.id,
      title: 'Sunrise',
      mediaUrl: `test-media://${asset.id}`,
    });
    expect(page.items[0]).not.toHaveProperty('relativePath');
    expect(page.items[0]).not.toHaveProperty('outputKey');
    await expect(async () =>
      context.handlers.get({ id: 'missing' }, { senderId: 'test' }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('finds the results behind service links, so an input field can show the asset instead of its link', async () => {
    const { asset } = context.library.addAsset(
      newAsset({ title: 'Harbour at dusk', sourceUrl: 'https://cdn.example/harbour.png' }),
    );
    const found = await context.handlers.byLinks(
      {
        urls: [
          'https://cdn.example/harbour.png',
          'https://cdn.example/unknown.png',
          '',
          'https://cdn.example/harbour.png',
        ],
      },
      test,
    );
    expect(Object.keys(found)).toEqual(['https://cdn.example/harbour.png']);
    expect(found['https://cdn.example/harbour.png']).toMatchObject({
      id: asset.id,
      title: 'Harbour at dusk',
      mediaUrl: `test-media://${asset.id}`,
    });
  });

  it("selects all matching: every id in the query's order across pages, or the first ones and how many match in all", async () => {
    context.library.addAssets(
      Array.from({ length: 1800 }, (_, i) =>
        newAsset({
          title: `${i % 3 ? 'Harbour' : 'Lighthouse'} ${String(i).padStart(4, '0')}`,
          kind: i % 4 ? 'audio' : 'image',
        }),
      ),
    );
    context.library.addAsset(newAsset({ title: 'Harbour trashed' }));
    await context.handlers.trash(
      { ids: [context.library.list({ text: 'trashed' }).items[0]!.id] },
      test,
    );
    const query = {
      text: 'harbour',
      kinds: ['audio' as const],
      sort: 'title' as const,
      cursor: 'ignored',
      limit: 3,
    };
    const expected: string[] = [];
    for (let i = 0; i < 1800; i += 1)
      if (i % 3 && i % 4) expected.push(`Harbour ${String(i).padStart(4, '0')}`);
    const all = await context.handlers.matchingIds(query, test);
    // 900 of them: two pages of the query, read in its order.
    expect(all.total).toBe(900);
    expect(all.ids.map((id) => context.library.get(id)?.title)).toEqual(expected);

    const capped = createLibraryService({
      store: context.library,
      bus: createEventBus(),
      libraryFolder: context.libraryFolder,
      mediaUrl: (id) => id,
      maxSelection: 250,
    });
    const first = await capped.matchingIds(query, test);
    expect(first).toEqual({ ids: all.ids.slice(0, 250), total: expected.length });
  });

  it('keeps a timeline per query until the library changes', async () => {
    context.library.addAsset(newAsset({ createdAt: Date.UTC(2025, 4, 10) }));
    const timeline = () =>
      context.handlers.timeline({ query: {}, sort: 'newest', utcOffsetMinutes: 0 }, test);
    expect((await timeline()).months).toEqual([
      expect.objectContaining({ month: '2025-05', count: 1 }),
    ]);
    context.library.addAsset(newAsset({ createdAt: Date.UTC(2025, 4, 11) }));
    context.library.addAsset(newAsset({ createdAt: Date.UTC(2024, 11, 31) }));
    expect((await timeline()).months.map((month) => [month.month, month.count])).toEqual([
      ['2025-05', 2],
      ['2024-12', 1],
    ]);
  });

  it('builds a timeline a month at a time, answering other requests in between, and keeps none read across a change', async () => {
    for (let month = 0; month < 6; month += 1)
      context.library.addAsset(newAsset({ createdAt: Date.UTC(2025, month, 10) }));
    const order: string[] = [];
    const building = Promise.resolve(
      context.handlers.timeline({ query: {}, sort: 'newest', utcOffsetMinutes: 0 }, test),
    ).then((result) => {
      order.push('timeline');
      return result;
    });
    await new Promise((next) => setImmediate(next));
    order.push('list');
    expect((await context.handlers.list({ limit: 1 }, test)).items).toHaveLength(1);
    // A change while the months were read: the answer is given, but not kept for the next call.
    context.library.addAsset(newAsset({ createdAt: Date.UTC(2025, 6, 10) }));
    expect((await building).months).toHaveLength(6);
    expect(order).toEqual(['list', 'timeline']);
    expect(
      (await context.handlers.timeline({ query: {}, sort: 'newest', utcOffsetMinutes: 0 }, test))
        .months,
    ).toHaveLength(7);
  });

  it('announces assets the downloader adds (and re-saves) through the context store', () => {
    const input = newAsset();
    const { asset } = context.library.addAsset(input);
    context.library.addAsset(input);
    expect(events).toEqual([
      { channel: 'library:changed', payload: { assetIds: [asset.id], reason: 'added' } },
      { channel: 'library:changed', payload: { assetIds: [asset.id], reason: 'updated' } },
    ]);
  });

  it('updates title, favorite and tags and emits library:changed', async () => {
    const { asset } = context.library.addAsset(newAsset());
    const updated = await context.handlers.update(
      { id: asset.id, title: 'Renamed', favorite: true, tags: ['x', 'y'] },
      { senderId: 'test' },
    );
    expect(updated).toMatchObject({ title: 'Renamed', favorite: true, tags: ['x', 'y'] });
    expect(events).toContainEqual({
      channel: 'library:changed',
      payload: { assetIds: [asset.id], reason: 'updated' },
    });
    expect(await context.handlers.tags(undefined, { senderId: 'test' })).toEqual([
      { tag: 'x', count: 1 },
      { tag: 'y', count: 1 },
    ]);
  });

  it('moves trashed assets and their files to the trash, and restores them to the same place', async () => {
    const kept = context.library.addAsset(
      newAsset({ relativePath: 'a/kept.png', tags: ['keep'] }),
    ).asset;
    const doomed = context.library.addAsset(
      newAsset({ relativePath: 'a/doomed.png', title: 'Lighthouse', tags: ['gone'] }),
    ).asset;
    saveFile('a/kept.png');
    saveFile('a/doomed.png', 'paid-for bytes');
    const result = await context.handlers.trash({ ids: [doomed.id, doomed.id, 'unknown'] }, test);
    expect(result).toEqual({ trashed: 1 });
    expect(existsSync(join(context.libraryFolder, 'a/doomed.png'))).toBe(false);
    const trashed = join(context.libraryFolder, '.trash', doomed.id, 'doomed.png');
    expect(readFileSync(trashed, 'utf8')).toBe('paid-for bytes');
    expect(events.at(-1)).toEqual({
      channel: 'library:changed',
      payload: { assetIds: [doomed.id], reason: 'trashed' },
    });
    // Gone from the library's pages, searches and tags; listed in the trash; still served.
    expect((await context.handlers.list({}, test)).items.map((item) => item.id)).toEqual([kept.id]);
    expect((await context.handlers.list({ text: 'lighthouse' }, test)).items).toEqual([]);
    expect((await context.handlers.tags(undefined, test)).map((tag) => tag.tag)).toEqual(['keep']);
    const trash = (await context.handlers.list({ trashed: true }, test)).items;
    expect(trash.map((item) => [item.id, item.trashedAt])).toEqual([
      [doomed.id, new Date(clock.now() - 1).toISOString()],
    ]);
    expect((await context.media(doomed.id, null)).status).toBe(200);
    expect(await context.handlers.trashCount(undefined, test)).toEqual({ count: 1 });
    // Trashing again changes nothing.
    expect(await context.handlers.trash({ ids: [doomed.id] }, test)).toEqual({ trashed: 0 });

    expect(await context.handlers.restore({ ids: [doomed.id, kept.id] }, test)).toEqual({
      restored: 1,
    });
    expect(readFileSync(join(context.libraryFolder, 'a/doomed.png'), 'utf8')).toBe(
      'paid-for bytes',
    );
    expect(existsSync(join(context.libraryFolder, '.trash', doomed.id))).toBe(false);
    expect(context.library.get(doomed.id)).toMatchObject({
      relativePath: 'a/doomed.png',
      trashedAt: null,
    });
    expect(
      (await context.handlers.list({ text: 'lighthouse' }, test)).items.map((item) => item.id),
    ).toEqual([doomed.id]);
    expect(events.at(-1)).toEqual({
      channel: 'library:changed',
      payload: { assetIds: [doomed.id], reason: 'restored' },
    });
  });

  it('deletes for good only what is in the trash, never files outside the library', async () => {
    const kept = context.library.addAsset(newAsset({ relativePath: 'a/kept.png' })).asset;
    const doomed = context.library.addAsset(newAsset({ relativePath: 'a/doomed.png' })).asset;
    saveFile('a/kept.png');
    saveFile('a/doomed.png');
    writeFileSync(join(root, 'outside.txt'), 'keep me');
    const hostile = context.library.addAsset(newAsset({ relativePath: '../outside.txt' })).asset;
    await context.handlers.trash({ ids: [doomed.id, hostile.id] }, test);
    expect(
      await context.handlers.deleteForever(
        { ids: [doomed.id, hostile.id, kept.id, 'unknown'] },
        test,
      ),
    ).toEqual({ deleted: 2 });
    expect(existsSync(join(context.libraryFolder, '.trash', doomed.id))).toBe(false);
    expect(existsSync(join(context.libraryFolder, 'a/kept.png'))).toBe(true);
    expect(existsSync(join(root, 'outside.txt'))).toBe(true);
    expect(context.library.get(kept.id)).not.toBeNull();
    expect(context.library.get(doomed.id)).toBeNull();
    expect(events.at(-1)).toMatchObject({
      channel: 'library:changed',
      payload: { reason: 'deleted' },
    });
  });

  it('empties the trash, and forgets what it kept longer than 30 days at the next start', async () => {
    const old = context.library.addAsset(newAsset({ relativePath: 'a/old.png' })).asset;
    saveFile('a/old.png');
    await context.handlers.trash({ ids: [old.id] }, test);
    const fresh = context.library.addAsset(newAsset({ relativePath: 'a/fresh.png' })).asset;
    saveFile('a/fresh.png');
    context.close();
    // 30 days after the first trashing, the second one is only a day old.
    let now = clock.now() + 29 * DAY;
    context = await openLibrary({
      dataDirectory: root,
      clock: { now: () => now },
      bus: createEventBus(),
    });
    await context.handlers.trash({ ids: [fresh.id] }, test);
    context.close();
    now += 1 * DAY + 1000;
    context = await openLibrary({
      dataDirectory: root,
      clock: { now: () => now },
      bus: createEventBus(),
    });
    expect(context.library.get(old.id)).toBeNull();
    expect(existsSync(join(context.libraryFolder, '.trash', old.id))).toBe(false);
    expect(context.library.get(fresh.id)).toMatchObject({ trashedAt: expect.any(String) });
    expect(await context.handlers.emptyTrash(undefined, test)).toEqual({ deleted: 1 });
    expect(existsSync(join(context.libraryFolder, '.trash', fresh.id))).toBe(false);
    expect(await context.handlers.trashCount(undefined, test)).toEqual({ count: 0 });
  });

  it('finishes a file move a crash cut short, at the next start', async () => {
    const asset = context.library.addAsset(newAsset({ relativePath: 'a/song.mp3' })).asset;
    saveFile('a/song.mp3', 'song');
    // The row is written, then the process dies before the rename.
    context.library.trash([asset.id]);
    expect(context.library.pendingMoves()).toEqual([
      { id: asset.id, from: 'a/song.mp3', to: `.trash/${asset.id}/song.mp3` },
    ]);
    context.close();
    context = await open();
    expect(context.library.pendingMoves()).toEqual([]);
    expect(readFileSync(join(context.libraryFolder, '.trash', asset.id, 'song.mp3'), 'utf8')).toBe(
      'song',
    );
    expect(await context.missingFiles()).toEqual([]);
  });

  it('answers sources for the active profile only', async () => {
    const journal = context.journal;
    for (const profileId of ['sandbox', 'live']) {
      const row = journal.begin({
        profileId,
        target: { action: 'generate' },
        kind: 'music',
        body: { prompt: profileId },
      });
      journal.accept(row.id, { taskId: `task-${profileId}` });
      journal.updateStatus(row.id, {
        status: 'SUCCEEDED',
        statusResult: { result: { tracks: [{ index: 1 }] } },
      });
    }
    const sources = await context.handlers.sources({ action: 'extend' }, { senderId: 'test' });
    expect(sources.map((source) => source.taskId)).toEqual(['task-sandbox']);
  });

  it('serves media by asset id with ranges', async () => {
    const { asset } = context.library.addAsset(
      newAsset({ relativePath: 'm/song.mp3', mimeType: 'audio/mpeg' }),
    );
    saveFile('m/song.mp3', 'abcdefgh');
    const response = await context.media(asset.id, 'bytes=2-3');
    expect(response.status).toBe(206);
    expect(response.headers['Content-Range']).toBe('bytes 2-3/8');
    expect((await context.media('nope', null)).status).toBe(404);
  });
});

describe('start-up maintenance', () => {
  it('recovers interrupted submits, removes partial files and lists missing files', async () => {
    const row = context.journal.begin({
      profileId: 'sandbox',
      target: { model: 'image-a' },
      kind: 'image',
      body: { prompt: 'x' },
    });
    const present = context.library.addAsset(newAsset({ relativePath: 'p/present.png' })).asset;
    const missing = context.library.addAsset(newAsset({ relativePath: 'p/missing.png' })).asset;
    saveFile('p/present.png');
    saveFile('p/half.png.partial');
    saveFile('deep/er/x.mp3.partial');
    // Written as the new session starts (a download it began): newer than the open, kept.
    saveFile('now/downloading.mp3.partial');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(context.libraryFolder, 'now/downloading.mp3.partial'), later, later);
    context.close();

    context = await open();
    expect(context.recovered).toEqual([row.id]);
    expect(context.journal.get(row.id)?.state).toBe('in_doubt');
    expect(
      (await context.removedPartials)
        .map((path) => path.slice(context.libraryFolder.length + 1).replaceAll('\\', '/'))
        .sort(),
    ).toEqual(['deep/er/x.mp3.partial', 'p/half.png.partial']);
    expect(existsSync(join(context.libraryFolder, 'p/half.png.partial'))).toBe(false);
    expect(existsSync(join(context.libraryFolder, 'now/downloading.mp3.partial'))).toBe(true);
    expect(existsSync(join(context.libraryFolder, 'p/present.png'))).toBe(true);
    const lost = await context.missingFiles();
    expect(lost.map((file) => file.id)).toEqual([missing.id]);
    expect(lost[0]).toMatchObject({
      submissionId: missing.submissionId,
      outputKey: missing.outputKey,
    });
    expect(context.library.get(present.id)).not.toBeNull();
  });

  it('opens the same database file the journal wrote (no second copy)', () => {
    const row = context.journal.begin({
      profileId: 'sandbox',
      target: { model: 'image-a' },
      kind: 'image',
      body: {},
    });
    const db = openDatabase(join(root, 'atelier.sqlite'));
    expect(createJournal(db, clock).get(row.id)?.state).toBe('submitting');
    db.close();
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionsDomain, COLLECTION_NAME_MAX } from '../../shared/ipc/collections';
import { createEventBus } from '../ipc/eventBus';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createCollectionService } from './collectionService';
import { createCollectionStore } from './collectionStore';
import { createLibraryStore } from './libraryStore';
import { newAsset } from './testAssets';

let test: TestDatabase;
beforeEach(() => {
  test = openTestDatabase();
});
afterEach(() => test.cleanup());

const context = { senderId: '1' };

describe('collections domain', () => {
  it('validates names in main, naming the field and the rule', () => {
    const create = collectionsDomain.methods.create.input;
    for (const name of ['', '   ', 'x'.repeat(COLLECTION_NAME_MAX + 1)]) {
      const parsed = create.safeParse({ name });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['name']);
    }
    expect(create.parse({ name: '  Album 2 ' })).toEqual({ name: 'Album 2' });
    const add = collectionsDomain.methods.addAssets.input;
    expect(add.safeParse({ id: 'c', assetIds: [] }).error?.issues[0]?.path).toEqual(['assetIds']);
  });

  it('announces every change, and adds all matching without paging the query', async () => {
    const bus = createEventBus();
    const heard: unknown[] = [];
    bus.subscribe((channel, payload) => {
      if (channel === 'collections:changed') heard.push(payload);
    });
    const library = createLibraryStore(test.db, test.clock);
    for (let index = 0; index < 3; index += 1) library.addAsset(newAsset({ prompt: 'dune' }));
    const service = createCollectionService({
      store: createCollectionStore(test.db, test.clock),
      bus,
    });
    const made = await service.create({ name: 'Dunes' }, context);
    // A page's limit and cursor are not part of "all matching".
    expect(
      await service.addMatching({ id: made.id, query: { text: 'dune', limit: 1 } }, context),
    ).toEqual({ added: 3 });
    expect((await service.list(undefined, context))[0]).toMatchObject({ name: 'Dunes', count: 3 });
    await service.delete({ id: made.id }, context);
    await expect(async () => service.delete({ id: made.id }, context)).rejects.toMatchObject({
      code: 'not_found',
      field: 'id',
    });
    expect(heard).toEqual([
      { collectionIds: [made.id] },
      { collectionIds: [made.id] },
      { collectionIds: [made.id] },
    ]);
    expect(library.count({})).toBe(3);
  });
});

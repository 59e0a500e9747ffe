/**
 * Owns the `collections` IPC domain (Handlers['collections']) over the collection store:
 * every change emits `collections:changed`, so the Library's collection list, counts and a
 * view filtered by a collection follow it. Assets themselves never change here.
 */
import { t } from '../../shared/i18n/activeLanguage';
import { AtelierError } from '../../shared/errors';
import type { Handlers } from '../../shared/ipc/types';
import type { EventBus } from '../ipc/eventBus';
import type { CollectionStore } from './collectionStore';
import type { LibraryQuery } from './libraryQuery';

export function createCollectionService(options: {
  store: CollectionStore;
  bus: EventBus;
}): Handlers['collections'] {
  const { store, bus } = options;
  const changed = <T>(id: string, result: T): T => {
    bus.emit('collections:changed', { collectionIds: [id] });
    return result;
  };
  const withoutPaging = (query: LibraryQuery | undefined): LibraryQuery => {
    const { cursor: _cursor, limit: _limit, ...rest } = query ?? {};
    return rest;
  };
  return {
    list: () => store.list(),
    create({ name }) {
      const made = store.create(name);
      return changed(made.id, made);
    },
    rename: ({ id, name }) => changed(id, store.rename(id, name)),
    delete({ id }) {
      const deleted = store.remove(id);
      if (!deleted)
        throw new AtelierError('not_found', t('mainWords.collection.gone'), {
          field: 'id',
        });
      return changed(id, { deleted });
    },
    addAssets: ({ id, assetIds }) => changed(id, { added: store.addAssets(id, assetIds) }),
    removeAssets: ({ id, assetIds }) => changed(id, { removed: store.removeAssets(id, assetIds) }),
    addMatching: ({ id, query }) =>
      changed(id, { added: store.addMatching(id, withoutPaging(query)) }),
    removeMatching: ({ id, query }) =>
      changed(id, { removed: store.removeMatching(id, withoutPaging(query)) }),
  };
}

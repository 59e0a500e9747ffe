/**
 * Owns the `library` IPC domain (Handlers['library']): pages of assets with their media
 * URLs, edits (title, favorite, tags), deletion of assets together with their files, tags
 * and track sources. Emits `library:changed` after every change.
 */
import { unlink } from 'node:fs/promises';
import { AtelierError } from '../../shared/errors';
import type { AssetView } from '../../shared/ipc/library';
import type { Handlers } from '../../shared/ipc/types';
import type { EventBus } from '../ipc/eventBus';
import type { AssetRecord, LibraryStore } from './libraryStore';
import { joinInside } from './mediaPath';

export interface LibraryServiceOptions {
  store: LibraryStore;
  bus: EventBus;
  libraryFolder: string;
  /** `atelier-media://asset/<id>` in Electron, `/media/<id>` in the web preview. */
  mediaUrl: (assetId: string) => string;
  /** The active profile: track sources must belong to the account that will use them. */
  activeProfileId?: () => string | null;
}

export function assetView(record: AssetRecord, mediaUrl: (assetId: string) => string): AssetView {
  const { outputKey: _outputKey, relativePath: _relativePath, lyrics: _lyrics, ...view } = record;
  return { ...view, mediaUrl: mediaUrl(record.id) };
}

export function createLibraryService(options: LibraryServiceOptions): Handlers['library'] {
  const { store, bus } = options;
  const view = (record: AssetRecord): AssetView => assetView(record, options.mediaUrl);
  const found = (id: string): AssetRecord => {
    const record = store.get(id);
    if (!record) throw new AtelierError('not_found', 'This item is no longer in the library.', { field: 'id' });
    return record;
  };

  return {
    list(input) {
      const page = store.list(input ?? {});
      return { items: page.items.map(view), nextCursor: page.nextCursor };
    },
    get({ id }) {
      return view(found(id));
    },
    update({ id, ...changes }) {
      found(id);
      const updated = store.update(id, {
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.favorite !== undefined ? { favorite: changes.favorite } : {}),
        ...(changes.tags !== undefined ? { tags: changes.tags } : {}),
      });
      bus.emit('library:changed', { assetIds: [id], reason: 'updated' });
      return view(updated);
    },
    async delete({ ids }) {
      const removed = store.remove([...new Set(ids)]);
      // Rows first: a crash between the two leaves an orphan file, never an asset without a file.
      await Promise.all(
        removed.map(async (asset) => {
          const path = joinInside(options.libraryFolder, asset.relativePath);
          if (path) await unlink(path).catch(() => undefined);
        }),
      );
      if (removed.length > 0) bus.emit('library:changed', { assetIds: removed.map((asset) => asset.id), reason: 'deleted' });
      return { deleted: removed.length };
    },
    tags() {
      return store.tags();
    },
    sources(input) {
      const profileId = options.activeProfileId?.() ?? undefined;
      return store.sources({
        ...(input?.action !== undefined ? { action: input.action } : {}),
        ...(input?.text !== undefined ? { text: input.text } : {}),
        ...(profileId ? { profileId } : {}),
      });
    },
  };
}

/**
 * Owns the `library` IPC domain (Handlers['library']): pages of assets with their media
 * URLs, edits (title, favorite, tags), the trash (move, restore, delete for good, with the
 * files), tags and track sources. Emits `library:changed` after every change.
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import { MAX_SELECTION, type AssetView, type TimelineMonth } from '../../shared/ipc/library';
import type { Handlers } from '../../shared/ipc/types';
import type { EventBus } from '../ipc/eventBus';
import type { AssetRecord, LibraryStore } from './libraryStore';
import { applyMoves, deleteFiles } from './trashFiles';

/** Timelines (one per query) kept until the library changes. */
const TIMELINES_KEPT = 8;

export interface LibraryServiceOptions {
  store: LibraryStore;
  bus: EventBus;
  libraryFolder: string;
  /** `atelier-media://asset/<id>` in Electron, `/media/<id>` in the web preview. */
  mediaUrl: (assetId: string) => string;
  /** The active profile: track sources must belong to the account that will use them. */
  activeProfileId?: () => string | null;
  /** "Select all matching" selects at most this many (MAX_SELECTION; tests pass fewer). */
  maxSelection?: number;
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
    if (!record)
      throw new AtelierError('not_found', t('mainWords.export.itemGone'), {
        field: 'id',
      });
    return record;
  };

  /** Rows first: a crash between the two leaves an orphan file, never an asset without a file. */
  async function deleteForGood(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const removed = store.remove(ids);
    await deleteFiles(
      options.libraryFolder,
      removed.map((asset) => asset.relativePath),
    );
    if (removed.length > 0)
      bus.emit('library:changed', {
        assetIds: removed.map((asset) => asset.id),
        reason: 'deleted',
      });
    return removed.length;
  }

  // A timeline reads every row the query keeps (~0.5 s at 1,000,000 assets): built a month at a
  // time with a turn of the event loop between (other requests are answered meanwhile), and
  // kept per query until the library changes, so scrolling, jumping and coming back reuse it.
  const timelines = new Map<string, TimelineMonth[]>();
  let changes = 0;
  bus.subscribe((channel) => {
    if (channel !== 'library:changed') return;
    changes += 1;
    timelines.clear();
  });

  return {
    list(input) {
      const page = store.list(input ?? {});
      return {
        items: page.items.map(view),
        nextCursor: page.nextCursor,
        previousCursor: page.previousCursor,
      };
    },
    async timeline({ query, sort, utcOffsetMinutes }) {
      const key = JSON.stringify([query ?? {}, sort, utcOffsetMinutes]);
      const kept = timelines.get(key);
      if (kept) return { months: kept };
      const changesBefore = changes;
      const months: TimelineMonth[] = [];
      for (const step of store.timelineSteps({ ...query, sort }, sort, utcOffsetMinutes)) {
        months.push(...step());
        await new Promise((next) => setImmediate(next));
      }
      // Kept only if the library did not change while it was read.
      if (changes === changesBefore) {
        if (timelines.size >= TIMELINES_KEPT) timelines.delete(timelines.keys().next().value!);
        timelines.set(key, months);
      }
      return { months };
    },
    async matchingIds(input) {
      const { cursor: _cursor, limit: _limit, ...query } = input ?? {};
      const most = options.maxSelection ?? MAX_SELECTION;
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const page = store.list({ ...query, limit: 500, ...(cursor ? { cursor } : {}) });
        ids.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
        // Pages of a large library a turn of the event loop apart: other requests are answered meanwhile.
        if (cursor) await new Promise((next) => setImmediate(next));
      } while (cursor && ids.length < most);
      return {
        ids: ids.slice(0, most),
        total: cursor || ids.length > most ? store.count(query) : ids.length,
      };
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
    async trash({ ids }) {
      const moves = store.trash([...new Set(ids)]);
      await applyMoves(store, options.libraryFolder, moves);
      if (moves.length > 0)
        bus.emit('library:changed', { assetIds: moves.map((move) => move.id), reason: 'trashed' });
      return { trashed: moves.length };
    },
    async restore({ ids }) {
      const moves = store.restore([...new Set(ids)]);
      await applyMoves(store, options.libraryFolder, moves);
      if (moves.length > 0)
        bus.emit('library:changed', { assetIds: moves.map((move) => move.id), reason: 'restored' });
      return { restored: moves.length };
    },
    async deleteForever({ ids }) {
      const inTrash = new Set(store.trashedIds());
      return { deleted: await deleteForGood([...new Set(ids)].filter((id) => inTrash.has(id))) };
    },
    async emptyTrash() {
      return { deleted: await deleteForGood(store.trashedIds()) };
    },
    previews({ submissionIds }) {
      return Object.fromEntries(
        [...store.firstMedia([...new Set(submissionIds)])].map(([id, record]) => [
          id,
          view(record),
        ]),
      );
    },
    byLinks({ urls }) {
      const found: Record<string, AssetView> = {};
      for (const url of new Set(urls)) {
        const record = url ? store.bySourceUrl(url) : null;
        if (record) found[url] = view(record);
      }
      return found;
    },
    trashCount() {
      return { count: store.trashCount() };
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

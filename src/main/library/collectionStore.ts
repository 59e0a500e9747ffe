/**
 * Owns named collections in the library's SQLite (schema: store/collectionsSchema.ts): the
 * collections themselves and which assets each holds. Adding "all matching" is ONE
 * `INSERT … SELECT` over the library query's own WHERE terms (libraryQuery.ts), so a
 * 100,000-asset filter never loads its ids anywhere.
 */
import { randomUUID } from 'node:crypto';
import { t } from '../../shared/i18n/activeLanguage';
import { AtelierError } from '../../shared/errors';
import type { CollectionView } from '../../shared/ipc/collections';
import type { SqliteDatabase } from '../store/database';
import type { Clock } from '../store/journal';
import { keptClauses, type LibraryQuery } from './libraryQuery';

export interface CollectionStore {
  list(): CollectionView[];
  get(id: string): CollectionView | null;
  create(name: string): CollectionView;
  rename(id: string, name: string): CollectionView;
  /** Deletes the collection and its memberships, never an asset. False when there was none. */
  remove(id: string): boolean;
  /** Adds these assets (unknown ids are ignored); returns how many were new to it. */
  addAssets(id: string, assetIds: readonly string[]): number;
  removeAssets(id: string, assetIds: readonly string[]): number;
  /** Adds every asset the query keeps (its cursor, limit and sort aside), in one statement. */
  addMatching(id: string, query: LibraryQuery): number;
  removeMatching(id: string, query: LibraryQuery): number;
}

interface CollectionRow {
  seq: number;
  id: string;
  name: string;
  created_at: number;
  count: number;
}

/** SQLite's limit on bound parameters is 32,766; ids go in chunks well below it. */
const CHUNK = 5000;

const view = (row: CollectionRow): CollectionView => ({
  id: row.id,
  name: row.name,
  count: row.count,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The name as kept: NFC, trimmed, inner whitespace collapsed. */
export function collectionName(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

export function createCollectionStore(db: SqliteDatabase, clock: Clock): CollectionStore {
  const SELECT = `SELECT c.seq, c.id, c.name, c.created_at,
      (SELECT count(*) FROM collection_assets m JOIN assets a ON a.seq = m.asset_seq
        WHERE m.collection_seq = c.seq AND a.trashed_at IS NULL) AS count
    FROM collections c`;
  const selectOne = db.prepare<[string], CollectionRow>(`${SELECT} WHERE c.id = ?`);
  const seqOf = db.prepare<[string], { seq: number }>('SELECT seq FROM collections WHERE id = ?');
  const sameName = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM collections WHERE name = ? AND id <> ?',
  );

  const found = (id: string): number => {
    const row = seqOf.get(id);
    if (!row)
      throw new AtelierError('not_found', t('mainWords.collection.gone'), {
        field: 'id',
      });
    return row.seq;
  };
  const freeName = (raw: string, id: string): string => {
    const name = collectionName(raw);
    if (!name)
      throw new AtelierError('invalid_input', t('mainWords.collection.noName'), {
        field: 'name',
      });
    if (sameName.get(name, id))
      throw new AtelierError('conflict', t('mainWords.collection.taken', { name }), {
        field: 'name',
      });
    return name;
  };
  const inChunks = (ids: readonly string[], run: (chunk: string[]) => number): number =>
    db.transaction(() => {
      const unique = [...new Set(ids)];
      let changed = 0;
      for (let start = 0; start < unique.length; start += CHUNK)
        changed += run(unique.slice(start, start + CHUNK));
      return changed;
    })();
  const marks = (count: number): string => Array.from({ length: count }, () => '?').join(', ');

  const store: CollectionStore = {
    list() {
      return (
        db.prepare(`${SELECT} ORDER BY c.name COLLATE NOCASE, c.seq`).all() as CollectionRow[]
      ).map(view);
    },
    get(id) {
      const row = selectOne.get(id);
      return row ? view(row) : null;
    },
    create(raw) {
      const id = randomUUID();
      db.transaction(() => {
        const name = freeName(raw, id);
        db.prepare('INSERT INTO collections (id, name, created_at) VALUES (?, ?, ?)').run(
          id,
          name,
          clock.now(),
        );
      })();
      return store.get(id)!;
    },
    rename(id, raw) {
      db.transaction(() => {
        found(id);
        db.prepare('UPDATE collections SET name = ? WHERE id = ?').run(freeName(raw, id), id);
      })();
      return store.get(id)!;
    },
    remove(id) {
      return db.prepare('DELETE FROM collections WHERE id = ?').run(id).changes > 0;
    },
    addAssets(id, assetIds) {
      const seq = found(id);
      const now = clock.now();
      return inChunks(
        assetIds,
        (chunk) =>
          db
            .prepare(
              `INSERT OR IGNORE INTO collection_assets (collection_seq, asset_seq, added_at)
               SELECT ?, seq, ? FROM assets WHERE id IN (${marks(chunk.length)})`,
            )
            .run(seq, now, ...chunk).changes,
      );
    },
    removeAssets(id, assetIds) {
      const seq = found(id);
      return inChunks(
        assetIds,
        (chunk) =>
          db
            .prepare(
              `DELETE FROM collection_assets WHERE collection_seq = ?
               AND asset_seq IN (SELECT seq FROM assets WHERE id IN (${marks(chunk.length)}))`,
            )
            .run(seq, ...chunk).changes,
      );
    },
    addMatching(id, query) {
      const seq = found(id);
      const { where, params } = keptClauses(query, query.sort ?? 'newest');
      return db
        .prepare(
          `INSERT OR IGNORE INTO collection_assets (collection_seq, asset_seq, added_at)
           SELECT ?, assets.seq, ? FROM assets WHERE ${where.join(' AND ')}`,
        )
        .run(seq, clock.now(), ...params).changes;
    },
    removeMatching(id, query) {
      const seq = found(id);
      const { where, params } = keptClauses(query, query.sort ?? 'newest');
      return db
        .prepare(
          `DELETE FROM collection_assets WHERE collection_seq = ?
           AND asset_seq IN (SELECT assets.seq FROM assets WHERE ${where.join(' AND ')})`,
        )
        .run(seq, ...params).changes;
    },
  };
  return store;
}

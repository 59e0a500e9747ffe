// Fills a library for the million-asset bench in minutes, not the quarter hour the store's
// own insert path takes: one transaction, prepared statements, and the search index written
// once at the end (the per-row triggers are set aside while seeding and put back exactly as
// they were, read from sqlite_master). Only for benches: the app always saves through the store.
import { SEARCH_FIELDS } from '../src/main/store/migrations';
import type { SqliteDatabase } from '../src/main/store/database';
import { normalizeTags, type NewAsset } from '../src/main/library/libraryStore';
import { assetInsertValues } from '../src/main/library/testAssets';

const SEARCH_TRIGGERS = ['assets_search_insert', 'asset_tags_search_insert'];

/** Adds `total` assets made `batch` at a time by `make(from, to)`; returns the seconds taken. */
export function seedAssets(
  db: SqliteDatabase,
  total: number,
  make: (from: number, to: number) => NewAsset[],
  batch = 10_000,
): number {
  const began = performance.now();
  const triggers = db
    .prepare(
      `SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name IN (${SEARCH_TRIGGERS.map(() => '?').join(', ')})`,
    )
    .all(...SEARCH_TRIGGERS) as { sql: string }[];
  const first = (
    db.prepare('SELECT ifnull(max(seq), 0) + 1 AS n FROM assets').get() as { n: number }
  ).n;
  const insert = db.prepare(`
    INSERT INTO assets (id, kind, submission_id, task_id, profile_id, model, action, output_key, title, prompt, style,
      lyrics, mime_type, bytes, relative_path, track_index, duration_s, width, height, created_at, bpm, musical_key)
    VALUES (@id, @kind, @submissionId, @taskId, @profileId, @model, @action, @outputKey, @title, @prompt, @style,
      @lyrics, @mimeType, @bytes, @relativePath, @trackIndex, @durationS, @width, @height, @createdAt, @bpm, @musicalKey)`);
  const tag = db.prepare('INSERT OR IGNORE INTO asset_tags (asset_seq, tag) VALUES (?, ?)');
  db.transaction(() => {
    for (const trigger of SEARCH_TRIGGERS) db.exec(`DROP TRIGGER ${trigger}`);
    for (let from = 0; from < total; from += batch) {
      for (const input of make(from, Math.min(total, from + batch))) {
        const { lastInsertRowid } = insert.run(assetInsertValues(input));
        for (const name of normalizeTags(input.tags ?? [])) tag.run(lastInsertRowid, name);
      }
    }
    db.prepare(
      `INSERT INTO asset_search(rowid, title, prompt, style, lyrics, tags) SELECT ${SEARCH_FIELDS('assets')} FROM assets WHERE seq >= ?`,
    ).run(first);
    db.exec("INSERT INTO asset_search(asset_search) VALUES ('optimize')");
    for (const { sql } of triggers) db.exec(sql);
  })();
  return (performance.now() - began) / 1000;
}

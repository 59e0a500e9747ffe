/**
 * How many assets in the library (not the trash) carry each tag, kept by triggers (migration 15),
 * so the Library's tag list reads a row per tag instead of every tag of every asset: the count
 * over asset_tags joined to assets took 0.9 s of CPU at a million assets each time the Library
 * opened, in the way of its first page (issue 24). The tag is kept as written (BINARY): the
 * list folds case when it reads (libraryStore.tags), as the count it replaces did.
 *
 * What moves a count: a tag added to or removed from an asset that is not trashed; an asset
 * trashed or restored (all its tags); an asset deleted while not trashed. Its tags are deleted
 * before the asset row goes (BEFORE DELETE), while the row still says whether it was trashed; the
 * foreign key's cascade then finds none left.
 *
 * A library from before migration 15 gets its counts from tagCountsBackfill, a chunk of assets
 * at a time with the upgrade's progress (one GROUP BY over every tag took 1.2 s at a million
 * assets with no progress report: the upgrade window's longest still moment).
 */
import { assetChunkEnd, assetsAfter } from './assetChunks';
import type { Backfill } from './migrationRunner';

export const TAG_COUNTS = `
CREATE TABLE tag_counts (
  tag TEXT PRIMARY KEY,
  count INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TRIGGER tag_counts_tag_added AFTER INSERT ON asset_tags
WHEN EXISTS (SELECT 1 FROM assets WHERE seq = new.asset_seq AND trashed_at IS NULL)
BEGIN
  INSERT INTO tag_counts (tag, count) VALUES (new.tag, 1)
    ON CONFLICT (tag) DO UPDATE SET count = count + 1;
END;
CREATE TRIGGER tag_counts_tag_removed AFTER DELETE ON asset_tags
WHEN EXISTS (SELECT 1 FROM assets WHERE seq = old.asset_seq AND trashed_at IS NULL)
BEGIN
  UPDATE tag_counts SET count = count - 1 WHERE tag = old.tag;
  DELETE FROM tag_counts WHERE tag = old.tag AND count <= 0;
END;
CREATE TRIGGER tag_counts_trashed AFTER UPDATE OF trashed_at ON assets
WHEN (old.trashed_at IS NULL) <> (new.trashed_at IS NULL)
BEGIN
  INSERT INTO tag_counts (tag, count)
    SELECT tag COLLATE BINARY, 0 FROM asset_tags WHERE asset_seq = new.seq AND true
    ON CONFLICT (tag) DO NOTHING;
  UPDATE tag_counts SET count = count + (CASE WHEN new.trashed_at IS NULL THEN 1 ELSE -1 END)
    WHERE tag IN (SELECT tag COLLATE BINARY FROM asset_tags WHERE asset_seq = new.seq);
  DELETE FROM tag_counts WHERE count <= 0
    AND tag IN (SELECT tag COLLATE BINARY FROM asset_tags WHERE asset_seq = new.seq);
END;
CREATE TRIGGER tag_counts_asset_deleted BEFORE DELETE ON assets
BEGIN
  DELETE FROM asset_tags WHERE asset_seq = old.seq;
END;
`;

/**
 * The counts of the assets saved before migration 15, in seq order, a chunk at a time (the
 * migration runner sizes chunks to ~100 ms and records where it got to, so a kill loses nothing
 * and the next start goes on). Upgrades run before the app opens: the triggers above see no
 * other write meanwhile.
 */
export const tagCountsBackfill: Backfill = {
  remaining: assetsAfter,
  chunk(db, afterSeq, limit) {
    const last = assetChunkEnd(db, afterSeq, limit);
    if (last === null) return null;
    db.prepare(
      `INSERT INTO tag_counts (tag, count)
        SELECT asset_tags.tag COLLATE BINARY, count(*) FROM asset_tags
        JOIN assets ON assets.seq = asset_tags.asset_seq
        WHERE asset_tags.asset_seq > ? AND asset_tags.asset_seq <= ? AND assets.trashed_at IS NULL
        GROUP BY asset_tags.tag COLLATE BINARY
      ON CONFLICT (tag) DO UPDATE SET count = count + excluded.count`,
    ).run(afterSeq, last);
    return last;
  },
};

/** The list the Library shows: case folded, most used first (libraryStore.tags). */
export const TAG_LIST = `
SELECT tag, count FROM (
  SELECT min(tag) AS tag, sum(count) AS count FROM tag_counts WHERE count > 0
  GROUP BY tag COLLATE NOCASE
) ORDER BY count DESC, tag COLLATE NOCASE`;

/**
 * The schema of named collections (migration 12): a collection is a name; membership is a
 * (collection, asset) pair. Deleting a collection drops its memberships, never an asset;
 * deleting an asset for good drops it from every collection (both by ON DELETE CASCADE).
 * A trashed asset keeps its memberships, so restoring it puts it back where it was.
 */
export const COLLECTIONS = `
CREATE TABLE collections (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at INTEGER NOT NULL
);
CREATE TABLE collection_assets (
  collection_seq INTEGER NOT NULL REFERENCES collections(seq) ON DELETE CASCADE,
  asset_seq INTEGER NOT NULL REFERENCES assets(seq) ON DELETE CASCADE,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (collection_seq, asset_seq)
) WITHOUT ROWID;
-- An asset's collections, and the cascade when an asset is deleted for good.
CREATE INDEX collection_assets_asset ON collection_assets(asset_seq);
`;

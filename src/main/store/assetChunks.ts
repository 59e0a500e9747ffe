/**
 * The two reads a backfill over the assets in seq order makes (migrationRunner.ts's Backfill):
 * how many rows are left after a point, and where a chunk of `limit` rows from it ends.
 */
import type Database from 'better-sqlite3';

export const assetsAfter = (db: Database.Database, afterSeq: number): number =>
  (db.prepare('SELECT count(*) AS n FROM assets WHERE seq > ?').get(afterSeq) as { n: number }).n;

/** The seq of the chunk's last asset, or null when none is left after `afterSeq`. */
export const assetChunkEnd = (
  db: Database.Database,
  afterSeq: number,
  limit: number,
): number | null =>
  (
    db
      .prepare(
        'SELECT max(seq) AS seq FROM (SELECT seq FROM assets WHERE seq > ? ORDER BY seq LIMIT ?)',
      )
      .get(afterSeq, limit) as { seq: number | null }
  ).seq;

/**
 * Marks of start-up upkeep done once over the library (migration 14): how far in seq order a
 * check has gone, so the next start goes on from there instead of reading every asset again.
 * Without it, the older-titles check (tasks/legacyTitles.ts) read all of `assets` at every start:
 * 2.5 s at a million assets, in the window's way (issue 24).
 *
 * A mark says "every asset with seq <= mark has been checked since it was saved". An asset saved
 * with a seq at or below the mark (SQLite reuses the highest seq after it is deleted for good) moves
 * the mark back below it, by trigger, so nothing saved is ever skipped whoever saves it (the
 * downloader, an archive import).
 */
import type { SqliteDatabase } from './sqliteDatabase';

/** The older-title check's mark (legacyTitles.ts). */
export const OLDER_TITLES_MARK = 'older titles';

export const UPKEEP_MARKS = `
CREATE TABLE upkeep_marks (
  name TEXT PRIMARY KEY,
  seq INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO upkeep_marks (name, seq) VALUES ('${OLDER_TITLES_MARK}', 0);
CREATE TRIGGER assets_older_titles_mark AFTER INSERT ON assets
WHEN NEW.seq <= (SELECT seq FROM upkeep_marks WHERE name = '${OLDER_TITLES_MARK}')
BEGIN
  UPDATE upkeep_marks SET seq = NEW.seq - 1 WHERE name = '${OLDER_TITLES_MARK}';
END;
`;

export interface UpkeepMark {
  /** Every asset with seq up to this has been checked. */
  get(): number;
  /**
   * Moves the mark from `from` to `to`; false (and nothing written) when it is no longer at
   * `from`: an asset was saved below it meanwhile, so the next start checks from there.
   */
  advance(from: number, to: number): boolean;
}

export function upkeepMark(db: SqliteDatabase, name: string): UpkeepMark {
  const read = db.prepare('SELECT seq FROM upkeep_marks WHERE name = ?').pluck();
  const move = db.prepare('UPDATE upkeep_marks SET seq = ? WHERE name = ? AND seq = ?');
  return {
    get: () => (read.get(name) as number | undefined) ?? 0,
    advance: (from, to) => move.run(to, name, from).changes === 1,
  };
}

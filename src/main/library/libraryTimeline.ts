/**
 * Owns the SQL of the library's timeline (the date scrubber): the months a query's assets fall
 * in, in the viewer's local time, with their counts, and for each month a `list` cursor whose
 * page starts at the month's first asset in the date sort. The date sorts follow seq, so that
 * first asset is the month's highest seq (newest) or lowest (oldest), and the cursor is the
 * ordinary seq cursor just past it: paging on and back from it works like any other page.
 */
import { encodeCursor } from '../store/cursor';
import { filterClauses, type LibraryQuery } from './libraryQuery';
import { searchExpression } from './searchText';

export type TimelineSort = 'newest' | 'oldest';

export interface TimelineRow {
  month: string;
  n: number;
  first: number;
  last: number;
}

/** One grouped walk of the query's rows: month, count, lowest and highest seq. */
export function timelineQuery(query: LibraryQuery, sort: TimelineSort, utcOffsetMinutes: number): { sql: string; params: unknown[] } {
  const { where, params } = filterClauses(query, sort);
  const match = query.text ? searchExpression(query.text) : null;
  if (match) {
    where.push('assets.seq IN (SELECT rowid FROM asset_search WHERE asset_search MATCH ?)');
    params.push(match);
  }
  const month = `strftime('%Y-%m', (assets.created_at + ?) / 1000, 'unixepoch')`;
  return {
    sql: `SELECT ${month} AS month, count(*) AS n, min(assets.seq) AS first, max(assets.seq) AS last
      FROM assets WHERE ${where.join(' AND ')} GROUP BY month ORDER BY month ${sort === 'newest' ? 'DESC' : 'ASC'}`,
    params: [utcOffsetMinutes * 60_000, ...params],
  };
}

/** The cursor whose page starts at the month's first asset in `sort` (a seq cursor just past it). */
export function monthCursor(sort: TimelineSort, row: TimelineRow): string {
  return encodeCursor(sort === 'newest' ? { o: 'newest', s: row.last + 1 } : { o: 'oldest', s: row.first - 1 });
}

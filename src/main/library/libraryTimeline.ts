/**
 * Owns the SQL of the library's timeline (the date scrubber): the months a query's assets fall
 * in, in the viewer's local time, with their counts, and for each month a `list` cursor whose
 * page starts at the month's first asset in the date sort. The date sorts follow seq, so that
 * first asset is the month's highest seq (newest) or lowest (oldest), and the cursor is the
 * ordinary seq cursor just past it: paging on and back from it works like any other page.
 *
 * Text and the filters that keep few rows (favorites, a tag, a key) are read in one grouped
 * query over the rows they keep. Otherwise each month is its own query on a created_at range,
 * which libraryService runs with a pause between, so a million-asset library never holds the
 * main process for long: one grouped walk of every row took 0.8-1.2 s there, the months 15-30
 * ms each.
 */
import { encodeCursor } from '../store/cursor';
import { keptClauses, type LibraryQuery } from './libraryQuery';
import { searchExpression } from '../store/searchText';

export type TimelineSort = 'newest' | 'oldest';

export interface TimelineRow {
  month: string;
  n: number;
  first: number;
  last: number;
}

/** A local month as epoch-ms bounds [from, to) of created_at. */
export interface MonthRange {
  month: string;
  from: number;
  to: number;
}

/**
 * Is the timeline one grouped query? For a filter with its own small index (favorites, a tag, a
 * key), and for text: per month, the match set would be built again each time (5.7 s in all
 * for a word in a third of a million assets, against 0.6 s grouped once).
 */
export function groupsAtOnce(query: LibraryQuery): boolean {
  return (
    searchExpression(query.text ?? '') !== null ||
    query.favorite === true ||
    (query.tags?.length ?? 0) > 0 ||
    (query.musicalKeys?.length ?? 0) > 0
  );
}

/** One grouped walk of the rows the query and its text keep: month, count, lowest and highest seq. */
export function groupedTimelineQuery(
  query: LibraryQuery,
  sort: TimelineSort,
  utcOffsetMinutes: number,
): { sql: string; params: unknown[] } {
  const { where, params } = keptClauses(query, sort);
  const month = `strftime('%Y-%m', (assets.created_at + ?) / 1000, 'unixepoch')`;
  return {
    sql: `SELECT ${month} AS month, count(*) AS n, min(assets.seq) AS first, max(assets.seq) AS last
      FROM assets WHERE ${where.join(' AND ')} GROUP BY month ORDER BY month ${sort === 'newest' ? 'DESC' : 'ASC'}`,
    params: [utcOffsetMinutes * 60_000, ...params],
  };
}

/** Count, lowest and highest seq of the query's rows created in one month (a range of the created_at index). */
export function monthQuery(
  query: LibraryQuery,
  sort: TimelineSort,
): { sql: string; params: unknown[] } {
  const { where, params } = keptClauses(query, sort);
  return {
    sql: `SELECT count(*) AS n, min(assets.seq) AS first, max(assets.seq) AS last
      FROM assets INDEXED BY assets_created WHERE assets.created_at >= ? AND assets.created_at < ? AND ${where.join(' AND ')}`,
    params,
  };
}

/** The local months from the one holding `oldest` to the one holding `newest` (epoch ms), in `sort` order. */
export function monthRanges(
  oldest: number,
  newest: number,
  utcOffsetMinutes: number,
  sort: TimelineSort,
): MonthRange[] {
  const offset = utcOffsetMinutes * 60_000;
  const start = new Date(oldest + offset);
  const ranges: MonthRange[] = [];
  for (let year = start.getUTCFullYear(), month = start.getUTCMonth(); ; month += 1) {
    const from = Date.UTC(year, month, 1) - offset;
    if (from > newest) break;
    const label = new Date(from + offset).toISOString().slice(0, 7);
    ranges.push({ month: label, from, to: Date.UTC(year, month + 1, 1) - offset });
  }
  return sort === 'newest' ? ranges.reverse() : ranges;
}

/** The cursor whose page starts at the month's first asset in `sort` (a seq cursor just past it). */
export function monthCursor(sort: TimelineSort, row: TimelineRow): string {
  return encodeCursor(
    sort === 'newest' ? { o: 'newest', s: row.last + 1 } : { o: 'oldest', s: row.first - 1 },
  );
}
